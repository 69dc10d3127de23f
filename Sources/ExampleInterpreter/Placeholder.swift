// Placeholder until this target's issue lands; replace freely.
enum ExampleInterpreterPlaceholder {}

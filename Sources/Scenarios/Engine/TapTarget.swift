import NavigationModel

/// Which control `tap "LABEL"` names, shared by both engines' drivers.
///
/// A control is named by its whole label, its texts joined by spaces (`"Fern Gully 3.2"` for
/// a link whose label is an `HStack` of `Text("Fern Gully")`, a `Spacer` and `Text("3.2")`).
/// When no visible control has that whole label, one of a label's own texts names its
/// control, as a user reads a row by its title: `tap "Fern Gully"`. That holds only when a
/// single control has such a text; several are ambiguous, as several whole labels are.
/// With no match at all the model's own error lists what is visible.
enum TapTarget {
    enum Resolution: Equatable {
        /// The whole label to hand the model (the step's own label when it is one, or no control has it).
        case label(String)
        /// Several controls have a text equal to the step's label.
        case ambiguous(NavigationError)
    }

    static func resolve(_ label: String, in column: ColumnName?, ui: VisibleUI?) -> Resolution {
        guard let ui else { return .label(label) }
        // A text field is typed into, not tapped (the model says so when it is named).
        let candidates = ui.controls.filter { $0.kind != .field && (column == nil || $0.column == column) }
        if candidates.contains(where: { $0.label == label }) { return .label(label) }
        let byText = candidates.filter { $0.labelTexts?.contains(label) == true }
        // An enabled control wins over disabled ones, as for whole labels; a disabled one alone
        // is handed on, so the model says why it cannot be tapped.
        let enabled = byText.filter(\.isEnabled)
        let named = enabled.isEmpty ? byText : enabled
        guard let first = named.first else { return .label(label) }
        if named.count == 1 || Set(named.map(\.label)).count == 1 && enabled.isEmpty { return .label(first.label) }
        let places = named.map { control -> String in
            let place = control.column.map { " in \($0.rawValue)" } ?? ""
            return "\(control.kind.rawValue) \(Value.literal(control.label))\(place)"
        }
        return .ambiguous(NavigationError(
            "several visible controls have a text \(Value.literal(label)): " + places.joined(separator: ", "),
            related: named.compactMap(\.source)))
    }
}

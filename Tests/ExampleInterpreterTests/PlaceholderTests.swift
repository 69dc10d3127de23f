import Testing
@testable import ExampleInterpreter

@Test func targetBuilds() {}

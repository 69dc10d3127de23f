import Testing
@testable import NavDocsCommands

@Test func targetBuilds() {}

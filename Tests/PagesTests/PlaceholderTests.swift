import Testing
@testable import Pages

@Test func targetBuilds() {}

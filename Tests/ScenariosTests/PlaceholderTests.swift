import Testing
@testable import Scenarios

@Test func targetBuilds() {}

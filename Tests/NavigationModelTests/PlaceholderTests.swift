import Testing
@testable import NavigationModel

@Test func targetBuilds() {}

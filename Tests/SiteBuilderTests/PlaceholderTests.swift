import Testing
@testable import SiteBuilder

@Test func targetBuilds() {}

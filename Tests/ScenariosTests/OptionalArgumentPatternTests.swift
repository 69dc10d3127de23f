import Testing
@testable import Scenarios

/// A pattern's literal denotes an optional argument that holds it (`Detail(note: "a")` for
/// `var note: String?`), as Swift promotes a value to an optional; `nil` denotes none.
/// Both engines.
@Suite(.serialized) struct OptionalArgumentPatternTests {
    static let notes = """
    struct Detail: View {
        var note: String?
        var count: Int?
        var body: some View { Text(note ?? "none") }
    }

    struct Home: View {
        var body: some View {
            NavigationStack {
                List {
                    NavigationLink("Noted") { Detail(note: "a", count: 2) }
                    NavigationLink("Blank") { Detail() }
                }
            }
        }
    }
    """

    @Test(arguments: RealAppStepsTests.EngineUnderTest.allCases)
    func aLiteralMatchesTheOptionalThatHoldsIt(engine: RealAppStepsTests.EngineUnderTest) {
        #expect(RealAppStepsTests.problems(Self.notes, """
        tap "Noted"
        expect screen: Detail(note: "a", count: 2)
        back
        tap "Blank"
        expect screen: Detail(note: nil, count: nil)
        """, on: engine) == [])
    }

    @Test(arguments: RealAppStepsTests.EngineUnderTest.allCases)
    func anotherLiteralStillFails(engine: RealAppStepsTests.EngineUnderTest) {
        let problems = RealAppStepsTests.problems(Self.notes, """
        tap "Noted"
        expect screen: Detail(note: "b", count: 2)
        """, on: engine)
        #expect(problems.count == 1)
        #expect(problems.first?.contains(#"expected screen: Detail(note: "b", count: 2)"#) == true)
    }
}

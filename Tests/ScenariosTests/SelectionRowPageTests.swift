import Diagnostics
import Pages
import Testing
@testable import Scenarios

/// N41 through the whole pipeline: pages whose examples are interpreted and whose
/// scenarios and migrations are checked by the real engine.
@Suite struct SelectionRowPageTests {
    func check(_ source: String) -> PageChecker<InterpretedEngine>.Result {
        let page = PageParser().parse(source: source, file: "rows.md").page
        return PageChecker(engine: InterpretedEngine()).check(PageCheckPlan(page: page))
    }

    /// Errors and warnings, deprecation warnings aside (the legacy examples have them on purpose).
    func problems(_ source: String) -> [String] {
        check(source).report.allDiagnostics
            .filter { $0.severity != .note && !$0.message.contains("deprecated") }
            .map { "\($0.location.line): \($0.message)" }
    }

    // N41, N30, N32, N33: a sidebar of untagged value links, some inside a Section and one
    // inside a declared row view, sets the selection the detail column reads.
    @Test func staticSidebarRowsSetTheSelection() {
        let page = #"""
        ```swift example=sidebar
        enum Room: Hashable {
            case hall, kitchen, attic
        }

        struct RoomRow: View {
            var name: String
            var room: Room

            var body: some View {
                NavigationLink(name, value: room)
            }
        }

        struct House: View {
            @State private var room: Room? = nil

            var body: some View {
                NavigationSplitView {
                    List(selection: $room) {
                        NavigationLink("Hall", value: Room.hall)
                        Section("Upstairs") {
                            NavigationLink("Attic", value: Room.attic)
                        }
                        RoomRow(name: "Kitchen", room: .kitchen)
                    }
                } detail: {
                    if let room {
                        Text("In the \(room)")
                    } else {
                        Text("Choose a room")
                    }
                }
            }
        }
        ```

        ```scenario example=sidebar
        tap "Attic"
        expect no warning
        expect room == .attic
        expect detail: Text("In the attic")
        tap "Kitchen"
        expect room == .kitchen
        select "Hall"
        expect room == .hall
        ```

        ```scenario example=sidebar size=compact
        tap "Hall"
        expect stack: List > Text("In the hall")
        back
        expect room == nil
        expect screen: List
        ```
        """#
        #expect(problems(page) == [])
    }

    /// A deprecated two-column NavigationView whose static links activate on a shared
    /// selection, and its migration: NEW is filled in per test.
    static func migration(_ newRows: String) -> String {
        #"""
        ```swift example=legacy
        @State private var pick: Int? = nil

        var body: some View {
            NavigationView {
                List {
                    NavigationLink("One", tag: 1, selection: $pick) { Number(value: 1) }
                    NavigationLink("Two", tag: 2, selection: $pick) { Number(value: 2) }
                }
                Text("Pick a number")
            }
        }
        ```

        ```swift example=legacy hidden
        struct Number: View {
            var value: Int

            var body: some View {
                Text("Number \(value)")
            }
        }
        ```

        ```scenario example=legacy
        tap "Two"
        expect pick == 2
        tap "One"
        size compact
        back
        expect pick == nil
        ```

        ```swift example=modern migrates=legacy
        @State private var pick: Int? = nil

        var body: some View {
            NavigationSplitView {
                List(selection: $pick) {
        NEW_ROWS
                }
            } detail: {
                if let pick {
                    Number(value: pick)
                } else {
                    Text("Pick a number")
                }
            }
        }
        ```

        ```swift example=modern hidden
        struct Number: View {
            var value: Int

            var body: some View {
                Text("Number \(value)")
            }
        }
        ```
        """#.replacingOccurrences(of: "NEW_ROWS", with: newRows)
    }

    func migrationErrors(_ page: String) -> [String] {
        check(page).report.allDiagnostics.filter { $0.message.hasPrefix("migration from") }.map(\.message)
    }

    // N41, N26, §5: tag/selection links and a static List(selection:) of value links are the same app.
    @Test func tagSelectionLinksMigrateToAStaticSelectableList() {
        let page = Self.migration("""
                    NavigationLink("One", value: 1)
                    NavigationLink("Two", value: 2)
        """)
        #expect(migrationErrors(page) == [])
        #expect(problems(page) == [])
    }

    // §5: a static list whose rows select the wrong values is still reported as a different app.
    @Test func swappedRowValuesAreADifferentApp() throws {
        let page = Self.migration("""
                    NavigationLink("One", value: 2)
                    NavigationLink("Two", value: 1)
        """)
        let errors = migrationErrors(page)
        #expect(errors.count == 1)
        let message = try #require(errors.first)
        #expect(message.hasPrefix(#"migration from 'legacy' changes behaviour after tap "Two": "#))
        #expect(message.contains("Number(value: 2)"))
        #expect(message.contains("Number(value: 1)"))
    }
}

import Diagnostics
import NavigationModel
import Testing
@testable import ExampleInterpreter

/// Whole files as Xcode writes them: `#if`, `#Preview`, `PreviewProvider`, `@main`
/// apps, and how the root view is chosen among them.
@Suite struct WholeFileTests {
    private func errors(_ example: CompiledExample) -> [String] {
        example.diagnostics.filter { $0.severity == .error }.map { "\($0.location.line):\($0.location.column): \($0.message)" }
    }

    private func state(_ example: CompiledExample, _ name: String) throws -> Value? {
        let app = try #require(example.app, "\(example.errorMessages)")
        return try app.initialState()[name]
    }

    @Test func ifConfigTakesTheIOSBranchInEveryPosition() throws {
        let example = compile("""
        import SwiftUI
        #if canImport(UIKit)
        import UIKit
        #elseif canImport(AppKit)
        import AppKit
        #endif

        struct Home: View {
            #if os(iOS) && DEBUG
            @State private var platform = "iOS"
            #else
            @State private var platform = "other"
            #endif
            @State private var count = 0

            var body: some View {
                NavigationStack {
                    Text(platform)
                        #if os(iOS)
                        .navigationBarTitleDisplayMode(.inline)
                        #elseif os(macOS)
                        .frame(minWidth: 300)
                        #endif
                        .onAppear {
                            #if !os(macOS) || targetEnvironment(macCatalyst)
                            count = 1
                            #else
                            undefinedOnMac()
                            #endif
                        }
                }
            }
        }

        #if os(macOS)
        struct MacOnly: View { var body: some View { NSViewThing() } }
        #endif
        """)
        #expect(errors(example) == [])
        #expect(try state(example, "platform") == .string("iOS"))
    }

    @Test func anUnknownIfConditionIsAnErrorAtTheCondition() {
        let marked = MarkedSource("""
        #if 1️⃣someFunction(x)
        let a = 1
        #endif
        Text("x")
        """)
        let example = compile(marked)
        #expect(example.diagnostics.map(\.message) == ["unsupported: '#if' condition 'someFunction(x)'"])
        #expect(example.diagnostics.first?.location == marked.markers["1️⃣"])
    }

    @Test func previewsAreAcceptedNotRunAndNameTheRoot() throws {
        let example = compile("""
        import SwiftUI
        struct Row: View { let title: String; var body: some View { Text(title) } }
        struct First: View { var body: some View { Text("first") } }
        struct Second: View { var body: some View { Row(title: "second") } }

        #Preview("Row", traits: .sizeThatFitsLayout) {
            @Previewable @State var title = "row"
            Row(title: title)
        }
        #Preview { Second() }
        #Preview { First() }
        """)
        #expect(errors(example) == [])
        #expect(try example.launchScreen().allNodes.contains { $0.kind == .text("second") })
    }

    @Test func aPreviewProviderNamesTheRoot() throws {
        let example = compile("""
        struct First: View { var body: some View { Text("first") } }
        struct Second: View { var body: some View { Text("second") } }
        struct Second_Previews: PreviewProvider {
            static var previews: some View { Second().previewDisplayName("x") }
        }
        """)
        #expect(errors(example) == [])
        #expect(try example.launchScreen().allNodes.contains { $0.kind == .text("second") })
    }

    @Test func theAppsWindowGroupWinsAndItsModifiersAreAWarning() throws {
        let marked = MarkedSource("""
        @main
        struct TrailsApp: App {
            var body: some Scene {
                WindowGroup {
                    Second()
                        .1️⃣environmentObject(Store.shared)
                }
            }
        }
        struct First: View { var body: some View { Text("first") } }
        struct Second: View { var body: some View { Text("second") } }
        #Preview { First() }
        """)
        let example = compile(marked)
        #expect(errors(example) == [])
        #expect(example.diagnostics.map(\.message) == ["'.environmentObject' on the app's root view is not modelled; the view runs without it"])
        #expect(example.diagnostics.first?.location == marked.markers["1️⃣"])
        #expect(try example.launchScreen().allNodes.contains { $0.kind == .text("second") })
    }

    @Test func anAppThatKeepsStateRunsAsTheRoot() throws {
        let example = compile("""
        @main
        struct TrailsApp: App {
            @State private var count = 3
            var body: some Scene {
                WindowGroup {
                    Second(count: count)
                }
            }
        }
        struct Second: View {
            let count: Int
            var body: some View { Text("second \\(count)") }
        }
        #Preview { Second(count: 1) }
        """)
        #expect(example.diagnostics.isEmpty, "\(example.diagnostics)")
        let app = try #require(example.app)
        #expect(app.rootTypeName == "TrailsApp")
        #expect(try example.launchScreen().allNodes.contains { $0.kind == .text("second 3") })
    }

    @Test func anAmbiguousRootListsOnlyViews() {
        let example = compile("""
        struct Park: Hashable { var name: String }
        struct First: View { var body: some View { Text("first") } }
        struct Second: View { var body: some View { Text("second") } }
        struct First_Previews: PreviewProvider { static var previews: some View { First(tint: 1) } }
        """)
        #expect(example.errorMessages == ["cannot tell which view is the root ('First', 'Second'); add 'root=TYPE' to the info string"])
    }

    @Test func theRootIsTheCandidateNoOtherCandidateUses() throws {
        // `Row` takes its item, so it cannot be the root; `Settings` is reached through `Route`.
        let example = compile("""
        import SwiftUI
        struct Row: View { let title: String; var body: some View { Text(title) } }
        enum Route: Hashable { case settings; var screen: some View { Settings() } }
        struct Settings: View { var body: some View { Text("settings") } }
        struct Home: View {
            var body: some View {
                NavigationStack { Row(title: "home").navigationDestination(for: Route.self) { $0.screen } }
            }
        }
        """)
        #expect(errors(example) == [])
        #expect(example.app?.rootTypeName == "Home")
    }

    @Test func severalTopsNeedRootAndTheMessageListsOnlyThem() {
        let example = compile("""
        struct Row: View { let title: String; var body: some View { Text(title) } }
        struct Detail: View { var body: some View { Text("detail") } }
        struct Trails: View { var body: some View { NavigationStack { NavigationLink("A") { Detail() } } } }
        struct Settings: View { var body: some View { Row(title: "settings") } }
        """)
        #expect(example.errorMessages == ["cannot tell which view is the root ('Trails', 'Settings'); add 'root=TYPE' to the info string"])
    }

    @Test func ofSeveralPreviewsTheTopIsTheRoot() throws {
        let example = compile("""
        struct Detail: View { var body: some View { Text("detail") } }
        #Preview { Detail() }
        struct Trails: View { var body: some View { NavigationStack { NavigationLink("A") { Detail() } } } }
        #Preview { Trails() }
        """)
        #expect(errors(example) == [])
        #expect(example.app?.rootTypeName == "Trails")
    }

    @Test func anUnsupportedPropertyWrapperIsOneDiagnostic() {
        let marked = MarkedSource("""
        struct Home: View {
            1️⃣@GestureState private var tab = 0
            var body: some View {
                NavigationStack {
                    Text("\\(tab)")
                    Button("Go") { tab = 2 }
                    Detail(focused: $tab)
                }
            }
        }
        struct Detail: View {
            @Binding var focused: Int
            2️⃣@FocusState private var isEditing: Bool
            var body: some View { Button("Edit") { isEditing = true } }
        }
        """)
        let example = compile(marked)
        #expect(example.errorMessages == ["unsupported: '@GestureState' property wrapper", "unsupported: '@FocusState' property wrapper"])
        #expect(example.diagnostics.map(\.location) == [marked.markers["1️⃣"], marked.markers["2️⃣"]])
    }
}

import Foundation
import Testing
@testable import ExampleInterpreter

/// The interpreter's catalog is the SDK's table (`APITable/swiftui-ios18.tsv`): declarations
/// are spot-checked against the table's rows and against the SDK facts, and the navigation
/// role overlay (`APITable/navigation-roles.tsv`) decides every API of a navigation family.
@Suite struct APITableTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../APITable").standardized

    /// The rows of a table file, header names as keys; `#` lines are comments.
    static func rows(_ file: String) throws -> [[String: String]] {
        let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
        let lines = text.split(separator: "\n").filter { !$0.hasPrefix("#") }
        guard let header = lines.first?.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) else { return [] }
        return lines.dropFirst().map { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            return Dictionary(uniqueKeysWithValues: zip(header, fields + Array(repeating: "", count: max(header.count - fields.count, 0))))
        }
    }

    static let table: [[String: String]] = (try? rows("swiftui-ios18.tsv")) ?? []

    /// `(owner, signature)` → role, from the overlay.
    static let roles: [String: String] = {
        guard let text = try? String(contentsOf: folder.appendingPathComponent("navigation-roles.tsv"), encoding: .utf8) else { return [:] }
        var roles: [String: String] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t").map(String.init)
            if fields.count == 3 { roles[fields[0] + " " + fields[1]] = fields[2] }
        }
        return roles
    }()

    struct Fact: CustomStringConvertible, Sendable {
        var owner: String
        var kind: String
        var signature: String
        /// The SDK's `@available(iOS …)`, `nil` when it gives none.
        var introduced: String?
        var unavailable = false

        var description: String { "\(owner).\(signature)" }
    }

    /// Declarations whose facts are known from the SDK's interface (and Apple's documentation):
    /// their kind, labels, the iOS version that introduced them and whether iOS has them.
    static let facts: [Fact] = [
        Fact(owner: "NavigationStack", kind: "init", signature: "init(root:)", introduced: "16.0"),
        Fact(owner: "NavigationStack", kind: "init", signature: "init(path:root:)", introduced: "16.0"),
        Fact(owner: "NavigationSplitView", kind: "init", signature: "init(columnVisibility:preferredCompactColumn:sidebar:detail:)", introduced: "17.0"),
        Fact(owner: "NavigationLink", kind: "init", signature: "init(value:label:)", introduced: "16.0"),
        Fact(owner: "NavigationLink", kind: "init", signature: "init(destination:label:)", introduced: "13.0"),
        Fact(owner: "View", kind: "func", signature: "navigationDestination(item:destination:)", introduced: "17.0"),
        Fact(owner: "View", kind: "func", signature: "navigationDestination(for:destination:)", introduced: "16.0"),
        Fact(owner: "View", kind: "func", signature: "sheet(isPresented:onDismiss:content:)", introduced: "13.0"),
        Fact(owner: "View", kind: "func", signature: "fullScreenCover(item:onDismiss:content:)", introduced: "14.0"),
        Fact(owner: "View", kind: "func", signature: "inspector(isPresented:content:)", introduced: "17.0"),
        Fact(owner: "View", kind: "func", signature: "containerBackground(_:for:)", introduced: "17.0"),
        Fact(owner: "View", kind: "func", signature: "statusBar(hidden:)", introduced: "13.0"),
        Fact(owner: "View", kind: "func", signature: "presentationBackgroundInteraction(_:)", introduced: "16.4"),
        Fact(owner: "View", kind: "func", signature: "toolbarBackgroundVisibility(_:for:)", introduced: "18.0"),
        Fact(owner: "View", kind: "func", signature: "toolbarVisibility(_:for:)", introduced: "18.0"),
        Fact(owner: "View", kind: "func", signature: "accessibility(label:)", introduced: "13.0"),
        Fact(owner: "View", kind: "func", signature: "onOpenURL(perform:)", introduced: "14.0"),
        Fact(owner: "View", kind: "func", signature: "onSubmit(of:_:)", introduced: "15.0"),
        Fact(owner: "View", kind: "func", signature: "searchable(text:placement:prompt:)", introduced: "15.0"),
        Fact(owner: "View", kind: "func", signature: "navigationBarTitleDisplayMode(_:)", introduced: "14.0"),
        Fact(owner: "View", kind: "func", signature: "onExitCommand(perform:)", introduced: nil, unavailable: true),
        Fact(owner: "Shape", kind: "func", signature: "fill(_:style:)", introduced: "13.0"),
        Fact(owner: "ToolbarItemPlacement", kind: "static-var", signature: "topBarTrailing", introduced: "14.0"),
        Fact(owner: "ToolbarItemPlacement", kind: "static-var", signature: "navigationBarLeading", introduced: "14.0"),
        Fact(owner: "ToolbarItemPlacement", kind: "static-var", signature: "automatic", introduced: "14.0"),
        Fact(owner: "ListStyle", kind: "static-var", signature: "insetGrouped", introduced: "14.0"),
        Fact(owner: "ListStyle", kind: "static-var", signature: "bordered", introduced: nil, unavailable: true),
        Fact(owner: "ContainerBackgroundPlacement", kind: "static-var", signature: "navigation", introduced: "18.0"),
        Fact(owner: "EnvironmentValues", kind: "var", signature: "presentationMode", introduced: "13.0"),
        Fact(owner: "EnvironmentValues", kind: "var", signature: "dismiss", introduced: "15.0"),
        Fact(owner: "EnvironmentValues", kind: "var", signature: "openURL", introduced: "14.0"),
        Fact(owner: "TextField", kind: "init", signature: "init(_:text:prompt:)", introduced: "15.0"),
        Fact(owner: "SecureField", kind: "init", signature: "init(_:text:)", introduced: "13.0"),
        Fact(owner: "TextEditor", kind: "init", signature: "init(text:)", introduced: "14.0"),
        Fact(owner: "Tab", kind: "init", signature: "init(_:systemImage:value:content:)", introduced: "18.0"),
        Fact(owner: "Color", kind: "init", signature: "init(uiColor:)", introduced: "15.0"),
        Fact(owner: "", kind: "func", signature: "withAnimation(_:_:)", introduced: "13.0"),
        Fact(owner: "", kind: "macro", signature: "Observable()", introduced: "17.0"),
        Fact(owner: "", kind: "type", signature: "Bindable", introduced: "17.0"),
        Fact(owner: "", kind: "type", signature: "NavigationStack", introduced: "16.0"),
        Fact(owner: "", kind: "type", signature: "MenuButton", introduced: nil, unavailable: true),
    ]

    @Test func atLeastThirtyDeclarationsAreSpotChecked() {
        #expect(Self.facts.count >= 30)
        #expect(Self.table.count > 7_000)
    }

    @Test(arguments: facts) func theTableAndTheCatalogAgreeWithTheSDK(_ fact: Fact) throws {
        let rows = Self.table.filter { $0["owner"] == fact.owner && $0["kind"] == fact.kind && $0["signature"] == fact.signature }
        try #require(!rows.isEmpty, "\(fact) is not in the table")
        // Overloads differ in types only; the oldest is what a call of that signature may use.
        let available = rows.filter { $0["ios_unavailable"] != "1" }
        #expect(available.isEmpty == fact.unavailable)
        let introduced = available.compactMap { $0["ios_introduced"].flatMap { $0.isEmpty ? nil : $0 } }.min { Self.version($0) < Self.version($1) }
        #expect(introduced == fact.introduced)

        let catalog = SwiftUICatalog.shared
        let name = fact.kind == "type" ? fact.signature : String(fact.signature.prefix { $0 != "(" })
        let entries = (fact.kind == "type" ? catalog.types(named: name) : catalog.members(of: fact.owner, named: name))
            .filter { $0.kind.tableName == fact.kind && $0.tableSignature == fact.signature }
        try #require(!entries.isEmpty, "\(fact) is not in the catalog")
        let onIOS = entries.filter { !$0.isUnavailable }
        #expect(onIOS.isEmpty == fact.unavailable)
        #expect(onIOS.map(\.introduced).min() == fact.introduced.map(Self.version))
        if fact.signature.contains("(") {
            let labels = fact.signature.drop { $0 != "(" }.dropFirst().dropLast().split(separator: ":").map(String.init)
            #expect(entries.allSatisfy { $0.labels == labels })
        }
    }

    static func version(_ text: String) -> Int {
        let parts = text.split(separator: ".").map { Int($0) ?? 0 }
        return AvailabilityVersion.encoded(major: parts.first ?? 0, minor: parts.dropFirst().first ?? 0)
    }

    // MARK: Navigation roles

    /// The names of the navigation families, matched as prefixes (an initializer by its type's name).
    static let families = [
        "navigation", "toolbar", "presentation", "tab", "sheet", "fullscreencover", "popover", "alert",
        "confirmationdialog", "inspector", "dismiss", "openurl", "onopenurl", "searchable", "fileimporter",
        "fileexporter", "filemover", "actionsheet", "filedialog",
    ]

    static func isInNavigationFamily(_ row: [String: String]) -> Bool {
        let word: String
        switch row["kind"] {
        case "init": word = String((row["owner"] ?? "").split(separator: ".").last ?? "")
        case "func", "static-func": word = row["name"] ?? ""
        case "var" where row["owner"] == "EnvironmentValues": word = row["name"] ?? ""
        default: return false
        }
        let lowered = word.lowercased()
        // `Table`, `TableColumn`: tables, not tabs.
        return families.contains { lowered.hasPrefix($0) } && !lowered.hasPrefix("tabl")
    }

    @Test func everyNavigationFamilyAPIHasAnExplicitRole() {
        let family = Self.table.filter(Self.isInNavigationFamily)
        #expect(family.count > 150)
        var missing: Set<String> = []
        for row in family where Self.roles["\(row["owner"] ?? "") \(row["signature"] ?? "")"] == nil {
            missing.insert("\(row["owner"] ?? "") \(row["signature"] ?? "")")
        }
        #expect(missing.isEmpty, "no role in navigation-roles.tsv for: \(missing.sorted().joined(separator: ", "))")
    }

    @Test func theCatalogCarriesTheOverlaysRolesAndEveryOtherAPIIsInert() {
        let catalog = SwiftUICatalog.shared
        var checked = 0
        for api in catalog.entries {
            let key = "\(api.owner) \(api.tableSignature)"
            if let role = Self.roles[key] {
                #expect(api.role.rawValue == role, "\(key)")
                checked += 1
            } else {
                #expect(api.role == .inert, "\(key) has a role the overlay does not give")
            }
        }
        #expect(checked >= Self.roles.count)
    }

    @Test func theOverlaysRolesWarnOrAreModelled() {
        for role in NavigationRole.allCases {
            switch role {
            case .modelled, .inert: #expect(role.warning(for: "x") == nil)
            case .presents, .acts, .alters: #expect(role.warning(for: "x") != nil)
            }
        }
        // A modelled view or modifier lowers to a case the model handles, not to an inert one.
        for api in SwiftUICatalog.shared.entries where api.role == .modelled {
            switch api.kind {
            case .initializer where SwiftUICatalog.shared.isView(api.owner):
                if case .inert = BuiltinView(name: api.owner) { Issue.record("\(api.owner).\(api.tableSignature) is modelled but lowers to an inert view") }
            case .method where api.owner == "View":
                if case .inert = BuiltinModifier(name: api.name) { Issue.record("View.\(api.tableSignature) is modelled but lowers to an inert modifier") }
            default:
                continue
            }
        }
    }
}

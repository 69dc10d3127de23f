import NavigationModel

/// What §5 compares: per column, its screens by type, arguments and title;
/// the layout; back availability. Not which column a collapsed screen came
/// from, not selection highlights, not controls.
struct MigrationVisible: Equatable, CustomStringConvertible {
    var ui: VisibleUI

    private struct ScreenKey: Equatable {
        var typeName: String
        var arguments: [Argument]
        var title: String?
    }

    private var key: [[ScreenKey]] {
        ui.columns.map { $0.screens.map { ScreenKey(typeName: $0.typeName, arguments: $0.arguments, title: $0.title) } }
    }

    /// What is presented on top (kind and an alert's title) and the tab that shows.
    private var layersAndTab: [String] {
        ui.layers.map { $0.kind.rawValue + ($0.title.map { " " + Value.literal($0) } ?? "") }
            + (ui.tabs.first(where: \.isSelected).map { ["tab " + Value.literal($0.label)] } ?? [])
    }

    static func == (lhs: MigrationVisible, rhs: MigrationVisible) -> Bool {
        lhs.ui.layout == rhs.ui.layout && lhs.ui.isBackEnabled == rhs.ui.isBackEnabled
            && lhs.ui.columns.map(\.name) == rhs.ui.columns.map(\.name) && lhs.key == rhs.key
            && lhs.layersAndTab == rhs.layersAndTab
    }

    var description: String {
        let screens = ui.layout == .columns
            ? ui.columns.map { ($0.name?.rawValue ?? "column") + ": " + ($0.screens.last?.description ?? "nothing") }.joined(separator: ", ")
            : ui.stack.map(\.description).joined(separator: " > ")
        var text = screens.isEmpty ? "nothing" : screens
        if let title = ui.title { text += " titled \(Value.literal(title))" }
        text += ui.isBackEnabled ? " with back enabled" : ""
        if !layersAndTab.isEmpty { text += " (" + layersAndTab.joined(separator: ", ") + ")" }
        return text
    }
}

import NavigationModel

/// The JSON embedded after each example (`<script type="application/json"
/// class="example-data">`), which `assets/trace.js` reads to draw the device
/// mock-ups, step through the traces and drive the explorer.
///
/// It is a view of the model's data made for the page, not the model's own
/// encoding: screens are view expressions and titles, controls are rows with the
/// explorer action they trigger. Versioned; a script that does not know the
/// version leaves the page as the server rendered it. Version 3 added the
/// presentations (`layers`): from then on `columns` are the content of the top
/// sheet, cover or popover, and an alert's buttons are its layer's, not a column's,
/// which a version 2 script would draw wrongly; and each drawn screen's toolbar
/// items and hidden back button.
struct ExamplePayload: Encodable {
    static let currentVersion = 3

    var version = currentVersion
    var example: String
    /// The interface's words for the script, in the page's language.
    var labels: [String: String]
    var scenarios: [Scenario]
    var explorer: Explorer?

    struct Scenario: Encodable {
        var anchor: String
        var title: String?
        var status: String
        var steps: [Step]
    }

    struct Step: Encodable {
        var anchor: String
        var action: String
        var status: String
        var ui: UI
    }

    /// The build's exploration: node 0 is the launch; edges carry the action's scenario text.
    struct Explorer: Encodable {
        var truncated: Bool
        var maxDepth: Int
        var maxStates: Int
        var nodes: [Node]
        var edges: [Edge]

        struct Node: Encodable {
            var ui: UI
        }

        struct Edge: Encodable {
            var from: Int
            var to: Int
            var action: String
        }
    }

    /// A visible UI as the mock-up draws it.
    struct UI: Encodable {
        var size: String
        var layout: String
        var back: Bool
        /// The screens the user sees and taps: the root's, or the content of the
        /// top-most sheet, cover or popover (under an alert, what the alert covers).
        var columns: [Column]
        /// The presentations showing, bottom first (N46).
        var layers: [Layer]
        /// A root `TabView`'s tab bar (N47); absent without one.
        var tabs: [Tab]?

        /// A tab of the tab bar: its label and symbol, whether it shows, and the explorer's
        /// action that shows it (`tab "Downloads"`; null for the tab that shows).
        struct Tab: Encodable {
            var label: String
            var symbol: String?
            var selected: Bool
            var action: String?

            private enum CodingKeys: String, CodingKey { case label, symbol, selected, action }

            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(label, forKey: .label)
                try container.encode(symbol, forKey: .symbol)
                try container.encode(selected, forKey: .selected)
                try container.encode(action, forKey: .action)
            }
        }

        struct Column: Encodable {
            var name: String?
            var screens: [Screen]
            var rows: [Row]

            // `name` is written as null for a single stack, so every column has the same keys.
            private enum CodingKeys: String, CodingKey { case name, screens, rows }

            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(name, forKey: .name)
                try container.encode(screens, forKey: .screens)
                try container.encode(rows, forKey: .rows)
            }
        }

        struct Screen: Encodable {
            var view: String
            var title: String?
            /// What the screen draws (the top screen of its column only; see `DrawnView`).
            var draw: DrawnView?
            /// The items its toolbar puts in the navigation bar, drawn (with `draw`).
            var toolbar: [DrawnView]?
            /// Whether it hides the back button (N45; with `draw`).
            var backHidden: Bool?

            private enum CodingKeys: String, CodingKey { case view, title, draw, toolbar, backHidden }

            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(view, forKey: .view)
                try container.encode(title, forKey: .title)
                try container.encodeIfPresent(draw, forKey: .draw)
                try container.encodeIfPresent(toolbar, forKey: .toolbar)
                try container.encodeIfPresent(backHidden, forKey: .backHidden)
            }
        }

        /// A sheet, full-screen cover, popover, alert or confirmation dialog showing.
        struct Layer: Encodable {
            /// `sheet`, `fullScreenCover`, `popover`, `alert` or `confirmationDialog`.
            var kind: String
            /// An alert's or a dialog's title.
            var title: String?
            /// The screen under it. A sheet's, cover's or popover's is drawn (nothing in
            /// it can be tapped); an alert's is the top screen of `columns`, not drawn twice.
            var over: Screen?
            /// An alert's or a dialog's buttons; empty for the others.
            var buttons: [Row]

            // `title` and `over` are written as null too, so every layer has the same keys.
            private enum CodingKeys: String, CodingKey { case kind, title, over, buttons }

            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(kind, forKey: .kind)
                try container.encode(title, forKey: .title)
                try container.encode(over, forKey: .over)
                try container.encode(buttons, forKey: .buttons)
            }
        }

        struct Row: Encodable {
            var label: String
            var kind: String
            var enabled: Bool
            /// A selectable list's row that the selection holds.
            var selected: Bool
            /// The explorer edge this row follows: `tap "Pink"`, or `tap "Pink" in sidebar`
            /// when another visible row has the same label; null when a tap cannot be
            /// written (a disabled row, a label ambiguous in its column).
            var action: String?

            private enum CodingKeys: String, CodingKey { case label, kind, enabled, selected, action }

            // `action` is written as null too, so every row has the same keys.
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(label, forKey: .label)
                try container.encode(kind, forKey: .kind)
                try container.encode(enabled, forKey: .enabled)
                try container.encode(selected, forKey: .selected)
                try container.encode(action, forKey: .action)
            }
        }

        init(_ ui: VisibleUI) {
            size = ui.sizeClass.rawValue
            layout = ui.layout.rawValue
            back = ui.isBackEnabled
            let single = ui.layout != .columns
            // Under an alert or a dialog the controls are its buttons: nothing in the columns can be tapped.
            let alertOnTop = ui.layers.last.map { !$0.kind.hasContent } ?? false
            let rows = zip(ui.controls, NavigationExplorer.tapActions(among: ui.controls)).map { Self.row($0, action: $1) }
            columns = ui.columns.map { column in
                // A text field is drawn where it stands and typed into by scenarios only: no row of its own.
                let shown = alertOnTop ? [] : rows.indices.filter {
                    ui.controls[$0].kind != .field && (single || ui.controls[$0].column == column.name)
                }
                let controls = shown.map { ui.controls[$0] }
                let drawer = ScreenDrawer(controls: controls.map { ($0.label, Self.kind($0.kind)) })
                let top = column.screens.count - 1
                return Column(
                    name: single ? nil : column.name?.rawValue,
                    screens: column.screens.enumerated().map { index, screen in
                        Self.screen(screen, drawer: index == top ? drawer : nil)
                    },
                    rows: shown.map { rows[$0] }
                )
            }
            tabs = ui.tabs.isEmpty ? nil : ui.tabs.map { tab in
                Tab(label: tab.label, symbol: tab.systemImage, selected: tab.isSelected,
                    action: tab.isSelected ? nil : NavigationAction.selectTab(tab.label).description)
            }
            layers = ui.layers.enumerated().map { index, layer in
                let isTop = index == ui.layers.count - 1
                return Layer(
                    kind: layer.kind.rawValue, title: layer.title,
                    over: layer.over.map { Self.screen($0, drawer: layer.kind.hasContent ? ScreenDrawer(controls: []) : nil) },
                    buttons: isTop && alertOnTop ? rows : []
                )
            }
        }

        /// A screen of the payload; drawn, with its bar, when `drawer` is given.
        private static func screen(_ screen: NavigationModel.Screen, drawer: ScreenDrawer?) -> Screen {
            guard var drawer, let view = screen.view else {
                return Screen(view: screen.description, title: screen.title)
            }
            let drawn = drawer.draw(view) ?? .stack(axis: "vertical", [])
            return Screen(
                view: screen.description, title: screen.title, draw: drawn,
                toolbar: drawer.toolbar, backHidden: drawer.hidesBackButton)
        }

        private static func row(_ control: VisibleControl, action: NavigationAction?) -> Row {
            Row(
                label: control.label, kind: Self.kind(control.kind), enabled: control.isEnabled,
                selected: control.isSelected, action: action?.description
            )
        }

        static func kind(_ kind: VisibleControl.Kind) -> String {
            switch kind {
            case .link: "link"
            case .button: "button"
            case .row: "row"
            case .field: "field"
            }
        }
    }
}

import Foundation

/// A content folder shaped like real reference documentation, for timing builds at scale.
///
/// Pages of about 14 KB each: prose with inline code and emphasis, links to other pages
/// (siblings, other folders, anchors), headings, and three to five display-only
/// ```` ```swift ```` blocks; no executable examples. The layout is a few modules, each with
/// topic folders of 40 pages, plus one large flat folder holding a quarter of the pages
/// (`swiftui/views/`), as reference sites have for their biggest framework.
///
/// The same pages can be written as a Hugo site (``writeHugoSite(to:)``) so both tools
/// build identical Markdown. Generated deterministically from the page count.
struct ReferenceCorpus {
    let pageCount: Int
    /// What the pages hold besides prose.
    var flavour = Flavour.reference

    enum Flavour {
        /// Three to five short Swift blocks (4 to 17 lines) among 16 paragraphs.
        case reference
        /// Documentation that shows code, as this guide's pages do: three to five Swift blocks
        /// of 10 to 40 lines, each different, among fewer paragraphs (``CodeHeavyBlocks``).
        case codeHeavy
    }

    static let modules = ["swiftui", "uikit", "foundation", "combine"]
    static let flatFolder = "swiftui/views"
    static let pagesPerTopic = 40

    /// One Markdown file, by path inside the language folder (`swiftui/views/button-3.md`).
    struct File {
        var path: String
        var text: String
    }

    private static let types = [
        "NavigationStack", "NavigationLink", "NavigationPath", "NavigationSplitView", "List", "ForEach",
        "Section", "Button", "Label", "ToolbarItem", "TabView", "ScrollView", "LazyVStack", "Grid",
    ]

    /// Every page, home first; `pageCount` files in all (at least the home page).
    func files() -> [File] {
        let layout = layoutPaths()
        let leaves = layout.filter { !$0.path.hasSuffix("index.md") }.map(\.path)
        var files: [File] = []
        files.reserveCapacity(layout.count)
        for (position, entry) in layout.enumerated() {
            if entry.path == "index.md" {
                files.append(File(path: entry.path, text: home(modules: layout.filter { $0.isModuleIndex }.map(\.path))))
            } else if entry.path.hasSuffix("index.md") {
                let children = layout.filter { $0.parent == entry.path }.map(\.path)
                files.append(File(path: entry.path, text: folderIndex(entry, children: children)))
            } else {
                files.append(File(path: entry.path, text: referencePage(entry, number: position, leaves: leaves)))
            }
        }
        return files
    }

    /// Writes a navdocs content folder (`site.yml`, `en/…`).
    func write(to folder: URL) throws {
        try? FileManager.default.removeItem(at: folder)
        try Data("title: Reference\nlanguages:\n  - code: en\n    label: English\n".utf8)
            .write(to: try Self.makeFile(folder, "site.yml"))
        for file in files() {
            try Data(file.text.utf8).write(to: try Self.makeFile(folder, "en/" + file.path))
        }
    }

    /// Writes the same pages as a Hugo site with a minimal theme and no highlighting:
    /// a folder's `index.md` becomes Hugo's section page `_index.md`, and each page
    /// is its title, its content and (for sections) the list of its pages.
    func writeHugoSite(to folder: URL) throws {
        try? FileManager.default.removeItem(at: folder)
        let configuration = """
        baseURL = "http://localhost/"
        title = "Reference"
        disableKinds = ["taxonomy", "term", "RSS"]
        [markup.highlight]
        codeFences = false
        [markup.goldmark.renderer]
        unsafe = false

        """
        try Data(configuration.utf8).write(to: try Self.makeFile(folder, "config.toml"))
        let single = """
        <!DOCTYPE html>
        <html><head><meta charset="utf-8"><title>{{ .Title }}</title></head>
        <body><main><h1>{{ .Title }}</h1>{{ .Content }}</main></body></html>

        """
        let list = """
        <!DOCTYPE html>
        <html><head><meta charset="utf-8"><title>{{ .Title }}</title></head>
        <body><main><h1>{{ .Title }}</h1>{{ .Content }}
        <ul>{{ range .Pages }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a></li>{{ end }}</ul></main></body></html>

        """
        try Data(single.utf8).write(to: try Self.makeFile(folder, "layouts/_default/single.html"))
        try Data(list.utf8).write(to: try Self.makeFile(folder, "layouts/_default/list.html"))
        for file in files() {
            let name = file.path.hasSuffix("index.md") ? String(file.path.dropLast("index.md".count)) + "_index.md" : file.path
            try Data(file.text.utf8).write(to: try Self.makeFile(folder, "content/" + name))
        }
    }

    /// `folder/relative`, its parent folders created.
    private static func makeFile(_ folder: URL, _ relative: String) throws -> URL {
        let url = folder.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        return url
    }

    // MARK: Layout

    struct Entry {
        var path: String
        /// The folder index this entry is listed under (nil for the home page).
        var parent: String?
        var title: String
        var isModuleIndex = false
    }

    /// Paths of all pages: the home page, one index per module, the flat folder's index
    /// and pages, then topic folders of ``pagesPerTopic`` pages spread over the modules.
    func layoutPaths() -> [Entry] {
        var entries = [Entry(path: "index.md", parent: nil, title: "Reference")]
        func add(_ entry: Entry) {
            if entries.count < pageCount { entries.append(entry) }
        }
        for module in Self.modules {
            add(Entry(path: "\(module)/index.md", parent: "index.md", title: module.capitalized, isModuleIndex: true))
        }
        let flatIndex = "\(Self.flatFolder)/index.md"
        add(Entry(path: flatIndex, parent: "swiftui/index.md", title: "Views"))
        let flatCount = max(0, pageCount / 4 - 1)
        for index in 0..<flatCount {
            let type = Self.types[index % Self.types.count]
            add(Entry(path: "\(Self.flatFolder)/\(type.lowercased())-\(index).md", parent: flatIndex, title: "\(type) \(index)"))
        }
        var topic = 0
        while entries.count < pageCount {
            let module = Self.modules[topic % Self.modules.count]
            let folder = "\(module)/topic-\(topic)"
            add(Entry(path: "\(folder)/index.md", parent: "\(module)/index.md", title: "Topic \(topic)"))
            for index in 0..<(Self.pagesPerTopic - 1) {
                let type = Self.types[(topic + index) % Self.types.count]
                add(Entry(path: "\(folder)/\(type.lowercased())-\(index).md", parent: "\(folder)/index.md", title: "\(type) \(topic).\(index)"))
            }
            topic += 1
        }
        return entries
    }

    /// The relative link from the page at `from` to the page at `to` (both inside the language folder).
    static func link(from: String, to: String) -> String {
        var here = from.split(separator: "/").dropLast()
        var there = to.split(separator: "/")
        while let first = here.first, let other = there.first, first == other, there.count > 1 {
            here.removeFirst()
            there.removeFirst()
        }
        return String(repeating: "../", count: here.count) + there.joined(separator: "/")
    }

    // MARK: Pages

    private func home(modules: [String]) -> String {
        var text = "---\ntitle: Reference\n---\n\n# Reference\n\nGenerated reference documentation for timing builds.\n\n"
        for module in modules { text += "- [\(module.split(separator: "/")[0].capitalized)](\(module))\n" }
        return text
    }

    private func folderIndex(_ entry: Entry, children: [String]) -> String {
        var text = "---\ntitle: \(entry.title)\n---\n\n# \(entry.title)\n\nThe pages of this folder, by name.\n\n## Topics\n\n"
        for child in children { text += "- [\(child)](\(Self.link(from: entry.path, to: child)))\n" }
        return text
    }

    private func referencePage(_ entry: Entry, number: Int, leaves: [String]) -> String {
        let type = Self.types[number % Self.types.count]
        func leaf(_ step: Int) -> String {
            leaves.isEmpty ? entry.path : leaves[(number * 31 + step * 97) % leaves.count]
        }
        let blocks = 3 + number % 3
        var text = """
        ---
        title: \(entry.title)
        summary: A view that presents \(type.lowercased()) content in a navigation hierarchy.
        ---

        # \(entry.title)

        A view that displays a root view and enables you to present additional views over the root view.
        See [the folder](index.md), [a related page](\(Self.link(from: entry.path, to: leaf(1)))) and
        [its declaration](\(Self.link(from: entry.path, to: leaf(2)))#declaration).

        ## Declaration

        ```swift
        @MainActor @preconcurrency
        struct \(type)<Data, Root> where Root : View
        ```

        ## Overview


        """
        if flavour == .codeHeavy { return text + codeHeavyBody(entry, number: number, type: type, leaf: leaf) }
        for paragraph in 0..<16 {
            text += prose(paragraph, type: type) + " Compare [\(type) in another folder](\(Self.link(from: entry.path, to: leaf(paragraph + 3)))).\n\n"
        }
        for block in 1..<blocks {
            text += "### Example \(block)\n\n"
            text += prose(block + 8, type: type) + "\n\n"
            text += swiftBlock(block, type: type) + "\n\n"
            text += prose(block + 9, type: type) + "\n\n"
        }
        text += "## Discussion\n\n"
        for paragraph in 12..<18 { text += prose(paragraph, type: type) + "\n\n" }
        text += "## Topics\n\n"
        for step in 0..<6 {
            text += "- [Related \(step)](\(Self.link(from: entry.path, to: leaf(step + 20))))\n"
        }
        text += "- [Back to the overview](#overview)\n"
        return text
    }

    /// The rest of a code-heavy page (about 14 KB in all): 3 to 5 blocks of 10 to 40 lines.
    private func codeHeavyBody(_ entry: Entry, number: Int, type: String, leaf: (Int) -> String) -> String {
        var text = ""
        for paragraph in 0..<10 {
            text += prose(paragraph, type: type) + " Compare [\(type) in another folder](\(Self.link(from: entry.path, to: leaf(paragraph + 3)))).\n\n"
        }
        let blocks = 3 + number % 3
        for block in 0..<blocks {
            text += "### Example \(block + 1)\n\n"
            text += prose(block + 5, type: type) + "\n\n"
            text += "```swift\n" + CodeHeavyBlocks.block(page: number, index: block, type: type) + "```\n\n"
            text += prose(block + 6, type: type) + "\n\n"
        }
        text += "## Discussion\n\n"
        for paragraph in 12..<18 { text += prose(paragraph, type: type) + "\n\n" }
        text += "## Topics\n\n"
        for step in 0..<6 {
            text += "- [Related \(step)](\(Self.link(from: entry.path, to: leaf(step + 20))))\n"
        }
        text += "- [Back to the overview](#overview)\n"
        return text
    }

    private func prose(_ variant: Int, type: String) -> String {
        switch variant % 4 {
        case 0:
            return """
            Use a `\(type)` to present a stack of views over a root view. People can add views to the top of
            the stack by clicking or tapping a `NavigationLink`, and remove views using built-in, platform-appropriate
            controls, like a Back button or a swipe gesture. The stack always displays the most recently added view
            that hasn't been removed, and doesn't allow the root view to be removed.
            """
        case 1:
            return """
            To create navigation links, associate a view with a *data type* by adding a
            `navigationDestination(for:destination:)` modifier inside the stack's view hierarchy. Then initialize a
            **NavigationLink** that presents an instance of the same kind of data. The following stack displays a
            `ParkDetails` view for navigation links that present data of type `Park`.
            """
        case 2:
            return """
            You can manage the state of the stack with a binding to a collection of data. The binding updates as
            people navigate, so your code can read the current path, restore it when the app launches again, or
            replace it to jump to a particular place: set the path to an empty array to return to the root view.
            Each value in the collection must conform to `Hashable`, and types you present must be unique.
            """
        default:
            return """
            In addition to the modifiers that affect the navigation stack itself, the views inside it can set a
            title with `navigationTitle(_:)`, add items to the toolbar with `toolbar(content:)`, and hide the
            navigation bar on platforms that have one. These modifiers apply to the view that is visible, so a
            pushed view can override what the root view sets without extra state of its own.
            """
        }
    }

    private func swiftBlock(_ variant: Int, type: String) -> String {
        switch variant % 3 {
        case 0:
            return """
            ```swift
            func showParks() {
                presentedParks = [Park("Yosemite"), Park("Sequoia")]
                let count = presentedParks.count * 2 + 1 // a comment
                print("Showing \\(count) parks in a \(type)")
            }
            ```
            """
        case 1:
            return """
            ```swift
            struct ParkList: View {
                @State private var presentedParks: [Park] = []
                let parks: [Park]

                var body: some View {
                    NavigationStack(path: $presentedParks) {
                        List(parks) { park in
                            NavigationLink(park.name, value: park)
                        }
                        .navigationDestination(for: Park.self) { park in
                            ParkDetails(park: park)
                        }
                        .navigationTitle("\(type)")
                    }
                }
            }
            ```
            """
        default:
            return """
            ```swift
            NavigationSplitView {
                List(model.colors, selection: $colorSelection) { color in
                    Text(color.description)
                }
            } detail: {
                if let color = colorSelection {
                    ColorDetail(color: color)
                } else {
                    Text("Pick a color")
                }
            }
            ```
            """
        }
    }
}

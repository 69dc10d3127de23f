import Foundation

/// A content folder shaped like SwiftUI reference documentation: sections of 50
/// pages, each page with prose, links (to pages and anchors), headings, three
/// to five Swift blocks, and one executable example with a scenario and a claim,
/// so the build runs, traces and explores it as it does the guide's. Generated
/// deterministically from the page count.
struct SyntheticCorpus {
    let pageCount: Int
    let pagesPerSection = 50

    private static let types = [
        "NavigationStack", "NavigationLink", "NavigationPath", "NavigationSplitView", "List", "ForEach",
        "Section", "Button", "Label", "Toolbar", "Sheet", "TabView",
    ]

    func write(to folder: URL) throws {
        let fileManager = FileManager.default
        try? fileManager.removeItem(at: folder)
        try fileManager.createDirectory(at: folder.appendingPathComponent("en"), withIntermediateDirectories: true)
        try Data("title: Synthetic reference\nlanguages:\n  - code: en\n    label: English\n".utf8)
            .write(to: folder.appendingPathComponent("site.yml"))
        try Data(home.utf8).write(to: folder.appendingPathComponent("en/index.md"))
        let sections = (pageCount - 1 + pagesPerSection - 1) / pagesPerSection
        var written = 1
        for section in 0..<sections where written < pageCount {
            let sectionFolder = folder.appendingPathComponent("en/section-\(section)")
            try fileManager.createDirectory(at: sectionFolder, withIntermediateDirectories: true)
            let pagesHere = min(pagesPerSection, pageCount - written)
            try Data(sectionIndex(section, pages: pagesHere).utf8).write(to: sectionFolder.appendingPathComponent("index.md"))
            written += 1
            for page in 1..<max(1, pagesHere) where written < pageCount {
                try Data(referencePage(section: section, page: page, pagesInSection: pagesHere).utf8)
                    .write(to: sectionFolder.appendingPathComponent("page-\(page).md"))
                written += 1
            }
        }
    }

    private var home: String {
        """
        ---
        title: Synthetic reference
        ---

        # Synthetic reference

        A generated corpus for timing builds. Start with [the first section](section-0/index.md).

        """
    }

    private func sectionIndex(_ section: Int, pages: Int) -> String {
        var text = """
        ---
        title: Section \(section)
        order: \(section)
        ---

        # Section \(section)

        ## Topics


        """
        for page in 1..<max(1, pages) {
            text += "- [\(Self.types[page % Self.types.count]) \(section).\(page)](page-\(page).md)\n"
        }
        return text
    }

    private func referencePage(section: Int, page: Int, pagesInSection: Int) -> String {
        let type = Self.types[(section + page) % Self.types.count]
        let title = "\(type) \(section).\(page)"
        let previous = page > 1 ? "page-\(page - 1).md" : "index.md"
        let next = page + 1 < pagesInSection ? "page-\(page + 1).md#overview" : "index.md#topics"
        let blocks = 3 + (section + page) % 3
        var text = """
        ---
        title: \(title)
        order: \(page)
        summary: A view that presents \(type.lowercased()) content in a navigation hierarchy.
        ---

        # \(title)

        A view that displays a root view and enables you to present additional views over the root view.
        Use a `\(type)` to present a stack of views over a root view. People can add views to the top of
        the stack by clicking or tapping a `NavigationLink`, and remove views using built-in, platform-appropriate
        controls, like a Back button or a swipe gesture. See [the previous page](\(previous)),
        [the next page](\(next)), and [the declaration](#declaration).

        ## Declaration

        \(swiftBlock(0, type: type))

        ## Overview

        The stack always displays the most recently added view that hasn't been removed, and doesn't allow the
        root view to be removed. To create navigation links, associate a view with a *data type* by adding a
        `navigationDestination(for:destination:)` modifier inside the stack's view hierarchy. Then initialize a
        **NavigationLink** that presents an instance of the same kind of data.

        ## Try it

        ```swift example=colors-\(page)
        @State private var path: [Color] = []

        var body: some View {
            NavigationStack(path: $path) {
                List {
                    NavigationLink("Mint", value: Color.mint)
                    NavigationLink("Pink", value: Color.pink)
                }
                .navigationDestination(for: Color.self) { color in
                    Text(color.description)
                }
                .navigationTitle("Colors \(section).\(page)")
            }
        }
        ```

        Tapping a value link appends its value to the path.

        ```scenario example=colors-\(page) size=compact
        claim "Tapping a value link appends its value to the path"
        tap "Pink"
        expect path == [.pink]
        back
        expect screen: List
        ```

        """
        for block in 1..<blocks {
            text += """

            ### Example \(block)

            You can manage the state of the stack with a binding to a collection of data. This example shows a
            variation number \(block) of the same idea, with a path that holds values of one type.

            \(swiftBlock(block, type: type))

            """
        }
        text += """

        ## Topics

        - [Section \(section)](index.md)
        - [Back to the top](#\(title.lowercased().replacingOccurrences(of: " ", with: "-").replacingOccurrences(of: ".", with: "")))
        - [Home](../index.md)

        """
        return text
    }

    private func swiftBlock(_ variant: Int, type: String) -> String {
        switch variant % 4 {
        case 0:
            return """
            ```swift
            @MainActor @preconcurrency
            struct \(type)<Data, Root> where Root : View
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
                    }
                }
            }
            ```
            """
        case 2:
            return """
            ```swift
            func showParks() {
                presentedParks = [Park("Yosemite"), Park("Sequoia")]
                let count = presentedParks.count * 2 + 1 // a comment
                print("Showing \\(count) parks")
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

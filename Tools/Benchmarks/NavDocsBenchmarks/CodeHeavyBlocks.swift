/// The Swift blocks of a code-heavy page: whole views, models and helpers of 10 to 40 lines
/// as guides show them (attributes, generics, closures, string interpolation, comments,
/// numbers), each made different by the page and block number, so no two blocks are equal.
enum CodeHeavyBlocks {
    static func block(page: Int, index: Int, type: String) -> String {
        let seed = page * 7 + index * 13
        let name = "\(type)Sample\(page)_\(index)"
        let lines = 10 + (seed % 31)
        var code: String
        switch (page + index) % 4 {
        case 0: code = view(name, seed: seed, type: type)
        case 1: code = model(name, seed: seed)
        case 2: code = router(name, seed: seed)
        default: code = splitView(name, seed: seed)
        }
        // Trimmed or padded with helpers to the block's length in lines.
        var result = code.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var helper = 0
        while result.count < lines {
            result += helperFunction(name, seed: seed + helper)
            helper += 1
        }
        if result.count > lines { result = Array(result.prefix(lines)) }
        return result.joined(separator: "\n") + "\n"
    }

    private static func view(_ name: String, seed: Int, type: String) -> String {
        """
        struct \(name): View {
            @State private var path: [Int] = [\(seed % 9), \(seed % 7)]
            @State private var isShowingSheet = false
            let title = "\(type) number \(seed)"

            var body: some View {
                NavigationStack(path: $path) {
                    List(0..<\(seed % 50 + 3), id: \\.self) { row in
                        NavigationLink("Row \\(row)", value: row)
                    }
                    .navigationDestination(for: Int.self) { value in
                        Text("Detail \\(value * \(seed % 5 + 2))") // the pushed screen
                    }
                    .toolbar {
                        Button("Show") { isShowingSheet = true }
                    }
                    .sheet(isPresented: $isShowingSheet) { Text(title) }
                }
            }
        }
        """
    }

    private static func model(_ name: String, seed: Int) -> String {
        """
        /// The data behind sample \(seed).
        @Observable final class \(name)Model {
            var items: [String] = ["Alpha", "Beta", "Gamma"]
            var selection: String? = nil
            private(set) var loads = \(seed % 17)

            func load(limit: Int = \(seed % 40 + 1)) async throws -> [String] {
                loads += 1
                guard limit > 0 else { throw URLError(.badURL) }
                return items.prefix(limit).map { "\\($0) \\(loads)" }
            }

            func select(_ item: String) {
                selection = items.contains(item) ? item : nil
            }
        }
        """
    }

    private static func router(_ name: String, seed: Int) -> String {
        """
        enum \(name)Route: Hashable, Codable {
            case list
            case detail(id: Int)
            case settings(section: String)
        }

        final class \(name)Router: ObservableObject {
            @Published var path = NavigationPath()

            func open(_ url: URL) {
                switch url.host {
                case "detail": path.append(\(name)Route.detail(id: \(seed)))
                case "settings": path.append(\(name)Route.settings(section: url.lastPathComponent))
                default: path = NavigationPath()
                }
            }
        }
        """
    }

    private static func splitView(_ name: String, seed: Int) -> String {
        """
        struct \(name)Split: View {
            @State private var selection: Int? = \(seed % 3)
            @State private var visibility = NavigationSplitViewVisibility.all

            var body: some View {
                NavigationSplitView(columnVisibility: $visibility) {
                    List(1...\(seed % 20 + 2), id: \\.self, selection: $selection) { item in
                        Label("Item \\(item)", systemImage: "star")
                    }
                } detail: {
                    if let selection {
                        Text("Selected \\(selection)").font(.title)
                    } else {
                        ContentUnavailableView("Pick an item", systemImage: "list.bullet")
                    }
                }
            }
        }
        """
    }

    private static func helperFunction(_ name: String, seed: Int) -> [String] {
        [
            "",
            "// Helper \(seed): formats a value for \(name).",
            "func format\(seed)(_ value: Double, digits: Int = \(seed % 4)) -> String {",
            "    let scaled = (value * \(Double(seed % 100) / 10)).rounded()",
            "    return String(format: \"%.\\(digits)f\", scaled) + \" units\"",
            "}",
        ]
    }
}

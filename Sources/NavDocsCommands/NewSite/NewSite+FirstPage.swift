extension NewSite {
    /// The first page: an example, a scenario with claims, and a short guide to
    /// writing pages. `navdocs check` passes on it as it is.
    static let firstPage = #"""
        ---
        title: Getting started
        summary: A first page whose example navdocs runs and checks.
        ---

        # Getting started

        Each page of this site is a Markdown file in `content/en/`. navdocs runs the
        Swift examples of a page against its model of SwiftUI navigation, and the
        scenario blocks under an example say what a reader sees when they use it.
        `navdocs check` fails as soon as one of them stops holding, so the page cannot
        drift from what the code does.

        ## A list that opens a detail screen

        ```swift example=fruits
        NavigationStack {
            List(["Apple", "Pear", "Plum"], id: \.self) { fruit in
                NavigationLink(fruit, value: fruit)
            }
            .navigationTitle("Fruit")
            .navigationDestination(for: String.self) { fruit in
                Text("A ripe \(fruit)")
                    .navigationTitle(fruit)
            }
        }
        ```

        Tapping a fruit opens a screen of its own. The back button leads to the list again.

        ```scenario example=fruits title="Open a fruit and go back"
        claim "Tapping a fruit opens a screen of its own"
        tap "Pear"
        expect screen: Text("A ripe Pear")
        expect title: "Pear"
        claim "The back button leads to the list again"
        back
        expect title: "Fruit"
        expect back: disabled
        ```

        ## Writing a page

        - A `swift` code block is shown with its syntax highlighted. With
          `example=NAME` navdocs also runs it: the blocks of one name join into one
          program in page order, and a block marked `hidden` runs without being shown.
        - `source="../../Sources/App/ContentView.swift"` on an example's block takes
          the code from your app's own file (the path is relative to the page) and
          shows it with its line numbers; `region=NAME` shows only the lines between
          `// snippet.NAME` and `// snippet.end` in that file.
        - A `scenario` block with `example=NAME` is a script, one step a line: actions
          such as `tap "Label"`, `back`, `run path.append("Plum")` or `size compact`,
          and checks such as `expect screen: Text("…")`, `expect title: "…"`,
          `expect back: enabled` or any Swift condition, `expect path.isEmpty`.
        - `claim "…"` ties the steps after it to a sentence of this page. The sentence
          must be on the page word for word, and the site marks it as verified.
        - Run `navdocs serve` while you write: the site is rebuilt on every save, and
          problems show on the page as well as in the terminal. `navdocs check` is what
          CI runs.

        """#
}

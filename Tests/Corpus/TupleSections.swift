import SwiftUI

struct GlossaryView: View {
    typealias Entry = (term: String, meaning: String)

    private let sections: [(letter: String, entries: [Entry])] = [
        ("A", [("Anchor", "A fixed point"), ("Axis", "A reference line")]),
        ("B", [("Buoy", "A floating marker")]),
    ]
    @State private var path: [String] = []

    var body: some View {
        NavigationStack(path: $path) {
            List {
                ForEach(sections, id: \.letter) { section in
                    Section(section.letter) {
                        ForEach(section.entries, id: \.term) { entry in
                            NavigationLink(entry.term, value: entry.term)
                        }
                    }
                }
            }
            .navigationTitle("Glossary")
            .navigationDestination(for: String.self) { term in
                let (letter, meaning) = lookUp(term)
                Text(meaning)
                    .navigationTitle("\(term) (\(letter))")
            }
        }
    }

    private func lookUp(_ term: String) -> (String, String) {
        for section in sections {
            if let entry = section.entries.first(where: { $0.term == term }) {
                return (section.letter, entry.meaning)
            }
        }
        return ("?", "Unknown term")
    }
}

#Preview {
    GlossaryView()
}

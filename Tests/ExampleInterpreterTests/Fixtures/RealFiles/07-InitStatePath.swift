import SwiftUI

struct Chapter: Hashable, Identifiable {
    var id: Int { number }
    var number: Int
    var heading: String
}

struct BookView: View {
    @State private var path: [Chapter]
    private let chapters: [Chapter]

    init(startAt first: Int = 0) {
        let chapters = (1...4).map { Chapter(number: $0, heading: "Chapter \($0)") }
        self.chapters = chapters
        self._path = State(initialValue: Array(chapters.prefix(first)))
    }

    var body: some View {
        NavigationStack(path: $path) {
            List(chapters) { chapter in
                NavigationLink(chapter.heading, value: chapter)
            }
            .navigationTitle("Contents")
            .navigationDestination(for: Chapter.self) { chapter in
                Text(chapter.heading)
                    .navigationTitle("\(chapter.number)")
            }
        }
    }
}

#Preview {
    BookView()
}

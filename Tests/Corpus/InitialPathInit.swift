import SwiftUI

struct Chapter: Hashable, Identifiable {
    let id: Int
    let name: String
}

struct BookReader: View {
    @State private var path: [Chapter]
    let chapters: [Chapter]

    init(chapters: [Chapter], resumeAt index: Int?) {
        self.chapters = chapters
        if let index, chapters.indices.contains(index) {
            _path = State(initialValue: [chapters[index]])
        } else {
            _path = State(initialValue: [])
        }
    }

    var body: some View {
        NavigationStack(path: $path) {
            List(chapters) { chapter in
                NavigationLink(chapter.name, value: chapter)
            }
            .navigationTitle("Contents")
            .navigationDestination(for: Chapter.self) { chapter in
                ChapterPage(chapter: chapter, isLast: chapter.id == chapters.last?.id) {
                    if let next = chapters.first(where: { $0.id == chapter.id + 1 }) {
                        path.append(next)
                    }
                }
            }
        }
    }
}

struct ChapterPage: View {
    let chapter: Chapter
    let isLast: Bool
    var onNext: () -> Void

    var body: some View {
        VStack {
            Text("Reading \(chapter.name)")
            if !isLast {
                Button("Next Chapter", action: onNext)
            }
        }
        .navigationTitle(chapter.name)
    }
}

struct ReaderLauncher: View {
    var body: some View {
        BookReader(
            chapters: [
                Chapter(id: 1, name: "The Harbor"),
                Chapter(id: 2, name: "The Storm"),
                Chapter(id: 3, name: "Landfall"),
            ],
            resumeAt: 1
        )
    }
}

#Preview {
    ReaderLauncher()
}

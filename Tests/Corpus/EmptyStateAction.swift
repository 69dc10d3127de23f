import SwiftUI

struct Bookmark: Hashable, Identifiable {
    let id: Int
    let url: String
}

struct BookmarksView: View {
    @State private var bookmarks: [Bookmark] = []
    @State private var path: [Bookmark] = []

    var body: some View {
        NavigationStack(path: $path) {
            Group {
                if bookmarks.isEmpty {
                    ContentUnavailableView {
                        Label("No Bookmarks", systemImage: "bookmark")
                    } description: {
                        Text("Pages you save appear here.")
                    } actions: {
                        Button("Import from Safari") { importBookmarks() }
                    }
                } else {
                    List(bookmarks) { bookmark in
                        NavigationLink(bookmark.url, value: bookmark)
                    }
                }
            }
            .navigationTitle("Bookmarks")
            .navigationDestination(for: Bookmark.self) { bookmark in
                Text("Loading \(bookmark.url)")
                    .navigationTitle("Page")
            }
        }
    }

    private func importBookmarks() {
        bookmarks = ["swift.org", "example.com"].enumerated().map { Bookmark(id: $0.offset, url: $0.element) }
    }
}

#Preview {
    BookmarksView()
}

import SwiftUI

struct Book: Identifiable, Hashable {
    let id: Int
    let title: String
    let genre: String
}

struct LibraryView: View {
    private let books = [
        Book(id: 1, title: "Dune", genre: "Science fiction"),
        Book(id: 2, title: "Emma", genre: "Classic"),
        Book(id: 3, title: "Solaris", genre: "Science fiction"),
    ]

    private var byGenre: [String: [Book]] {
        var groups = [String: [Book]]()
        for book in books {
            groups[book.genre, default: []].append(book)
        }
        return groups
    }

    var body: some View {
        NavigationStack {
            List {
                ForEach(byGenre.keys.sorted(), id: \.self) { genre in
                    Section(genre) {
                        ForEach(byGenre[genre] ?? []) { book in
                            NavigationLink(book.title, value: book)
                        }
                    }
                }
            }
            .navigationDestination(for: Book.self) { book in
                Text(book.title)
            }
            .navigationTitle("Library")
        }
    }
}

#Preview {
    LibraryView()
}

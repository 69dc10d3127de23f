import SwiftUI

enum LibraryTab: Hashable {
    case browse, search, account
}

struct Book: Hashable {
    let isbn: String
    let title: String
}

@Observable
final class LibraryModel {
    var selectedTab: LibraryTab = .browse
    var browsePath: [Book] = []
    let featured = [
        Book(isbn: "978-1", title: "River Songs"),
        Book(isbn: "978-2", title: "Glass Gardens"),
    ]

    /// A search result opens in the Browse tab, on top of whatever was there.
    func reveal(_ book: Book) {
        selectedTab = .browse
        browsePath = [book]
    }
}

struct LibraryRoot: View {
    @State private var model = LibraryModel()

    var body: some View {
        TabView(selection: $model.selectedTab) {
            NavigationStack(path: $model.browsePath) {
                List(model.featured, id: \.isbn) { book in
                    NavigationLink(book.title, value: book)
                }
                .navigationTitle("Browse")
                .navigationDestination(for: Book.self) { book in
                    Text(book.title).navigationTitle(book.title)
                }
            }
            .tabItem { Label("Browse", systemImage: "books.vertical") }
            .tag(LibraryTab.browse)

            NavigationStack {
                List(model.featured, id: \.isbn) { book in
                    Button("Show \(book.title)") { model.reveal(book) }
                }
                .navigationTitle("Search")
            }
            .tabItem { Label("Search", systemImage: "magnifyingglass") }
            .tag(LibraryTab.search)

            Text("Signed out")
                .tabItem { Label("Account", systemImage: "person") }
                .tag(LibraryTab.account)
        }
    }
}

#Preview {
    LibraryRoot()
}

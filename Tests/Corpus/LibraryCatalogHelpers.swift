import SwiftUI

struct Book: Hashable, Identifiable {
    let id: Int
    var title: String
    var author: String
    var onLoan: Bool
}

struct CatalogView: View {
    @State private var query = ""
    @State private var path: [Book] = []

    let books = [
        Book(id: 11, title: "The Salt Road", author: "Ines Okafor", onLoan: false),
        Book(id: 12, title: "Paper Lanterns", author: "Jun Arai", onLoan: true),
        Book(id: 13, title: "Salt and Ember", author: "Ola Berg", onLoan: false),
    ]

    var matches: [Book] {
        query.isEmpty ? books : books.filter { $0.title.lowercased().contains(query.lowercased()) }
    }

    var body: some View {
        NavigationStack(path: $path) {
            List {
                TextField("Search the catalog", text: $query)
                    // Return opens the book when only one matches.
                    .onSubmit {
                        if matches.count == 1 { path = [matches[0]] }
                    }
                ForEach(matches) { book in
                    NavigationLink(value: book) {
                        HStack {
                            CoverThumbnail(bookID: book.id)
                            Text(book.title)
                        }
                    }
                }
            }
            .background(ShelfBackground())
            .navigationTitle("Catalog")
            .navigationDestination(for: Book.self) { book in
                VStack {
                    AvailabilityBanner(onLoan: book.onLoan)
                    Text("\(book.title) by \(book.author)")
                }
                .navigationTitle(book.title)
            }
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    NavigationLink {
                        BarcodeScannerView(symbology: "ean13")
                            .navigationTitle("Scan")
                    } label: {
                        Image(systemName: "barcode.viewfinder")
                    }
                }
            }
        }
    }
}

#Preview {
    CatalogView()
}

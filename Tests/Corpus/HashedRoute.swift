import SwiftUI

/// A document reference whose identity is its identifier only: edits to the cached
/// name must not create a second screen for the same document.
struct DocumentRef: Hashable {
    let identifier: UUID
    var cachedName: String
    let folder: String

    static func == (lhs: DocumentRef, rhs: DocumentRef) -> Bool {
        lhs.identifier == rhs.identifier
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(identifier)
    }
}

let budgetID = UUID(uuidString: "8A0C4F2E-1B7D-4E39-9C11-3F5B6A7D8E90")!
let notesID = UUID(uuidString: "0D3E5A61-7C29-4B8F-A4E2-91C6D5B0F713")!

struct DocumentsView: View {
    @State private var path: [DocumentRef] = []
    private let documents = [
        DocumentRef(identifier: budgetID, cachedName: "Budget 2024", folder: "Finance"),
        DocumentRef(identifier: notesID, cachedName: "Meeting notes", folder: "Work"),
    ]

    var body: some View {
        NavigationStack(path: $path) {
            List(documents, id: \.identifier) { document in
                NavigationLink(document.cachedName, value: document)
            }
            .navigationTitle("Documents")
            .navigationDestination(for: DocumentRef.self) { document in
                DocumentDetail(document: document)
            }
        }
    }
}

struct DocumentDetail: View {
    let document: DocumentRef

    var body: some View {
        Text("In \(document.folder)")
            .navigationTitle(document.cachedName)
    }
}

#Preview {
    DocumentsView()
}

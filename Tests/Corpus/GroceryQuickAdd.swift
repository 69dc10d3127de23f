import SwiftUI

struct GroceryList: Hashable, Identifiable {
    let id: Int
    var name: String
    var items: [String]
}

struct GroceryListsView: View {
    @State private var lists = [
        GroceryList(id: 1, name: "Weekly shop", items: ["Oats", "Apples"]),
    ]
    @State private var newListName = ""
    @State private var path: [Int] = []

    var body: some View {
        NavigationStack(path: $path) {
            List {
                ForEach(lists) { list in
                    NavigationLink("\(list.name) · \(list.items.count)", value: list.id)
                }
                HStack {
                    TextField("New list", text: $newListName, prompt: Text("Name a new list"))
                        .onSubmit { createList(open: true) }
                    Button {
                        createList(open: false)
                    } label: {
                        Image(systemName: "plus.circle.fill")
                    }
                    .disabled(newListName.isEmpty)
                }
            }
            .navigationTitle("Lists")
            .navigationDestination(for: Int.self) { id in
                if let list = lists.first(where: { $0.id == id }) {
                    GroceryItemsView(list: list)
                }
            }
        }
    }

    /// Return opens the new list straight away; the plus button only adds it.
    private func createList(open: Bool) {
        guard !newListName.isEmpty else { return }
        let list = GroceryList(id: lists.count + 1, name: newListName, items: [])
        lists.append(list)
        newListName = ""
        if open {
            path.append(list.id)
        }
    }
}

struct GroceryItemsView: View {
    let list: GroceryList

    var body: some View {
        List {
            if list.items.isEmpty {
                Text("Nothing on this list yet")
            }
            ForEach(list.items, id: \.self) { item in
                Text(item)
            }
        }
        .navigationTitle(list.name)
    }
}

#Preview {
    GroceryListsView()
}

import SwiftUI

struct PantryItem: Hashable, Identifiable {
    var id: String { name }
    var name: String
    var quantity: Int
}

struct PantryView: View {
    @State private var items: [PantryItem] = [PantryItem(name: "Rice", quantity: 2)]
    @State private var draft = ""
    @State private var path: [PantryItem] = []
    @State private var rejected = 0

    var body: some View {
        NavigationStack(path: $path) {
            List {
                Section("Add") {
                    TextField("Ingredient", text: $draft)
                        .onSubmit { addDraft() }
                }
                Section("In the pantry") {
                    ForEach(items) { item in
                        NavigationLink(item.name, value: item)
                    }
                }
            }
            .navigationTitle("Pantry")
            .navigationDestination(for: PantryItem.self) { item in
                PantryItemDetail(item: item)
            }
        }
    }

    /// Return in the field adds the ingredient, or one more of it when it is already there.
    private func addDraft() {
        let name = draft.trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty else {
            rejected += 1
            return
        }
        if let index = items.firstIndex(where: { $0.name == name }) {
            items[index].quantity += 1
        } else {
            items.append(PantryItem(name: name, quantity: 1))
        }
        draft = ""
    }
}

struct PantryItemDetail: View {
    let item: PantryItem

    var body: some View {
        Text(item.quantity == 1 ? "One \(item.name.lowercased())" : "\(item.quantity) × \(item.name.lowercased())")
            .navigationTitle(item.name)
    }
}

#Preview {
    PantryView()
}

import SwiftUI

enum ParseError: Error {
    case empty
}

func parseQuantity(_ text: String) throws -> Int {
    guard let value = Int(text) else { throw ParseError.empty }
    return value
}

struct PantryItem: Identifiable, Hashable {
    let id: Int
    let name: String
    let quantityText: String

    var quantity: Int { (try? parseQuantity(quantityText)) ?? 0 }
}

struct PantryView: View {
    let items = [
        PantryItem(id: 1, name: "Rice", quantityText: "2"),
        PantryItem(id: 2, name: "Oats", quantityText: "lots"),
    ]

    var body: some View {
        NavigationStack {
            List(items) { item in
                NavigationLink("\(item.name) × \(item.quantity)", value: item)
            }
            .navigationTitle("Pantry")
            .navigationDestination(for: PantryItem.self) { item in
                Text(item.quantity == 0 ? "Unknown amount" : "\(item.quantity) bags")
            }
        }
    }
}

#Preview {
    PantryView()
}

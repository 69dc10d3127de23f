import SwiftUI

struct Order: Identifiable, Hashable {
    let id: Int
    var item: String
    var note: String?
}

func summary(of order: Order) -> String {
    guard let note = order.note, !note.isEmpty else {
        return order.item
    }
    return "\(order.item) (\(note))"
}

struct OrdersView: View {
    @State private var orders = [
        Order(id: 1, item: "Tea", note: "no sugar"),
        Order(id: 2, item: "Coffee", note: nil),
    ]
    @State private var selected: Order?

    var body: some View {
        NavigationStack {
            List(orders) { order in
                Button(summary(of: order)) {
                    selected = order
                }
            }
            .navigationTitle("Orders")
            .navigationDestination(item: $selected) { order in
                if let note = order.note {
                    Text("Note: \(note)")
                } else {
                    Text("No note")
                }
            }
        }
    }
}

#Preview {
    OrdersView()
}

import SwiftUI

final class CartModel: ObservableObject {
    @Published var items: [String] = []
    @Published var showsCheckout = false

    var total: Int { items.count * 4 }
}

struct CafeMenu: View {
    @StateObject private var cart = CartModel()

    var body: some View {
        NavigationStack {
            List {
                ForEach(["Latte", "Scone", "Tea"], id: \.self) { item in
                    Button("Add \(item)") { cart.items.append(item) }
                }
                NavigationLink("Review Cart (\(cart.items.count))") {
                    CartReview(cart: cart)
                }
            }
            .navigationTitle("Menu")
        }
    }
}

struct CartReview: View {
    @ObservedObject var cart: CartModel

    var body: some View {
        List {
            ForEach(Array(cart.items.enumerated()), id: \.offset) { entry in
                Text("\(entry.offset + 1). \(entry.element)")
            }
            Button("Pay $\(cart.total)") { cart.showsCheckout = true }
        }
        .navigationTitle("Cart")
        .sheet(isPresented: $cart.showsCheckout, onDismiss: { cart.items.removeAll() }) {
            Text("Paid")
        }
    }
}

#Preview {
    CafeMenu()
}

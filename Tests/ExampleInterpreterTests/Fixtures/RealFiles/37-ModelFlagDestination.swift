import SwiftUI

@Observable
final class CheckoutModel {
    var showsReceipt = false
    var total = 0

    func pay() {
        total = 30
        showsReceipt = true
    }
}

struct ContentView: View {
    @State private var checkout = CheckoutModel()

    var body: some View {
        NavigationStack {
            CartScreen(checkout: checkout)
        }
    }
}

struct CartScreen: View {
    @Bindable var checkout: CheckoutModel

    var body: some View {
        Button("Pay") { checkout.pay() }
            .navigationTitle("Cart")
            .navigationDestination(isPresented: $checkout.showsReceipt) {
                Text("Paid \(checkout.total)")
                    .navigationTitle("Receipt")
            }
    }
}

#Preview {
    ContentView()
}

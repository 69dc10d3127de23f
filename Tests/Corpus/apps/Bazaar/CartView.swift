import SwiftUI

struct CartView: View {
    @Environment(Cart.self) private var cart
    @Environment(ShopRouter.self) private var router

    var body: some View {
        @Bindable var router = router
        NavigationStack {
            List {
                ForEach(cart.lines, id: \.product.sku) { line in
                    Text("\(line.quantity) × \(line.product.name)")
                }
                Button("Checkout \(cart.totalCents.formattedPrice)") { router.isCheckingOut = true }
                    .disabled(cart.count == 0)
            }
            .navigationTitle("Cart")
            .sheet(isPresented: $router.isCheckingOut) {
                CheckoutSheet()
            }
        }
    }
}

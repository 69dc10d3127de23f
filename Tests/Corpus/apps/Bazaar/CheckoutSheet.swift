import SwiftUI

struct CheckoutSheet: View {
    enum Step: Hashable {
        case address
        case payment(address: String)
    }

    @Environment(Cart.self) private var cart
    @Environment(\.dismiss) private var dismiss
    @State private var steps: [Step] = []

    var body: some View {
        NavigationStack(path: $steps) {
            Button("Enter Address") { steps.append(.address) }
                .navigationTitle("Checkout")
                .navigationDestination(for: Step.self) { step in
                    switch step {
                    case .address:
                        Button("Use 1 Main St") { steps.append(.payment(address: "1 Main St")) }
                            .navigationTitle("Address")
                    case .payment(let address):
                        Button("Pay and Ship to \(address)") {
                            cart.empty()
                            dismiss()
                        }
                        .navigationTitle("Payment")
                    }
                }
        }
    }
}

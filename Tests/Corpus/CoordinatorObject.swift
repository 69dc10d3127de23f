import SwiftUI

final class CheckoutCoordinator: ObservableObject {
    enum Step: Hashable {
        case cart
        case shipping(express: Bool)
        case payment
        case confirmation(orderNumber: Int)
    }

    @Published var steps: [Step] = []
    private var nextOrderNumber = 1001

    func start() {
        steps = [.cart]
    }

    func proceedToShipping(express: Bool) {
        steps.append(.shipping(express: express))
    }

    func proceedToPayment() {
        steps.append(.payment)
    }

    func placeOrder() {
        steps.append(.confirmation(orderNumber: nextOrderNumber))
        nextOrderNumber += 1
    }

    func finish() {
        steps.removeAll()
    }
}

struct StoreFront: View {
    @StateObject private var coordinator = CheckoutCoordinator()

    var body: some View {
        NavigationStack(path: $coordinator.steps) {
            VStack(spacing: 20) {
                Text("Three items in your bag")
                Button("Check Out") {
                    coordinator.start()
                }
                .buttonStyle(.borderedProminent)
            }
            .navigationTitle("Store")
            .navigationDestination(for: CheckoutCoordinator.Step.self) { step in
                CheckoutStepView(step: step)
            }
        }
        .environmentObject(coordinator)
    }
}

struct CheckoutStepView: View {
    @EnvironmentObject var coordinator: CheckoutCoordinator
    let step: CheckoutCoordinator.Step

    var body: some View {
        switch step {
        case .cart:
            VStack {
                Button("Standard Shipping") { coordinator.proceedToShipping(express: false) }
                Button("Express Shipping") { coordinator.proceedToShipping(express: true) }
            }
            .navigationTitle("Cart")
        case .shipping(let express):
            Button("Continue to Payment") { coordinator.proceedToPayment() }
                .navigationTitle(express ? "Express" : "Standard")
        case .payment:
            Button("Place Order") { coordinator.placeOrder() }
                .navigationTitle("Payment")
        case .confirmation(let number):
            VStack {
                Text("Order #\(number) placed")
                Button("Back to Store") { coordinator.finish() }
            }
            .navigationTitle("Thank You")
            .navigationBarBackButtonHidden()
        }
    }
}

#Preview {
    StoreFront()
}

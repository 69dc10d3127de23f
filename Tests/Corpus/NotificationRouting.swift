import SwiftUI
import Combine

extension Notification.Name {
    static let openOrder = Notification.Name("openOrder")
}

struct OrdersView: View {
    @State private var path: [Int] = []
    private let openOrder = NotificationCenter.default.publisher(for: .openOrder)

    var body: some View {
        NavigationStack(path: $path) {
            List {
                Button("Simulate Push Notification") {
                    NotificationCenter.default.post(name: .openOrder, object: nil, userInfo: ["order": 512])
                }
                NavigationLink("Order 100", value: 100)
            }
            .navigationTitle("Orders")
            .navigationDestination(for: Int.self) { order in
                Text("Order \(order) is on its way")
                    .navigationTitle("#\(order)")
            }
        }
        .onReceive(openOrder) { notification in
            guard let order = notification.userInfo?["order"] as? Int else { return }
            path = [order]
        }
    }
}

#Preview {
    OrdersView()
}

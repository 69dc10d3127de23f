import Foundation
import Observation

@Observable
final class Cart {
    private(set) var lines: [(product: Product, quantity: Int)] = []

    var count: Int { lines.reduce(0) { $0 + $1.quantity } }
    var totalCents: Int { lines.reduce(0) { $0 + $1.product.priceCents * $1.quantity } }

    func add(_ product: Product) {
        if let index = lines.firstIndex(where: { $0.product == product }) {
            lines[index].quantity += 1
        } else {
            lines.append((product, 1))
        }
    }

    func empty() {
        lines.removeAll()
    }
}

import Foundation

struct Product: Identifiable {
    let sku: String
    let name: String
    let category: Category
    let priceCents: Int

    var id: String { sku }

    enum Category: String, CaseIterable, Hashable {
        case kitchen = "Kitchen"
        case garden = "Garden"
    }

    static let catalog = [
        Product(sku: "K-1", name: "Kettle", category: .kitchen, priceCents: 3_900),
        Product(sku: "K-2", name: "Knife Set", category: .kitchen, priceCents: 8_500),
        Product(sku: "G-1", name: "Trowel", category: .garden, priceCents: 1_200),
    ]
}

extension Product: Hashable {
    static func == (lhs: Product, rhs: Product) -> Bool { lhs.sku == rhs.sku }
    func hash(into hasher: inout Hasher) { hasher.combine(sku) }
}

import Foundation

enum ShopRoute: Hashable {
    case category(Product.Category)
    case product(sku: String)
}

enum ShopTab: Hashable {
    case shop, search, cart
}

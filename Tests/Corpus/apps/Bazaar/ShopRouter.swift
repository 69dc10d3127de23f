import SwiftUI
import Observation

protocol ShopRouting: AnyObject {
    var tab: ShopTab { get set }
    var shopPath: [ShopRoute] { get set }
    func showProduct(_ sku: String)
}

@Observable
final class ShopRouter: ShopRouting {
    var tab: ShopTab = .shop
    var shopPath: [ShopRoute] = []
    var isCheckingOut = false

    func showProduct(_ sku: String) {
        guard let product = Product.catalog.first(where: { $0.sku == sku }) else { return }
        tab = .shop
        shopPath = [.category(product.category), .product(sku: sku)]
    }

    /// bazaar://product/K-2
    func handle(_ link: String) {
        guard let url = URL(string: link), url.scheme == "bazaar", url.host == "product" else { return }
        showProduct(url.lastPathComponent)
    }
}

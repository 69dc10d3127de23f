import SwiftUI
#if canImport(UIKit)
import UIKit
#endif

struct CatalogView: View {
    @Environment(ShopRouter.self) private var router
    @Environment(Cart.self) private var cart

    var body: some View {
        @Bindable var router = router
        NavigationStack(path: $router.shopPath) {
            List(Product.Category.allCases, id: \.self) { category in
                NavigationLink(category.rawValue, value: ShopRoute.category(category))
            }
            .navigationTitle("Bazaar")
            .navigationDestination(for: ShopRoute.self) { route in
                switch route {
                case .category(let category):
                    List(Product.catalog.filter { $0.category == category }) { product in
                        NavigationLink(product.name, value: ShopRoute.product(sku: product.sku))
                    }
                    .navigationTitle(category.rawValue)
                case .product(let sku):
                    ProductPage(product: Product.catalog.first { $0.sku == sku }!) {
                        #if os(iOS)
                        UINotificationFeedbackGenerator().notificationOccurred(.success)
                        #endif
                        cart.add($0)
                    }
                }
            }
        }
    }
}

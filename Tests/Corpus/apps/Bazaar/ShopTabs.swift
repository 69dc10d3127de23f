import SwiftUI

struct ShopTabs: View {
    @Environment(ShopRouter.self) private var router
    @Environment(Cart.self) private var cart

    var body: some View {
        @Bindable var router = router
        TabView(selection: $router.tab) {
            CatalogView()
                .tabItem { Label("Shop", systemImage: "bag") }
                .tag(ShopTab.shop)
            SearchView()
                .tabItem { Label("Search", systemImage: "magnifyingglass") }
                .tag(ShopTab.search)
            CartView()
                .tabItem { Label("Cart", systemImage: "cart") }
                .badge(cart.count)
                .tag(ShopTab.cart)
        }
    }
}

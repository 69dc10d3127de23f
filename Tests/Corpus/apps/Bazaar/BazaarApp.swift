import SwiftUI

@main
struct BazaarApp: App {
    @State private var cart = Cart()
    @State private var router = ShopRouter()
    @StateObject private var search = SearchModel(products: Product.catalog)

    var body: some Scene {
        WindowGroup {
            ShopTabs()
                .environment(cart)
                .environment(router)
                .environmentObject(search)
        }
    }
}

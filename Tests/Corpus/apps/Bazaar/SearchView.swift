import SwiftUI

struct SearchView: View {
    @EnvironmentObject private var search: SearchModel
    @Environment(ShopRouter.self) private var router

    var body: some View {
        NavigationStack {
            List(search.results) { product in
                Button(product.name) { router.showProduct(product.sku) }
            }
            .searchable(text: $search.query)
            .navigationTitle("Search")
        }
    }
}

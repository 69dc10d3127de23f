import SwiftUI

struct ProductPage: View {
    let product: Product
    let addToCart: (Product) -> Void

    var body: some View {
        VStack {
            Text(product.priceCents.formattedPrice)
            Button("Add to Cart") { addToCart(product) }
        }
        .navigationTitle(product.name)
    }
}

extension Int {
    var formattedPrice: String {
        "$\(self / 100).\(String(format: "%02d", self % 100))"
    }
}

import SwiftUI

enum ShopRoute: Hashable {
    case category(String)
    case product(id: Int)
    case reviews(productID: Int)
}

struct ShopHome: View {
    @State private var path: [ShopRoute] = []

    var body: some View {
        NavigationStack(path: $path) {
            List {
                NavigationLink("Shoes", value: ShopRoute.category("shoes"))
                NavigationLink("Bags", value: ShopRoute.category("bags"))
            }
            .navigationTitle("Shop")
            .navigationDestination(for: ShopRoute.self) { route in
                switch route {
                case .category(let name):
                    List(1...2, id: \.self) { index in
                        NavigationLink("\(name.capitalized) \(index)", value: ShopRoute.product(id: index))
                    }
                    .navigationTitle(name.capitalized)
                case .product(let id):
                    NavigationLink("Reviews", value: ShopRoute.reviews(productID: id))
                        .navigationTitle("Product \(id)")
                case .reviews(let id):
                    Text("Reviews for \(id)")
                        .navigationTitle("Reviews")
                }
            }
        }
        .onOpenURL { url in
            open(url)
        }
    }

    /// shop://category/shoes/product/7/reviews → the whole stack at once.
    func open(_ url: URL) {
        guard url.scheme == "shop" else { return }
        var routes: [ShopRoute] = []
        var parts = ([url.host ?? ""] + url.pathComponents.filter { $0 != "/" })[...]
        while let kind = parts.popFirst() {
            switch kind {
            case "category":
                guard let name = parts.popFirst() else { break }
                routes.append(.category(name))
            case "product":
                guard let id = parts.popFirst().flatMap({ Int($0) }) else { break }
                routes.append(.product(id: id))
            case "reviews":
                if case .product(let id)? = routes.last {
                    routes.append(.reviews(productID: id))
                }
            default:
                break
            }
        }
        path = routes
    }
}

#Preview {
    ShopHome()
}

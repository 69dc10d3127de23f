import SwiftUI

struct Department: Identifiable, Hashable {
    let id: String
    let products: [Product]
}

struct Product: Identifiable, Hashable {
    let id: String
    let price: Double
}

struct StoreView: View {
    let departments = [
        Department(id: "Garden", products: [Product(id: "Rake", price: 12.5), Product(id: "Hose", price: 20)]),
        Department(id: "Kitchen", products: [Product(id: "Whisk", price: 4)]),
    ]
    @State private var department: Department?
    @State private var product: Product?

    var body: some View {
        NavigationSplitView {
            List(departments, selection: $department) { department in
                NavigationLink(department.id, value: department)
            }
            .navigationTitle("Departments")
        } content: {
            if let department {
                List(department.products, selection: $product) { product in
                    NavigationLink(product.id, value: product)
                }
                .navigationTitle(department.id)
            } else {
                Text("Pick a department")
            }
        } detail: {
            if let product {
                Text("\(product.id) costs \(product.price)")
            } else {
                Text("Pick a product")
            }
        }
    }
}

#Preview {
    StoreView()
}

import SwiftUI

struct Filter: Hashable {
    var category: String
    var option: String?
}

struct ProductsScreen: View {
    @State private var showsFilters = false
    @State private var appliedFilter: Filter?

    var body: some View {
        NavigationStack {
            VStack {
                Text(appliedFilter.map { "\($0.category): \($0.option ?? "any")" } ?? "All products")
                Button("Filters") { showsFilters = true }
            }
            .navigationTitle("Products")
        }
        .sheet(isPresented: $showsFilters) {
            FilterSheet { filter in
                appliedFilter = filter
                showsFilters = false
            }
            .presentationDetents([.medium, .large])
            .presentationDragIndicator(.visible)
        }
    }
}

struct FilterSheet: View {
    let apply: (Filter) -> Void
    @State private var path: [String] = []

    var body: some View {
        NavigationStack(path: $path) {
            List(["Color", "Size"], id: \.self) { category in
                NavigationLink(category, value: category)
            }
            .navigationTitle("Filter By")
            .navigationDestination(for: String.self) { category in
                List {
                    ForEach(options(for: category), id: \.self) { option in
                        Button(option) { apply(Filter(category: category, option: option)) }
                    }
                    Button("Any \(category)") { apply(Filter(category: category, option: nil)) }
                }
                .navigationTitle(category)
            }
        }
    }

    private func options(for category: String) -> [String] {
        category == "Color" ? ["Red", "Blue"] : ["S", "M", "L"]
    }
}

#Preview {
    ProductsScreen()
}

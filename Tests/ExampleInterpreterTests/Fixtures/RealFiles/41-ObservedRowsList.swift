import SwiftUI

@Observable
final class Catalog {
    var items = ["Lamp", "Chair", "Desk"]
    var path: [String] = []
}

struct ContentView: View {
    @State private var catalog = Catalog()

    var body: some View {
        @Bindable var catalog = catalog
        NavigationStack(path: $catalog.path) {
            ItemList()
                .navigationDestination(for: String.self) { item in
                    ItemDetail(item: item)
                }
        }
        .environment(catalog)
    }
}

struct ItemList: View {
    @Environment(Catalog.self) private var catalog

    var body: some View {
        List {
            ForEach(catalog.items, id: \.self) { item in
                NavigationLink(item, value: item)
            }
        }
        .navigationTitle("Catalog")
    }
}

struct ItemDetail: View {
    let item: String
    @Environment(Catalog.self) private var catalog

    var body: some View {
        VStack {
            Text(item)
            Button("Remove") {
                catalog.items.removeAll { $0 == item }
                catalog.path.removeLast()
            }
        }
        .navigationTitle(item)
    }
}

#Preview {
    ContentView()
}

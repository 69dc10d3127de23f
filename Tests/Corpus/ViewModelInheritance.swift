import SwiftUI

class ListViewModel: ObservableObject {
    @Published var path: [String] = []
    var title: String { "Items" }
    var items: [String] { [] }

    func select(_ item: String) {
        path.append(item)
    }
}

final class ToolsViewModel: ListViewModel {
    override var title: String { "Tools" }
    override var items: [String] { ["Hammer", "Saw", "Level"] }

    override func select(_ item: String) {
        // Tools open their manual first.
        path.append(contentsOf: [item, "\(item) manual"])
    }
}

struct InventoryView: View {
    @StateObject var viewModel: ListViewModel = ToolsViewModel()

    var body: some View {
        NavigationStack(path: $viewModel.path) {
            List(viewModel.items, id: \.self) { item in
                Button(item) { viewModel.select(item) }
            }
            .navigationTitle(viewModel.title)
            .navigationDestination(for: String.self) { page in
                Text(page).navigationTitle(page)
            }
        }
    }
}

#Preview {
    InventoryView()
}

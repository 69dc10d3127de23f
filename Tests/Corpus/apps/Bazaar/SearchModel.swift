import Foundation
import Combine

final class SearchModel: ObservableObject {
    @Published var query = ""
    @Published private(set) var results: [Product] = []
    private var cancellable: AnyCancellable?

    init(products: [Product]) {
        cancellable = $query
            .map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
            .removeDuplicates()
            .map { text in
                text.isEmpty ? [] : products.filter { $0.name.lowercased().contains(text) }
            }
            .sink { [weak self] in self?.results = $0 }
    }
}

import SwiftUI

protocol Coordinator: ObservableObject {
    associatedtype Route: Hashable
    associatedtype Sheet: Identifiable
    var path: [Route] { get set }
    var sheet: Sheet? { get set }
}

extension Coordinator {
    func push(_ route: Route) { path.append(route) }
    func pop() { if !path.isEmpty { path.removeLast() } }
    func popToRoot() { path.removeAll() }
    func present(_ sheet: Sheet) { self.sheet = sheet }
    func dismissSheet() { sheet = nil }
}

final class LedgerCoordinator: Coordinator {
    @Published var path: [LedgerRoute] = []
    @Published var sheet: LedgerSheet?
}

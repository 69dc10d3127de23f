internal import NavigationModel

/// Every view's state, by identity, and which of it the latest derivation met.
@MainActor
final class StateStore {
    /// The root's cells in declaration order (the model's names are the property names).
    private(set) var rootCells: [StateCell] = []
    /// Every other view's cells, by identity.
    private(set) var viewCells: [String: StateCell] = [:]
    /// The view cells the views evaluated since the last load took, in the order met.
    private(set) var met: Set<String> = []
    private(set) var metOrder: [String] = []

    func reset() {
        rootCells = []
        viewCells = [:]
        met = []
        metOrder = []
    }

    func addRootCell(_ cell: StateCell) {
        rootCells.append(cell)
    }

    /// The cell of a view's property at `identity`: the one kept there, else a new one
    /// holding the property's initial value.
    func viewCell(identity: String, owner: String, property: String, initial: () -> Any) -> StateCell {
        let cell: StateCell
        if let existing = viewCells[identity] {
            cell = existing
        } else {
            cell = StateCell(identity: identity, owner: owner, property: property, value: initial())
            viewCells[identity] = cell
        }
        if met.insert(identity).inserted { metOrder.append(identity) }
        return cell
    }

    /// Forgets which cells were met (a new derivation begins).
    func beginDerivation() {
        met = []
        metOrder = []
    }

    /// Drops the cells of views that are no longer in the model's state.
    func keepOnly(identities: Set<String>) {
        viewCells = viewCells.filter { identities.contains($0.key) }
    }

    func viewCell(identity: String) -> StateCell? {
        viewCells[identity]
    }

    /// The view cell the model named `name` (`Detail.path`).
    func namedCell(_ name: String) -> StateCell? {
        viewCells.values.first { $0.name == name }
    }
}

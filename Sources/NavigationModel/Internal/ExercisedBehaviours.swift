/// The catalog entries the model applied during one step, as a bit set.
///
/// The engine fills it on its inner paths (every derivation, every action), so
/// inserting must cost next to nothing: one bit per entry number, no strings
/// until a trace step asks for the ids.
struct ExercisedBehaviours: Hashable, Sendable {
    private var bits: UInt64 = 0

    init() {}

    /// Records catalog entry `number` (`23` for N23).
    mutating func insert(_ number: Int) {
        assert(number > 0 && number < 64, "catalog entries are numbered 1…63 here")
        bits |= 1 << UInt64(number)
    }

    /// Records an entry by its id (`"N23"`); other strings are ignored.
    mutating func insert(id: String) {
        if let number = BehaviourCatalog.number(of: id), number < 64 { insert(number) }
    }

    mutating func formUnion(_ other: ExercisedBehaviours) {
        bits |= other.bits
    }

    func contains(_ number: Int) -> Bool {
        bits & (1 << UInt64(number)) != 0
    }

    var isEmpty: Bool { bits == 0 }

    /// The ids, in catalog order.
    var ids: [String] {
        (1..<64).filter(contains).map { "N\($0)" }
    }
}

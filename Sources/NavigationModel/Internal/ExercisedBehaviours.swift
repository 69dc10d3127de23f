/// The catalog entries the model applied during one step, as a bit set.
///
/// The engine fills it on its inner paths (every derivation, every action), so
/// inserting must cost next to nothing: one bit per entry number, no strings
/// until a trace step asks for the ids. Two words hold entries N1…N127.
struct ExercisedBehaviours: Hashable, Sendable {
    private var low: UInt64 = 0
    private var high: UInt64 = 0

    init() {}

    /// Records that the model applied `behaviour`.
    mutating func insert(_ behaviour: BehaviourID) {
        let number = behaviour.rawValue
        assert(number < 128, "the bit set holds entries N1…N127; give it another word")
        if number < 64 { low |= 1 << UInt64(number) } else { high |= 1 << UInt64(number - 64) }
    }

    mutating func formUnion(_ other: ExercisedBehaviours) {
        low |= other.low
        high |= other.high
    }

    func contains(_ behaviour: BehaviourID) -> Bool {
        let number = behaviour.rawValue
        return number < 64 ? low & (1 << UInt64(number)) != 0 : high & (1 << UInt64(number - 64)) != 0
    }

    var isEmpty: Bool { low == 0 && high == 0 }

    /// The ids, in catalog order.
    var ids: [BehaviourID] {
        BehaviourID.allCases.filter(contains)
    }
}

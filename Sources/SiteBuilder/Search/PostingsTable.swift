/// Term → ascending section numbers, filled one (term, section) pair at a time by
/// ``SearchPostings``: millions of pairs at 10,000 pages.
///
/// A term of 1 to 16 ASCII bytes (nearly all) is found by its packed integers
/// (``PackedTermSet/Term``) in an open-addressing table with a multiply hash, instead of
/// hashing its `String` with SipHash for every pair. Any other term goes to a `Dictionary`,
/// whose `String` equality also joins terms that differ only in Unicode normalization.
struct PostingsTable {
    /// Every term once, in the order first added.
    private(set) var terms: [String] = []
    /// Per term (same position), the section numbers in the order added.
    private(set) var sections: [[Int]] = []
    /// Open addressing with linear probing: the packed term, and its position in `terms`
    /// (an empty slot has `high` zero: a term's first byte never is).
    private var keys: [PackedTermSet.Term]
    private var positions: [Int32]
    private var shift: UInt64
    private var others: [String: Int] = [:]

    init(capacity: Int = 1 << 12) {
        let bits = max(4, Int.bitWidth - (capacity - 1).leadingZeroBitCount)
        keys = Array(repeating: PackedTermSet.Term(high: 0, low: 0), count: 1 << bits)
        positions = Array(repeating: 0, count: 1 << bits)
        shift = UInt64(64 - bits)
    }

    /// Records that `section` holds `term`.
    mutating func add(_ term: String, section: Int) {
        guard let packed = Self.packed(term) else {
            if let position = others[term] {
                sections[position].append(section)
            } else {
                others[term] = terms.count
                append(term, section: section)
            }
            return
        }
        let mask = keys.count - 1
        var slot = Self.slot(of: packed, shift: shift)
        while true {
            let occupant = keys[slot]
            if occupant.high == 0 { break }
            if occupant == packed {
                sections[Int(positions[slot])].append(section)
                return
            }
            slot = (slot &+ 1) & mask
        }
        keys[slot] = packed
        positions[slot] = Int32(terms.count)
        append(term, section: section)
        // At most half full, so probes stay short.
        if 2 * (terms.count - others.count) > keys.count { grow() }
    }

    private mutating func append(_ term: String, section: Int) {
        terms.append(term)
        sections.append([section])
    }

    private static func slot(of term: PackedTermSet.Term, shift: UInt64) -> Int {
        // Fibonacci hashing of both halves, as in ``PackedTermSet``.
        Int(truncatingIfNeeded: ((term.high ^ (term.low &* 0x9E37_79B9_7F4A_7C15)) &* 0xBF58_476D_1CE4_E5B9) &>> shift)
    }

    private mutating func grow() {
        let old = zip(keys, positions).filter { $0.0.high != 0 }
        keys = Array(repeating: PackedTermSet.Term(high: 0, low: 0), count: keys.count * 2)
        positions = Array(repeating: 0, count: keys.count)
        shift -= 1
        let mask = keys.count - 1
        for (key, position) in old {
            var slot = Self.slot(of: key, shift: shift)
            while keys[slot].high != 0 { slot = (slot &+ 1) & mask }
            keys[slot] = key
            positions[slot] = position
        }
    }

    /// The term's bytes packed big-endian into two integers, or nil for a term that is
    /// empty, longer than 16 bytes or not all ASCII.
    static func packed(_ term: String) -> PackedTermSet.Term? {
        var term = term
        return term.withUTF8 { bytes -> PackedTermSet.Term? in
            let count = bytes.count
            guard count > 0, count <= 16 else { return nil }
            var high: UInt64 = 0
            var low: UInt64 = 0
            var all: UInt8 = 0
            for offset in 0..<min(count, 8) {
                all |= bytes[offset]
                high |= UInt64(bytes[offset]) &<< UInt64(56 - 8 * offset)
            }
            if count > 8 {
                for offset in 8..<count {
                    all |= bytes[offset]
                    low |= UInt64(bytes[offset]) &<< UInt64(120 - 8 * offset)
                }
            }
            // A zero byte would read as padding; it is no term's byte, but is refused all the same.
            guard all < 0x80, bytes[0] != 0, !bytes.contains(0) else { return nil }
            return PackedTermSet.Term(high: high, low: low)
        }
    }
}

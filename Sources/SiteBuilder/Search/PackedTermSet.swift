/// The distinct short ASCII terms of one section, each packed into two integers.
///
/// A section repeats its words many times; a `Set<String>` hashed every occurrence
/// with SipHash and made a `String` for it. Here a term of 1 to 16 bytes is two
/// integers, found by a multiply hash in an open-addressing table, and only the
/// distinct terms ever become strings. The table is emptied, not freed, between
/// sections, so a page allocates it once.
struct PackedTermSet {
    /// A lower-cased ASCII term of 1 to 16 bytes, big-endian: its first byte is the top
    /// byte of `high`, and unused bytes are zero. No term byte is zero, so a shorter term
    /// never equals a longer one, and comparing (`high`, `low`) as integers orders terms
    /// exactly as `String` orders them (ASCII strings compare byte by byte).
    struct Term: Comparable {
        var high: UInt64
        var low: UInt64

        static func < (left: Term, right: Term) -> Bool {
            left.high != right.high ? left.high < right.high : left.low < right.low
        }

        /// The number of bytes: the zero padding is at the end.
        var count: Int {
            low != 0 ? 16 - low.trailingZeroBitCount / 8 : 8 - high.trailingZeroBitCount / 8
        }

        /// The byte at `offset` (0 to 15).
        func byte(at offset: Int) -> UInt8 {
            offset < 8
                ? UInt8(truncatingIfNeeded: high &>> UInt64(56 - 8 * offset))
                : UInt8(truncatingIfNeeded: low &>> UInt64(120 - 8 * offset))
        }

        var string: String {
            let count = count
            return String(unsafeUninitializedCapacity: count) { buffer in
                for offset in 0..<count { buffer[offset] = byte(at: offset) }
                return count
            }
        }
    }

    /// The distinct terms, in the order they were first inserted.
    private(set) var terms: [Term] = []
    /// Open addressing with linear probing; a slot whose `high` is zero is empty
    /// (a term's first byte is never zero).
    private var slots: [Term]
    /// The slot of each term of `terms`, to empty exactly those slots again.
    private var usedSlots: [Int] = []
    /// The table has 2^(64 - shift) slots; a hash's top bits pick the first slot.
    private var shift: UInt64

    init(capacity: Int = 512) {
        let bits = max(4, Int.bitWidth - (capacity - 1).leadingZeroBitCount)
        slots = Array(repeating: Term(high: 0, low: 0), count: 1 << bits)
        shift = UInt64(64 - bits)
    }

    var isEmpty: Bool { terms.isEmpty }

    /// The terms in ascending order. Every section sorts its terms, millions of them at
    /// 10,000 pages. The terms are first put into buckets by their first byte (one pass to
    /// count, one to place), then each bucket is sorted by an in-place quicksort on the
    /// pairs of integers (the terms are distinct, so it needs no stability): together
    /// about a fifth less time than `sorted()`'s stable merging took.
    func sortedTerms() -> [Term] {
        let count = terms.count
        guard count > 32 else {
            var sorted = terms
            sorted.withUnsafeMutableBufferPointer { Self.quicksort($0, 0, $0.count - 1) }
            return sorted
        }
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: 257) { starts in
            starts.initialize(repeating: 0)
            for term in terms { starts[Int(term.high >> 56) + 1] += 1 }
            for byte in 0..<256 { starts[byte + 1] += starts[byte] }
            return [Term](unsafeUninitializedCapacity: count) { buffer, initialized in
                // `starts[byte]` moves on as its bucket fills, to where the next bucket begins.
                for term in terms {
                    let byte = Int(term.high >> 56)
                    (buffer.baseAddress! + starts[byte]).initialize(to: term)
                    starts[byte] += 1
                }
                initialized = count
                let sorted = UnsafeMutableBufferPointer(rebasing: buffer[0..<count])
                var bucketStart = 0
                for byte in 0..<256 where starts[byte] > bucketStart {
                    Self.quicksort(sorted, bucketStart, starts[byte] - 1)
                    bucketStart = starts[byte]
                }
            }
        }
    }

    /// Sorts `buffer[low...high]`: median-of-three quicksort down to short runs, which
    /// insertion sort finishes; recursing into the shorter side keeps the depth logarithmic.
    private static func quicksort(_ buffer: UnsafeMutableBufferPointer<Term>, _ low: Int, _ high: Int) {
        var low = low
        var high = high
        while high - low > 16 {
            let middle = low + (high - low) / 2
            if buffer[middle] < buffer[low] { buffer.swapAt(middle, low) }
            if buffer[high] < buffer[low] { buffer.swapAt(high, low) }
            if buffer[high] < buffer[middle] { buffer.swapAt(high, middle) }
            let pivot = buffer[middle]
            var left = low
            var right = high
            while left <= right {
                while buffer[left] < pivot { left += 1 }
                while pivot < buffer[right] { right -= 1 }
                if left <= right {
                    buffer.swapAt(left, right)
                    left += 1
                    right -= 1
                }
            }
            if right - low < high - left {
                quicksort(buffer, low, right)
                low = left
            } else {
                quicksort(buffer, left, high)
                high = right
            }
        }
        guard low < high else { return }
        for index in (low + 1)...high {
            let term = buffer[index]
            var position = index
            while position > low, term < buffer[position - 1] {
                buffer[position] = buffer[position - 1]
                position -= 1
            }
            buffer[position] = term
        }
    }

    mutating func insert(_ term: Term) {
        let mask = slots.count - 1
        // Fibonacci hashing of both halves: cheap, and the top bits mix every byte.
        var slot = Int(truncatingIfNeeded: ((term.high ^ (term.low &* 0x9E37_79B9_7F4A_7C15)) &* 0xBF58_476D_1CE4_E5B9) &>> shift)
        while true {
            let occupant = slots[slot]
            if occupant.high == 0 { break }
            if occupant == term { return }
            slot = (slot &+ 1) & mask
        }
        slots[slot] = term
        terms.append(term)
        usedSlots.append(slot)
        // At most half full, so probes stay short.
        if terms.count * 2 > slots.count { grow() }
    }

    /// Empties the set and keeps its storage for the next section.
    mutating func removeAll() {
        let empty = Term(high: 0, low: 0)
        for slot in usedSlots { slots[slot] = empty }
        terms.removeAll(keepingCapacity: true)
        usedSlots.removeAll(keepingCapacity: true)
    }

    private mutating func grow() {
        let kept = terms
        slots = Array(repeating: Term(high: 0, low: 0), count: slots.count * 2)
        shift -= 1
        terms.removeAll(keepingCapacity: true)
        usedSlots.removeAll(keepingCapacity: true)
        for term in kept { insert(term) }
    }
}

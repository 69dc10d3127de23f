/// The random numbers examples draw (`Int.random(in:)`, `.shuffled()`, `UUID()`).
///
/// A page's traces must be the same on every build and every machine, so randomness
/// is a SplitMix64 generator with a fixed seed, one per interpreter: the first
/// launch of an example always sees the same values, and lowering notes where an
/// example asks for randomness so the reader is told.
struct SeededRandom: RandomNumberGenerator {
    static let seed: UInt64 = 0x5EED_CAFE_F00D_0001
    private var state: UInt64 = SeededRandom.seed
    /// How many `UUID()`s were made: each is the next number, written as a UUID.
    private(set) var uuidCount: UInt64 = 0

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A fresh UUID string, counting up from 1: distinct, stable and easy to read in a trace.
    mutating func nextUUID() -> String {
        uuidCount += 1
        let hex = String(uuidCount, radix: 16, uppercase: true)
        let digits = String(repeating: "0", count: max(0, 12 - hex.count)) + hex
        return "00000000-0000-4000-8000-" + digits
    }
}

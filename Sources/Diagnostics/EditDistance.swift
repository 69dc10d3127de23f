/// Levenshtein distance between two words, for the "did you mean …?" of every
/// diagnostic (misspelt SwiftUI names, scenario words, link anchors).
public enum EditDistance {
    /// The number of single-character edits from `a` to `b`; gives up and returns
    /// `limit + 1` once every row of the table exceeds `limit`.
    public static func between(_ a: String, _ b: String, limit: Int = .max) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = Array(repeating: 0, count: b.count + 1)
        for x in 1...a.count {
            current[0] = x
            var rowMinimum = current[0]
            for y in 1...b.count {
                current[y] = min(previous[y] + 1, current[y - 1] + 1, previous[y - 1] + (a[x - 1] == b[y - 1] ? 0 : 1))
                rowMinimum = min(rowMinimum, current[y])
            }
            if rowMinimum > limit { return limit + 1 }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}

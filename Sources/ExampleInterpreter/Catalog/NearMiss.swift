/// "Did you mean": the one name close enough to be what a typo meant.
enum NearMiss {
    /// The closest candidate within the allowed distance, if exactly one is closest.
    ///
    /// A case-only difference always counts; otherwise one edit for names of at
    /// most five characters and two for longer ones, so a short custom name
    /// (`Park`) is not taken for a SwiftUI one (`Path`).
    static func closest(to word: String, in candidates: some Sequence<String>) -> String? {
        let lowered = word.lowercased()
        let limit = word.count <= 5 ? 1 : 2
        var best: [String] = []
        var bestDistance = Int.max
        for candidate in candidates where candidate != word {
            guard abs(candidate.count - word.count) <= limit else { continue }
            let distance = candidate.lowercased() == lowered ? 0 : editDistance(word, candidate, limit: limit)
            guard distance <= limit else { continue }
            if distance < bestDistance {
                bestDistance = distance
                best = [candidate]
            } else if distance == bestDistance, !best.contains(candidate) {
                best.append(candidate)
            }
        }
        return best.count == 1 ? best[0] : nil
    }

    /// Levenshtein distance; gives up (returns `limit + 1`) once every row exceeds `limit`.
    static func editDistance(_ a: String, _ b: String, limit: Int = .max) -> Int {
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

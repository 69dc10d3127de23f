import Diagnostics

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
            let distance = candidate.lowercased() == lowered ? 0 : EditDistance.between(word, candidate, limit: limit)
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
}

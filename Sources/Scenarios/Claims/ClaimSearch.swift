/// Looks up all the claims of a page in its prose at once, in time linear in the
/// prose plus the claims (Aho–Corasick).
///
/// One lookup per claim scans the whole prose, so a page whose claims grow with its
/// prose took quadratic time (10,000 claims: 40 s). Here the claims become one
/// automaton, and one pass over each prose segment finds, for every claim:
/// - its first occurrence, the segments in order (a claim lies within one segment);
/// - the longest beginning of it that occurs anywhere, and where first: the "closest
///   text" a claim that is not found is shown with. Every state the pass reaches,
///   and every state on its failure chain, is a beginning of some claim that occurs.
struct ClaimSearch {
    /// An occurrence, as folded-character offsets in one segment's ``FoldedText``.
    struct Occurrence: Hashable, Sendable {
        var segment: Int
        var start: Int
        var length: Int
        var range: Range<Int> { start..<(start + length) }
    }

    /// For each needle: where it first occurs, and where its longest occurring beginning first occurs.
    struct Result {
        var exact: [Occurrence?]
        var closest: [Occurrence?]
        /// Moves of the automaton (transitions, failure links, outputs reported), for
        /// tests that check the search stays linear.
        var work: Int
    }

    /// The automaton's states: state 0 is the empty beginning.
    private var transitions: [Int: Int] = [:]
    private var depth: [Int] = [0]
    private var failure: [Int] = [0]
    /// The states in breadth-first order (by depth), root first.
    private var order: [Int] = [0]
    /// The needles that end at each state.
    private var ends: [Int: [Int]] = [:]
    /// The nearest state on the failure chain (itself excluded) where a needle ends.
    private var output: [Int] = [-1]
    /// Each needle's states, one per character.
    private var paths: [[Int]] = []
    /// Characters as small numbers; a character no needle holds has none.
    private var symbols: [Character: Int] = [:]

    private func key(_ state: Int, _ symbol: Int) -> Int { state &* (symbols.count &+ 1) &+ symbol }

    static func search(_ needles: [[Character]], in texts: [FoldedText]) -> Result {
        var search = ClaimSearch()
        var work = search.build(needles)
        work += search.link()
        var exact = [Occurrence?](repeating: nil, count: needles.count)
        var reported = [Bool](repeating: false, count: search.depth.count)
        // The earliest end (segment, offset) at which each state's text occurs.
        var firstEnd = [(segment: Int, end: Int)?](repeating: nil, count: search.depth.count)
        for (segment, text) in texts.enumerated() {
            var state = 0
            for (offset, character) in text.characters.enumerated() {
                guard let symbol = search.symbols[character] else {
                    state = 0
                    work += 1
                    continue
                }
                while true {
                    work += 1
                    if let next = search.transitions[search.key(state, symbol)] {
                        state = next
                        break
                    }
                    if state == 0 { break }
                    state = search.failure[state]
                }
                if state == 0 { continue }
                if firstEnd[state] == nil { firstEnd[state] = (segment, offset + 1) }
                // Report the needles ending here that were not found before; a state whose
                // chain is reported is never walked again, so this is linear overall.
                var cursor = search.ends[state] != nil ? state : search.output[state]
                while cursor >= 0, !reported[cursor] {
                    work += 1
                    reported[cursor] = true
                    for needle in search.ends[cursor] ?? [] where exact[needle] == nil {
                        let length = search.depth[cursor]
                        exact[needle] = Occurrence(segment: segment, start: offset + 1 - length, length: length)
                    }
                    cursor = search.output[cursor]
                }
            }
        }
        // A state's text also occurs wherever a deeper state it is the failure of does:
        // deepest first, each passes its earliest end on.
        for state in search.order.reversed() where state != 0 {
            work += 1
            guard let end = firstEnd[state] else { continue }
            let parent = search.failure[state]
            if parent != 0, firstEnd[parent].map({ ($0.segment, $0.end) > (end.segment, end.end) }) ?? true {
                firstEnd[parent] = end
            }
        }
        var closest = [Occurrence?](repeating: nil, count: needles.count)
        for (needle, path) in search.paths.enumerated() {
            for state in path.reversed() {
                work += 1
                if let end = firstEnd[state] {
                    let length = search.depth[state]
                    closest[needle] = Occurrence(segment: end.segment, start: end.end - length, length: length)
                    break
                }
            }
        }
        return Result(exact: exact, closest: closest, work: work)
    }

    /// The trie of the needles; returns its work.
    private mutating func build(_ needles: [[Character]]) -> Int {
        for needle in needles {
            for character in needle where symbols[character] == nil { symbols[character] = symbols.count }
        }
        var work = 0
        for (index, needle) in needles.enumerated() {
            var state = 0
            var path: [Int] = []
            path.reserveCapacity(needle.count)
            for character in needle {
                work += 1
                let key = key(state, symbols[character]!)
                if let next = transitions[key] {
                    state = next
                } else {
                    let next = depth.count
                    depth.append(depth[state] + 1)
                    failure.append(0)
                    output.append(-1)
                    transitions[key] = next
                    state = next
                }
                path.append(state)
            }
            paths.append(path)
            if !needle.isEmpty { ends[state, default: []].append(index) }
        }
        return work
    }

    /// Failure and output links, breadth first; returns its work.
    private mutating func link() -> Int {
        // Children of each state, from the transition table.
        var children = [[(symbol: Int, state: Int)]](repeating: [], count: depth.count)
        let width = symbols.count + 1
        for (key, state) in transitions { children[key / width].append((key % width, state)) }
        var work = transitions.count
        var head = 0
        while head < order.count {
            let state = order[head]
            head += 1
            for (symbol, child) in children[state].sorted(by: { $0.symbol < $1.symbol }) {
                work += 1
                if state != 0 {
                    var fallback = failure[state]
                    while true {
                        work += 1
                        if let next = transitions[key(fallback, symbol)], next != child {
                            failure[child] = next
                            break
                        }
                        if fallback == 0 { break }
                        fallback = failure[fallback]
                    }
                }
                let linked = failure[child]
                output[child] = ends[linked] != nil ? linked : output[linked]
                order.append(child)
            }
        }
        return work
    }
}

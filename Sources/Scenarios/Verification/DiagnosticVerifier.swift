import Diagnostics

/// Checks a run's diagnostics against the markers of its pages, as `swiftc -verify` does.
///
/// One marker meets one diagnostic of its severity on its target line whose
/// message contains its fragment. Within a line, markers and diagnostics are
/// paired by a maximum matching, so the order markers are written in never
/// matters (a bare marker doesn't steal the diagnostic a specific one needs).
/// The run passes when every error and warning is met by a marker and every
/// marker meets one; notes are not verified.
public struct DiagnosticVerifier: Sendable {
    public init() {}

    /// - Parameter superseded: diagnostics an engine that did not run would have reported
    ///   (the interpreter's limits where the compiler ran the example): they meet markers that
    ///   expect them, and are never unexpected.
    public func verify(
        _ diagnostics: [Diagnostic], superseded: [Diagnostic] = [], against markers: [VerifyMarker], markerProblems: [Diagnostic] = []
    ) -> VerificationSummary {
        let checked = diagnostics.filter { $0.severity != .note }
        struct Key: Hashable { var file: String; var line: Int; var severity: Severity }
        var markersByKey: [Key: [Int]] = [:]
        for (index, marker) in markers.enumerated() {
            markersByKey[Key(file: marker.location.file, line: marker.targetLine, severity: marker.severity), default: []].append(index)
        }
        var diagnosticsByKey: [Key: [Int]] = [:]
        for (index, diagnostic) in checked.enumerated() {
            diagnosticsByKey[Key(file: diagnostic.location.file, line: diagnostic.location.line, severity: diagnostic.severity), default: []].append(index)
        }

        var markerMet = Array(repeating: false, count: markers.count)
        var diagnosticMet = Array(repeating: false, count: checked.count)
        for (key, markerIndices) in markersByKey {
            guard let diagnosticIndices = diagnosticsByKey[key] else { continue }
            let pairs = Self.maximumMatching(markerIndices.count, diagnosticIndices.count) { m, d in
                markers[markerIndices[m]].accepts(checked[diagnosticIndices[d]])
            }
            for (m, d) in pairs {
                markerMet[markerIndices[m]] = true
                diagnosticMet[diagnosticIndices[d]] = true
            }
        }

        var supersededMet = Array(repeating: false, count: superseded.count)
        for index in markers.indices where !markerMet[index] {
            let marker = markers[index]
            if let match = superseded.indices.first(where: {
                !supersededMet[$0] && superseded[$0].location.file == marker.location.file
                    && superseded[$0].location.line == marker.targetLine && superseded[$0].severity == marker.severity
                    && marker.accepts(superseded[$0])
            }) {
                supersededMet[match] = true
                markerMet[index] = true
            }
        }

        var failures = markerProblems
        for (index, marker) in markers.enumerated() where !markerMet[index] {
            failures.append(unmet(marker, leftOver: checked.indices.filter {
                !diagnosticMet[$0] && checked[$0].location.file == marker.location.file
                    && checked[$0].location.line == marker.targetLine
            }.map { checked[$0] }))
        }
        for (index, diagnostic) in checked.enumerated() where !diagnosticMet[index] {
            failures.append(.error(
                "verify.unexpected", at: diagnostic.location,
                "unexpected \(diagnostic.severity.rawValue) produced: \(diagnostic.message)",
                notes: diagnostic.notes
            ))
        }
        return VerificationSummary(
            markerCount: markers.count,
            metMarkerCount: markerMet.count { $0 },
            unexpectedCount: diagnosticMet.count { !$0 },
            failures: failures.sorted()
        )
    }

    private func unmet(_ marker: VerifyMarker, leftOver: [Diagnostic]) -> Diagnostic {
        var message = "expected \(marker.severity.rawValue) not produced"
        if marker.targetLine != marker.location.line { message += " on line \(marker.targetLine)" }
        if let fragment = marker.fragment { message += ": {{\(fragment)}}" }
        let notes = leftOver.map {
            Diagnostic.Note(location: $0.location, message: "\($0.severity.rawValue) on that line: \($0.message)")
        }
        return .error("verify.unmet", at: marker.location, message, notes: notes)
    }

    /// Kuhn's augmenting paths: the groups are a handful of items per line.
    static func maximumMatching(_ left: Int, _ right: Int, _ edge: (Int, Int) -> Bool) -> [(Int, Int)] {
        var matchOfRight = Array(repeating: -1, count: right)
        func augment(_ l: Int, _ visited: inout [Bool]) -> Bool {
            for r in 0..<right where edge(l, r) && !visited[r] {
                visited[r] = true
                if matchOfRight[r] < 0 || augment(matchOfRight[r], &visited) {
                    matchOfRight[r] = l
                    return true
                }
            }
            return false
        }
        for l in 0..<left {
            var visited = Array(repeating: false, count: right)
            _ = augment(l, &visited)
        }
        return matchOfRight.enumerated().compactMap { $0.element >= 0 ? ($0.element, $0.offset) : nil }
    }
}

/// How many checked things passed, failed and did not run.
public struct CheckTally: Hashable, Sendable, Codable {
    public var passed: Int
    public var failed: Int
    public var notRun: Int

    public init(passed: Int = 0, failed: Int = 0, notRun: Int = 0) {
        self.passed = passed
        self.failed = failed
        self.notRun = notRun
    }

    public var total: Int { passed + failed + notRun }

    public mutating func count(_ status: CheckStatus) {
        switch status {
        case .passed: passed += 1
        case .failed: failed += 1
        case .notRun: notRun += 1
        }
    }
}

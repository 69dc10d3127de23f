/// How many checked things passed, failed, did not run, and could not be run yet.
public struct CheckTally: Hashable, Sendable, Codable {
    public var passed: Int
    public var failed: Int
    public var notRun: Int
    /// Things navdocs cannot run yet (``CheckStatus/cannotRun``).
    public var cannotRun: Int

    public init(passed: Int = 0, failed: Int = 0, notRun: Int = 0, cannotRun: Int = 0) {
        self.passed = passed
        self.failed = failed
        self.notRun = notRun
        self.cannotRun = cannotRun
    }

    /// Reports written before `cannotRun` existed decode with none.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        passed = try container.decode(Int.self, forKey: .passed)
        failed = try container.decode(Int.self, forKey: .failed)
        notRun = try container.decode(Int.self, forKey: .notRun)
        cannotRun = try container.decodeIfPresent(Int.self, forKey: .cannotRun) ?? 0
    }

    public var total: Int { passed + failed + notRun + cannotRun }

    public mutating func count(_ status: CheckStatus) {
        switch status {
        case .passed: passed += 1
        case .failed: failed += 1
        case .notRun: notRun += 1
        case .cannotRun: cannotRun += 1
        }
    }
}

import NavigationModel

/// One page's examples as the ``ExampleResultCache`` holds them: which can be read back
/// instead of run, and where to keep what the others give.
///
/// An example read back is not compiled, so an example that migrates from it could not be
/// compared with it: when an example must run, the example it migrates from runs too.
struct KeptResults: Sendable {
    typealias Entry = ExampleResultCache.Entry

    private let cache: ExampleResultCache?
    private let keys: [String: ExampleResultKey]
    /// The entries to use, by example name.
    let entries: [String: Entry]

    init(
        plan: PageCheckPlan, cache: ExampleResultCache?, explorerLimits: NavigationExplorer.Limits?,
        platform: (String) -> ScenarioStep.Platform?
    ) {
        self.cache = cache
        guard let cache else {
            keys = [:]
            entries = [:]
            return
        }
        let examples = Dictionary(plan.examples.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var keys: [String: ExampleResultKey] = [:]
        var inProgress: Set<String> = []
        func key(_ name: String) -> ExampleResultKey? {
            if let known = keys[name] { return known }
            guard let example = examples[name], inProgress.insert(name).inserted else { return nil }
            let from = example.migration.flatMap { key($0.from) }
            let made = ExampleResultKey(
                example: example, in: plan, platform: platform(name), explorerLimits: explorerLimits,
                engineIdentity: cache.engineIdentity, migratedFrom: from)
            keys[name] = made
            return made
        }
        var entries: [String: Entry] = [:]
        for example in plan.examples where example.unreadSources.isEmpty {
            if let key = key(example.name), let entry = cache.load(key) { entries[example.name] = entry }
        }
        // An example that runs needs the one it migrates from compiled: that one runs too.
        var changed = true
        while changed {
            changed = false
            for example in plan.examples where entries[example.name] == nil {
                if let from = example.migration?.from, entries.removeValue(forKey: from) != nil { changed = true }
            }
        }
        self.keys = keys
        self.entries = entries
    }

    /// Keeps what checking `example` gave, for the next run.
    func keep(_ example: String, _ entry: Entry) {
        guard let cache, let key = keys[example] else { return }
        cache.store(entry, key: key)
    }
}

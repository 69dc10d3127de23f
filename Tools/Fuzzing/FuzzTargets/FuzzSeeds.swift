import Pages

/// Starting inputs for each target, cut from real pages: libFuzzer mutates
/// these, so it begins with the shapes authors write instead of random bytes.
public enum FuzzSeeds {
    /// The seeds one page gives each target.
    public static func seeds(fromPage text: String, file: String) -> [FuzzTarget: [String]] {
        let page = PageParser().parse(source: text, file: file).page
        var seeds: [FuzzTarget: [String]] = [.page: [text], .site: [text]]
        for block in page.codeBlocks where block.isFenced {
            seeds[.infoString, default: []].append(block.info.raw)
            switch block.language {
            case "swift": seeds[.example, default: []].append(block.code)
            case "scenario": seeds[.scenario, default: []].append(block.code)
            default: break
            }
        }
        return seeds
    }
}

/// What a run verified: the platform version and the devices its steps showed,
/// stated wherever a verdict is (traces, the JSON report, the site).
///
/// The reference configuration is iOS 17, an iPhone in portrait for compact width
/// and an iPad in landscape, full screen, for regular width (navigation-semantics.md);
/// `platform iOS N` selects another version.
public struct VerifiedConfiguration: Hashable, Sendable, CustomStringConvertible {
    public var platform: PlatformVersion
    /// The widths the run showed, compact first; both when nothing ran.
    public var sizeClasses: [SizeClass]
    /// Whether a step showed an iPad held in portrait (N31).
    public var showsPortraitTablet: Bool

    public init(platform: PlatformVersion?, trace: Trace?) {
        self.platform = platform ?? .iOS17
        let shown = Set(trace?.steps.map(\.ui.sizeClass) ?? [])
        sizeClasses = [SizeClass.compact, .regular].filter { shown.isEmpty || shown.contains($0) }
        showsPortraitTablet = trace?.steps.contains { $0.ui.sizeClass == .regular && $0.ui.orientation == .portrait } ?? false
    }

    /// `iOS 17 · iPhone portrait (compact) · iPad landscape (regular)`.
    public var description: String {
        ([platform.description] + sizeClasses.map(Self.device) + (showsPortraitTablet ? ["iPad portrait (regular)"] : [])).joined(separator: " · ")
    }

    static func device(_ sizeClass: SizeClass) -> String {
        switch sizeClass {
        case .compact: "iPhone portrait (compact)"
        case .regular: "iPad landscape (regular)"
        }
    }
}

/// The verdict on one `claim` of a scenario.
///
/// A claim is verified when its text is found in the page's prose and every step
/// of its group ran without error; it fails when its text is missing or one of
/// its steps failed; it is not run when its scenario did not reach it.
public struct ClaimReport: Hashable, Sendable, Codable {
    public var text: String
    /// The position of the claim line.
    public var location: SourceLocation
    public var status: CheckStatus

    public init(text: String, location: SourceLocation, status: CheckStatus) {
        self.text = text
        self.location = location
        self.status = status
    }
}

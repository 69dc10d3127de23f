/// An iOS version as the interpreter compares it for `#available`: `major * 100 + minor`.
enum AvailabilityVersion {
    /// The largest major version and minor version that can be encoded; scenario
    /// steps and `#available` conditions refuse larger numbers where they are read,
    /// and this clamps whatever reaches it anyway, so the product never overflows.
    static let maximumMajor = 9_999
    static let maximumMinor = 99

    static func encoded(major: Int, minor: Int) -> Int {
        min(max(major, 0), maximumMajor) * 100 + min(max(minor, 0), maximumMinor)
    }
}

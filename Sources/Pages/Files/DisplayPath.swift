/// Paths as diagnostics print them, joined without touching the disk.
///
/// A page is named as the user reached it (`content/en/app.md`, relative to the
/// working directory); a file it names (`../../Sources/App.swift`) is named the same
/// way, relative to the page's folder: `Sources/App.swift`.
public enum DisplayPath {
    /// `relative` resolved against the folder `base` (both with `/`), `.` and `..`
    /// folded away; `..` that climbs above a relative `base` is kept in front.
    public static func join(_ base: String, _ relative: String) -> String {
        if relative.hasPrefix("/") { return normalize(relative) }
        return normalize(base.isEmpty || base == "." ? relative : base + "/" + relative)
    }

    /// The folder of a file's display path (`content/en` for `content/en/app.md`, `.` for `app.md`).
    public static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// `path` with `.`, empty parts and `part/..` removed.
    public static func normalize(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..":
                if let last = parts.last, last != ".." {
                    parts.removeLast()
                } else if !absolute {
                    parts.append(part)
                }
            default: parts.append(part)
            }
        }
        let joined = parts.joined(separator: "/")
        if absolute { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }
}

/// How a Markdown file's path inside its language folder becomes a page address.
public enum PageSlug {
    /// `index.md` → `index`, `guide/index.md` → `guide`, `guide/basics.md` → `guide/basics`.
    public static func slug(forRelativePath path: String) -> String {
        var slug = path.hasSuffix(".md") ? String(path.dropLast(3)) : path
        if slug == "index" { return "index" }
        if slug.hasSuffix("/index") { slug = String(slug.dropLast(6)) }
        return slug
    }
}

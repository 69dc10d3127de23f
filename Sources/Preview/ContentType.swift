/// The `Content-Type` a browser needs for each kind of file a built site holds.
///
/// Browsers refuse a stylesheet or module served with the wrong type, so guessing
/// from the extension is not optional; unknown files go out as bytes.
public enum ContentType {
    /// The media type for a file name, from its extension (case-insensitive).
    public static func forFile(named name: String) -> String {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "application/octet-stream" }
        switch name[name.index(after: dot)...].lowercased() {
        case "html", "htm": return "text/html; charset=utf-8"
        case "css": return "text/css; charset=utf-8"
        case "js", "mjs": return "text/javascript; charset=utf-8"
        case "json": return "application/json; charset=utf-8"
        case "xml": return "application/xml; charset=utf-8"
        case "txt", "md": return "text/plain; charset=utf-8"
        case "svg": return "image/svg+xml"
        case "png": return "image/png"
        case "jpg", "jpeg": return "image/jpeg"
        case "gif": return "image/gif"
        case "webp": return "image/webp"
        case "avif": return "image/avif"
        case "ico": return "image/x-icon"
        case "woff": return "font/woff"
        case "woff2": return "font/woff2"
        case "pdf": return "application/pdf"
        case "wasm": return "application/wasm"
        default: return "application/octet-stream"
        }
    }

    /// Whether responses of this type are pages the live-reload script belongs in.
    public static func isHTML(_ contentType: String) -> Bool {
        contentType.hasPrefix("text/html")
    }
}

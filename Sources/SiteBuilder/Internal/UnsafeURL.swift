/// Recognises destinations a browser would turn into script or a local file, the
/// schemes cmark's safe mode blanks: `javascript:`, `vbscript:`, `file:`, and
/// `data:` other than a PNG, GIF, JPEG or WebP image.
///
/// The scheme is read the way browsers read it: case-insensitively, after leading
/// spaces and control characters, with tabs and line breaks inside ignored
/// (`" Java\tScript:"` runs script).
enum UnsafeURL {
    /// Why `destination` must not be written as a live URL, or nil when it may be.
    static func reason(for destination: String) -> String? {
        var scheme: [UInt8] = []
        var started = false
        for byte in destination.utf8 {
            if !started, byte <= 0x20 { continue }
            started = true
            if byte == 0x09 || byte == 0x0A || byte == 0x0D { continue }
            if byte == UInt8(ascii: ":") { break }
            scheme.append(byte | (byte >= 0x41 && byte <= 0x5A ? 0x20 : 0))
            // No scheme is longer; a colon this far in belongs to a path or query.
            if scheme.count > 10 { return nil }
        }
        switch String(decoding: scheme, as: UTF8.self) {
        case "javascript", "vbscript":
            return "a '\(String(decoding: scheme, as: UTF8.self)):' URL runs script in the reader's browser"
        case "file":
            return "a 'file:' URL points at the reader's own disk"
        case "data" where !isImageData(destination):
            return "a 'data:' URL other than a PNG, GIF, JPEG or WebP image can carry script"
        default:
            return nil
        }
    }

    private static func isImageData(_ destination: String) -> Bool {
        var cleaned = Substring(destination).drop { $0.asciiValue.map { $0 <= 0x20 } ?? false }
            .filter { $0 != "\t" && $0 != "\n" && $0 != "\r" }.lowercased()
        cleaned = String(cleaned.dropFirst("data:".count))
        return ["image/png", "image/gif", "image/jpeg", "image/webp"].contains { cleaned.hasPrefix($0) }
    }
}

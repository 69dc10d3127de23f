import Mustache
import Synchronization

/// Renders a template once per shape of its data, and each page by filling the
/// values into that rendering.
///
/// Mustache looks every value up by name and casts it at run time, around ten
/// dynamic casts a value; a page asks for about a hundred values, and that was most
/// of the cost of its template. But pages of one site mostly have the same shape: the
/// same booleans, counts and optionals, only other strings. So the template is
/// rendered with a marker in place of each string (`replacingStrings`), and the
/// output, cut at the markers, is kept as a skeleton for every page of that shape.
///
/// The template still decides everything, so a replaced template works the same:
/// - The shape (the cache key) is the data with each string reduced to what a
///   template can tell apart without writing it: empty or not (a section over it,
///   `empty(...)`, a partial's indentation), and whether it ends with a line break
///   (the indentation of an indented partial's next line).
/// - A marker holds both a lower-case and an upper-case letter, so a transform
///   (`uppercased`, `reversed`...) makes it unrecognisable; HTML escaping turns its `&`
///   into `&amp;`, which tells an escaped value (`{{title}}`) from a raw one (`{{{content}}}`).
/// - The template is rendered with two different sets of markers; only when both
///   give the same skeleton, with every marker recognised, is it used. Otherwise
///   pages of that shape are rendered by Mustache, as before.
final class TemplateSkeletons<Data: MustacheParent & Hashable & Sendable>: Sendable {
    private let templates: TemplateSet
    private let template: String
    private let replacingStrings: @Sendable (Data, (String) -> String) -> Data
    private let cache = Mutex<[Data: Skeleton]>([:])

    /// - Parameter replacingStrings: the data with each of its strings passed through
    ///   the closure, always the same strings in the same order.
    init(templates: TemplateSet, template: String, replacingStrings: @escaping @Sendable (Data, (String) -> String) -> Data) {
        self.templates = templates
        self.template = template
        self.replacingStrings = replacingStrings
    }

    private enum Skeleton: Sendable {
        case pieces([SkeletonPiece])
        /// The markers did not come out unchanged, or not the same twice.
        case renderedEachTime
    }

    /// What `template` renders for `data`.
    func render(_ data: Data) -> String {
        var values: [String] = []
        let shape = replacingStrings(data) { value in
            values.append(value)
            return Self.shape(of: value)
        }
        let skeleton = cache.withLock { $0[shape] } ?? {
            let made = makeSkeleton(for: data)
            cache.withLock { $0[shape] = made }
            return made
        }()
        guard case .pieces(let pieces) = skeleton else { return templates.render(data, template: template) }
        var html = ""
        html.reserveCapacity(values.reduce(1024) { $0 + $1.utf8.count })
        for piece in pieces {
            switch piece {
            case .text(let text): html += text
            case .value(let index, escaped: false): html += values[index]
            case .value(let index, escaped: true): html += TemplateEscaping().escapeText(values[index])
            }
        }
        return html
    }

    /// What a template can tell of a string it does not write: see the type's comment.
    private static func shape(of value: String) -> String {
        if value.isEmpty { return "" }
        // `Character` comparison, as swift-mustache's indentation decides (`"\r\n"` is not `"\n"`).
        return value.last == "\n" ? "x\n" : "x"
    }

    private func makeSkeleton(for data: Data) -> Skeleton {
        let skeletons = SkeletonMarker.sets.map { marker -> [SkeletonPiece]? in
            var endsWithLineBreak: [Bool] = []
            let marked = replacingStrings(data) { value in
                let index = endsWithLineBreak.count
                endsWithLineBreak.append(value.last == "\n")
                guard !value.isEmpty else { return "" }
                return marker.text(for: index) + (value.last == "\n" ? "\n" : "")
            }
            return marker.pieces(of: templates.render(marked, template: template), endsWithLineBreak: endsWithLineBreak)
        }
        guard let first = skeletons[0], skeletons.allSatisfy({ $0 == first }) else { return .renderedEachTime }
        return .pieces(first)
    }
}

/// A piece of a skeleton: text of the template, or where a string goes.
private enum SkeletonPiece: Sendable, Equatable {
    case text(String)
    /// The string at this position of `replacingStrings`, escaped or as it is.
    case value(Int, escaped: Bool)
}

/// A set of markers: `open`, `&`, two letters, the string's index, `close`.
private struct SkeletonMarker {
    let open: Unicode.Scalar
    let letters: String
    let close: Unicode.Scalar

    /// Private-use characters, which no transform changes, around letters, which they do.
    static let sets = [
        SkeletonMarker(open: "\u{E000}", letters: "aZ", close: "\u{E001}"),
        SkeletonMarker(open: "\u{E002}", letters: "bY", close: "\u{E003}"),
    ]

    func text(for index: Int) -> String {
        "\(open)&\(letters)\(index)\(close)"
    }

    /// `rendered` cut at the markers; nil when a marker is not whole and unchanged
    /// (bar escaping), or is not followed by its string's line break.
    func pieces(of rendered: String, endsWithLineBreak: [Bool]) -> [SkeletonPiece]? {
        let bytes = Array(rendered.utf8)
        let openBytes = Array(String(open).utf8)
        let closeBytes = Array(String(close).utf8)
        let raw = Array("&\(letters)".utf8)
        let escaped = Array("&amp;\(letters)".utf8)
        var pieces: [SkeletonPiece] = []
        var textStart = 0
        var index = 0
        func hasPrefix(_ prefix: [UInt8], at position: Int) -> Bool {
            position + prefix.count <= bytes.count && bytes[position..<position + prefix.count].elementsEqual(prefix)
        }
        while index < bytes.count {
            guard hasPrefix(openBytes, at: index) else {
                index += 1
                continue
            }
            if textStart < index { pieces.append(.text(String(decoding: bytes[textStart..<index], as: UTF8.self))) }
            index += openBytes.count
            let isEscaped: Bool
            if hasPrefix(raw, at: index) {
                isEscaped = false
                index += raw.count
            } else if hasPrefix(escaped, at: index) {
                isEscaped = true
                index += escaped.count
            } else {
                return nil
            }
            var number = 0
            let digitsStart = index
            while index < bytes.count, bytes[index] &- UInt8(ascii: "0") < 10, index - digitsStart < 9 {
                number = number * 10 + Int(bytes[index] &- UInt8(ascii: "0"))
                index += 1
            }
            guard index > digitsStart, number < endsWithLineBreak.count, hasPrefix(closeBytes, at: index) else { return nil }
            index += closeBytes.count
            if endsWithLineBreak[number] {
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\n") else { return nil }
                index += 1
            }
            pieces.append(.value(number, escaped: isEscaped))
            textStart = index
        }
        if textStart < bytes.count { pieces.append(.text(String(decoding: bytes[textStart...], as: UTF8.self))) }
        return pieces
    }
}

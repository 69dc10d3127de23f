import Foundation
internal import NavigationModel

/// Read-only text.
public struct Text: View, Equatable {
    let content: String

    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        content = key.text
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {
        self.content = String(content)
    }

    public init(verbatim content: String) {
        self.content = content
    }

    public init(_ attributedContent: AttributedString) {
        content = String(attributedContent.characters)
    }

    public init(_ date: Date, style: Text.DateStyle) {
        content = style.text(for: date)
    }

    public init(_ dates: ClosedRange<Date>) {
        content = "\(dates.lowerBound) – \(dates.upperBound)"
    }

    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        content = format.format(input)
    }

    public init(_ image: Image) {
        content = image.name
    }

    public static func + (lhs: Text, rhs: Text) -> Text {
        Text(verbatim: lhs.content + rhs.content)
    }

    public var body: Never { primitiveBody(Self.self) }

    /// How a date is written inside a text.
    public struct DateStyle: Equatable, Sendable {
        let name: String
        public static let time = DateStyle(name: "time")
        public static let date = DateStyle(name: "date")
        public static let relative = DateStyle(name: "relative")
        public static let offset = DateStyle(name: "offset")
        public static let timer = DateStyle(name: "timer")

        func text(for date: Date) -> String {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US")
            formatter.timeZone = TimeZone(identifier: "UTC")
            formatter.dateStyle = name == "date" ? .long : .none
            formatter.timeStyle = name == "time" ? .short : .none
            return formatter.string(from: date)
        }
    }
}

extension Text: RenderableView {
    func render(in renderer: Renderer, at place: String) throws -> ViewNode {
        ViewNode(.text(content))
    }
}

/// A string a view shows, looked up for localization in SwiftUI (used as written here).
public struct LocalizedStringKey: Equatable, Hashable, ExpressibleByStringInterpolation, Sendable {
    let text: String

    public init(_ value: String) {
        text = value
    }

    public init(stringLiteral value: String) {
        text = value
    }

    public init(stringInterpolation: StringInterpolation) {
        text = stringInterpolation.text
    }

    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""

        public init(literalCapacity: Int, interpolationCount: Int) {}

        public mutating func appendLiteral(_ literal: String) {
            text += literal
        }

        public mutating func appendInterpolation(_ string: String) {
            text += string
        }

        public mutating func appendInterpolation<Subject>(_ subject: Subject) {
            text += String(describing: subject)
        }

        public mutating func appendInterpolation<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
            text += formatter.string(for: subject) ?? String(describing: subject)
        }

        public mutating func appendInterpolation<Subject: NSObject>(_ subject: Subject, formatter: Formatter) {
            text += formatter.string(for: subject) ?? String(describing: subject)
        }

        public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
            text += String(format: specifier, value)
        }

        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
            text += format.format(input)
        }

        public mutating func appendInterpolation(_ text: Text) {
            self.text += text.content
        }

        public mutating func appendInterpolation(_ image: Image) {
            text += image.name
        }

        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            text += style.text(for: date)
        }

        public mutating func appendInterpolation(_ attributedString: AttributedString) {
            text += String(attributedString.characters)
        }
    }
}

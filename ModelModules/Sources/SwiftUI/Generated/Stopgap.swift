import Foundation
public struct HorizontalAlignment: Equatable, Sendable { let n: String; public static let center = HorizontalAlignment(n: "center"); public static let leading = HorizontalAlignment(n: "leading"); public static let trailing = HorizontalAlignment(n: "trailing") }
public struct VerticalAlignment: Equatable, Sendable { let n: String; public static let center = VerticalAlignment(n: "center"); public static let top = VerticalAlignment(n: "top"); public static let bottom = VerticalAlignment(n: "bottom") }
public struct Alignment: Equatable, Sendable { let n: String; public static let center = Alignment(n: "center") }
public struct GridItem { public init() {} }
public struct PinnedScrollableViews: OptionSet, Sendable { public let rawValue: UInt32; public init(rawValue: UInt32) { self.rawValue = rawValue } }
public enum Axis { public struct Set: OptionSet, Sendable { public let rawValue: Int8; public init(rawValue: Int8) { self.rawValue = rawValue }; public static let vertical = Set(rawValue: 1); public static let horizontal = Set(rawValue: 2) } }
public enum Edge: Int8 { case top, leading, bottom, trailing; public struct Set: OptionSet, Sendable { public let rawValue: Int8; public init(rawValue: Int8) { self.rawValue = rawValue }; public static let all = Set(rawValue: 15) } }
public enum VerticalEdge { case top, bottom }
public enum HorizontalEdge { case leading, trailing }
public protocol Shape {}
public struct FillStyle { public init() {} }
public struct UnitPoint { public static let center = UnitPoint() }
public struct Transaction { public init() {} }
public struct Animation { public static let `default` = Animation() }
public struct Font { public enum TextStyle { case body } }
extension View {
    public func padding(_file: String = #filePath, _line: Int = #line, _column: Int = #column) -> some View { inert("padding", _file, _line, _column) }
}

import Foundation
import UIKit
internal import NavigationModel

/// A colour, known by its name (`.pink`, or the asset's name).
public struct Color: View, ShapeStyle, Hashable, CustomStringConvertible, Sendable {
    let name: String

    init(named name: String) {
        self.name = name
    }

    public init(_ name: String, bundle: Bundle? = nil) {
        self.name = name
    }

    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        name = "red: \(red), green: \(green), blue: \(blue)"
    }

    public init(_ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        name = "red: \(red), green: \(green), blue: \(blue)"
    }

    public init(white: Double, opacity: Double = 1) {
        name = "white: \(white)"
    }

    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        name = "hue: \(hue), saturation: \(saturation), brightness: \(brightness)"
    }

    public init(uiColor: UIColor) {
        name = uiColor.name
    }

    public init(_ color: UIColor) {
        name = color.name
    }

    public var description: String { name }

    public var body: Never { primitiveBody(Self.self) }

    public func opacity(_ opacity: Double) -> Color { self }

    public enum RGBColorSpace: Hashable, Sendable {
        case sRGB, sRGBLinear, displayP3
    }

    public static let red = Color(named: "red")
    public static let orange = Color(named: "orange")
    public static let yellow = Color(named: "yellow")
    public static let green = Color(named: "green")
    public static let mint = Color(named: "mint")
    public static let teal = Color(named: "teal")
    public static let cyan = Color(named: "cyan")
    public static let blue = Color(named: "blue")
    public static let indigo = Color(named: "indigo")
    public static let purple = Color(named: "purple")
    public static let pink = Color(named: "pink")
    public static let brown = Color(named: "brown")
    public static let white = Color(named: "white")
    public static let gray = Color(named: "gray")
    public static let black = Color(named: "black")
    public static let clear = Color(named: "clear")
    public static let primary = Color(named: "primary")
    public static let secondary = Color(named: "secondary")
    public static let accentColor = Color(named: "accentColor")
}

extension Color: RenderableView {
    func render(in renderer: Renderer, at place: String) throws -> ViewNode {
        ViewNode(.color(name))
    }
}

extension Color: ModelValueConvertible {
    func modelValue(in bridge: ValueBridge, home: (state: String, members: [String])?) -> Value? {
        .color(name)
    }
}

extension Color: RebuildableFromModel {
    static func rebuild(from value: Value, template: Any?, in bridge: ValueBridge) -> Any? {
        guard case .color(let name) = value else { return nil }
        return Color(named: name)
    }
}

/// A way to fill a shape or text (a colour, a gradient, a material).
public protocol ShapeStyle: Sendable {}

extension ShapeStyle where Self == Color {
    public static var red: Color { Color(named: "red") }
    public static var orange: Color { Color(named: "orange") }
    public static var yellow: Color { Color(named: "yellow") }
    public static var green: Color { Color(named: "green") }
    public static var mint: Color { Color(named: "mint") }
    public static var teal: Color { Color(named: "teal") }
    public static var cyan: Color { Color(named: "cyan") }
    public static var blue: Color { Color(named: "blue") }
    public static var indigo: Color { Color(named: "indigo") }
    public static var purple: Color { Color(named: "purple") }
    public static var pink: Color { Color(named: "pink") }
    public static var brown: Color { Color(named: "brown") }
    public static var white: Color { Color(named: "white") }
    public static var gray: Color { Color(named: "gray") }
    public static var black: Color { Color(named: "black") }
    public static var clear: Color { Color(named: "clear") }
}

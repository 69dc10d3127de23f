import SwiftOperators
import SwiftSyntax

/// The platform the model stands for, as `#if` conditions see it.
///
/// Examples are pasted from iOS apps, so the modelled build is an iOS debug build
/// on a device: `os(iOS)`, `DEBUG`, and the frameworks an iOS app can import.
struct BuildConfiguration: Sendable {
    var operatingSystem = "iOS"
    var architecture = "arm64"
    /// An iOS device's answers to `_endian`, `_pointerBitWidth` and `_runtime`.
    var endianness = "little"
    var pointerBitWidth = "_64"
    var runtime = "_Native"
    var customConditions: Set<String> = ["DEBUG"]
    var importableModules: Set<String> = [
        "SwiftUI", "UIKit", "Foundation", "Observation", "Combine", "SwiftData", "MapKit", "os",
    ]
    /// The Swift language and compiler version `swift(>=…)` and `compiler(>=…)` compare with.
    var swiftVersion = [6, 3]

    static let modelled = BuildConfiguration()

    /// Why a condition could not be evaluated: a construct Swift would reject or that
    /// the model cannot answer.
    struct Problem: Error {
        var offset: Int
        var message: String
    }

    /// Whether the condition of an `#if` or `#elseif` clause holds for this build.
    func evaluate(_ condition: ExprSyntax) -> Result<Bool, Problem> {
        let folded = OperatorTable.standardOperators.foldAll(condition) { _ in }.as(ExprSyntax.self) ?? condition
        return evaluateFolded(folded)
    }

    private func evaluateFolded(_ condition: ExprSyntax) -> Result<Bool, Problem> {
        if let literal = condition.as(BooleanLiteralExprSyntax.self) {
            return .success(literal.literal.tokenKind == .keyword(.true))
        }
        if let reference = condition.as(DeclReferenceExprSyntax.self) {
            // Like swiftc: a custom condition that is not set is false, not an error.
            return .success(customConditions.contains(reference.baseName.text))
        }
        if let tuple = condition.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return evaluateFolded(only.expression)
        }
        if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return evaluateFolded(prefix.expression).map { !$0 }
        }
        if let infix = condition.as(InfixOperatorExprSyntax.self),
           let operatorName = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
           operatorName == "&&" || operatorName == "||" {
            switch evaluateFolded(infix.leftOperand) {
            case .failure(let problem): return .failure(problem)
            case .success(let left):
                // Swift skips the right side only for evaluation, not for checking; so do we.
                return evaluateFolded(infix.rightOperand).map { operatorName == "&&" ? left && $0 : left || $0 }
            }
        }
        if let call = condition.as(FunctionCallExprSyntax.self),
           let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
           let platformCondition = PlatformCondition(rawValue: name) {
            guard let argument = call.arguments.first?.expression else {
                return .failure(Problem(offset: call.offset, message: "expected an argument to '#if' condition '\(name)'"))
            }
            return evaluate(platformCondition, argument)
        }
        return .failure(Problem(offset: condition.offset, message: "unsupported: '#if' condition '\(condition.trimmedDescription)'"))
    }

    /// The conditions Swift defines for `#if`.
    private enum PlatformCondition: String {
        case os, arch, canImport, targetEnvironment, swift, compiler, hasFeature, hasAttribute
        case endian = "_endian", pointerBitWidth = "_pointerBitWidth", runtime = "_runtime"
    }

    private func evaluate(_ condition: PlatformCondition, _ argument: ExprSyntax) -> Result<Bool, Problem> {
        let name = argument.trimmedDescription
        switch condition {
        case .os: return .success(name == operatingSystem)
        case .arch: return .success(name == architecture)
        case .canImport:
            // `canImport(UIKit.UIView)` asks about the module.
            let module = name.split(separator: ".").first.map(String.init) ?? name
            return .success(importableModules.contains(module))
        case .targetEnvironment: return .success(false)
        case .hasFeature, .hasAttribute: return .success(false)
        case .endian: return .success(name == endianness)
        case .pointerBitWidth: return .success(name == pointerBitWidth)
        case .runtime: return .success(name == runtime)
        case .swift, .compiler:
            guard let prefix = argument.as(PrefixOperatorExprSyntax.self),
                  let version = Self.version(prefix.expression.trimmedDescription) else {
                return .failure(Problem(offset: argument.offset, message: "expected '>=' or '<' and a version in '\(condition.rawValue)(\(name))'"))
            }
            let atLeast = !swiftVersion.lexicographicallyPrecedes(version)
            switch prefix.operator.text {
            case ">=": return .success(atLeast)
            case "<": return .success(!atLeast)
            default: return .failure(Problem(offset: argument.offset, message: "expected '>=' or '<' and a version in '\(condition.rawValue)(\(name))'"))
            }
        }
    }

    private static func version(_ text: String) -> [Int]? {
        let parts = text.split(separator: ".").map { Int($0) }
        guard !parts.isEmpty, parts.allSatisfy({ $0 != nil }) else { return nil }
        return parts.compactMap { $0 }
    }
}

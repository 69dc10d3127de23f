import SwiftSyntax

/// Modifiers an example writes itself: `extension View` methods and `ViewModifier` structs.
extension CallLowerer {
    /// A call of a helper modifier on a view, or nil when `name` is SwiftUI's own.
    func lowerViewHelper(_ base: Lowered, name: String, arguments: [CallArgument], offset: Int) -> Lowered? {
        let nameOffset = offset + 1
        if let methods = symbols.viewExtensionMethods[name], let method = pickFunction(methods, arguments: arguments) {
            guard let aligned = alignArguments(arguments, to: method.parameters, calleeName: name, offset: nameOffset) else {
                return Lowered(expr: .invalid, type: .view)
            }
            return Lowered(expr: .methodCall(base: base.expr, method: method, arguments: aligned, offset: nameOffset), type: .view)
        }
        // `.modifier(CardModifier(…))`: the modifier's `body(content:)` with the view as its content.
        if name.names(.modifier), arguments.count == 1, arguments[0].label == nil {
            let modifier = lowerArgumentValue(arguments[0], expected: .unknown)
            guard case .declared(let typeName) = modifier.type, let type = symbols.types[typeName], type.conformances.contains("ViewModifier") else {
                return Lowered(expr: .modifier(base: base.expr, modifier: BuiltinModifier(name: name), name: name, arguments: [ArgumentIR(label: nil, value: modifier.expr, offset: arguments[0].offset)], offset: offset), type: .view)
            }
            guard let body = type.methods["body"]?.first(where: { $0.parameters.count == 1 }) else {
                report.error(arguments[0].offset, "interpreter.noMember", "type '\(typeName)' does not conform to protocol 'ViewModifier': it has no 'body(content:)'")
                return Lowered(expr: .invalid, type: .view)
            }
            let content = ArgumentIR(label: body.parameters[0].label, value: base.expr, offset: offset)
            return Lowered(expr: .methodCall(base: modifier.expr, method: body, arguments: [content], offset: nameOffset), type: .view)
        }
        return nil
    }
}

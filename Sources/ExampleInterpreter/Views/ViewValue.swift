/// A view as the example's code produced it, before the model sees it.
///
/// Content closures without parameters are already evaluated; destination
/// closures, row builders and button actions stay closures, run when needed.
struct ViewValue: @unchecked Sendable {
    indirect enum Kind: @unchecked Sendable {
        /// A SwiftUI view (`NavigationStack`, `Text`, `NavigationLink`, ...), arguments as written.
        case builtin(BuiltinView, arguments: [LabeledValue])
        /// An instance of a view struct declared in the example; its body is evaluated on demand.
        case declared(StructValue)
        /// A view used but not declared: shown as its constructor call.
        case opaque(type: String, arguments: [LabeledValue])
        /// `Color` used as a view.
        case color(String)
        /// What a view builder produced from several statements.
        case group([ViewValue])
        /// The taken branch of an `if`/`switch` in a builder (`-1`: an `if` without `else`, not taken).
        case conditional(branch: Int, content: ViewValue)
        case empty
    }

    var kind: Kind
    var modifiers: [ModifierValue] = []
    /// Where the view's name is in the joined program.
    var offset: Int

    static func group(_ views: [ViewValue], offset: Int) -> ViewValue {
        if views.count == 1 { return views[0] }
        return ViewValue(kind: views.isEmpty ? .empty : .group(views), offset: offset)
    }

    func argument(_ label: String?) -> RuntimeValue? {
        guard case .builtin(_, let arguments) = kind else { return nil }
        return arguments.first { $0.label == label }?.value
    }
}

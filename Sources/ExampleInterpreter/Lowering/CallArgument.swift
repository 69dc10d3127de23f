import SwiftSyntax

/// One argument of a call as written: label, expression, and whether it is a trailing closure.
struct CallArgument {
    var label: String?
    var expression: ExprSyntax
    var offset: Int
    var isTrailingClosure: Bool
}

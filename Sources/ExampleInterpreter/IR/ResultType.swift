/// The standard library's `Result<Success, Failure>`, for examples that use it without
/// declaring it.
///
/// An enum with the two cases Swift declares, their payloads of any type: `.success(x)`
/// where a `Result` is expected, and `case .failure(let error)` in a switch over one.
/// Added to an example's types only when its code names `Result` and declares none of its own.
enum ResultType {
    static let typeName = "Result"

    static func declaration() -> TypeDeclaration {
        let type = TypeDeclaration(name: typeName, kind: .enumType, offset: 0)
        type.cases = [
            TypeDeclaration.EnumCase(name: "success", parameters: [(label: nil, type: .unknown)], rawValue: nil),
            TypeDeclaration.EnumCase(name: "failure", parameters: [(label: nil, type: .unknown)], rawValue: nil),
        ]
        return type
    }
}

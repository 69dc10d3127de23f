/// The `(offset:, element:)` pairs of `enumerated()`.
///
/// Values have no tuples, so a pair is an instance of this one synthetic struct:
/// `$0.offset`, `\.offset` and `$0.element` read its fields, and a closure with two
/// parameters (`{ index, item in … }`) receives its two fields, as Swift destructures.
enum EnumeratedElement {
    static let typeName = "EnumeratedSequence.Element"

    static let declaration: TypeDeclaration = {
        let type = TypeDeclaration(name: typeName, kind: .structType, offset: 0)
        type.conformances = ["Hashable"]
        type.storedProperties = [
            TypeDeclaration.StoredProperty(name: "offset", type: .int, wrapper: .none, initializer: nil, hasInitialValue: false,
                                           isLet: true, offset: 0, isViewBuilderClosure: false),
            TypeDeclaration.StoredProperty(name: "element", type: .unknown, wrapper: .none, initializer: nil, hasInitialValue: false,
                                           isLet: true, offset: 0, isViewBuilderClosure: false),
        ]
        return type
    }()

    static func pair(_ offset: Int, _ element: RuntimeValue) -> RuntimeValue {
        .structValue(StructValue(type: declaration, fields: [.int(offset), element]))
    }

    /// The two values a two-parameter closure receives for one pair, or nil for any other value.
    static func destructured(_ value: RuntimeValue) -> [RuntimeValue]? {
        guard case .structValue(let instance) = value, instance.type === declaration else { return nil }
        return instance.fields
    }
}

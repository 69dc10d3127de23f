/// A method of a built-in value (`Array`, `Set`, `String`, `Bool`, `Int`, `Double`, `NavigationPath`),
/// resolved once in lowering.
///
/// This enum is the one list of built-in methods: lowering accepts exactly its
/// cases, types results with ``resultType(on:)``, and the runtime's switches over
/// it have no `default:`, so a method cannot be accepted and then be missing at
/// run time. Adding one means adding a case; the compiler points at every switch
/// that must learn it.
enum BuiltinMethod: String, CaseIterable, Sendable {
    // Reading a collection.
    case filter, map, compactMap, forEach, reduce
    case contains, allSatisfy, first, last, firstIndex, lastIndex
    case sorted, reversed, shuffled, randomElement, joined, enumerated
    case prefix, suffix, dropFirst, dropLast, max, min, starts
    case union, intersection, subtracting, symmetricDifference, isSubset, isSuperset
    // Strings.
    case uppercased, lowercased, hasPrefix, hasSuffix, trimmingCharacters
    // Numbers.
    case rounded, squareRoot, truncatingRemainder, isMultiple
    // Mutating.
    case round
    case append, removeLast, removeFirst, removeAll, insert, remove, popLast
    case sort, reverse, shuffle, formUnion, subtract, toggle

    /// The receivers a method is implemented for: what lowering checks a known type against.
    enum Receiver: Sendable {
        case array, set, string, bool, int, double, navigationPath
    }

    var isMutating: Bool {
        switch self {
        case .append, .removeLast, .removeFirst, .removeAll, .insert, .remove, .popLast,
             .sort, .reverse, .shuffle, .formUnion, .subtract, .toggle, .round:
            true
        case .filter, .map, .compactMap, .forEach, .reduce, .contains, .allSatisfy, .first, .last,
             .firstIndex, .lastIndex, .sorted, .reversed, .shuffled, .randomElement, .joined, .enumerated,
             .prefix, .suffix, .dropFirst, .dropLast, .max, .min, .starts, .union, .intersection,
             .subtracting, .symmetricDifference, .isSubset, .isSuperset,
             .uppercased, .lowercased, .hasPrefix, .hasSuffix, .trimmingCharacters,
             .rounded, .squareRoot, .truncatingRemainder, .isMultiple:
            false
        }
    }

    /// Why the interpreter refuses the method although Swift has it; `nil` when it runs.
    ///
    /// None is refused today. The random ones (`shuffled`, `shuffle`, `randomElement`)
    /// run from a fixed seed, so every run shows the same result and a note says so:
    /// a scenario can state what it shows, and never verifies the input unchanged.
    var refusal: String? {
        switch self {
        case .shuffled, .shuffle, .randomElement, .filter, .map, .compactMap, .forEach, .reduce, .contains, .allSatisfy, .first, .last,
             .firstIndex, .lastIndex, .sorted, .reversed, .joined, .enumerated, .prefix, .suffix, .dropFirst,
             .dropLast, .max, .min, .starts, .union, .intersection, .subtracting, .symmetricDifference,
             .isSubset, .isSuperset, .uppercased, .lowercased, .hasPrefix, .hasSuffix, .trimmingCharacters,
             .append, .removeLast, .removeFirst, .removeAll, .insert, .remove, .popLast, .sort, .reverse,
             .formUnion, .subtract, .toggle, .rounded, .round, .squareRoot, .truncatingRemainder, .isMultiple:
            nil
        }
    }

    /// Whether the runtime implements the method for a receiver.
    func isImplemented(for receiver: Receiver) -> Bool {
        if isNumeric { return receiver == (self == .isMultiple ? .int : .double) }
        switch receiver {
        case .int, .double:
            return false
        case .navigationPath:
            return self == .append || self == .removeLast
        case .bool:
            return self == .toggle
        case .string:
            return [.uppercased, .lowercased, .hasPrefix, .hasSuffix, .contains, .trimmingCharacters].contains(self)
        case .array, .set:
            switch self {
            case .uppercased, .lowercased, .hasPrefix, .hasSuffix, .trimmingCharacters, .toggle,
                 .rounded, .round, .squareRoot, .truncatingRemainder, .isMultiple:
                return false
            case .formUnion, .subtract:
                return receiver == .set
            case .append, .removeLast, .removeFirst, .popLast, .sort, .reverse, .shuffle:
                return receiver == .array
            case .filter, .map, .compactMap, .forEach, .reduce, .contains, .allSatisfy, .first, .last,
                 .firstIndex, .lastIndex, .sorted, .reversed, .shuffled, .randomElement, .joined, .enumerated, .prefix,
                 .suffix, .dropFirst, .dropLast, .max, .min, .starts, .union, .intersection, .subtracting,
                 .symmetricDifference, .isSubset, .isSuperset, .removeAll, .insert, .remove:
                return true
            }
        }
    }

    /// A method of `Int` (`isMultiple(of:)`) or `Double` (`rounded()`, `round()`, `squareRoot()`,
    /// `truncatingRemainder(dividingBy:)`): the arithmetic apps do beside the operators.
    var isNumeric: Bool {
        [.rounded, .round, .squareRoot, .truncatingRemainder, .isMultiple].contains(self)
    }

    /// The label Swift gives a trailing closure of this method (`first { }` is `first(where:)`).
    var trailingClosureLabel: String? {
        switch self {
        case .first, .last, .contains, .firstIndex, .lastIndex, .removeAll, .allSatisfy: "where"
        case .sorted, .sort, .max, .min: "by"
        case .filter, .map, .compactMap, .forEach, .reduce, .reversed, .shuffled, .randomElement, .joined, .enumerated,
             .prefix, .suffix, .dropFirst, .dropLast, .starts, .union, .intersection, .subtracting,
             .symmetricDifference, .isSubset, .isSuperset, .uppercased, .lowercased, .hasPrefix, .hasSuffix,
             .trimmingCharacters, .append, .removeLast, .removeFirst, .insert, .remove, .popLast, .reverse,
             .shuffle, .formUnion, .subtract, .toggle, .rounded, .round, .squareRoot, .truncatingRemainder, .isMultiple:
            nil
        }
    }

    /// The types of a closure argument's parameters, for inference inside it.
    func closureParameterTypes(element: StaticType) -> [StaticType] {
        switch self {
        case .sorted, .sort, .max, .min: [element, element]
        case .reduce: [.unknown, element]
        case .filter, .map, .compactMap, .forEach, .contains, .allSatisfy, .first, .last, .firstIndex, .lastIndex, .reversed, .shuffled,
             .randomElement, .joined, .enumerated, .prefix, .suffix, .dropFirst, .dropLast, .starts, .union, .intersection, .subtracting,
             .symmetricDifference, .isSubset, .isSuperset, .uppercased, .lowercased, .hasPrefix, .hasSuffix, .trimmingCharacters, .rounded,
             .squareRoot, .truncatingRemainder, .isMultiple, .round, .append, .removeLast, .removeFirst, .removeAll, .insert, .remove,
             .popLast, .reverse, .shuffle, .formUnion, .subtract, .toggle:
            [element]
        }
    }

    /// Whether an argument has the collection's element type (`append(x)`, `contains(x)`).
    var takesElement: Bool {
        switch self {
        case .append, .contains, .insert, .firstIndex, .lastIndex, .remove: true
        case .filter, .map, .compactMap, .forEach, .reduce, .allSatisfy, .first, .last, .sorted, .reversed, .shuffled, .randomElement,
             .joined, .enumerated, .prefix, .suffix, .dropFirst, .dropLast, .max, .min, .starts, .union, .intersection, .subtracting,
             .symmetricDifference, .isSubset, .isSuperset, .uppercased, .lowercased, .hasPrefix, .hasSuffix, .trimmingCharacters, .rounded,
             .squareRoot, .truncatingRemainder, .isMultiple, .round, .removeLast, .removeFirst, .removeAll, .popLast, .sort, .reverse,
             .shuffle, .formUnion, .subtract, .toggle:
            false
        }
    }

    /// What a call returns on a receiver of static type `base`, as far as lowering can tell.
    func resultType(on base: StaticType) -> StaticType {
        switch self {
        case .filter, .sorted, .reversed, .shuffled, .dropFirst, .dropLast, .prefix, .suffix:
            if case .set(let element) = base { return .array(element) }
            return base
        case .first, .last, .randomElement, .max, .min, .popLast: return .optional(base.elementType)
        case .contains, .allSatisfy, .hasPrefix, .hasSuffix, .isSubset, .isSuperset, .starts, .isMultiple: return .bool
        case .rounded, .squareRoot, .truncatingRemainder: return .double
        case .uppercased, .lowercased, .joined, .trimmingCharacters: return .string
        case .enumerated: return .array(.declared(EnumeratedElement.typeName))
        case .firstIndex, .lastIndex: return .optional(.int)
        case .removeLast, .removeFirst, .remove: return base.elementType
        case .map, .compactMap: return .array(.unknown)
        case .union, .intersection, .subtracting, .symmetricDifference: return base
        // Unknown rather than Void: a closure whose last statement is one of these keeps its own result type.
        case .forEach, .append, .removeAll, .insert, .sort, .reverse, .shuffle, .formUnion, .subtract, .toggle, .reduce, .round:
            return .unknown
        }
    }
}

extension BuiltinMethod.Receiver {
    /// The receiver a statically known type is, if it is one.
    init?(_ type: StaticType) {
        switch type {
        case .array: self = .array
        case .set: self = .set
        case .string: self = .string
        case .bool: self = .bool
        case .int: self = .int
        case .double: self = .double
        case .navigationPath: self = .navigationPath
        case .color, .void, .dictionary, .optional, .range, .declared, .opaque, .view, .function, .metatype, .swiftUI, .contextual,
             .undeclared, .generic, .unknown:
            return nil
        }
    }
}

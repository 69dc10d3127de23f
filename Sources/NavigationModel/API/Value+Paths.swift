/// Path operations with Swift's semantics and Swift's fault messages (N4, N8, N9).
///
/// The interpreter uses these for `path.append(x)`, `path.removeLast(k)`,
/// `path.removeAll()`, `path.count` and `path.codable` on both typed arrays and
/// `NavigationPath`, so that a fault such as removing more than a path holds is
/// reported in the same words everywhere.
extension Value {
    /// Swift's message for `removeLast(k)` past the start (also `NavigationPath.removeLast()` on an empty path).
    public static let removeTooManyMessage = "Can't remove more items from a collection than it contains"
    /// Swift's message for `Array.removeLast()` on an empty array.
    public static let removeFromEmptyMessage = "Can't remove last element from an empty collection"

    /// The number of elements of an array, set, dictionary or navigation path.
    public var count: Int? {
        switch self {
        case .array(_, let elements): return elements.count
        case .set(_, let members): return members.count
        case .dictionary(_, _, let entries): return entries.count
        case .navigationPath(let elements): return elements.count
        case .int, .double, .bool, .string, .optional, .instance, .enumCase, .color, .opaque, .closure: return nil
        }
    }

    /// Appends to an array or navigation path; `types` decides whether a path element is codable.
    public mutating func append(_ element: Value, types: TypeTable) throws {
        switch self {
        case .array(let type, var elements):
            elements.append(element)
            self = .array(elementType: type, elements)
        case .navigationPath(var elements):
            elements.append(types.pathElement(element))
            self = .navigationPath(elements)
        case .int, .double, .bool, .string, .optional, .set, .dictionary, .instance, .enumCase, .color, .opaque, .closure:
            throw NavigationAppError("value of type '\(typeName)' has no member 'append'")
        }
    }

    /// Removes the last `k` elements (`k == nil` is `removeLast()`), failing as Swift traps.
    public mutating func removeLast(_ k: Int? = nil) throws {
        let amount = k ?? 1
        if amount < 0 { throw NavigationAppError("Number of elements to remove should be non-negative") }
        switch self {
        case .array(let type, var elements):
            guard amount <= elements.count else {
                throw NavigationAppError(k == nil ? Self.removeFromEmptyMessage : Self.removeTooManyMessage)
            }
            elements.removeLast(amount)
            self = .array(elementType: type, elements)
        case .navigationPath(var elements):
            guard amount <= elements.count else { throw NavigationAppError(Self.removeTooManyMessage) }
            elements.removeLast(amount)
            self = .navigationPath(elements)
        case .int, .double, .bool, .string, .optional, .set, .dictionary, .instance, .enumCase, .color, .opaque, .closure:
            throw NavigationAppError("value of type '\(typeName)' has no member 'removeLast'")
        }
    }

    /// Empties an array, set, dictionary or navigation path.
    public mutating func removeAll() throws {
        switch self {
        case .array(let type, _): self = .array(elementType: type, [])
        case .set(let type, _): self = .set(elementType: type, [])
        case .dictionary(let key, let value, _): self = .dictionary(keyType: key, valueType: value, [:])
        case .navigationPath: self = .navigationPath([])
        case .int, .double, .bool, .string, .optional, .instance, .enumCase, .color, .opaque, .closure: throw NavigationAppError("value of type '\(typeName)' has no member 'removeAll'")
        }
    }

    /// For a navigation path: whether `codable` is non-nil, that is, every element is `Codable` (N9).
    public var hasCodableRepresentation: Bool {
        guard case .navigationPath(let elements) = self else { return false }
        return elements.allSatisfy(\.isCodable)
    }
}

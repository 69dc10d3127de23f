extension RuntimeValue: Hashable {
    /// One arm per case of `lhs` and no `default:`, so a new case must say what it equals
    /// (a switch over the pair, spelt out, is more than the compiler checks in reasonable time).
    static func == (lhs: RuntimeValue, rhs: RuntimeValue) -> Bool {
        switch lhs {
        case .int(let a):
            if case .int(let b) = rhs { return a == b }
            if case .double(let b) = rhs { return Double(a) == b }
            return false
        case .double(let a):
            if case .double(let b) = rhs { return a == b }
            if case .int(let b) = rhs { return Double(b) == a }
            return false
        case .bool(let a):
            if case .bool(let b) = rhs { return a == b }
            return false
        case .string(let a):
            if case .string(let b) = rhs { return a == b }
            return false
        case .color(let a):
            if case .color(let b) = rhs { return a == b }
            return false
        case .none:
            if case .none = rhs { return true }
            return false
        case .array(let a):
            if case .array(let b) = rhs { return a == b }
            if case .set(let b) = rhs { return sameElements(b, a) }
            return false
        case .set(let a):
            if case .set(let b) = rhs { return sameElements(a, b) }
            if case .array(let b) = rhs { return sameElements(a, b) }
            return false
        case .dictionary(let a):
            guard case .dictionary(let b) = rhs, a.count == b.count else { return false }
            return a.allSatisfy { pair in b.contains { $0.key == pair.key && $0.value == pair.value } }
        case .range(let l1, let u1, let c1):
            if case .range(let l2, let u2, let c2) = rhs { return l1 == l2 && u1 == u2 && c1 == c2 }
            return false
        case .enumCase(let t1, let n1, let p1):
            if case .enumCase(let t2, let n2, let p2) = rhs { return t1 == t2 && n1 == n2 && p1.map(\.value) == p2.map(\.value) }
            return false
        case .structValue(let a):
            if case .structValue(let b) = rhs { return a.type.name == b.type.name && a.fields == b.fields }
            return false
        case .opaque(let t1, let a1):
            if case .opaque(let t2, let a2) = rhs { return t1 == t2 && a1.map(\.label) == a2.map(\.label) && a1.map(\.value) == a2.map(\.value) }
            return false
        case .navigationPath(let a):
            if case .navigationPath(let b) = rhs { return a == b }
            return false
        case .codablePath(let a):
            if case .codablePath(let b) = rhs { return a == b }
            return false
        case .closure(let a):
            if case .closure(let b) = rhs { return a === b }
            return false
        // Objects are equal when they are the same object (`===`).
        case .object(let a):
            if case .object(let b) = rhs { return a === b }
            return false
        case .binding(let a):
            if case .binding(let b) = rhs { return a === b }
            return false
        case .metatype(let a):
            if case .metatype(let b) = rhs { return a == b }
            return false
        case .keyPath(let a):
            if case .keyPath(let b) = rhs { return a == b }
            return false
        case .swiftUIConstant(let t1, let n1):
            if case .swiftUIConstant(let t2, let n2) = rhs { return t1 == t2 && n1 == n2 }
            return false
        case .undeclared(let a, _):
            if case .undeclared(let b, _) = rhs { return a == b }
            return false
        case .void:
            if case .void = rhs { return true }
            return false
        case .view:
            return false
        }
    }

    /// A set equals a set or an array with the same elements, in any order.
    private static func sameElements(_ set: [RuntimeValue], _ other: [RuntimeValue]) -> Bool {
        set.count == other.count && Set(set) == Set(other)
    }

    func hash(into hasher: inout Hasher) {
        switch self {
        case .int(let v): hasher.combine(Double(v))
        case .double(let v): hasher.combine(v)
        case .bool(let v): hasher.combine(v)
        case .string(let v): hasher.combine(v)
        case .color(let v): hasher.combine(v)
        case .none: hasher.combine(0)
        case .array(let v), .set(let v): hasher.combine(v.count)
        case .dictionary(let v): hasher.combine(v.count)
        case .range(let l, let u, _): hasher.combine(l); hasher.combine(u)
        case .enumCase(let t, let n, _): hasher.combine(t); hasher.combine(n)
        case .structValue(let s): hasher.combine(s.type.name); hasher.combine(s.fields)
        case .opaque(let t, let a): hasher.combine(t); hasher.combine(a.map(\.value))
        case .object(let box): hasher.combine(ObjectIdentifier(box))
        case .navigationPath(let v), .codablePath(let v): hasher.combine(v)
        case .closure, .binding, .view, .void: hasher.combine(1)
        case .metatype(let t): hasher.combine(t)
        case .keyPath(let k): hasher.combine(k)
        case .swiftUIConstant(let t, let n): hasher.combine(t); hasher.combine(n)
        case .undeclared(let name, _): hasher.combine(name)
        }
    }
}

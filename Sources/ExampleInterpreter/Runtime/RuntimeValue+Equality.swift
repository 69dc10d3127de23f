extension RuntimeValue: Hashable {
    static func == (lhs: RuntimeValue, rhs: RuntimeValue) -> Bool {
        switch (lhs, rhs) {
        case (.int(let a), .int(let b)): return a == b
        case (.double(let a), .double(let b)): return a == b
        case (.int(let a), .double(let b)), (.double(let b), .int(let a)): return Double(a) == b
        case (.bool(let a), .bool(let b)): return a == b
        case (.string(let a), .string(let b)): return a == b
        case (.color(let a), .color(let b)): return a == b
        case (.none, .none): return true
        case (.array(let a), .array(let b)): return a == b
        case (.set(let a), .set(let b)), (.set(let a), .array(let b)), (.array(let b), .set(let a)):
            return a.count == b.count && Set(a) == Set(b)
        case (.dictionary(let a), .dictionary(let b)):
            guard a.count == b.count else { return false }
            return a.allSatisfy { pair in b.contains { $0.key == pair.key && $0.value == pair.value } }
        case (.range(let l1, let u1, let c1), .range(let l2, let u2, let c2)): return l1 == l2 && u1 == u2 && c1 == c2
        case (.enumCase(let t1, let n1, let p1), .enumCase(let t2, let n2, let p2)):
            return t1 == t2 && n1 == n2 && p1.map(\.value) == p2.map(\.value)
        case (.structValue(let a), .structValue(let b)): return a.type.name == b.type.name && a.fields == b.fields
        case (.opaque(let t1, let a1), .opaque(let t2, let a2)):
            return t1 == t2 && a1.map(\.label) == a2.map(\.label) && a1.map(\.value) == a2.map(\.value)
        case (.navigationPath(let a), .navigationPath(let b)): return a == b
        case (.codablePath(let a), .codablePath(let b)): return a == b
        case (.closure(let a), .closure(let b)): return a === b
        // Objects are equal when they are the same object (`===`).
        case (.object(let a), .object(let b)): return a === b
        case (.binding(let a), .binding(let b)): return a === b
        case (.metatype(let a), .metatype(let b)): return a == b
        case (.keyPath(let a), .keyPath(let b)): return a == b
        case (.swiftUIConstant(let t1, let n1), .swiftUIConstant(let t2, let n2)): return t1 == t2 && n1 == n2
        case (.undeclared(let a, _), .undeclared(let b, _)): return a == b
        case (.void, .void): return true
        default: return false
        }
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

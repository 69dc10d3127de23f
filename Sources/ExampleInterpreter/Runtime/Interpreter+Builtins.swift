extension Interpreter {
    // MARK: Properties

    func member(_ value: RuntimeValue, _ name: String, offset: Int) throws(EvaluationError) -> RuntimeValue {
        switch (value, name) {
        case (.array(let elements), "count"), (.set(let elements), "count"), (.navigationPath(let elements), "count"):
            return .int(elements.count)
        case (.array(let elements), "isEmpty"), (.set(let elements), "isEmpty"), (.navigationPath(let elements), "isEmpty"):
            return .bool(elements.isEmpty)
        case (.array(let elements), "first"), (.set(let elements), "first"): return elements.first ?? .none
        case (.array(let elements), "last"): return elements.last ?? .none
        case (.navigationPath(let elements), "codable"):
            if elements.allSatisfy(isCodable) { return .codablePath(elements) }
            exercisedBehaviours.insert(.pathCodableIsNilForNonCodableElements)
            return .none
        case (.string(let string), "count"): return .int(string.count)
        case (.string(let string), "isEmpty"): return .bool(string.isEmpty)
        case (.string(let string), "capitalized"):
            return .string(string.split(separator: " ", omittingEmptySubsequences: false).map { $0.prefix(1).uppercased() + $0.dropFirst().lowercased() }.joined(separator: " "))
        case (.string(let string), "first"): return string.first.map { .string(String($0)) } ?? .none
        case (.string(let string), "last"): return string.last.map { .string(String($0)) } ?? .none
        case (.dictionary(let pairs), "count"): return .int(pairs.count)
        case (.dictionary(let pairs), "isEmpty"): return .bool(pairs.isEmpty)
        case (.dictionary(let pairs), "keys"): return .array(pairs.map(\.key))
        case (.dictionary(let pairs), "values"): return .array(pairs.map(\.value))
        case (.range(let lower, let upper, let closed), "count"):
            guard let count = Interpreter.rangeCount(lower, upper, closed: closed) else { throw fault(offset, "arithmetic overflow", id: "interpreter.overflow") }
            return .int(count)
        case (.range(let lower, _, _), "lowerBound"): return .int(lower)
        case (.range(_, let upper, _), "upperBound"): return .int(upper)
        case (.range(let lower, let upper, let closed), "isEmpty"): return .bool(!closed && lower == upper)
        case (.enumCase(let typeName, let caseName, _), "rawValue"):
            if let type = program.types[typeName], let raw = type.enumCase(caseName)?.rawValue { return raw }
        case (.structValue(let instance), _):
            if let index = instance.type.fieldIndex(name) {
                if case .binding(let cell) = instance.fields[index], instance.type.storedProperties[index].wrapper != .none { return cell.value }
                return instance.fields[index]
            }
            if let getter = instance.type.computedProperties[name] {
                return try invoke(getter, self: value, arguments: [], parent: nil, offset: offset).0
            }
        case (.enumCase(let typeName, _, _), _):
            if let getter = program.types[typeName]?.computedProperties[name] {
                return try invoke(getter, self: value, arguments: [], parent: nil, offset: offset).0
            }
        case (.opaque("URL", let arguments), _):
            if let part = Self.urlMember(arguments, name) { return part }
            throw fault(offset, ExpressionLowerer.opaqueMemberMessage("URL", name), id: "interpreter.opaqueMember")
        case (.opaque(let typeName, _), _):
            throw fault(offset, ExpressionLowerer.opaqueMemberMessage(typeName, name), id: "interpreter.opaqueMember")
        case (.none, _):
            throw fault(offset, "value of optional type must be unwrapped to refer to member '\(name)'")
        case (.int, _), (.double, _), (.bool, _), (.string, _), (.color, _), (.array, _), (.set, _), (.dictionary, _), (.range, _),
             (.object, _), (.navigationPath, _), (.codablePath, _), (.closure, _), (.binding, _), (.view, _), (.metatype, _), (.keyPath, _),
             (.swiftUIConstant, _), (.undeclared, _), (.void, _):
            break
        }
        if name == "description" { return .string(describe(value)) }
        if name == "hashValue" { return .int(value.hashValue) }
        throw fault(offset, "value of type '\(value.typeName)' has no member '\(name)'", id: "interpreter.noMember")
    }

    /// Whether a value can go into `NavigationPath.codable` (N9).
    func isCodable(_ value: RuntimeValue) -> Bool {
        switch value {
        case .int, .double, .bool, .string: return true
        case .array(let elements), .set(let elements): return elements.allSatisfy(isCodable)
        case .enumCase(let type, _, let payload): return program.types[type]?.isCodable == true && payload.allSatisfy { isCodable($0.value) }
        case .structValue(let instance): return instance.type.isCodable
        case .none: return true
        case .color, .dictionary, .range, .object, .opaque, .navigationPath, .codablePath, .closure, .binding, .view, .metatype, .keyPath,
             .swiftUIConstant, .undeclared, .void:
            return false
        }
    }

    // MARK: Methods

    /// A trailing closure carries no label; give it the label its method's parameter has.
    static func labelingTrailingClosure(_ method: BuiltinMethod, _ arguments: [LabeledValue]) -> [LabeledValue] {
        guard let first = arguments.first, first.label == nil, case .closure = first.value else { return arguments }
        var labeled = arguments
        labeled[0].label = method.trailingClosureLabel
        return labeled
    }

    /// A method that is no built-in one, on a value lowering could not type: Swift's words for its real type.
    func unresolvedMethod(_ value: RuntimeValue, _ name: String, offset: Int) throws(EvaluationError) -> RuntimeValue {
        switch value {
        case .opaque(let typeName, _):
            throw fault(offset, ExpressionLowerer.opaqueMemberMessage(typeName, name), id: "interpreter.opaqueMember")
        case .none:
            throw fault(offset, "value of optional type must be unwrapped to refer to member '\(name)'")
        case .int, .double:
            // What lowering says of a number it typed, said of one it could not.
            let receiver: BuiltinMethod.Receiver = value.typeName == "Int" ? .int : .double
            if StandardLibraryMembers.numberNames.contains(name) {
                throw fault(offset, "unsupported: '\(name)' on '\(value.typeName)'", id: "interpreter.unsupported")
            }
            var message = "value of type '\(value.typeName)' has no member '\(name)'"
            let members = BuiltinMethod.allCases.filter { $0.isImplemented(for: receiver) }.map(\.rawValue) + CallLowerer.builtinProperties(of: receiver)
            if let suggestion = NearMiss.closest(to: name, in: members) { message += "; did you mean '\(suggestion)'?" }
            throw fault(offset, message, id: "interpreter.noMember")
        case .bool, .string, .color, .array, .set, .dictionary, .range, .enumCase, .structValue, .object, .navigationPath, .codablePath,
             .closure, .binding, .view, .metatype, .keyPath, .swiftUIConstant, .undeclared, .void:
            throw fault(offset, "value of type '\(value.typeName)' has no member '\(name)'", id: "interpreter.noMember")
        }
    }

    func method(_ value: RuntimeValue, _ method: BuiltinMethod, _ arguments: [LabeledValue], offset: Int) throws(EvaluationError) -> RuntimeValue {
        let arguments = Self.labelingTrailingClosure(method, arguments)
        let first = arguments.first?.value
        if let refusal = method.refusal { throw fault(offset, refusal, id: "interpreter.unsupported") }
        switch value {
        case .range:
            // A range's methods are its elements' (`(1...7).map { … }`).
            return try self.method(.array(try sequenceElements(value, offset: offset)), method, arguments, offset: offset)
        case .array(let elements) where method == .enumerated, .set(let elements) where method == .enumerated:
            try budget.spend(offset, elements: elements.count)
            return .array(elements.enumerated().map { EnumeratedElement.pair($0.offset, $0.element) })
        case .array(let elements), .set(let elements):
            // Every built-in method scans its collection at most once (sorting spends
            // per comparison): charged up front, so a loop of scans stays in the budget.
            try budget.spend(offset, elements: elements.count)
            let label = arguments.first?.label
            switch method {
            case .filter:
                var result: [RuntimeValue] = []
                for element in elements where try predicate(first, element, offset: offset) { result.append(element) }
                return .array(result)
            case .map:
                var result: [RuntimeValue] = []
                for element in elements { result.append(try apply(first, element, offset: offset)) }
                return .array(result)
            case .compactMap:
                var result: [RuntimeValue] = []
                for element in elements {
                    let mapped = try apply(first, element, offset: offset)
                    if !mapped.isNil { result.append(mapped) }
                }
                return .array(result)
            case .forEach:
                for element in elements { _ = try apply(first, element, offset: offset) }
                return .void
            case .reduce:
                guard arguments.count == 2, case .closure(let combine) = arguments[1].value else { break }
                var result = arguments[0].value
                for element in elements { result = try call(combine, arguments: [result, element], offset: offset) }
                return result
            case .first where label == "where":
                for element in elements where try predicate(first, element, offset: offset) { return element }
                return .none
            case .last where label == "where":
                for element in elements.reversed() where try predicate(first, element, offset: offset) { return element }
                return .none
            case .first, .last:
                // `first` and `last` without `where:` are properties, lowered as members.
                break
            case .contains:
                if label == "where" {
                    for element in elements where try predicate(first, element, offset: offset) { return .bool(true) }
                    return .bool(false)
                }
                return .bool(elements.contains { $0 == first })
            case .allSatisfy:
                for element in elements where !(try predicate(first, element, offset: offset)) { return .bool(false) }
                return .bool(true)
            case .firstIndex, .lastIndex:
                let indices = method == .firstIndex ? Array(elements.indices) : elements.indices.reversed()
                for index in indices {
                    let matches = label == "where" ? try predicate(first, elements[index], offset: offset) : elements[index] == first
                    if matches { return .int(index) }
                }
                return .none
            case .sorted:
                return .array(try sortedValues(elements, by: label == "by" ? first : nil, offset: offset))
            case .reversed: return .array(elements.reversed())
            case .shuffled: return .array(elements.shuffled(using: &random))
            case .randomElement: return elements.randomElement(using: &random) ?? .none
            case .joined:
                var separator = ""
                if case .string(let s)? = first { separator = s }
                var joined = ""
                for (index, element) in elements.enumerated() {
                    if index > 0 { joined += separator }
                    joined += describe(element)
                    try SizeLimit.check(joined.utf8.count, offset, .string)
                }
                try budget.spend(offset, elements: joined.utf8.count)
                return .string(joined)
            case .prefix:
                guard case .int(let n)? = first else { break }
                return .array(Array(elements.prefix(max(n, 0))))
            case .suffix:
                guard case .int(let n)? = first else { break }
                return .array(Array(elements.suffix(max(n, 0))))
            case .dropFirst:
                if case .int(let n)? = first { return .array(Array(elements.dropFirst(max(n, 0)))) }
                return .array(Array(elements.dropFirst()))
            case .dropLast:
                if case .int(let n)? = first { return .array(Array(elements.dropLast(max(n, 0)))) }
                return .array(Array(elements.dropLast()))
            case .max: return try sortedValues(elements, by: first, offset: offset).last ?? .none
            case .min: return try sortedValues(elements, by: first, offset: offset).first ?? .none
            case .starts:
                let prefix = try sequenceElements(first ?? .void, offset: offset)
                return .bool(elements.starts(with: prefix))
            case .union:
                let union = Self.unique(elements + (try sequenceElements(first ?? .void, offset: offset)))
                try SizeLimit.check(union.count, offset, .set)
                try budget.spend(offset, elements: union.count)
                return .set(union)
            // Hashed, so two large collections never cost their product.
            case .intersection, .subtracting:
                let other = Set(try sequenceElements(first ?? .void, offset: offset))
                try budget.spend(offset, elements: elements.count + other.count)
                return .set(elements.filter { other.contains($0) == (method == .intersection) })
            case .symmetricDifference:
                let otherElements = Self.unique(try sequenceElements(first ?? .void, offset: offset))
                let mine = Set(elements), other = Set(otherElements)
                try budget.spend(offset, elements: elements.count + other.count)
                return .set(elements.filter { !other.contains($0) } + otherElements.filter { !mine.contains($0) })
            case .isSubset, .isSuperset:
                let otherElements = try sequenceElements(first ?? .void, offset: offset)
                try budget.spend(offset, elements: elements.count + otherElements.count)
                if method == .isSubset {
                    let other = Set(otherElements)
                    return .bool(elements.allSatisfy { other.contains($0) })
                }
                let mine = Set(elements)
                return .bool(otherElements.allSatisfy { mine.contains($0) })
            case .enumerated:
                break // answered before this switch, for arrays and sets alike
            case .uppercased, .lowercased, .hasPrefix, .hasSuffix, .trimmingCharacters,
                 .append, .removeLast, .removeFirst, .removeAll, .insert, .remove, .popLast,
                 .sort, .reverse, .shuffle, .formUnion, .subtract, .toggle,
                 .rounded, .round, .squareRoot, .truncatingRemainder, .isMultiple:
                break
            }
        case .string(let string):
            switch method {
            case .uppercased: return .string(string.uppercased())
            case .lowercased: return .string(string.lowercased())
            case .hasPrefix: if case .string(let p)? = first { return .bool(string.hasPrefix(p)) }
            case .hasSuffix: if case .string(let p)? = first { return .bool(string.hasSuffix(p)) }
            case .contains: if case .string(let p)? = first { return .bool(string.contains(p)) }
            case .trimmingCharacters:
                guard case .swiftUIConstant(_, let set)? = first, let trimmed = Self.trimming(string, set) else { break }
                return .string(trimmed)
            case .filter, .map, .compactMap, .forEach, .reduce, .allSatisfy, .first, .last, .firstIndex,
                 .lastIndex, .sorted, .reversed, .shuffled, .randomElement, .joined, .enumerated, .prefix, .suffix,
                 .dropFirst, .dropLast, .max, .min, .starts, .union, .intersection, .subtracting,
                 .symmetricDifference, .isSubset, .isSuperset, .append, .removeLast, .removeFirst,
                 .removeAll, .insert, .remove, .popLast, .sort, .reverse, .shuffle, .formUnion, .subtract, .toggle,
                 .rounded, .round, .squareRoot, .truncatingRemainder, .isMultiple:
                break
            }
        case .int(let number) where method == .isMultiple:
            guard case .int(let divisor)? = first else { break }
            // Swift: every integer is a multiple of -1, and only zero is a multiple of zero.
            return .bool(divisor == 0 ? number == 0 : number.isMultiple(of: divisor))
        case .double, .int:
            // An `Int` here is an untyped literal a `Double` was given (`run distance = 42`).
            guard method.isNumeric, method != .isMultiple, let number = value.doubleValue else { break }
            switch method {
            case .rounded:
                guard let rule = try roundingRule(first, offset: offset) else { break }
                return .double(number.rounded(rule))
            case .squareRoot: return .double(number.squareRoot())
            case .truncatingRemainder:
                guard let divisor = first?.doubleValue else { break }
                return .double(number.truncatingRemainder(dividingBy: divisor))
            case .filter, .map, .compactMap, .forEach, .reduce, .contains, .allSatisfy, .first, .last, .firstIndex, .lastIndex, .sorted,
                 .reversed, .shuffled, .randomElement, .joined, .enumerated, .prefix, .suffix, .dropFirst, .dropLast, .max, .min, .starts,
                 .union, .intersection, .subtracting, .symmetricDifference, .isSubset, .isSuperset, .uppercased, .lowercased, .hasPrefix,
                 .hasSuffix, .trimmingCharacters, .isMultiple, .round, .append, .removeLast, .removeFirst, .removeAll, .insert, .remove,
                 .popLast, .sort, .reverse, .shuffle, .formUnion, .subtract, .toggle:
                break
            }
        case .opaque(let typeName, _):
            throw fault(offset, ExpressionLowerer.opaqueMemberMessage(typeName, method.rawValue), id: "interpreter.opaqueMember")
        case .none:
            throw fault(offset, "value of optional type must be unwrapped to refer to member '\(method.rawValue)'")
        case .bool, .color, .dictionary, .enumCase, .structValue, .object, .navigationPath, .codablePath, .closure, .binding, .view,
             .metatype, .keyPath, .swiftUIConstant, .undeclared, .void:
            break
        }
        throw fault(offset, "value of type '\(value.typeName)' has no member '\(method.rawValue)'", id: "interpreter.noMember")
    }

    /// The rule of `rounded(_:)` and `round(_:)`: Swift's default (`.toNearestOrAwayFromZero`)
    /// without an argument, else the `FloatingPointRoundingRule` case it names.
    private func roundingRule(_ argument: RuntimeValue?, offset: Int) throws(EvaluationError) -> FloatingPointRoundingRule? {
        guard let argument else { return .toNearestOrAwayFromZero }
        guard case .swiftUIConstant(_, let name) = argument else { return nil }
        switch name {
        case "toNearestOrAwayFromZero": return .toNearestOrAwayFromZero
        case "toNearestOrEven": return .toNearestOrEven
        case "up": return .up
        case "down": return .down
        case "towardZero": return .towardZero
        case "awayFromZero": return .awayFromZero
        default: throw fault(offset, "type 'FloatingPointRoundingRule' has no member '\(name)'", id: "interpreter.noMember")
        }
    }

    /// `trimmingCharacters(in:)` for the character sets examples use.
    static func trimming(_ string: String, _ set: String) -> String? {
        let trims: (Character) -> Bool
        switch set {
        case "whitespaces": trims = { $0.isWhitespace && !$0.isNewline }
        case "whitespacesAndNewlines": trims = { $0.isWhitespace }
        case "newlines": trims = { $0.isNewline }
        default: return nil
        }
        var slice = Substring(string)
        while let c = slice.first, trims(c) { slice.removeFirst() }
        while let c = slice.last, trims(c) { slice.removeLast() }
        return String(slice)
    }

    private func apply(_ function: RuntimeValue?, _ element: RuntimeValue, offset: Int) throws(EvaluationError) -> RuntimeValue {
        switch function {
        case .closure(let closure)?:
            return try call(closure, arguments: [element], offset: offset)
        case .keyPath(let names)?:
            var value = element
            for name in names { value = try member(value, name, offset: offset) }
            return value
        case nil, .int?, .double?, .bool?, .string?, .color?, .none?, .array?, .set?, .dictionary?, .range?, .enumCase?, .structValue?,
             .object?, .opaque?, .navigationPath?, .codablePath?, .binding?, .view?, .metatype?, .swiftUIConstant?, .undeclared?, .void?:
            throw fault(offset, "expected a closure")
        }
    }

    private func predicate(_ function: RuntimeValue?, _ element: RuntimeValue, offset: Int) throws(EvaluationError) -> Bool {
        if case .bool(let result) = try apply(function, element, offset: offset) { return result }
        throw fault(offset, "closure must return 'Bool'")
    }

    private func sortedValues(_ elements: [RuntimeValue], by function: RuntimeValue?, offset: Int) throws(EvaluationError) -> [RuntimeValue] {
        var result = elements
        // Insertion sort: examples are small, and a throwing comparator needs a hand-written sort.
        for i in result.indices.dropFirst() {
            var j = i
            while j > 0 {
                // Each comparison is a step: the sort is quadratic, the budget bounds it.
                try budget.spend(offset)
                let less: Bool
                if case .closure(let closure)? = function {
                    guard case .bool(let answer) = try call(closure, arguments: [result[j], result[j - 1]], offset: offset) else { throw fault(offset, "closure must return 'Bool'") }
                    less = answer
                } else {
                    guard case .bool(let answer) = try binary(.less, result[j], result[j - 1], offset: offset) else { less = false; break }
                    less = answer
                }
                if !less { break }
                result.swapAt(j, j - 1)
                j -= 1
            }
        }
        return result
    }

    func mutatingMethod(_ value: inout RuntimeValue, _ method: BuiltinMethod, _ arguments: [LabeledValue], offset: Int) throws(EvaluationError) -> RuntimeValue {
        let arguments = Self.labelingTrailingClosure(method, arguments)
        let first = arguments.first?.value
        if let refusal = method.refusal { throw fault(offset, refusal, id: "interpreter.unsupported") }
        if value.isArray {
            var elements = value.takeElements()
            defer { value = .array(elements) }
            return try mutateElements(&elements, method, arguments, isPath: false, offset: offset)
        }
        if value.isNavigationPath, method.isImplemented(for: .navigationPath) {
            var elements = value.takeElements()
            defer { value = .navigationPath(elements) }
            return try mutateElements(&elements, method, arguments, isPath: true, offset: offset)
        }
        switch value {
        case .set(var elements):
            switch method {
            case .insert:
                if let first, !elements.contains(first) { elements.append(first) }
                value = .set(elements)
                return .void
            case .remove:
                guard let first, let index = elements.firstIndex(of: first) else { return .none }
                let removed = elements.remove(at: index)
                value = .set(elements)
                return removed
            case .removeAll:
                value = .set([])
                return .void
            case .formUnion:
                let union = Self.unique(elements + (try sequenceElements(first ?? .void, offset: offset)))
                try SizeLimit.check(union.count, offset, .set)
                try budget.spend(offset, elements: union.count)
                value = .set(union)
                return .void
            case .subtract:
                let other = Set(try sequenceElements(first ?? .void, offset: offset))
                try budget.spend(offset, elements: elements.count + other.count)
                value = .set(elements.filter { !other.contains($0) })
                return .void
            case .append, .removeLast, .removeFirst, .popLast, .sort, .reverse, .shuffle, .toggle,
                 .filter, .map, .compactMap, .forEach, .reduce, .contains, .allSatisfy, .first, .last,
                 .firstIndex, .lastIndex, .sorted, .reversed, .shuffled, .randomElement, .joined, .enumerated, .prefix,
                 .suffix, .dropFirst, .dropLast, .max, .min, .starts, .union, .intersection, .subtracting,
                 .symmetricDifference, .isSubset, .isSuperset, .uppercased, .lowercased, .hasPrefix,
                 .hasSuffix, .trimmingCharacters, .rounded, .round, .squareRoot, .truncatingRemainder, .isMultiple:
                break
            }
        case .bool(let flag) where method == .toggle:
            value = .bool(!flag)
            return .void
        case .double, .int:
            guard method == .round, let number = value.doubleValue, let rule = try roundingRule(first, offset: offset) else { break }
            value = .double(number.rounded(rule))
            return .void
        case .none:
            throw fault(offset, "value of optional type must be unwrapped to refer to member '\(method.rawValue)'")
        case .bool, .string, .color, .array, .dictionary, .range, .enumCase, .structValue, .object, .opaque, .navigationPath, .codablePath,
             .closure, .binding, .view, .metatype, .keyPath, .swiftUIConstant, .undeclared, .void:
            break
        }
        throw fault(offset, "value of type '\(value.typeName)' has no member '\(method.rawValue)'", id: "interpreter.noMember")
    }

    private func mutateElements(_ elements: inout [RuntimeValue], _ method: BuiltinMethod, _ arguments: [LabeledValue], isPath: Bool, offset: Int) throws(EvaluationError) -> RuntimeValue {
        let first = arguments.first?.value
        let label = arguments.first?.label
        switch method {
        case .append where label == "contentsOf":
            let added = try sequenceElements(first ?? .void, offset: offset)
            try SizeLimit.check(elements.count + added.count, offset, isPath ? .path : .array)
            try budget.spend(offset, elements: added.count)
            elements += added
            return .void
        case .append:
            try SizeLimit.check(elements.count + 1, offset, isPath ? .path : .array)
            elements.append(first ?? .void)
            return .void
        case .removeLast, .removeFirst:
            let fromEnd = method == .removeLast
            if case .int(let count)? = first {
                guard count >= 0 else { throw fault(offset, "Number of elements to remove should be non-negative", id: "interpreter.removePastStart") }
                guard count <= elements.count else {
                    throw fault(offset, "Can't remove more items from a collection than it contains", id: "interpreter.removePastStart")
                }
                if fromEnd { elements.removeLast(count) } else { elements.removeFirst(count) }
                return .void
            }
            guard !elements.isEmpty else {
                let message = isPath ? "Can't remove more items from a collection than it contains"
                    : "Can't remove \(fromEnd ? "last" : "first") element from an empty collection"
                throw fault(offset, message, id: "interpreter.removePastStart")
            }
            return fromEnd ? elements.removeLast() : elements.removeFirst()
        case .popLast:
            return elements.popLast() ?? .none
        case .removeAll where label == "where":
            var kept: [RuntimeValue] = []
            for element in elements {
                guard case .closure(let closure)? = first, case .bool(let remove) = try call(closure, arguments: [element], offset: offset) else { throw fault(offset, "expected a closure") }
                if !remove { kept.append(element) }
            }
            elements = kept
            return .void
        case .removeAll:
            elements.removeAll()
            return .void
        case .insert:
            guard arguments.count == 2, case .int(let index) = arguments[1].value else { throw fault(offset, "insert needs 'at:'") }
            guard index >= 0 && index <= elements.count else { throw fault(offset, "Array index is out of range", id: "interpreter.indexOutOfRange") }
            elements.insert(first ?? .void, at: index)
            return .void
        case .remove where label == "at":
            guard case .int(let index)? = first, elements.indices.contains(index) else {
                throw fault(offset, "Index out of range", id: "interpreter.indexOutOfRange")
            }
            return elements.remove(at: index)
        case .sort:
            elements = try sortedValues(elements, by: first, offset: offset)
            return .void
        case .reverse:
            elements.reverse()
            return .void
        case .shuffle:
            elements.shuffle(using: &random)
            return .void
        case .remove, .formUnion, .subtract, .toggle, .filter, .map, .compactMap, .forEach, .reduce,
             .contains, .allSatisfy, .first, .last, .firstIndex, .lastIndex, .sorted, .reversed, .shuffled,
             .randomElement, .joined, .enumerated, .prefix, .suffix, .dropFirst, .dropLast, .max, .min, .starts, .union,
             .intersection, .subtracting, .symmetricDifference, .isSubset, .isSuperset, .uppercased,
             .lowercased, .hasPrefix, .hasSuffix, .trimmingCharacters, .rounded, .round, .squareRoot, .truncatingRemainder, .isMultiple:
            throw fault(offset, "value of type '\(isPath ? "NavigationPath" : "Array")' has no member '\(method.rawValue)'", id: "interpreter.noMember")
        }
    }

    // MARK: Subscripts and operators

    func subscriptValue(_ base: RuntimeValue, _ index: RuntimeValue, offset: Int) throws(EvaluationError) -> RuntimeValue {
        switch (base, index) {
        case (.array(let elements), .int(let position)):
            guard elements.indices.contains(position) else { throw fault(offset, "Index out of range", id: "interpreter.indexOutOfRange") }
            return elements[position]
        case (.dictionary(let pairs), let key):
            return pairs.first { $0.key == key }?.value ?? .none
        case (.string(let string), .int(let position)):
            guard position >= 0 && position < string.count else { throw fault(offset, "String index is out of bounds", id: "interpreter.indexOutOfRange") }
            return .string(String(string[string.index(string.startIndex, offsetBy: position)]))
        case (.int, _), (.double, _), (.bool, _), (.string, _), (.color, _), (.none, _), (.array, _), (.set, _), (.range, _),
             (.enumCase, _), (.structValue, _), (.object, _), (.opaque, _), (.navigationPath, _), (.codablePath, _), (.closure, _),
             (.binding, _), (.view, _), (.metatype, _), (.keyPath, _), (.swiftUIConstant, _), (.undeclared, _), (.void, _):
            throw fault(offset, "cannot subscript a value of type '\(base.typeName)' with '\(index.typeName)'")
        }
    }

    func binary(_ op: BinaryOperator, _ left: RuntimeValue, _ right: RuntimeValue, offset: Int) throws(EvaluationError) -> RuntimeValue {
        switch op {
        case .equal, .notEqual:
            // Comparing collections scans them: charged like the built-in methods.
            switch left {
            case .array(let elements), .set(let elements), .navigationPath(let elements): try budget.spend(offset, elements: elements.count)
            case .string(let string): try budget.spend(offset, elements: string.utf8.count)
            case .int, .double, .bool, .color, .none, .dictionary, .range, .enumCase, .structValue, .object, .opaque, .codablePath,
                 .closure, .binding, .view, .metatype, .keyPath, .swiftUIConstant, .undeclared, .void:
                break
            }
            return .bool((left == right) == (op == .equal))
        case .identical, .notIdentical:
            let same: Bool
            switch (left, right) {
            case (.object(let a), .object(let b)): same = a === b
            case (.none, .none): same = true
            case (.object, .none), (.none, .object): same = false
            case (.int, _), (.double, _), (.bool, _), (.string, _), (.color, _), (.none, _), (.array, _), (.set, _), (.dictionary, _),
                 (.range, _), (.enumCase, _), (.structValue, _), (.object, _), (.opaque, _), (.navigationPath, _), (.codablePath, _),
                 (.closure, _), (.binding, _), (.view, _), (.metatype, _), (.keyPath, _), (.swiftUIConstant, _), (.undeclared, _),
                 (.void, _):
                throw fault(offset, "binary operator '\(op.rawValue)' cannot be applied to operands of type '\(left.typeName)' and '\(right.typeName)'")
            }
            return .bool(same == (op == .identical))
        case .add, .subtract, .multiply, .divide, .remainder, .less, .lessOrEqual, .greater, .greaterOrEqual:
            break
        }
        switch (left, right) {
        case (.int(let a), .int(let b)):
            let result: (Int, Bool)
            switch op {
            case .add: result = a.addingReportingOverflow(b)
            case .subtract: result = a.subtractingReportingOverflow(b)
            case .multiply: result = a.multipliedReportingOverflow(by: b)
            case .divide, .remainder:
                if b == 0 {
                    throw fault(offset, op == .divide ? "Division by zero" : "Division by zero in remainder operation", id: "interpreter.divisionByZero")
                }
                result = op == .divide ? a.dividedReportingOverflow(by: b) : a.remainderReportingOverflow(dividingBy: b)
            case .less: return .bool(a < b)
            case .lessOrEqual: return .bool(a <= b)
            case .greater: return .bool(a > b)
            case .greaterOrEqual: return .bool(a >= b)
            case .equal, .notEqual, .identical, .notIdentical: return .void
            }
            if result.1 { throw fault(offset, "arithmetic overflow", id: "interpreter.overflow") }
            return .int(result.0)
        case (.double, _), (_, .double):
            guard let a = left.doubleValue, let b = right.doubleValue else { break }
            switch op {
            case .add: return .double(a + b)
            case .subtract: return .double(a - b)
            case .multiply: return .double(a * b)
            case .divide: return .double(a / b)
            case .remainder: return .double(a.truncatingRemainder(dividingBy: b))
            case .less: return .bool(a < b)
            case .lessOrEqual: return .bool(a <= b)
            case .greater: return .bool(a > b)
            case .greaterOrEqual: return .bool(a >= b)
            case .equal, .notEqual, .identical, .notIdentical: return .void
            }
        case (.string(let a), .string(let b)):
            switch op {
            case .add:
                try SizeLimit.check(a.utf8.count + b.utf8.count, offset, .string)
                try budget.spend(offset, elements: a.utf8.count + b.utf8.count)
                return .string(a + b)
            case .less: return .bool(a < b)
            case .lessOrEqual: return .bool(a <= b)
            case .greater: return .bool(a > b)
            case .greaterOrEqual: return .bool(a >= b)
            case .subtract, .multiply, .divide, .remainder, .equal, .notEqual, .identical, .notIdentical:
                break
            }
        case (.array(let a), .array(let b)) where op == .add:
            try SizeLimit.check(a.count + b.count, offset, .array)
            try budget.spend(offset, elements: a.count + b.count)
            return .array(a + b)
        case (.int, _), (.bool, _), (.string, _), (.color, _), (.none, _), (.array, _), (.set, _), (.dictionary, _), (.range, _),
             (.enumCase, _), (.structValue, _), (.object, _), (.opaque, _), (.navigationPath, _), (.codablePath, _), (.closure, _),
             (.binding, _), (.view, _), (.metatype, _), (.keyPath, _), (.swiftUIConstant, _), (.undeclared, _), (.void, _):
            break
        }
        throw fault(offset, "binary operator '\(op.rawValue)' cannot be applied to operands of type '\(left.typeName)' and '\(right.typeName)'")
    }

    // MARK: Statics

    func builtinStatic(_ type: String, _ name: String, _ arguments: [LabeledValue], offset: Int) throws(EvaluationError) -> RuntimeValue {
        let first = arguments.first?.value
        switch type {
        case "Random":
            // `Int.random(in: a...b)`, from the seeded generator.
            guard case .range(let lower, let upper, let closed)? = first, closed ? lower <= upper : lower < upper else {
                throw fault(offset, "Range requires lowerBound <= upperBound")
            }
            return .int(closed ? Int.random(in: lower...upper, using: &random) : Int.random(in: lower..<upper, using: &random))
        case "UUID":
            return .opaque(type: "UUID", arguments: [LabeledValue(label: "uuidString", value: .string(random.nextUUID()))])
        case "URL":
            guard case .string(let text)? = first else { break }
            return Self.parsedURL(text)
        case "Hasher":
            // `hasher.combine(x)` in a hand-written `hash(into:)`: values hash by their contents here.
            return .void
        case "Environment":
            // `dismiss()`: the model acts on the environment where the action was declared (N44).
            if name == "dismiss" {
                if case .string(let scope)? = first { dismissCalls.append(scope) } else { dismissCalls.append(nil) }
                return .void
            }
        case "Swift":
            switch name {
            case "print": return .void
            case "abs":
                switch first {
                case .int(let number)?:
                    guard number != .min else { throw fault(offset, "arithmetic overflow", id: "interpreter.overflow") }
                    return .int(Swift.abs(number))
                case .double(let number)?: return .double(Swift.abs(number))
                case nil, .bool?, .string?, .color?, .none?, .array?, .set?, .dictionary?, .range?, .enumCase?, .structValue?, .object?,
                     .opaque?, .navigationPath?, .codablePath?, .closure?, .binding?, .view?, .metatype?, .keyPath?, .swiftUIConstant?,
                     .undeclared?, .void?:
                    break
                }
            case "min", "max":
                guard let first else { break }
                var best = first
                for argument in arguments.dropFirst() {
                    if case .bool(true) = try binary(name == "min" ? .less : .greater, argument.value, best, offset: offset) { best = argument.value }
                }
                return best
            default: break
            }
        case "NavigationPath":
            guard let first else { return .navigationPath([]) }
            if case .codablePath(let elements) = first { return .navigationPath(elements) }
            return .navigationPath(try sequenceElements(first, offset: offset))
        case "Array":
            guard let first else { return .array([]) }
            if let (element, count) = try repeating(arguments, offset: offset) {
                guard count >= 0 else { throw fault(offset, "Can't construct Array with count < 0") }
                try SizeLimit.check(count, offset, .array)
                try budget.spend(offset, elements: count)
                return .array(Array(repeating: element, count: count))
            }
            return .array(try sequenceElements(first, offset: offset))
        case "Set":
            guard let first else { return .set([]) }
            return .set(Self.unique(try sequenceElements(first, offset: offset)))
        case "Dictionary":
            // `Dictionary(grouping: plants, by: \.room)`: the elements by key, each key's in order.
            if arguments.count == 2, arguments[0].label == "grouping", arguments[1].label == "by" || arguments[1].label == nil {
                let elements = try sequenceElements(arguments[0].value, offset: offset)
                try budget.spend(offset, elements: elements.count)
                var groups: [(key: RuntimeValue, members: [RuntimeValue])] = []
                var positions: [RuntimeValue: Int] = [:]
                for element in elements {
                    let key = try apply(arguments[1].value, element, offset: offset)
                    if let position = positions[key] {
                        groups[position].members.append(element)
                    } else {
                        positions[key] = groups.count
                        groups.append((key, [element]))
                    }
                }
                return .dictionary(groups.map { (key: $0.key, value: .array($0.members)) })
            }
            guard arguments.isEmpty else { break }
            return .dictionary([])
        case "String":
            guard let first else { return .string("") }
            if let (repeated, count) = try repeating(arguments, offset: offset) {
                guard case .string(let text) = repeated else { break }
                guard count >= 0 else { throw fault(offset, "Negative count not allowed") }
                // The size is checked before the string is built: `count` may be near `Int.max`.
                let (bytes, overflow) = text.utf8.count.multipliedReportingOverflow(by: count)
                try SizeLimit.check(overflow ? Int.max : bytes, offset, .string)
                try budget.spend(offset, elements: bytes)
                return .string(String(repeating: text, count: count))
            }
            return .string(describe(first))
        case "Int":
            switch first {
            case .string(let s)?: return Int(s).map(RuntimeValue.int) ?? .none
            case .int(let i)?: return .int(i)
            case .double(let d)?:
                guard d.isFinite, d > Double(Int.min), d < Double(Int.max) else { throw fault(offset, "arithmetic overflow", id: "interpreter.overflow") }
                return .int(Int(d))
            case nil: return .int(0)
            case .bool?, .color?, .none?, .array?, .set?, .dictionary?, .range?, .enumCase?, .structValue?, .object?, .opaque?,
                 .navigationPath?, .codablePath?, .closure?, .binding?, .view?, .metatype?, .keyPath?, .swiftUIConstant?, .undeclared?,
                 .void?:
                break
            }
        case "Double":
            switch first {
            case .string(let s)?: return Double(s).map(RuntimeValue.double) ?? .none
            case .int(let i)?: return .double(Double(i))
            case .double(let d)?: return .double(d)
            case nil: return .double(0)
            case .bool?, .color?, .none?, .array?, .set?, .dictionary?, .range?, .enumCase?, .structValue?, .object?, .opaque?,
                 .navigationPath?, .codablePath?, .closure?, .binding?, .view?, .metatype?, .keyPath?, .swiftUIConstant?, .undeclared?,
                 .void?:
                break
            }
        case "Bool":
            if case .bool(let b)? = first { return .bool(b) }
            return .bool(false)
        default:
            if type.hasPrefix("enum:"), let declaration = program.types[String(type.dropFirst(5))] {
                guard let match = declaration.cases.first(where: { $0.rawValue == first }) else { return .none }
                return .enumCase(type: declaration.name, name: match.name, payload: [])
            }
        }
        throw fault(offset, "cannot call '\(type).\(name)' with these arguments")
    }

    /// The value and count of `Array(repeating:count:)` and `String(repeating:count:)`;
    /// nil for any other initializer.
    private func repeating(_ arguments: [LabeledValue], offset: Int) throws(EvaluationError) -> (RuntimeValue, Int)? {
        guard arguments.count == 2, arguments[0].label == "repeating", arguments[1].label == "count" else { return nil }
        guard case .int(let count) = arguments[1].value else {
            throw fault(offset, "cannot convert value of type '\(arguments[1].value.typeName)' to expected argument type 'Int'")
        }
        return (arguments[0].value, count)
    }

    /// An implicit member in a context lowering could not type: the one known type that has it.
    func implicitMember(_ name: String, arguments: [LabeledValue]?, offset: Int) throws(EvaluationError) -> RuntimeValue {
        var candidates: [RuntimeValue] = []
        if arguments == nil, SwiftUICatalog.shared.colorNames.contains(name) { candidates.append(.color(name)) }
        for type in program.types.values {
            if type.enumCase(name) != nil { candidates.append(.enumCase(type: type.name, name: name, payload: arguments ?? [])) }
        }
        if candidates.count == 1 { return candidates[0] }
        throw fault(offset, "cannot infer contextual base in reference to member '\(name)'", id: "interpreter.implicitMemberWithoutBase")
    }
}

extension RuntimeValue {
    var doubleValue: Double? {
        switch self {
        case .double(let d): d
        case .int(let i): Double(i)
        case .bool, .string, .color, .none, .array, .set, .dictionary, .range, .enumCase, .structValue, .object, .opaque, .navigationPath,
             .codablePath, .closure, .binding, .view, .metatype, .keyPath, .swiftUIConstant, .undeclared, .void:
            nil
        }
    }
}

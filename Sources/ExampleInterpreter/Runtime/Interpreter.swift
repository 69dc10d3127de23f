import NavigationModel

/// Runs lowered example code.
///
/// One interpreter per compiled example; not thread-safe (a scenario runs its
/// steps in order). Globals are evaluated once, on first use.
final class Interpreter: @unchecked Sendable {
    let program: LoweredProgram
    /// The iOS version `#available` compares with, as `major * 100 + minor`.
    var platformVersion: Int = 1700
    /// Depth and steps of the evaluation under way: every example terminates quickly.
    var budget = EvaluationBudget()
    /// The position of the innermost construct being evaluated that has one, for
    /// budget errors raised where the IR node itself carries no position.
    var currentOffset = 0
    /// The largest range the interpreter materialises.
    static let maximumRangeCount = 100_000
    private var globalValues: [RuntimeValue?]
    /// Static stored properties, by `Type.name`, evaluated on first use.
    var staticValues: [String: RuntimeValue] = [:]
    /// Randomness with a fixed seed: every run of an example sees the same values.
    var random = SeededRandom()
    /// The `@State` of views other than the root, by their place in the view tree and
    /// the property (see `InterpretedApp.attach(_:at:)`).
    var viewStates: [String: ViewStateEntry] = [:]
    /// The names the loaded state gives view states (`Browser.path`), by place: what
    /// a scenario's `Browser.path` finds.
    var viewStateNames: [String: String] = [:]
    private var evaluatingGlobals: Set<Int> = []
    /// Catalog ids of behaviours the interpreter itself applied (N9: a `codable` that is nil),
    /// until ``InterpretedApp/takeExercisedBehaviours()`` collects them.
    var exercisedBehaviours: Set<BehaviourID> = []
    /// The `@Environment(\.dismiss)` actions code called, each with where it was declared
    /// (the declaring view's place in the tree), until the model takes them (N44).
    var dismissCalls: [String?] = []
    /// What depends on an undeclared helper when a fault says so: a scenario's step, or the
    /// first screen while an example is compiled.
    var dependentSubject = "this step"

    init(program: LoweredProgram) {
        self.program = program
        self.globalValues = Array(repeating: nil, count: program.globals.count)
    }

    /// A launch starts as a new process of the app would: globals and static properties
    /// (`Router.shared`) are evaluated afresh on first use, and randomness starts from its
    /// seed, whatever an earlier scenario did to them.
    func startLaunch() {
        globalValues = Array(repeating: nil, count: program.globals.count)
        evaluatingGlobals = []
        staticValues = [:]
        random = SeededRandom()
    }

    func fault(_ offset: Int, _ message: String, id: String = "interpreter.runtime") -> EvaluationError {
        .fault(offset: offset, id: id, message: message)
    }

    /// An outcome that would depend on an undeclared helper: a branch it decides, a path it is
    /// appended to, a selection or tag, a link it is the value of, code it is run as. Never a
    /// silent guess.
    func dependsOnUndeclared(_ name: String, at offset: Int) -> EvaluationError {
        fault(offset, "\(dependentSubject) depends on '\(name)', which the example does not declare", id: Self.undeclaredFaultID)
    }

    static let undeclaredFaultID = "interpreter.undeclared"

    /// `value`, unless it comes from an undeclared helper (then what it would decide fails).
    @discardableResult
    func requireDeclared(_ value: RuntimeValue) throws(EvaluationError) -> RuntimeValue {
        if let (name, offset) = value.undeclaredName { throw dependsOnUndeclared(name, at: offset) }
        return value
    }

    func global(_ index: Int, offset: Int) throws(EvaluationError) -> RuntimeValue {
        if let value = globalValues[index] { return value }
        guard !evaluatingGlobals.contains(index) else {
            throw fault(offset, "circular reference to '\(program.globals[index].name)'")
        }
        evaluatingGlobals.insert(index)
        defer { evaluatingGlobals.remove(index) }
        let value = try evaluate(program.globals[index].initializer, in: Frame(slotCount: Frame.detachedSlotCount, parent: nil))
        globalValues[index] = value
        return value
    }

    /// A `var` global's new value (the lowerer lets code assign only to those).
    func setGlobal(_ index: Int, to value: RuntimeValue) {
        globalValues[index] = value
    }

    // MARK: Functions

    /// Calls a function; returns its result and its frame (slot 0 is `self` after a mutating method).
    func invoke(_ function: FunctionIR, self selfValue: RuntimeValue?, arguments: [RuntimeValue], parent: Frame?, offset: Int) throws(EvaluationError) -> (RuntimeValue, Frame) {
        try budget.enterCall(offset)
        defer { budget.leaveCall() }
        try budget.spend(offset)
        let frame = Frame(slotCount: max(function.slotCount, 1), parent: parent)
        var slot = 0
        if function.hasSelf {
            frame.slots[0] = selfValue ?? .void
            slot = 1
        }
        for argument in arguments where slot < frame.slots.count {
            frame.slots[slot] = argument
            slot += 1
        }
        if function.isSingleExpression, function.body.count == 1, case .expression(let expression, let offset) = function.body[0] {
            let value = try evaluate(expression, in: frame)
            if function.isBuilder {
                // Builders return views with their position, whatever the expression produced.
                return (.view(try viewValue(value, offset: offset) ?? ViewValue(kind: .empty, offset: offset)), frame)
            }
            return (value, frame)
        }
        var views: [ViewValue] = []
        let flow = try execute(function.body, in: frame, views: &views, isBuilder: function.isBuilder)
        if case .returned(let value) = flow { return (value, frame) }
        if function.isBuilder { return (.view(ViewValue.group(views, offset: function.offset)), frame) }
        return (.void, frame)
    }

    func call(_ closure: Closure, arguments: [RuntimeValue], offset: Int) throws(EvaluationError) -> RuntimeValue {
        // `{ index, item in … }` over `enumerated()`: one pair, two parameters.
        if arguments.count == 1, closure.function.parameters.count == 2, let pair = EnumeratedElement.destructured(arguments[0]) {
            return try invoke(closure.function, self: nil, arguments: pair, parent: closure.captured, offset: offset).0
        }
        return try invoke(closure.function, self: nil, arguments: arguments, parent: closure.captured, offset: offset).0
    }

    // MARK: Statements

    func execute(_ statements: [Stmt], in frame: Frame, views: inout [ViewValue], isBuilder: Bool) throws(EvaluationError) -> Flow {
        for statement in statements {
            let flow = try execute(statement, in: frame, views: &views, isBuilder: isBuilder)
            if case .normal = flow { continue }
            return flow
        }
        return .normal
    }

    private func execute(_ statement: Stmt, in frame: Frame, views: inout [ViewValue], isBuilder: Bool) throws(EvaluationError) -> Flow {
        try budget.enter(currentOffset)
        defer { budget.leave() }
        switch statement {
        case .expression(let expression, let offset):
            let value = try evaluate(expression, in: frame)
            if isBuilder, let view = try viewValue(value, offset: offset, strict: false) { views.append(view) }
            // Code that calls an undeclared helper for its effect: the effect is unknown.
            if !isBuilder { try requireDeclared(value) }
            return .normal
        case .declare(let slot, let initial):
            frame.slots[slot] = try initial.map { e throws(EvaluationError) in try evaluate(e, in: frame) } ?? .void
            return .normal
        case .ifStatement(let conditions, let thenBody, let elseBody) where isBuilder:
            var branchViews: [ViewValue] = []
            let branch: Int
            let flow: Flow
            if try conditionsHold(conditions, in: frame) {
                branch = 0
                flow = try execute(thenBody, in: frame, views: &branchViews, isBuilder: true)
            } else if let elseBody {
                branch = 1
                flow = try execute(elseBody, in: frame, views: &branchViews, isBuilder: true)
            } else {
                branch = -1
                flow = .normal
            }
            let offset = branchViews.first?.offset ?? 0
            views.append(ViewValue(kind: .conditional(branch: branch, content: ViewValue.group(branchViews, offset: offset)), offset: offset))
            return flow
        case .ifStatement(let conditions, let thenBody, let elseBody):
            if try conditionsHold(conditions, in: frame) {
                return try execute(thenBody, in: frame, views: &views, isBuilder: isBuilder)
            } else if let elseBody {
                return try execute(elseBody, in: frame, views: &views, isBuilder: isBuilder)
            }
            return .normal
        case .guardStatement(let conditions, let elseBody):
            if try conditionsHold(conditions, in: frame) { return .normal }
            let flow = try execute(elseBody, in: frame, views: &views, isBuilder: isBuilder)
            if case .normal = flow { throw fault(0, "'guard' body must not fall through") }
            return flow
        case .switchStatement(let subject, let cases) where isBuilder:
            let value = try requireDeclared(try evaluate(subject, in: frame))
            for (index, switchCase) in cases.enumerated() where try caseMatches(switchCase, value, in: frame) {
                var branchViews: [ViewValue] = []
                let flow = try execute(switchCase.body, in: frame, views: &branchViews, isBuilder: true)
                let offset = branchViews.first?.offset ?? 0
                views.append(ViewValue(kind: .conditional(branch: index, content: ViewValue.group(branchViews, offset: offset)), offset: offset))
                if case .broke = flow { return .normal }
                return flow
            }
            return .normal
        case .switchStatement(let subject, let cases):
            let value = try requireDeclared(try evaluate(subject, in: frame))
            for switchCase in cases {
                if try caseMatches(switchCase, value, in: frame) {
                    let flow = try execute(switchCase.body, in: frame, views: &views, isBuilder: isBuilder)
                    if case .broke = flow { return .normal }
                    return flow
                }
            }
            return .normal
        case .forIn(let slot, let sequence, let body, let offset):
            let elements = try sequenceElements(try evaluate(sequence, in: frame), offset: offset)
            for element in elements {
                try budget.spend(offset)
                frame.slots[slot] = element
                let flow = try execute(body, in: frame, views: &views, isBuilder: isBuilder)
                switch flow {
                case .normal, .continued: continue
                case .broke: return .normal
                case .returned: return flow
                }
            }
            return .normal
        case .returnStatement(let expression):
            return .returned(try expression.map { e throws(EvaluationError) in try evaluate(e, in: frame) } ?? .void)
        case .throwStatement(let expression, let offset):
            throw .thrown(try evaluate(expression, in: frame), offset: offset)
        case .doCatch(let body, let errorSlot, let catchBody):
            do {
                return try execute(body, in: frame, views: &views, isBuilder: isBuilder)
            } catch {
                guard case .thrown(let value, _) = error, let catchBody else { throw error }
                frame.slots[errorSlot] = value
                return try execute(catchBody, in: frame, views: &views, isBuilder: isBuilder)
            }
        case .breakStatement:
            return .broke
        case .continueStatement:
            return .continued
        case .invalid:
            throw .reported
        }
    }

    /// The number of elements of a range, `nil` when it does not fit in an `Int`.
    static func rangeCount(_ lower: Int, _ upper: Int, closed: Bool) -> Int? {
        let (difference, overflow) = upper.subtractingReportingOverflow(lower)
        if overflow { return nil }
        let (count, overflowAgain) = difference.addingReportingOverflow(closed ? 1 : 0)
        return overflowAgain ? nil : count
    }

    func conditionsHold(_ conditions: [ConditionIR], in frame: Frame) throws(EvaluationError) -> Bool {
        for condition in conditions {
            switch condition {
            case .boolean(let expression):
                guard case .bool(true) = try requireDeclared(try evaluate(expression, in: frame)) else { return false }
            case .optionalBinding(let slot, let expression):
                let value = try requireDeclared(try evaluate(expression, in: frame))
                if value.isNil { return false }
                frame.slots[slot] = value
            case .available(let minimum):
                if minimum >= 0 ? platformVersion < minimum : platformVersion >= -minimum { return false }
            case .pattern(let pattern, let expression):
                guard try match(pattern, try requireDeclared(try evaluate(expression, in: frame)), in: frame) else { return false }
            }
        }
        return true
    }

    func caseMatches(_ switchCase: SwitchCaseIR, _ value: RuntimeValue, in frame: Frame) throws(EvaluationError) -> Bool {
        for pattern in switchCase.patterns where try match(pattern, value, in: frame) {
            if let guardExpression = switchCase.guardExpression {
                guard case .bool(true) = try requireDeclared(try evaluate(guardExpression, in: frame)) else { continue }
            }
            return true
        }
        return false
    }

    func match(_ pattern: PatternIR, _ value: RuntimeValue, in frame: Frame) throws(EvaluationError) -> Bool {
        switch pattern {
        case .wildcard:
            return true
        case .bind(let slot):
            frame.slots[slot] = value
            return true
        case .value(let expression):
            let expected = try evaluate(expression, in: frame)
            return expected == value
        case .optionalSome(let inner):
            if value.isNil { return false }
            return try match(inner, value, in: frame)
        case .enumCase(let name, let payload):
            switch value {
            case .enumCase(_, let caseName, let values):
                guard caseName == name else { return false }
                guard let payload else { return true }
                guard payload.count == values.count else { return false }
                for (pattern, labeled) in zip(payload, values) where !(try match(pattern, labeled.value, in: frame)) { return false }
                return true
            case .color(let color):
                return payload == nil && color == name
            case .swiftUIConstant(_, let constant):
                return payload == nil && constant == name
            case .int, .double, .bool, .string, .none, .array, .set, .dictionary, .range, .structValue, .object, .opaque, .navigationPath,
                 .codablePath, .closure, .binding, .view, .metatype, .keyPath, .undeclared, .void:
                return false
            }
        }
    }

    func sequenceElements(_ value: RuntimeValue, offset: Int) throws(EvaluationError) -> [RuntimeValue] {
        switch try requireDeclared(value) {
        case .array(let elements), .set(let elements): return elements
        case .range(let lower, let upper, let closed):
            if lower > upper { throw fault(offset, "Range requires lowerBound <= upperBound") }
            if Self.rangeCount(lower, upper, closed: closed).map({ $0 > Self.maximumRangeCount }) ?? true { throw fault(offset, "range too large to iterate here (more than \(Self.maximumRangeCount) elements)", id: "interpreter.budget") }
            try budget.spend(offset, elements: upper - lower)
            return (closed ? Array(lower...upper) : Array(lower..<upper)).map(RuntimeValue.int)
        case .dictionary(let pairs): return pairs.map { .array([$0.key, $0.value]) }
        case .string(let string):
            try budget.spend(offset, elements: string.utf8.count)
            return string.map { .string(String($0)) }
        case .int, .double, .bool, .color, .none, .enumCase, .structValue, .object, .opaque, .navigationPath, .codablePath, .closure,
             .binding, .view, .metatype, .keyPath, .swiftUIConstant, .undeclared, .void:
            throw fault(offset, "for-in loop requires a sequence, not '\(value.typeName)'")
        }
    }

    /// A value in a view builder: views, colors, opaque leaf views and declared view structs.
    func viewValue(_ value: RuntimeValue, offset: Int, strict: Bool = true) throws(EvaluationError) -> ViewValue? {
        switch value {
        case .view(let view): return view
        case .color(let color): return ViewValue(kind: .color(color), offset: offset)
        case .opaque(let type, let arguments): return ViewValue(kind: .opaque(type: type, arguments: arguments), offset: offset)
        case .structValue(let instance) where instance.type.isView: return ViewValue(kind: .declared(instance), offset: offset)
        // An undeclared helper used as a view (`sectionHeader("A")`) is drawn as its name.
        case .undeclared(let name, let at): return ViewValue(kind: .opaque(type: name, arguments: []), offset: at)
        case .void: return nil
        case .int, .double, .bool, .string, .none, .array, .set, .dictionary, .range, .enumCase, .structValue, .object, .navigationPath,
             .codablePath, .closure, .binding, .metatype, .keyPath, .swiftUIConstant:
            if !strict { return nil }
            throw fault(offset, "type '\(value.typeName)' cannot conform to 'View'")
        }
    }

    /// The state cell a scenario names by its view type (`Browser.path`): the one such
    /// view on screen; none or several is an error that says which.
    func ownedStateCell(_ reference: ViewStateReference, offset: Int) throws(EvaluationError) -> StateCell {
        let matches = viewStateNames.compactMap { identity, name -> (name: String, cell: StateCell)? in
            guard let entry = viewStates[identity], reference.owners.contains(entry.owner), entry.property == reference.property else { return nil }
            return (name, entry.cell)
        }.sorted { ($0.name.count, $0.name) < ($1.name.count, $1.name) }
        if matches.count == 1 { return matches[0].cell }
        let names = matches.map(\.name).joined(separator: ", ")
        if reference.isQualified {
            let owner = reference.owners[0]
            if matches.isEmpty {
                throw fault(offset, "no '\(owner)' view is on screen, so '\(reference.written)' has no value", id: "interpreter.viewStateNotOnScreen")
            }
            throw fault(offset, "'\(reference.written)' is ambiguous: \(matches.count) '\(owner)' views are on screen (\(names))", id: "interpreter.viewStateAmbiguous")
        }
        // A bare name: the root has no such property, so it is the on-screen view's.
        if matches.isEmpty {
            let owners = reference.owners.map { "'\($0)'" }.joined(separator: ", ")
            throw fault(offset, "the root view has no '\(reference.property)', and no view that has one (\(owners)) is on screen", id: "interpreter.viewStateNotOnScreen")
        }
        throw fault(offset, "'\(reference.property)' is ambiguous: \(matches.count) views on screen have it; write one of \(names)", id: "interpreter.viewStateAmbiguous")
    }
}

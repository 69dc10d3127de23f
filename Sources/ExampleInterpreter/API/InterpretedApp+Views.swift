import NavigationModel

/// Mapping evaluated views to the model's `ViewNode`s.
extension InterpretedApp {
    static let maximumViewDepth = 40

    /// The model's node for an evaluated view at `place`, its identity in the tree (see ``attach(_:at:)``).
    func node(_ view: ViewValue, depth: Int, at outerPlace: String) throws(EvaluationError) -> ViewNode {
        if depth > Self.maximumViewDepth {
            throw interpreter.fault(view.offset, "view hierarchy is too deep (more than \(Self.maximumViewDepth) nested views)", id: "interpreter.recursion")
        }
        // Objects this view puts in the environment reach it and everything inside it.
        let outerEnvironment = environment
        defer { environment = outerEnvironment }
        provideEnvironment(from: view.modifiers)
        // `.id(x)` gives the view a new identity whenever `x` changes.
        var place = outerPlace
        for modifier in view.modifiers where modifier.modifier == .id {
            if let value = modifier.arguments.first?.value { place += "#id(" + interpreter.describe(value, nested: true) + ")" }
        }
        // N51: `AnyView` erases the type only: the view it wraps shows here, in this place's
        // environment, with the AnyView's own modifiers outside its own.
        if case .builtin(.anyView, let arguments) = view.kind {
            var wrapped = try single(arguments.first?.value, depth: depth, at: place + "/AnyView")
            for modifier in view.modifiers {
                wrapped.modifiers.append(ModifierNode(try modifierKind(modifier, depth: depth, at: place), source: SourceRef(modifier.offset)))
            }
            interpreter.exercisedBehaviours.insert(.anyViewErasesOnlyTheType)
            return wrapped
        }
        var kind: ViewKind
        switch view.kind {
        case .builtin(let builtin, let arguments):
            // N43: what a navigation container's content sets in the environment is set inside it.
            let isContainer = builtin == .navigationStack || builtin == .navigationSplitView || builtin == .navigationView
            if isContainer { containerEnvironmentKeys.append(Set(environment.keys)) }
            defer { if isContainer { containerEnvironmentKeys.removeLast() } }
            try requireDeclaredNavigation(builtin, arguments)
            kind = try builtinKind(builtin, arguments, offset: view.offset, depth: depth, at: place + "/" + builtin.name)
        case .declared(let declared):
            let instancePlace = place + "/" + declared.type.name
            let instance = try environmentFilled(attach(declared, at: instancePlace), offset: view.offset, at: instancePlace)
            let body = try interpreter.body(of: instance, offset: view.offset)
            let arguments = zip(instance.type.storedProperties, instance.fields).compactMap { property, field -> Argument? in
                guard property.wrapper != .state, !property.wrapper.isEnvironment, !(property.isLet && property.hasInitialValue) else { return nil }
                // A closure the view was given is one of its arguments, shown as `_` (a pattern writes it so); a
                // `@ViewBuilder let content: Content` is the view its closure built, as in SwiftUI.
                if case .closure = field {
                    return instance.type.viewBuilderContentProperties.contains(property.name) ? nil : Argument(property.name, .closure)
                }
                return converter.value(field, type: property.type).map { Argument(property.name, $0) }
            }
            kind = .custom(type: instance.type.modelName, arguments: arguments, body: try node(body, depth: depth + 1, at: instancePlace))
        case .opaque(let type, let arguments):
            kind = .opaque(type: type, arguments: values(arguments))
        case .color(let name):
            kind = .color(name)
        case .group(let children):
            kind = .container(.group, try children.enumerated().map { index, v throws(EvaluationError) in try node(v, depth: depth + 1, at: place + "/\(index)") })
        case .conditional(let branch, let content):
            kind = branch < 0 ? .empty : .conditional(branch: branch, content: try node(content, depth: depth + 1, at: place + "/?\(branch)"))
        case .empty:
            kind = .empty
        }
        var modifiers: [ModifierNode] = []
        for modifier in view.modifiers {
            try requireDeclaredNavigation(modifier)
            modifiers.append(ModifierNode(try modifierKind(modifier, depth: depth, at: place), source: SourceRef(modifier.offset)))
        }
        // N48: a button's role travels as a modifier on it.
        if case .builtin(.button, let arguments) = view.kind, case .swiftUIConstant(_, let name)? = argument(arguments, "role"),
           let role = ButtonRole(rawValue: name) {
            modifiers.insert(ModifierNode(.buttonRole(role), source: SourceRef(view.offset)), at: 0)
        }
        var result = ViewNode(kind, modifiers: modifiers, source: SourceRef(view.offset))
        if case .declared(let declared) = view.kind, Self.declaresDismiss(declared.type) {
            result.declaresDismiss = [DismissScope(place + "/" + declared.type.name)]
        }
        return result
    }

    /// The arguments that decide navigation (a path, a selection, a link's value, a tag, a
    /// presentation's binding) cannot be an undeclared helper's: what they decide is unknown.
    private func requireDeclaredNavigation(_ builtin: BuiltinView, _ arguments: [LabeledValue]) throws(EvaluationError) {
        let decisive: Set<String?>
        switch builtin {
        case .navigationStack: decisive = ["path"]
        case .navigationSplitView: decisive = ["columnVisibility", "preferredCompactColumn"]
        case .list, .tabView: decisive = ["selection"]
        case .navigationLink: decisive = ["value", "tag", "selection", "isActive"]
        case .tab: decisive = ["value"]
        case .navigationView, .forEach, .text, .label, .button, .emptyView, .toolbarItem, .toolbarItemGroup, .image, .container, .anyView,
             .textField, .menu, .disclosureGroup, .inert:
            return
        }
        for argument in arguments where decisive.contains(argument.label) { try interpreter.requireDeclared(argument.value) }
    }

    private func requireDeclaredNavigation(_ modifier: ModifierValue) throws(EvaluationError) {
        switch modifier.modifier {
        case .tag, .id, .navigationDestination, .presentation:
            for argument in modifier.arguments { try interpreter.requireDeclared(argument.value) }
        case .navigationTitle, .isDetailLink, .navigationViewStyle, .disabled, .toolbar, .navigationBarItems, .navigationBarBackButtonHidden,
             .interactiveDismissDisabled, .presentationCompactAdaptation, .environmentObject, .environment, .tabItem, .attachedContent,
             .onOpenURL, .onSubmit, .submitScope, .accessibilityLabel, .inert:
            return
        }
    }

    /// The arguments of a built-in or undeclared view: its content and action closures are
    /// left out, as the compiled engine's stand-ins record them.
    private func values(_ arguments: [LabeledValue]) -> [Argument] {
        arguments.compactMap { labeled in
            if case .closure = labeled.value { return nil }
            return converter.value(labeled.value, type: labeled.type).map { Argument(labeled.label, $0) }
        }
    }

    /// The views of a content argument, builder groups flattened.
    private func children(_ value: RuntimeValue?, depth: Int, at place: String) throws(EvaluationError) -> [ViewNode] {
        guard let value, let view = try interpreter.viewValue(value, offset: 0, strict: false) else { return [] }
        if case .group(let members) = view.kind, view.modifiers.isEmpty {
            return try members.enumerated().map { index, v throws(EvaluationError) in try node(v, depth: depth + 1, at: place + "/\(index)") }
        }
        if case .empty = view.kind, view.modifiers.isEmpty { return [] }
        return [try node(view, depth: depth + 1, at: place + "/0")]
    }

    private func single(_ value: RuntimeValue?, depth: Int, at place: String) throws(EvaluationError) -> ViewNode {
        guard let value, let view = try interpreter.viewValue(value, offset: 0, strict: false) else { return .empty }
        return try node(view, depth: depth + 1, at: place)
    }

    func bindingRef(_ value: RuntimeValue?) -> BindingRef? {
        guard let value else { return nil }
        if case .binding(let cell) = value {
            return stateBinding(cell) ?? converter.value(cell.value).map(BindingRef.constant)
        }
        return converter.value(value).map(BindingRef.constant)
    }

    /// The state a cell reads and writes, as the model names it: a root or view
    /// `@State`, a stored property of one (`$model.path`), or a property of an object
    /// held in state (`$router.path` → `router.path`); nil for storage the state does not hold.
    private func stateBinding(_ cell: StateCell) -> BindingRef? {
        switch cell.projection {
        case nil:
            if cell.isRootState, cells[cell.name] === cell { return .state(cell.name) }
            if interpreter.viewStates[cell.name]?.cell === cell, let name = interpreter.viewStateNames[cell.name] { return .state(name) }
            if case .object(let box) = cell.value, let home = box.home { return .state(home.state, members: home.members) }
            return nil
        case .member(let parent, _, let name):
            guard case .state(let state, let members)? = stateBinding(parent) else { return nil }
            return .state(state, members: members + [name])
        case .objectField(let box, _, let name):
            guard let home = box.home else { return nil }
            return .state(home.state, members: home.members + [name])
        }
    }

    private func argument(_ arguments: [LabeledValue], _ label: String?) -> RuntimeValue? {
        arguments.first { $0.label == label }?.value
    }

    private func isViewLike(_ value: RuntimeValue) -> Bool {
        switch value {
        case .view, .closure: return true
        case .structValue(let instance): return instance.type.isView
        case .int, .double, .bool, .string, .color, .none, .array, .set, .dictionary, .range, .enumCase, .object, .opaque, .navigationPath,
             .codablePath, .binding, .metatype, .keyPath, .swiftUIConstant, .undeclared, .void:
            return false
        }
    }

    private func builtinKind(_ builtin: BuiltinView, _ arguments: [LabeledValue], offset: Int, depth: Int, at place: String) throws(EvaluationError) -> ViewKind {
        switch builtin {
        case .navigationStack:
            let content = arguments.first { ($0.label == nil || $0.label == "root") && isViewLike($0.value) }?.value
            return .navigationStack(path: bindingRef(argument(arguments, "path")), root: try single(content, depth: depth, at: place + "/root"))
        case .navigationSplitView:
            let sidebar = arguments.first { ($0.label == nil || $0.label == "sidebar") && isViewLike($0.value) }?.value
            let content = argument(arguments, "content")
            return .navigationSplitView(SplitViewNode(
                sidebar: try single(sidebar, depth: depth, at: place + "/sidebar"),
                content: try content.map { v throws(EvaluationError) in try single(v, depth: depth, at: place + "/content") },
                detail: try single(argument(arguments, "detail"), depth: depth, at: place + "/detail"),
                columnVisibility: bindingRef(argument(arguments, "columnVisibility")),
                preferredCompactColumn: bindingRef(argument(arguments, "preferredCompactColumn"))))
        case .navigationView:
            return .navigationView(children: try children(arguments.first { $0.label == nil && isViewLike($0.value) }?.value ?? argument(arguments, "content"), depth: depth, at: place))
        case .list, .forEach:
            let data = arguments.first { $0.label == nil && !isViewLike($0.value) }?.value ?? argument(arguments, "data")
            var content: [ViewNode]
            if let data {
                let rows = arguments.first { ($0.label == nil || $0.label == "content" || $0.label == "rowContent") && isClosure($0.value) }?.value
                content = [ViewNode(.forEach(try rowElements(data, id: argument(arguments, "id"), rows: rows, offset: offset, depth: depth, at: place)), source: SourceRef(offset))]
            } else {
                content = try children(arguments.first { ($0.label == nil || $0.label == "content") && isViewLike($0.value) }?.value, depth: depth, at: place)
            }
            if builtin == .forEach {
                if data != nil, case .forEach(let elements) = content[0].kind { return .forEach(elements) }
                return .container(.group, content)
            }
            var selection: ListSelection?
            if let binding = argument(arguments, "selection"), let ref = bindingRef(binding) {
                var isMultiple = false
                if case .binding(let cell) = binding, case .set = cell.value { isMultiple = true }
                if case .binding(let cell) = binding, let type = root.storedProperties.first(where: { $0.name == cell.name })?.type ?? interpreter.viewStates[cell.name]?.type, case .set = type { isMultiple = true }
                selection = ListSelection(ref, isMultiple: isMultiple)
            }
            return .list(selection: selection, content: content)
        case .text:
            guard let first = arguments.first?.value else { return .text("") }
            return .text(interpreter.describe(first))
        case .label:
            // `Label { Text("Kiwi") } icon: { … }`: the title is the text its title view shows.
            var title = arguments.first.map { interpreter.describe($0.value) } ?? ""
            if let first = arguments.first, first.label == nil || first.label == "title", isViewLike(first.value) {
                title = try single(first.value, depth: depth, at: place + "/title").labelText
            }
            var systemImage: String?
            if case .string(let image)? = argument(arguments, "systemImage") { systemImage = image }
            return .label(title: title, systemImage: systemImage)
        case .button:
            var label = ViewNode.empty
            var action: CodeRef?
            for argument in arguments {
                switch argument.value {
                case .string(let title) where argument.label == nil: label = .text(title)
                case .closure(let closure) where !closure.function.isBuilder: action = codeRef(closure)
                case .view where argument.label == "label" || argument.label == nil: label = try single(argument.value, depth: depth, at: place + "/label")
                case .int, .double, .bool, .string, .color, .none, .array, .set, .dictionary, .range, .enumCase, .structValue, .object,
                     .opaque, .navigationPath, .codablePath, .closure, .binding, .view, .metatype, .keyPath, .swiftUIConstant, .undeclared,
                     .void:
                    break
                }
            }
            guard let action else { throw interpreter.fault(offset, "a 'Button' needs an action") }
            return .button(label: label, action: action)
        case .navigationLink:
            return try linkKind(arguments, offset: offset, depth: depth, at: place)
        case .tabView:
            return try tabViewKind(arguments, depth: depth, at: place)
        case .emptyView:
            return .empty
        case .textField(let fieldKind):
            // `TextField("Name", text: $name, prompt: Text("Required"))`; a `TextEditor` has no title.
            var title = ""
            if let first = arguments.first(where: { $0.label == nil }), !isViewLike(first.value) { title = interpreter.describe(first.value) }
            var prompt: String?
            switch argument(arguments, "prompt") {
            case .view(let view)?:
                if case .builtin(.text, let textArguments) = view.kind, let text = textArguments.first { prompt = interpreter.describe(text.value) }
            case let value? where !value.isNil:
                prompt = interpreter.describe(value)
            case nil, .int?, .double?, .bool?, .string?, .color?, .none?, .array?, .set?, .dictionary?, .range?, .enumCase?, .structValue?,
                 .object?, .opaque?, .navigationPath?, .codablePath?, .closure?, .binding?, .metatype?, .keyPath?, .swiftUIConstant?,
                 .undeclared?, .void?:
                break
            }
            return .textField(TextFieldNode(kind: fieldKind, title: title, prompt: prompt, text: bindingRef(argument(arguments, "text"))))
        case .container(.contentUnavailableView):
            return try contentUnavailableKind(arguments, depth: depth, at: place)
        case .container(let container):
            let content = arguments.first { ($0.label == nil || $0.label == "content") && isViewLike($0.value) }
            return .container(container, try children(content?.value, depth: depth, at: place))
        case .menu:
            // `Menu("Options") { … }`, `Menu { … } label: { … }`, each with an optional `primaryAction:` (N57).
            var label = ViewNode.empty
            var content: [ViewNode] = []
            var primaryAction: CodeRef?
            for (index, given) in arguments.enumerated() {
                switch (given.label, given.value) {
                case ("primaryAction", .closure(let closure)):
                    primaryAction = codeRef(closure)
                case ("label", let value):
                    label = try single(value, depth: depth, at: place + "/label")
                case ("content", let value), (nil, let value) where isViewLike(value):
                    content = try children(value, depth: depth, at: place + "/content")
                case (nil, let value) where index == 0:
                    label = try menuTitle(value, systemImage: argument(arguments, "systemImage"), depth: depth, at: place)
                case (_, .int), (_, .double), (_, .bool), (_, .string), (_, .color), (_, .none), (_, .array), (_, .set), (_, .dictionary),
                     (_, .range), (_, .enumCase), (_, .structValue), (_, .object), (_, .opaque), (_, .navigationPath), (_, .codablePath),
                     (_, .closure), (_, .binding), (_, .view), (_, .metatype), (_, .keyPath), (_, .swiftUIConstant), (_, .undeclared),
                     (_, .void):
                    break
                }
            }
            return .menu(MenuNode(label: label, content: content, primaryAction: primaryAction))
        case .disclosureGroup:
            // `DisclosureGroup("Location", isExpanded: $expanded) { … }`, `DisclosureGroup { … } label: { … }` (N58).
            var label = ViewNode.empty
            var content: [ViewNode] = []
            for (index, given) in arguments.enumerated() {
                switch (given.label, given.value) {
                case ("label", let value):
                    label = try single(value, depth: depth, at: place + "/label")
                case ("content", let value), (nil, let value) where isViewLike(value):
                    content = try children(value, depth: depth, at: place + "/content")
                case (nil, let value) where index == 0:
                    label = .text(interpreter.describe(value))
                case (_, .int), (_, .double), (_, .bool), (_, .string), (_, .color), (_, .none), (_, .array), (_, .set), (_, .dictionary),
                     (_, .range), (_, .enumCase), (_, .structValue), (_, .object), (_, .opaque), (_, .navigationPath), (_, .codablePath),
                     (_, .closure), (_, .binding), (_, .view), (_, .metatype), (_, .keyPath), (_, .swiftUIConstant), (_, .undeclared),
                     (_, .void):
                    break
                }
            }
            return .disclosureGroup(DisclosureGroupNode(label: label, isExpanded: bindingRef(argument(arguments, "isExpanded")), content: content))
        case .anyView:
            // Handled in ``node(_:depth:at:)``, which keeps the wrapped view's own kind.
            return .container(.group, [try single(arguments.first?.value, depth: depth, at: place + "/AnyView")])
        // A `Tab` outside a `TabView`, a toolbar item outside a toolbar, an image: drawn as written.
        case .tab, .toolbarItem, .toolbarItemGroup, .image, .inert:
            return .opaque(type: builtin.name, arguments: values(arguments))
        }
    }

    /// A menu's title: `Menu("Options")` is a text; with `systemImage:`, a label.
    private func menuTitle(_ title: RuntimeValue, systemImage: RuntimeValue?, depth: Int, at place: String) throws(EvaluationError) -> ViewNode {
        if isViewLike(title) { return try single(title, depth: depth, at: place + "/label") }
        if case .string(let image)? = systemImage { return ViewNode(.label(title: interpreter.describe(title), systemImage: image)) }
        return .text(interpreter.describe(title))
    }

    /// `ContentUnavailableView { Label } description: { Text } actions: { Button }`, or
    /// `ContentUnavailableView("No Mail", systemImage: "tray", description: Text("…"))` (N59):
    /// its label, description and actions, all on screen.
    private func contentUnavailableKind(_ arguments: [LabeledValue], depth: Int, at place: String) throws(EvaluationError) -> ViewKind {
        var parts: [ViewNode] = []
        if let search = argument(arguments, "search") {
            // What iOS 17 shows in English, as the compiled engine's model module does.
            let text = interpreter.describe(search)
            let title = text.isEmpty ? "No Results" : "No Results for “\(text)”"
            return .container(.contentUnavailableView, [
                ViewNode(.label(title: title, systemImage: "magnifyingglass")), .text("Check the spelling or try a new search."),
            ])
        }
        if let title = arguments.first(where: { $0.label == nil && !isViewLike($0.value) })?.value {
            var systemImage: String?
            if case .string(let image)? = argument(arguments, "systemImage") { systemImage = image }
            parts.append(ViewNode(.label(title: interpreter.describe(title), systemImage: systemImage)))
        }
        for name in ["label", "description", "actions"] {
            guard let value = argument(arguments, name), !value.isNil else { continue }
            parts += try children(value, depth: depth, at: place + "/" + name)
        }
        return .container(.contentUnavailableView, parts)
    }

    private func isClosure(_ value: RuntimeValue) -> Bool {
        if case .closure = value { return true }
        return false
    }

    private func rowElements(_ data: RuntimeValue, id: RuntimeValue?, rows: RuntimeValue?, offset: Int, depth: Int, at place: String) throws(EvaluationError) -> [ForEachElement] {
        let items = try interpreter.sequenceElements(data, offset: offset)
        var elements: [ForEachElement] = []
        for item in items {
            let identifier: RuntimeValue
            switch id {
            case .keyPath(let names)?:
                var current = item
                for name in names { current = try interpreter.member(current, name, offset: offset) }
                identifier = current
            case nil, .int?, .double?, .bool?, .string?, .color?, .none?, .array?, .set?, .dictionary?, .range?, .enumCase?, .structValue?,
                 .object?, .opaque?, .navigationPath?, .codablePath?, .closure?, .binding?, .view?, .metatype?, .swiftUIConstant?,
                 .undeclared?, .void?:
                if case .structValue(let instance) = item, instance.type.fieldIndex("id") != nil || instance.type.computedProperties["id"] != nil {
                    identifier = try interpreter.member(item, "id", offset: offset)
                } else {
                    identifier = item
                }
            }
            var content = ViewNode.empty
            if case .closure(let closure)? = rows {
                let row = try interpreter.call(closure, arguments: [item], offset: offset)
                content = try single(row, depth: depth, at: place + "/[" + interpreter.describe(identifier, nested: true) + "]")
            }
            elements.append(ForEachElement(id: converter.value(identifier) ?? .string(interpreter.describe(identifier)), content: content))
        }
        return elements
    }

    private func linkKind(_ arguments: [LabeledValue], offset: Int, depth: Int, at place: String) throws(EvaluationError) -> ViewKind {
        var title: String?
        if let first = arguments.first, first.label == nil, case .string(let text) = first.value { title = text }
        let hasValue = arguments.contains { $0.label == "value" }
        let hasDestinationArgument = arguments.contains { $0.label == "destination" }
        var label: ViewNode = title.map { .text($0) } ?? .empty
        var destination: DestinationRef?
        for argument in arguments {
            switch (argument.label, argument.value) {
            case ("label", let value):
                if case .closure(let closure) = value {
                    label = try single(try interpreter.call(closure, arguments: [], offset: offset), depth: depth, at: place + "/label")
                } else {
                    label = try single(value, depth: depth, at: place + "/label")
                }
            case ("destination", .closure(let closure)):
                destination = destinationRef(closure)
            case ("destination", let value):
                if let view = try interpreter.viewValue(value, offset: offset, strict: false) { destination = destinationRef(view) }
            case (nil, .closure(let closure)):
                if title == nil && (hasValue || hasDestinationArgument) {
                    label = try single(try interpreter.call(closure, arguments: [], offset: offset), depth: depth, at: place + "/label")
                } else {
                    destination = destinationRef(closure)
                }
            case (_, .int), (_, .double), (_, .bool), (_, .string), (_, .color), (_, .none), (_, .array), (_, .set), (_, .dictionary),
                 (_, .range), (_, .enumCase), (_, .structValue), (_, .object), (_, .opaque), (_, .navigationPath), (_, .codablePath),
                 (_, .closure), (_, .binding), (_, .view), (_, .metatype), (_, .keyPath), (_, .swiftUIConstant), (_, .undeclared),
                 (_, .void):
                break
            }
        }
        if let active = argument(arguments, "isActive") {
            guard let binding = bindingRef(active), let destination else { throw interpreter.fault(offset, "'NavigationLink(isActive:)' needs a binding and a destination") }
            return .link(label: label, .isActive(binding, destination: destination))
        }
        if let tag = argument(arguments, "tag") {
            guard let selection = bindingRef(argument(arguments, "selection")), let destination, let tagValue = converter.value(tag) else {
                throw interpreter.fault(offset, "'NavigationLink(tag:selection:)' needs a tag, a selection binding and a destination")
            }
            return .link(label: label, .tagSelection(tag: tagValue, selection: selection, destination: destination))
        }
        if let value = argument(arguments, "value") {
            return .link(label: label, .value(value.isNil ? nil : converter.value(value)))
        }
        guard let destination else { throw interpreter.fault(offset, "a 'NavigationLink' needs a destination or a value") }
        return .link(label: label, .destination(destination))
    }

    private func modifierKind(_ modifier: ModifierValue, depth: Int, at place: String) throws(EvaluationError) -> ModifierKind {
        let first = modifier.arguments.first?.value
        switch modifier.modifier {
        case .toolbar:
            // `.toolbar(.hidden, for: .navigationBar)` hides the bar, and with it back (N45).
            if case .swiftUIConstant(_, "hidden")? = first {
                let bars = modifier.arguments.filter { $0.label == "for" }.map { interpreter.describe($0.value) }
                if bars.isEmpty || bars.contains("navigationBar") || bars.contains("automatic") { return .backButtonHidden(true) }
            }
            // `.toolbar(.visible, for: …)` and the like carry no content.
            guard let content = modifier.arguments.first(where: { $0.label == nil || $0.label == "content" }), isViewLike(content.value) else { break }
            return .toolbar(try toolbarItems(content.value, depth: depth, at: place + "/toolbar"))
        case .navigationBarItems:
            var items: [ViewNode] = []
            for argument in modifier.arguments where argument.label == "leading" || argument.label == "trailing" {
                items += try toolbarItems(argument.value, depth: depth, at: place + "/" + (argument.label ?? ""))
            }
            return .toolbar(items)
        case .navigationBarBackButtonHidden:
            if case .bool(let flag)? = first { return .backButtonHidden(flag) }
            return .backButtonHidden(true)
        case .interactiveDismissDisabled:
            if case .bool(let flag)? = first { return .interactiveDismissDisabled(flag) }
            return .interactiveDismissDisabled(true)
        case .presentationCompactAdaptation:
            // N50: the horizontal adaptation decides on an iPhone in portrait.
            let value = modifier.argument("horizontal") ?? first
            if case .swiftUIConstant(_, let name)? = value, let adaptation = PresentationAdaptation(rawValue: name) {
                return .presentationCompactAdaptation(adaptation)
            }
            // `.none` reads as Optional's nil where the type is not inferred.
            if case RuntimeValue.none? = value { return .presentationCompactAdaptation(.none) }
        case .presentation:
            if let presentation = try modalPresentation(modifier, depth: depth, at: place) { return .presents(presentation) }
        case .navigationDestination:
            let closure = modifier.arguments.compactMap { labeled -> Closure? in
                if case .closure(let closure) = labeled.value { return closure }
                return nil
            }.first
            guard let closure else { throw interpreter.fault(modifier.offset, "'navigationDestination' needs a destination") }
            let destination = destinationRef(closure)
            if case .metatype(let type)? = modifier.argument("for") {
                return .destinationForType(typeName: converter.modelName(of: type), destination: destination)
            }
            if let presented = bindingRef(modifier.argument("isPresented")) {
                return .destinationIsPresented(presented, destination: destination)
            }
            if let item = bindingRef(modifier.argument("item")) {
                return .destinationItem(item, destination: destination)
            }
            return .other(modifier.name)
        case .navigationTitle:
            if case .view(let view)? = first, case .builtin(.text, let arguments) = view.kind, let text = arguments.first {
                return .navigationTitle(interpreter.describe(text.value))
            }
            return .navigationTitle(first.map { interpreter.describe($0) } ?? "")
        case .isDetailLink:
            if case .bool(let flag)? = first { return .isDetailLink(flag) }
        case .navigationViewStyle:
            if case .swiftUIConstant(_, let name)? = first, let style = NavigationViewStyle(rawValue: name) { return .navigationViewStyle(style) }
            // The style types' initializers, the spelling before iOS 15: `StackNavigationViewStyle()`.
            if case .opaque(let type, _)? = first, let style = Self.navigationViewStyles[type] { return .navigationViewStyle(style) }
            return .navigationViewStyle(.automatic)
        case .tag:
            if let first, let value = converter.value(first) { return .tag(value) }
        case .disabled:
            if case .bool(let flag)? = first { return .disabled(flag) }
        case .id:
            if let first, let value = converter.value(first) { return .identity(value) }
        case .attachedContent:
            // A colour or a shape (`.background(.blue)`, `.background(tint, in: shape)`) has nothing to tap.
            if modifier.arguments.contains(where: { $0.label == "in" }) { break }
            let views = modifier.arguments.filter { ($0.label == nil || $0.label == "content") && isViewLike($0.value) }
            guard !views.isEmpty else { break }
            var nodes: [ViewNode] = []
            for (index, view) in views.enumerated() {
                nodes += try toolbarItems(view.value, depth: depth, at: place + "/attached\(index)")
            }
            return .attachedViews(nodes)
        case .onOpenURL:
            if case .closure(let closure)? = modifier.arguments.last?.value { return .onOpenURL(codeRef(closure)) }
        case .onSubmit:
            // `.onSubmit(of: .search)` answers the search field only, which the model does not show.
            if case .swiftUIConstant(_, let trigger)? = modifier.argument("of"), trigger != "text" { break }
            if case .closure(let closure)? = modifier.arguments.last?.value { return .onSubmit(codeRef(closure)) }
        case .submitScope:
            if case .bool(let flag)? = first { return .submitScope(flag) }
            return .submitScope(true)
        case .accessibilityLabel:
            // `.accessibilityLabel(Text("…"))` or a string; `.accessibility(label:)` is the deprecated spelling.
            let value = modifier.name == "accessibility" ? modifier.argument("label") : first
            if case .view(let view)? = value, case .builtin(.text, let textArguments) = view.kind, let text = textArguments.first {
                return .accessibilityLabel(interpreter.describe(text.value))
            }
            if let value, !isViewLike(value) { return .accessibilityLabel(interpreter.describe(value)) }
        case .inert:
            noteLifecycle(modifier, at: place)
        // Read where views take their place (the environment) or by `TabView` (its items).
        case .environmentObject, .environment, .tabItem:
            break
        }
        return .other(modifier.name)
    }

    /// The `NavigationViewStyle` types by name, as the static members `.stack` and `.columns` name them.
    static let navigationViewStyles: [String: NavigationViewStyle] = [
        "StackNavigationViewStyle": .stack,
        "ColumnNavigationViewStyle": .columns,
        "DoubleColumnNavigationViewStyle": .columns,
        "DefaultNavigationViewStyle": .automatic,
    ]

    // MARK: Environment

    /// `.environmentObject(model)` and `.environment(model)`: the innermost modifier wins,
    /// as in SwiftUI, so they are applied from the outermost in.
    private func provideEnvironment(from modifiers: [ModifierValue]) {
        for modifier in modifiers.reversed() where modifier.modifier == .environmentObject || modifier.modifier == .environment {
            guard modifier.arguments.count == 1, modifier.arguments[0].label == nil,
                  case .object(let box) = modifier.arguments[0].value else { continue }
            environment[box.type.name] = .object(box)
        }
    }

    /// A view's `@EnvironmentObject` and `@Environment(T.self)` properties, from what its ancestors provide.
    ///
    /// A missing object stops the app in SwiftUI; here it is the same message at the view.
    func environmentFilled(_ instance: StructValue, offset: Int, at place: String) throws(EvaluationError) -> StructValue {
        var instance = instance
        for (index, property) in instance.type.storedProperties.enumerated() {
            if case .environmentValue(let key) = property.wrapper {
                instance.fields[index] = environmentValue(key, at: place)
                interpreter.exercisedBehaviours.insert(.dismissActsWhereItIsDeclared)
                continue
            }
            guard case .environmentObject(let typeName, let isObservable) = property.wrapper else { continue }
            guard let object = environment[typeName] else {
                let message = isObservable
                    ? "No Observable object of type \(typeName) found. A View.environment(_:) for \(typeName) may be missing as an ancestor of this view."
                    : "No ObservableObject of type \(typeName) found. A View.environmentObject(_:) for \(typeName) may be missing as an ancestor of this view."
                throw interpreter.fault(offset, message, id: "interpreter.missingEnvironmentObject")
            }
            instance.fields[index] = object
            interpreter.exercisedBehaviours.insert(.objectsAreShared)
            // N43 [M]: a pushed screen reading an object set inside the stack, as the model passes it on.
            if let inside = screenInsideObjects, inside.types.contains(typeName),
               case .object(let found) = object, case .object(let declared)? = destinationEnvironments[inside.destination]?[typeName], found === declared {
                pendingEvents.append(NavigationEvent(
                    .warning, .action, .objectsAreShared, ModelText(.objectsAreShared, "environmentFromInsideStack", [typeName]),
                    source: SourceRef(offset), isModelDecision: true))
            }
        }
        return instance
    }

    /// What `@Environment(\.key)` reads on the screen being evaluated.
    private func environmentValue(_ key: EnvironmentKey, at place: String) -> RuntimeValue {
        switch key {
        case .dismiss: return .closure(dismissAction(declaredAt: place))
        case .isPresented: return .bool(evaluatingPushedScreen)
        case .horizontalSizeClass: return .swiftUIConstant(type: "UserInterfaceSizeClass", name: loadedSizeClass.rawValue)
        }
    }

    // MARK: Toolbars

    /// The views a toolbar's content puts in the bar: `ToolbarItem` and `ToolbarItemGroup`
    /// unwrapped to what they hold, builder groups flattened.
    private func toolbarItems(_ content: RuntimeValue, depth: Int, at place: String) throws(EvaluationError) -> [ViewNode] {
        var value = content
        if case .closure(let closure) = content, closure.function.parameters.isEmpty {
            value = try interpreter.call(closure, arguments: [], offset: closure.function.offset)
        }
        guard let view = try interpreter.viewValue(value, offset: 0, strict: false) else { return [] }
        var items: [ViewNode] = []
        try collectToolbarItems(view, depth: depth, at: place, into: &items)
        return items
    }

    private func collectToolbarItems(_ view: ViewValue, depth: Int, at place: String, into items: inout [ViewNode]) throws(EvaluationError) {
        switch view.kind {
        case .group(let members) where view.modifiers.isEmpty:
            for (index, member) in members.enumerated() { try collectToolbarItems(member, depth: depth, at: place + "/\(index)", into: &items) }
        case .builtin(let builtin, let arguments) where builtin == .toolbarItem || builtin == .toolbarItemGroup:
            if let content = arguments.first(where: { ($0.label == nil || $0.label == "content") && isViewLike($0.value) }) {
                items += try toolbarItems(content.value, depth: depth, at: place + "/" + builtin.name)
            }
        case .builtin, .declared, .opaque, .color, .group, .conditional, .empty:
            items.append(try node(view, depth: depth + 1, at: place))
        }
    }

    // MARK: Presentations

    /// `.sheet(isPresented:onDismiss:content:)`, `.sheet(item:…)`, the same forms of
    /// `.fullScreenCover` and `.popover`, and `.alert`/`.confirmationDialog(_:isPresented:…)`
    /// (N46); nil for the forms that are not modelled (the catalog warns about them).
    private func modalPresentation(_ modifier: ModifierValue, depth: Int, at place: String) throws(EvaluationError) -> ModalPresentation? {
        guard case .presentation(let kind) = modifier.modifier,
              !modifier.arguments.contains(where: { $0.label == "presenting" || $0.label == "error" }) else { return nil }
        let trigger: ModalPresentation.Trigger
        if let presented = bindingRef(modifier.argument("isPresented")) {
            trigger = .isPresented(presented)
        } else if let item = bindingRef(modifier.argument("item")) {
            trigger = .item(item)
        } else {
            return nil
        }
        var onDismiss: CodeRef?
        if case .closure(let closure)? = modifier.argument("onDismiss") { onDismiss = codeRef(closure) }
        if kind.hasContent {
            let content = modifier.arguments.first { ($0.label == nil || $0.label == "content") && isClosure($0.value) }
            guard case .closure(let closure)? = content?.value else { return nil }
            let contentRef = destinationRef(closure)
            presentationContents.insert(contentRef.id)
            return ModalPresentation(kind, trigger: trigger, content: contentRef, onDismiss: onDismiss)
        }
        var title: String?
        if let first = modifier.arguments.first, first.label == nil {
            if case .view(let view) = first.value, case .builtin(.text, let arguments) = view.kind, let text = arguments.first {
                title = interpreter.describe(text.value)
            } else if !isClosure(first.value) {
                title = interpreter.describe(first.value)
            }
        }
        var actions: [ViewNode] = []
        if let content = modifier.arguments.first(where: { ($0.label == nil || $0.label == "actions") && isViewLike($0.value) && !($0.label == nil && !isClosure($0.value) && title != nil) }) {
            actions = try toolbarItems(content.value, depth: depth, at: place + "/" + modifier.name)
        }
        return ModalPresentation(kind, trigger: trigger, onDismiss: onDismiss, title: title, actions: actions)
    }

    // MARK: Tabs

    /// `TabView(selection:)` with `.tabItem { Label(…) }.tag(…)` children, or iOS 18's
    /// `Tab("…", systemImage: "…", value: …) { … }` (N47).
    private func tabViewKind(_ arguments: [LabeledValue], depth: Int, at place: String) throws(EvaluationError) -> ViewKind {
        let content = arguments.first { ($0.label == nil || $0.label == "content") && isViewLike($0.value) }?.value
        var members: [ViewValue] = []
        if let content, let view = try interpreter.viewValue(content, offset: 0, strict: false) {
            if case .group(let group) = view.kind, view.modifiers.isEmpty { members = group } else { members = [view] }
        }
        var tabs: [TabNode] = []
        for (index, member) in members.enumerated() {
            let tabPlace = place + "/tab\(index)"
            if case .builtin(.tab, let tabArguments) = member.kind {
                var label = ""
                if case .string(let title)? = tabArguments.first(where: { $0.label == nil && !isViewLike($0.value) })?.value { label = title }
                var systemImage: String?
                if case .string(let image)? = argument(tabArguments, "systemImage") { systemImage = image }
                let tag = argument(tabArguments, "value").flatMap { converter.value($0) }
                let body = tabArguments.first { ($0.label == nil || $0.label == "content") && isViewLike($0.value) }?.value
                tabs.append(TabNode(label: label, systemImage: systemImage, tag: tag, content: try single(body, depth: depth, at: tabPlace)))
                continue
            }
            var label = ""
            var systemImage: String?
            var tag: Value?
            for modifier in member.modifiers {
                if modifier.modifier == .tag, let value = modifier.arguments.first?.value { tag = converter.value(value) }
                if modifier.modifier == .tabItem, let item = modifier.arguments.first?.value {
                    (label, systemImage) = try tabItemLabel(item)
                }
            }
            tabs.append(TabNode(label: label, systemImage: systemImage, tag: tag, content: try node(member, depth: depth + 1, at: tabPlace)))
        }
        return .tabView(TabViewNode(selection: bindingRef(argument(arguments, "selection")), tabs: tabs))
    }

    /// The text and symbol of a `.tabItem { Label("Home", systemImage: "house") }` (or `Text`, `Image` + `Text`).
    private func tabItemLabel(_ item: RuntimeValue) throws(EvaluationError) -> (String, String?) {
        var value = item
        if case .closure(let closure) = item { value = try interpreter.call(closure, arguments: [], offset: closure.function.offset) }
        guard let view = try interpreter.viewValue(value, offset: 0, strict: false) else { return ("", nil) }
        var texts: [String] = []
        var symbol: String?
        func visit(_ view: ViewValue) {
            switch view.kind {
            case .builtin(.label, let arguments):
                if let first = arguments.first { texts.append(interpreter.describe(first.value)) }
                if case .string(let image)? = argument(arguments, "systemImage") { symbol = image }
            case .builtin(.text, let arguments):
                if let first = arguments.first { texts.append(interpreter.describe(first.value)) }
            case .builtin(.image, let arguments):
                if case .string(let image)? = argument(arguments, "systemName") { symbol = image }
            case .group(let members):
                members.forEach(visit)
            case .builtin, .declared, .opaque, .color, .conditional, .empty:
                break
            }
        }
        visit(view)
        return (texts.joined(separator: " "), symbol)
    }
}

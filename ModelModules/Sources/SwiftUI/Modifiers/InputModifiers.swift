internal import NavigationModel

// Deep links, text submission and accessibility labels: what `open url`, `submit` and a
// tap on an image-only control read (N54, N55, N56).

extension View {
    /// Registers a handler for the URLs the app opens: `open url` runs it (N54).
    public func onOpenURL(perform action: @escaping (URL) -> (), _file: String = #filePath, _line: Int = #line, _column: Int = #column) -> some View {
        modelled(_file, _line, _column) { renderer, place in
            .onOpenURL(renderer.urlHandlerRef(at: place, site: CallSite(_file, _line, _column), action))
        }
    }

    /// An action a return in a text field inside this view runs (N55); `.search` answers the
    /// search field, which the model does not show.
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping (() -> Void),
                         _file: String = #filePath, _line: Int = #line, _column: Int = #column) -> some View {
        modelled(_file, _line, _column) { renderer, place in
            guard triggers._navdocsName == "text" else { return .other("onSubmit") }
            return .onSubmit(renderer.codeRef(at: place, site: CallSite(_file, _line, _column), action))
        }
    }

    /// Keeps a submit inside this view from the `onSubmit` actions around it (N55).
    public func submitScope(_ isBlocking: Bool = true, _file: String = #filePath, _line: Int = #line, _column: Int = #column) -> some View {
        modelled(_file, _line, _column) { _, _ in .submitScope(isBlocking) }
    }

    /// The name an image-only button or link is tapped by (N56).
    public func accessibilityLabel(_ label: Text, _file: String = #filePath, _line: Int = #line, _column: Int = #column) -> some View {
        modelled(_file, _line, _column) { _, _ in .accessibilityLabel(label.content) }
    }

    public func accessibilityLabel(_ labelKey: LocalizedStringKey, _file: String = #filePath, _line: Int = #line, _column: Int = #column) -> some View {
        modelled(_file, _line, _column) { _, _ in .accessibilityLabel(labelKey.text) }
    }

    @_disfavoredOverload
    public func accessibilityLabel<S>(_ label: S, _file: String = #filePath, _line: Int = #line, _column: Int = #column) -> some View where S: StringProtocol {
        modelled(_file, _line, _column) { _, _ in .accessibilityLabel(String(label)) }
    }
}

extension Renderer {
    /// A `TextField`, `SecureField` or `TextEditor` from the arguments its initializer kept:
    /// its title (a string, a `Text` or a `Text` label), its prompt and its text binding.
    func textFieldNode(_ kind: TextFieldNode.Kind, _ arguments: InertArguments, at place: String) -> ViewNode {
        func text(_ value: Any) -> String? {
            switch value {
            case let key as LocalizedStringKey: key.text
            case let text as Text: text.content
            case let string as any StringProtocol: String(string)
            default: nil
            }
        }
        var title = ""
        var prompt: String?
        var binding: BindingRef?
        for entry in arguments.entries {
            switch entry.label {
            case nil, "label": if title.isEmpty, let value = text(entry.value) { title = value }
            case "prompt": prompt = (entry.value as? Text)?.content
            case "text": if let text = entry.value as? Binding<String> { binding = bindingRef(text) }
            default: break
            }
        }
        return ViewNode(.textField(TextFieldNode(kind: kind, title: title, prompt: prompt, text: binding)))
    }
}

/// A text input: `TextField`, `SecureField` or `TextEditor`, found by its label or prompt.
///
/// `type "Ada" into "Name"` writes the text through ``text``, the field's binding;
/// `submit "Name"` runs the `onSubmit` actions around it (N55).
public struct TextFieldNode: Hashable, Sendable {
    /// Which view it is.
    public enum Kind: String, Hashable, Sendable, Codable {
        case textField = "TextField", secureField = "SecureField", textEditor = "TextEditor"
    }

    public var kind: Kind
    /// The title (`TextField("Name", text: $name)`); empty when it has none (`TextEditor`).
    public var title: String
    /// The prompt (`prompt: Text("Required")`), which a scenario may name the field by too.
    public var prompt: String?
    /// Where typed text goes; nil when the binding is not to state the model can write.
    public var text: BindingRef?

    public init(kind: Kind, title: String, prompt: String? = nil, text: BindingRef?) {
        self.kind = kind
        self.title = title
        self.prompt = prompt
        self.text = text
    }

    /// The label a scenario names it by: its title, else its prompt.
    public var label: String {
        title.isEmpty ? prompt ?? "" : title
    }
}

import QuillFoundation

/// What a view tells assistive technologies about itself when nothing was set on it: widgets
/// override `View.defaultAccessibility` (a button's label is its title, a slider is adjustable
/// with its value); the `accessibility…` properties set on a view win over these.
public struct AccessibilityDescription: Hashable, Sendable {
    /// Whether the view is one element for a screen reader.
    public var isElement: Bool
    /// What the element is called ("Save", "Volume").
    public var label: String?
    /// Its current value ("50%", "On", the text typed).
    public var value: String?
    /// What activating it does ("Saves the document").
    public var hint: String?
    /// What it is and its state.
    public var traits: AccessibilityTraits

    /// Creates a description; by default not an element.
    public init(isElement: Bool = false, label: String? = nil, value: String? = nil, hint: String? = nil, traits: AccessibilityTraits = []) {
        self.isElement = isElement
        self.label = label
        self.value = value
        self.hint = hint
        self.traits = traits
    }
}

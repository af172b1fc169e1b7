import QuillViews

/// Assistive technologies read a label's text character by character; it has no caret and
/// cannot be edited.
extension Label: AccessibilityTextContent {
    /// The label's `text`, or the empty string when it has none.
    public var accessibilityText: String { text ?? "" }
    /// Always `nil`: a label has no caret or selection.
    public var accessibilitySelectedRange: Range<Int>? { nil }
    /// Refuses (returns `false`): a label has no caret to move.
    public func setAccessibilitySelectedRange(_ range: Range<Int>) -> Bool { false }
    /// Always `false`: a label's text cannot be edited.
    public var isAccessibilityTextEditable: Bool { false }
    /// Refuses (returns `false`) and leaves the text as it is.
    public func replaceAccessibilityText(in range: Range<Int>, with text: String) -> Bool { false }
}

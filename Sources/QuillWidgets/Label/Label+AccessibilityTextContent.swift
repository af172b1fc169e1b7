import QuillViews

/// Assistive technologies read a label's text character by character; it has no caret and
/// cannot be edited.
extension Label: AccessibilityTextContent {
    public var accessibilityText: String { text ?? "" }
    public var accessibilitySelectedRange: Range<Int>? { nil }
    public func setAccessibilitySelectedRange(_ range: Range<Int>) -> Bool { false }
    public var isAccessibilityTextEditable: Bool { false }
    public func replaceAccessibilityText(in range: Range<Int>, with text: String) -> Bool { false }
}

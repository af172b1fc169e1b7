/// A view whose text assistive technologies read character by character, and edit when it is
/// editable (AT-SPI's Text and EditableText interfaces). Offsets count `Character`s of
/// `accessibilityText`.
@MainActor
public protocol AccessibilityTextContent: AnyObject {
    /// The text as shown (dots for secure entry).
    var accessibilityText: String { get }
    /// The selection, or the caret as an empty range; `nil` when the view has no caret.
    var accessibilitySelectedRange: Range<Int>? { get }
    /// Moves the caret or selection; returns whether the view has one.
    func setAccessibilitySelectedRange(_ range: Range<Int>) -> Bool
    /// Whether `replaceAccessibilityText(in:with:)` can change the text.
    var isAccessibilityTextEditable: Bool { get }
    /// Replaces a range of the text as typing would (the delegate asked, actions sent);
    /// returns whether the text changed.
    func replaceAccessibilityText(in range: Range<Int>, with text: String) -> Bool
    /// Whether the text runs over several lines the user edits or reads as a document (a text
    /// view); default `false`.
    var isAccessibilityTextMultiline: Bool { get }
}

extension AccessibilityTextContent {
    /// One line of text, or a label.
    public var isAccessibilityTextMultiline: Bool { false }
}

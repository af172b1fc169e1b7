import QuillFoundation
import QuillViews

extension TextView: AccessibilityTextContent {
    /// The whole text.
    public var accessibilityText: String { document.string }
    /// The selection, or the caret.
    public var accessibilitySelectedRange: Range<Int>? { isSelectable || isEditable ? selectedRange : nil }

    /// Moves the caret or selection, as the user would.
    public func setAccessibilitySelectedRange(_ range: Range<Int>) -> Bool {
        guard isSelectable || isEditable else { return false }
        let lower = Swift.max(0, Swift.min(range.lowerBound, document.count))
        selectByUser(lower..<Swift.max(lower, Swift.min(range.upperBound, document.count)))
        return true
    }

    /// Whether an assistive technology may edit the text.
    public var isAccessibilityTextEditable: Bool { isEditable }

    /// Edits as typing would (the delegate asked, the change undoable).
    public func replaceAccessibilityText(in range: Range<Int>, with text: String) -> Bool {
        guard isEditable else { return false }
        let before = document.count
        let lower = Swift.max(0, Swift.min(range.lowerBound, before))
        replaceByUser(lower..<Swift.max(lower, Swift.min(range.upperBound, before)), with: text)
        return document.count != before || !text.isEmpty
    }

    /// A text view is a multi-line document.
    public var isAccessibilityTextMultiline: Bool { true }
}

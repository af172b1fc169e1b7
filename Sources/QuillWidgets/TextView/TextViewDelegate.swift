/// Hears about a text view's editing (UIKit's `UITextViewDelegate`); it is a scroll view
/// delegate too, set through `delegate`. Every method has a default.
@MainActor
public protocol TextViewDelegate: ScrollViewDelegate {
    /// Whether the text view may take keyboard focus to edit. Default `true`.
    func textViewShouldBeginEditing(_ textView: TextView) -> Bool
    /// The text view took keyboard focus.
    func textViewDidBeginEditing(_ textView: TextView)
    /// The text view lost keyboard focus.
    func textViewDidEndEditing(_ textView: TextView)
    /// Whether typing, pasting or deleting may replace the characters in `range` with `text`.
    /// Default `true`.
    func textView(_ textView: TextView, shouldChangeTextIn range: Range<Int>, replacementText text: String) -> Bool
    /// The text changed by the user's editing (not by setting `text`).
    func textViewDidChange(_ textView: TextView)
    /// The selection (or the caret) moved by the user.
    func textViewDidChangeSelection(_ textView: TextView)
}

extension TextViewDelegate {
    /// Allows editing.
    public func textViewShouldBeginEditing(_ textView: TextView) -> Bool { true }
    /// Does nothing by default.
    public func textViewDidBeginEditing(_ textView: TextView) {}
    /// Does nothing by default.
    public func textViewDidEndEditing(_ textView: TextView) {}
    /// Allows every change.
    public func textView(_ textView: TextView, shouldChangeTextIn range: Range<Int>, replacementText text: String) -> Bool { true }
    /// Does nothing by default.
    public func textViewDidChange(_ textView: TextView) {}
    /// Does nothing by default.
    public func textViewDidChangeSelection(_ textView: TextView) {}
}

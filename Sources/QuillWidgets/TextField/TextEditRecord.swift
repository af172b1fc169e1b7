import QuillFoundation

/// One undoable edit of a text field or text view: where the new characters are, and what they replaced.
/// A run of typing grows `range` as characters are added, so it is undone in one step.
@MainActor
final class TextEditRecord {
    /// The characters the edit put in.
    var range: Range<Int>
    /// The characters it took out.
    let removed: [Character]
    /// Their attributes, where the text has attributes.
    let removedAttributes: [TextAttributes]?

    init(range: Range<Int>, removed: [Character], removedAttributes: [TextAttributes]?) {
        self.range = range
        self.removed = removed
        self.removedAttributes = removedAttributes
    }
}

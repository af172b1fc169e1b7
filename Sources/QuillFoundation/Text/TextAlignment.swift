/// The horizontal alignment of lines of text.
public enum TextAlignment: Hashable, Sendable, CaseIterable {
    case left
    case center
    case right
    /// Left for left-to-right text (the only direction laid out today).
    case natural
}

/// The horizontal alignment of lines of text.
public enum TextAlignment: Hashable, Sendable, CaseIterable {
    /// Lines start at the left edge, whatever the text's or interface's direction.
    case left
    /// Lines are centred between the edges.
    case center
    /// Lines end at the right edge, whatever the text's or interface's direction.
    case right
    /// The paragraph's reading side: right for right-to-left text or in a right-to-left
    /// interface, left otherwise.
    case natural
}

/// The horizontal alignment of lines of text.
public enum TextAlignment: Hashable, Sendable, CaseIterable {
    case left
    case center
    case right
    /// The paragraph's reading side: right for right-to-left text or in a right-to-left
    /// interface, left otherwise.
    case natural
}

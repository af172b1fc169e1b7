/// Where one character of a laid-out line is drawn: its horizontal extent from the line's left
/// edge and the direction it runs in.
public struct CharacterBox: Hashable, Sendable {
    /// The left edge.
    public var minX: Double
    /// The right edge.
    public var maxX: Double
    /// Whether the character runs right to left (its leading edge is `maxX`).
    public var isRightToLeft: Bool

    /// The edge a caret before the character stands at.
    public var leadingX: Double { isRightToLeft ? maxX : minX }
    /// The edge a caret after the character stands at.
    public var trailingX: Double { isRightToLeft ? minX : maxX }
}

/// The weight of a font face.
public enum FontWeight: Int, Hashable, Sendable, CaseIterable {
    /// The normal weight (CSS/OpenType weight 400).
    case regular = 400
    /// The bold weight (CSS/OpenType weight 700).
    case bold = 700
}

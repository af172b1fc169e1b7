/// The weight of a font face.
public enum FontWeight: Int, Hashable, Sendable, CaseIterable {
    case regular = 400
    case bold = 700
}

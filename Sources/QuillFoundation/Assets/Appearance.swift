/// Light or dark: which variant of a named colour (or image) to use.
public enum Appearance: String, Hashable, Sendable, CaseIterable {
    /// The default appearance, and the one used when a catalog has no dark variant.
    case light
    /// The dark appearance (`"appearance": "luminosity", "value": "dark"` in a catalog).
    case dark
}

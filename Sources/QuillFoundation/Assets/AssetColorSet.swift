/// One `NAME.colorset` of an asset catalog: its colour for each appearance.
public struct AssetColorSet: Hashable, Sendable {
    /// The colour's name in the catalog (with its group's namespace).
    public var name: String
    /// The colour in the light (default) appearance.
    public var light: Color
    /// The colour in the dark appearance, where the set has one.
    public var dark: Color?

    /// The colour for an appearance (dark falls back to light).
    public func color(for appearance: Appearance) -> Color {
        appearance == .dark ? (dark ?? light) : light
    }
}

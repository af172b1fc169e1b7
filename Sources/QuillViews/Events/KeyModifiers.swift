/// Modifier keys held during an event.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
    /// The modifiers as bits, one per `static let` below.
    public let rawValue: Int
    /// Creates a set from its bits (`OptionSet`).
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Either Shift key.
    public static let shift = KeyModifiers(rawValue: 1 << 0)
    /// Either Control (Ctrl) key; with `meta`, what editing shortcuts such as Ctrl+C go by.
    public static let control = KeyModifiers(rawValue: 1 << 1)
    /// Either Alt key (Option on a Mac keyboard).
    public static let alt = KeyModifiers(rawValue: 1 << 2)
    /// The Super / Windows / Command key.
    public static let meta = KeyModifiers(rawValue: 1 << 3)
}

/// A key press or release.
public struct KeyEvent: Sendable {
    /// The key.
    public var key: Key
    /// Modifier keys held.
    public var modifiers: KeyModifiers
    /// Whether this press repeats because the key is held down.
    public var isRepeat: Bool
    /// Seconds on the application clock.
    public var timestamp: Double

    /// Creates an event.
    public init(key: Key, modifiers: KeyModifiers = [], isRepeat: Bool = false, timestamp: Double = 0) {
        self.key = key
        self.modifiers = modifiers
        self.isRepeat = isRepeat
        self.timestamp = timestamp
    }
}

/// The state of a control, which chooses its titles, colours and images (UIKit's
/// `UIControl.State`). `normal` is the empty set.
public struct ControlState: OptionSet, Hashable, Sendable {
    /// The states as bits, one per `static let` below.
    public let rawValue: UInt
    /// Creates a state from its bits (`OptionSet`).
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// No flag set: enabled, not pressed, selected or focused; the fallback for a state with no
    /// value of its own.
    public static let normal: ControlState = []
    /// Being pressed (`isHighlighted`).
    public static let highlighted = ControlState(rawValue: 1 << 0)
    /// `isEnabled` is false; the control ignores input.
    public static let disabled = ControlState(rawValue: 1 << 1)
    /// `isSelected` is true (a toggled button, a chosen segment).
    public static let selected = ControlState(rawValue: 1 << 2)
    /// The control is the first responder and receives keys.
    public static let focused = ControlState(rawValue: 1 << 3)
}

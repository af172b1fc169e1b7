/// The pointer's shape over a view (UIKit's `UIPointerStyle`, drawn with the system's cursors).
public enum PointerStyle: Hashable, Sendable {
    /// The arrow.
    case arrow
    /// The I-beam, over text that can be selected or edited.
    case iBeam
    /// The pointing hand, over links and buttons that ask for it.
    case hand
    /// A left-right resize arrow (split view dividers, column edges).
    case resizeLeftRight
    /// An up-down resize arrow.
    case resizeUpDown
    /// A crosshair.
    case crosshair
    /// The busy pointer (an hourglass or spinner).
    case busy
    /// A circle crossed out: what is under the pointer will not accept it.
    case notAllowed
}

/// What a view's content means for mirroring in a right-to-left interface (UIKit's
/// `UISemanticContentAttribute`).
public enum SemanticContentAttribute: String, Hashable, Sendable, CaseIterable {
    /// Follows the enclosing interface: the superview's direction, up to the window and the
    /// application. Unlike UIKit, where the attribute does not pass down, a view left
    /// unspecified inherits a forced direction from its superview, as GTK's and Qt's
    /// widget directions do, so one setting on a container mirrors a whole screen.
    case unspecified
    /// Playback controls (play, rewind): never mirrored.
    case playback
    /// Directional controls that mean a physical direction (arrows on a map): never mirrored.
    case spatial
    /// Always laid out left to right, and its unspecified subviews too.
    case forceLeftToRight
    /// Always laid out right to left, and its unspecified subviews too.
    case forceRightToLeft

    /// The layout direction a view with this attribute uses inside an interface laid out in
    /// `direction`.
    public func layoutDirection(relativeTo direction: UserInterfaceLayoutDirection) -> UserInterfaceLayoutDirection {
        switch self {
        case .unspecified: direction
        case .playback, .spatial, .forceLeftToRight: .leftToRight
        case .forceRightToLeft: .rightToLeft
        }
    }
}

/// A direction content size priorities apply along (UIKit's `NSLayoutConstraint.Axis`).
public enum LayoutAxis: Sendable, Hashable {
    case horizontal, vertical
}

/// A direction content size priorities apply along (UIKit's `NSLayoutConstraint.Axis`).
public enum LayoutAxis: Sendable, Hashable {
    /// Along x (widths, left/right hugging and compression) or along y (heights).
    case horizontal, vertical
}

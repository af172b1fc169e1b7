/// Auto Layout's standard numbers.
public enum LayoutConstants {
    /// The standard space between sibling views, and the default layout margin (UIKit's 8).
    public static let systemSpacing = 8.0
    /// The standard space between a view and its superview's edge in the visual format (`|-[a]`, 20).
    public static let superviewSpacing = 20.0
    /// The largest magnitude Auto Layout sets a frame's origin or size to: ten times what a
    /// template may write (`TemplateLimits.maximumCoordinate`). Chains of multipliers each in
    /// the limits can still solve to 1e300 or infinity; such a frame is clamped and the
    /// constraints that placed it are named in the log.
    public static let maximumSolvedCoordinate = 10_000_000.0
}

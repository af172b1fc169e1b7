/// Auto Layout's standard numbers.
public enum LayoutConstants {
    /// The standard space between sibling views, and the default layout margin (UIKit's 8).
    public static let systemSpacing = 8.0
    /// The standard space between a view and its superview's edge in the visual format (`|-[a]`, 20).
    public static let superviewSpacing = 20.0
}

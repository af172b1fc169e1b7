import QuillFoundation

/// A view whose intrinsic height depends on the width Auto Layout gives it (a label that wraps
/// its text). Its intrinsic width is its content's unwrapped (`intrinsicContentSize`); the
/// engine measures its height again at its solved width and solves again, so such views get
/// the height of their content at whatever width they end up with, and are narrower than their
/// content only where constraints make them so.
@MainActor
public protocol WidthDependentContent: AnyObject {
    /// Whether the intrinsic size currently depends on the width (a label with one line does
    /// not).
    var intrinsicSizeDependsOnWidth: Bool { get }
    /// The intrinsic size when laid out `width` points wide.
    func intrinsicContentSize(forWidth width: Double) -> Size?
}

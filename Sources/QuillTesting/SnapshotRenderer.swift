import QuillFoundation
import QuillGraphics
import QuillViews

/// Renders any view headless to pixels for snapshots (see `HeadlessRenderer`).
@MainActor
public enum SnapshotRenderer {
    /// Renders a view at its current size, or resized to `size` first.
    public static func render(_ view: View, size: Size? = nil, scale: Double = 1) -> Bitmap {
        HeadlessRenderer.render(view, size: size, scale: scale)
    }
}

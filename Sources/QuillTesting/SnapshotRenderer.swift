import QuillFoundation
import QuillGraphics
import QuillViews

/// Renders any view headless to pixels, in or out of a window, without disturbing its tree.
@MainActor
public enum SnapshotRenderer {
    /// Renders a view at its current size, or resized to `size` first.
    ///
    /// A view already in a window is cropped out of a render of that window. Otherwise its
    /// root view is placed in a temporary window (white background) and put back afterwards.
    public static func render(_ view: View, size: Size? = nil, scale: Double = 1) -> Bitmap {
        if let size { view.frame = Rect(origin: view.frame.origin, size: size) }
        if let window = view.window, window.scale == scale {
            let harness = HeadlessHarness(window: window)
            return harness.render(view)
        }
        var root = view
        while let parent = root.superview { root = parent }
        let savedFrame = root.frame
        let window = Window(size: root.bounds.size, scale: scale)
        root.frame = Rect(origin: .zero, size: root.bounds.size)
        window.addSubview(root)
        let harness = HeadlessHarness(window: window)
        let pixels = harness.render(view)
        root.removeFromSuperview()
        root.frame = savedFrame
        return pixels
    }
}

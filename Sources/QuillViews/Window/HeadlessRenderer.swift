import QuillFoundation
import QuillGraphics

/// Renders any view to pixels without a display, in or out of a window, without disturbing its
/// tree. Snapshot tests and the `quill render` command use it.
@MainActor
public enum HeadlessRenderer {
    /// Renders a view at its current size (or resized to `size` first).
    ///
    /// A view already in a window at the same scale is cropped out of a render of that window.
    /// Otherwise its root view is placed in a temporary window (white background) and put back.
    public static func render(_ view: View, size: Size? = nil, scale: Double = 1) -> Bitmap {
        if let size { view.frame = Rect(origin: view.frame.origin, size: size) }
        if let window = view.window, window.scale == scale {
            window.scheduler.update()
            window.renderFrame()
            return crop(window, to: view)
        }
        var root = view
        while let parent = root.superview { root = parent }
        let savedFrame = root.frame
        let window = Window(size: root.bounds.size, scale: scale)
        root.frame = Rect(origin: .zero, size: root.bounds.size)
        window.addSubview(root)
        window.renderFrame()
        let pixels = crop(window, to: view)
        root.removeFromSuperview()
        root.frame = savedFrame
        return pixels
    }

    private static func crop(_ window: Window, to view: View) -> Bitmap {
        let rect = view.convert(view.bounds, to: nil).applying(Transform(scaleX: window.scale, y: window.scale))
        return window.framebuffer.cropped(to: PixelRect(covering: rect))
    }
}

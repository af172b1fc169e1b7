import QuillFoundation

/// A pan that begins only from near an edge of the window (UIKit's
/// `UIScreenEdgePanGestureRecognizer`, with the window standing for the screen): the press
/// must land within 20 points of one of `edges`.
open class ScreenEdgePanGestureRecognizer: PanGestureRecognizer {
    /// The window edges the pan may start from. Default: none (it never begins, as in UIKit
    /// until edges are set).
    public var edges: RectEdge = []

    /// How close to an edge the press must land, in points.
    public static let edgeWidth = 20.0

    open override func pointerBegan(_ event: PointerEvent) {
        guard let window = view?.window else {
            state = .failed
            return
        }
        let p = event.locationInWindow, size = window.bounds.size, d = ScreenEdgePanGestureRecognizer.edgeWidth
        let near: [(RectEdge, Bool)] = [(.left, p.x <= d), (.right, p.x >= size.width - d), (.top, p.y <= d), (.bottom, p.y >= size.height - d)]
        guard near.contains(where: { edges.contains($0.0) && $0.1 }) else {
            state = .failed
            return
        }
        super.pointerBegan(event)
    }
}

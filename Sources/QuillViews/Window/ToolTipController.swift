import QuillFoundation

/// A window's hover tooltips: when the pointer rests over a view with a `toolTip` for
/// `ToolTipController.delay` seconds, the tip shows below the pointer, kept inside the window;
/// it stays while the pointer moves within that view and hides when it leaves it, on a press, a
/// key or when the pointer leaves the window. Moving to another view with a tip while one shows
/// shows the new one at once, as GTK and macOS do.
@MainActor
final class ToolTipController {
    /// How long the pointer rests before a tip shows (GTK's and Qt's default).
    static let delay = 0.5
    /// How long after a tip hides another shows without the delay.
    static let browseGrace = 0.5
    private unowned let window: Window
    private weak var owner: View?
    private var timer: ScheduledTimer?
    private(set) var shown: ToolTipView?
    private var lastHidden = -Double.infinity
    /// Where the pointer is, in window coordinates.
    private var pointer = Point.zero

    init(window: Window) { self.window = window }

    /// The text of the tip showing now, if any.
    var visibleText: String? { shown?.text }

    /// The pointer moved with no button held, over `hit`.
    func pointerMoved(to location: Point, over hit: View?) {
        pointer = location
        let tipOwner = ToolTipController.owner(of: hit)
        if tipOwner === owner, tipOwner != nil { return }
        let wasShowing = shown != nil
        hide()
        owner = tipOwner
        guard let tipOwner, let text = tipOwner.toolTip else { return }
        let now = window.scheduler.now
        if wasShowing || now - lastHidden < ToolTipController.browseGrace {
            show(text, at: location)
        } else {
            timer = window.scheduler.schedule(after: ToolTipController.delay) { [weak self, weak tipOwner] _ in
                guard let self, let tipOwner, tipOwner === self.owner, tipOwner.window === self.window, let text = tipOwner.toolTip else { return }
                self.show(text, at: self.pointer)
            }
        }
    }

    /// A press, a key or the pointer leaving: the tip hides and no other waits.
    func cancel() {
        hide()
        owner = nil
    }

    private func hide() {
        timer?.cancel()
        timer = nil
        if let shown {
            shown.removeFromSuperview()
            self.shown = nil
            lastHidden = window.scheduler.now
        }
    }

    private func show(_ text: String, at location: Point) {
        let tip = ToolTipView(text: text, maxWidth: Swift.min(360, window.bounds.width - 8), fonts: window.windowContext.fonts)
        let size = tip.frame.size
        // Below and right of the pointer, flipped above or left where the window ends.
        var x = location.x + 2, y = location.y + 20
        if x + size.width > window.bounds.width - 4 { x = window.bounds.width - 4 - size.width }
        if y + size.height > window.bounds.height - 4 { y = location.y - 4 - size.height }
        tip.frame.origin = Point(x: Swift.max(4, x), y: Swift.max(4, y))
        window.addSubview(tip)
        shown = tip
    }

    /// The nearest view up the chain that has a tip.
    private static func owner(of hit: View?) -> View? {
        var current = hit
        while let view = current {
            if let tip = view.toolTip, !tip.isEmpty { return view }
            current = view.superview
        }
        return nil
    }
}

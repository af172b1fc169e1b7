import QuillFoundation

extension View {
    /// The gesture recognizers attached to the view (`nil` when there are none, as in UIKit).
    /// Setting the list detaches the old recognizers and attaches the new ones.
    public var gestureRecognizers: [GestureRecognizer]? {
        get { attachedGestureRecognizers.isEmpty ? nil : attachedGestureRecognizers }
        set {
            for r in attachedGestureRecognizers { removeGestureRecognizer(r) }
            for r in newValue ?? [] { addGestureRecognizer(r) }
        }
    }

    /// Attaches a recognizer: it reads presses (or hover, or pinches) over this view and its
    /// subviews. A recognizer belongs to one view; adding it here removes it from another.
    public func addGestureRecognizer(_ gestureRecognizer: GestureRecognizer) {
        if gestureRecognizer.view === self { return }
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        attachedGestureRecognizers.append(gestureRecognizer)
        gestureRecognizer.view = self
    }

    /// Detaches a recognizer; a gesture it has under way is cancelled.
    public func removeGestureRecognizer(_ gestureRecognizer: GestureRecognizer) {
        guard let index = attachedGestureRecognizers.firstIndex(where: { $0 === gestureRecognizer }) else { return }
        gestureRecognizer.dispatcher?.remove(gestureRecognizer)
        attachedGestureRecognizers.remove(at: index)
        gestureRecognizer.view = nil
    }

    /// The view's first enabled recognizer of a single click, which an assistive technology's
    /// activation fires.
    public var activatingTapGestureRecognizer: TapGestureRecognizer? {
        attachedGestureRecognizers.lazy.compactMap { $0 as? TapGestureRecognizer }.first {
            $0.isEnabled && $0.numberOfTapsRequired == 1 && $0.numberOfTouchesRequired == 1
        }
    }

    /// Recognizes the view's single-tap recognizer as a click in the middle of the view would
    /// (UIKit's activation of an element); returns whether it recognized.
    func activateTapGestureRecognizer() -> Bool {
        guard let tap = activatingTapGestureRecognizer, tap.state == .possible else { return false }
        var recognized = false
        let probe = tap.addAction { recognized = recognized || $0.state == .ended }
        tap.locationInWindow = convert(Point(x: bounds.midX, y: bounds.midY), to: nil)
        tap.state = .recognized
        tap.removeAction(identifiedBy: probe)
        return recognized
    }
}

import QuillFoundation

/// A window's gesture arbitration: which recognizers take part in the current input, which
/// one wins, and what the view under the pointer still receives.
///
/// Recognizers attached to the view under the pointer and to its ancestors read each event
/// first, deepest view first; the view gets it after them, unless a recognizer that cancels
/// touches has recognized, or a recognizer still deciding holds it back.
@MainActor
final class GestureDispatcher {
    /// Recognizers taking part in the current input, in the order they joined.
    private(set) var participants: [GestureRecognizer] = []
    /// Recognizers that asked to recognize but wait for others to fail, with what they asked.
    private var waiting: [ObjectIdentifier: GestureRecognizerState] = [:]
    /// Whether a button is held.
    private(set) var isPressed = false
    /// The view that received a press's start and not yet its end.
    private var openView: View?
    /// A recognizer cancelled the current press in the view: it gets nothing more of it.
    private var viewPressCancelled = false
    private var queued: [QueuedPointerEvent] = []
    /// How many dispatches are running (transitions inside one are settled at its end).
    private var depth = 0
    private var magnificationEnd: ScheduledTimer?
    /// How long after the last zoom or rotation step a pinch or rotation ends.
    static let magnificationEndDelay = 0.25

    // MARK: Presses

    /// A button went down over `hit` (`nil`: over nothing that takes events).
    func pressBegan(_ event: PointerEvent, hit: View?) {
        if isPressed { pressCancelled() }
        run {
            isPressed = true
            viewPressCancelled = false
            let chain = recognizers(along: hit, reading: .presses).filter { $0.allowedButtons.contains(event.button) }
            // A recognizer waiting for a next press that did not land on its view fails.
            for r in participants where r.input == .presses && !chain.contains(where: { $0 === r }) {
                GestureDispatcher.transition(r, to: .failed)
            }
            for r in chain where !participants.contains(where: { $0 === r }) {
                guard r.delegate?.gestureRecognizer(r, shouldReceive: event) ?? true else { continue }
                join(r)
            }
            for r in live(.presses) {
                r.locationInWindow = event.locationInWindow
                r.isPressed = true
                r.pressedView = hit
                r.pointerBegan(event)
            }
            if let hit { deliver(.began(hit, event)) }
        }
    }

    /// The pointer moved: the press (if any) goes on, and hover recognizers follow it.
    func pointerMoved(_ event: PointerEvent, hit: @autoclosure () -> View?) {
        run {
            if isPressed {
                for r in live(.presses) {
                    r.locationInWindow = event.locationInWindow
                    r.pointerMoved(event)
                }
                deliver(.moved(event))
            }
            hover(event, over: hit())
        }
    }

    /// The button went up.
    func pressEnded(_ event: PointerEvent) {
        guard isPressed else { return }
        run {
            isPressed = false
            for r in live(.presses) {
                r.locationInWindow = event.locationInWindow
                r.isPressed = false
                r.pointerEnded(event)
            }
            deliver(.ended(event))
        }
    }

    /// The press was interrupted (the window lost the pointer).
    func pressCancelled() {
        guard isPressed || openView != nil || !queued.isEmpty else { return }
        run {
            isPressed = false
            for r in live(.presses) {
                r.isPressed = false
                r.pointerCancelled()
            }
            cancelViewPress()
        }
    }

    // MARK: Hover and magnification

    private func hover(_ event: PointerEvent, over hit: View?) {
        let hovering = participants.filter { $0.input == .hover }
        let chain = recognizers(along: hit, reading: .hover)
        if hovering.isEmpty && chain.isEmpty { return }
        for r in hovering where !chain.contains(where: { $0 === r }) {
            (r as? HoverGestureRecognizer)?.pointerExited()
        }
        for r in chain {
            if !participants.contains(where: { $0 === r }) { join(r) }
            r.locationInWindow = event.locationInWindow
            (r as? HoverGestureRecognizer)?.pointerHovered()
        }
    }

    /// The pointer left the window: every hover ends.
    func pointerExited() {
        run {
            for r in live(.hover) { (r as? HoverGestureRecognizer)?.pointerExited() }
        }
    }

    /// A zoom or rotation step over `hit`; returns whether a pinch or rotation recognizer
    /// there took it (otherwise a Ctrl+wheel scrolls as usual).
    func magnify(_ step: TouchpadGestureEvent, over hit: View?) -> Bool {
        let chain = recognizers(along: hit, reading: .magnification)
        guard !chain.isEmpty || !live(.magnification).isEmpty else { return false }
        run {
            for r in chain where !participants.contains(where: { $0 === r }) { join(r) }
            for r in live(.magnification) {
                r.locationInWindow = step.locationInWindow
                (r as? MagnificationReading)?.read(step)
            }
        }
        magnificationEnd?.cancel()
        magnificationEnd = (hit ?? chain.first?.view)?.scheduler.schedule(after: GestureDispatcher.magnificationEndDelay) { [weak self] _ in
            self?.endMagnification()
        }
        return !chain.isEmpty
    }

    private func endMagnification() {
        magnificationEnd = nil
        run {
            for r in live(.magnification) {
                if r.state.isActive { r.state = .ended } else if r.state == .possible { r.state = .failed }
            }
        }
    }

    // MARK: Recognizers

    /// The enabled recognizers of `view` and its ancestors that read `input`, deepest first.
    private func recognizers(along view: View?, reading input: GestureInput) -> [GestureRecognizer] {
        var found: [GestureRecognizer] = []
        var current = view
        while let v = current {
            if let list = v.gestureRecognizers {
                found.append(contentsOf: list.filter { $0.isEnabled && $0.input == input })
            }
            current = v.superview
        }
        return found
    }

    private func join(_ r: GestureRecognizer) {
        participants.append(r)
        r.dispatcher = self
    }

    /// Participants reading `input` that are not yet over.
    private func live(_ input: GestureInput) -> [GestureRecognizer] {
        participants.filter { $0.input == input && !$0.storedState.isTerminal }
    }

    /// Runs a dispatch; when the outermost one ends, held events are delivered if nothing
    /// holds them any more, and recognizers that are over are reset.
    private func run(_ body: () -> Void) {
        depth += 1
        body()
        depth -= 1
        if depth == 0 { settle() }
    }

    private func settle() {
        flush()
        let finished = participants.filter { $0.storedState.isTerminal }
        guard !finished.isEmpty else { return }
        participants.removeAll { $0.storedState.isTerminal }
        for r in finished {
            waiting[ObjectIdentifier(r)] = nil
            r.resetForNextGesture()
        }
    }

    // MARK: The view's press

    private func deliver(_ event: QueuedPointerEvent) {
        if viewPressCancelled { return }
        if !queued.isEmpty || mustHold(event) {
            queued.append(event)
        } else {
            send(event)
        }
    }

    private func mustHold(_ event: QueuedPointerEvent) -> Bool {
        switch event {
        case .began: return participants.contains { $0.input == .presses && $0.storedState == .possible && $0.delaysTouchesBegan }
        case .moved: return false
        case .ended: return participants.contains { $0.input == .presses && $0.storedState == .possible && $0.delaysTouchesEnded }
        }
    }

    private func flush() {
        while let first = queued.first, !mustHold(first) {
            queued.removeFirst()
            send(first)
        }
    }

    private func send(_ event: QueuedPointerEvent) {
        switch event {
        case .began(let view, let e):
            openView = view
            view.pointerBegan(e)
        case .moved(let e):
            openView?.pointerMoved(e)
        case .ended(let e):
            let view = openView
            openView = nil
            view?.pointerEnded(e)
        }
    }

    /// A recognizer that cancels touches recognized: the view's press is cancelled and what
    /// was held back is dropped.
    private func cancelViewPress() {
        queued.removeAll()
        if isPressed { viewPressCancelled = true }
        guard let view = openView else { return }
        openView = nil
        view.pointerCancelled()
    }

    // MARK: Transitions

    /// Moves a recognizer to a new state as UIKit does: beginning or recognizing waits for the
    /// recognizers it requires to fail, asks the delegate and the views, makes competitors
    /// fail, cancels the view's press, and calls the actions.
    static func transition(_ r: GestureRecognizer, to new: GestureRecognizerState) {
        let old = r.storedState
        guard isAllowed(from: old, to: new) else { return }
        guard let dispatcher = r.dispatcher ?? r.view?.window?.gestures else {
            // Outside any window's input: no competitors, no view press.
            if old == .possible && new != .failed && !(r.delegate?.gestureRecognizerShouldBegin(r) ?? true) {
                r.storedState = .failed
                return
            }
            r.storedState = new
            if new != .failed { r.sendActions() }
            if new.isTerminal { r.resetForNextGesture() }
            return
        }
        dispatcher.run {
            // A state set from outside the window's input (an assistive technology's activation,
            // a subclass's timer) takes part from here, so it is reset when it is over.
            if !dispatcher.participants.contains(where: { $0 === r }) { dispatcher.join(r) }
            dispatcher.move(r, from: old, to: new)
        }
    }

    private static func isAllowed(from old: GestureRecognizerState, to new: GestureRecognizerState) -> Bool {
        switch old {
        case .possible: return new == .began || new == .ended || new == .failed
        case .began, .changed: return new == .changed || new == .ended || new == .cancelled
        case .ended, .cancelled, .failed: return false
        }
    }

    private func move(_ r: GestureRecognizer, from old: GestureRecognizerState, to new: GestureRecognizerState) {
        if old == .possible && new != .failed {
            recognize(r, as: new)
            return
        }
        r.storedState = new
        if new == .failed {
            didFail(r)
        } else {
            r.sendActions()
        }
    }

    private func recognize(_ r: GestureRecognizer, as new: GestureRecognizerState) {
        let others = participants.filter { $0 !== r && $0.input == r.input }
        if others.contains(where: { requires(r, $0) && $0.storedState == .possible }) {
            waiting[ObjectIdentifier(r)] = new
            return
        }
        waiting[ObjectIdentifier(r)] = nil
        let requiredRecognized = others.contains { requires(r, $0) && $0.storedState != .failed }
        let prevented = others.contains { o in
            o.storedState != .possible && o.storedState != .failed && o.storedState != .cancelled
                && !recognizeTogether(r, o) && o.canPrevent(r) && r.canBePrevented(by: o)
        }
        if requiredRecognized || prevented || !shouldBegin(r) {
            r.storedState = .failed
            didFail(r)
            return
        }
        r.storedState = new
        for o in others where o.storedState == .possible && !recognizeTogether(r, o) && !requires(o, r) && r.canPrevent(o) && o.canBePrevented(by: r) {
            o.storedState = .failed
            didFail(o)
        }
        if r.input == .presses && r.cancelsTouchesInView { cancelViewPress() }
        r.sendActions()
        // Those waiting for this one to fail never will.
        for o in others where waiting[ObjectIdentifier(o)] != nil && requires(o, r) {
            waiting[ObjectIdentifier(o)] = nil
            o.storedState = .failed
            didFail(o)
        }
    }

    /// A recognizer failed: those that waited for it, and for nothing else still possible,
    /// recognize now.
    private func didFail(_ r: GestureRecognizer) {
        for o in participants where o !== r && o.storedState == .possible {
            guard let asked = waiting[ObjectIdentifier(o)] else { continue }
            let stillWaiting = participants.contains { $0 !== o && $0.input == o.input && requires(o, $0) && $0.storedState == .possible }
            if !stillWaiting { recognize(o, as: asked) }
        }
    }

    private func requires(_ r: GestureRecognizer, _ other: GestureRecognizer) -> Bool {
        r.failureRequirements.contains { $0.recognizer === other }
            || r.shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: r)
            || (r.delegate?.gestureRecognizer(r, shouldRequireFailureOf: other) ?? false)
            || (other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: r) ?? false)
    }

    private func recognizeTogether(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
        (a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) ?? false)
            || (b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) ?? false)
    }

    /// The delegate, then every view from the one pressed up to the window, may say no (a
    /// button keeps its click from a tap recognizer on its superview; a scroll view that is
    /// scrolling keeps its drag from pans inside and around it).
    private func shouldBegin(_ r: GestureRecognizer) -> Bool {
        if let delegate = r.delegate, !delegate.gestureRecognizerShouldBegin(r) { return false }
        guard let owner = r.view else { return false }
        var current: View? = owner
        if r.input == .presses, let pressed = r.pressedView, pressed === owner || pressed.isDescendant(of: owner) { current = pressed }
        while let v = current {
            if !v.gestureRecognizerShouldBegin(r) { return false }
            current = v.superview
        }
        return true
    }

    /// A recognizer left its view, or its view left the window: it stops taking part.
    func remove(_ r: GestureRecognizer) {
        guard participants.contains(where: { $0 === r }) else { return }
        run {
            if r.storedState.isActive { GestureDispatcher.transition(r, to: .cancelled) } else if r.storedState == .possible { GestureDispatcher.transition(r, to: .failed) }
        }
    }
}

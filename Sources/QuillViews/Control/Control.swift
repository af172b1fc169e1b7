import QuillFoundation

/// A view that turns pointer tracking into semantic events (touch down, touch up inside,
/// value changed…) and sends actions to targets for them (UIKit's `UIControl`).
@MainActor
open class Control: View {
    /// Whether the control responds to the user; a disabled control is drawn dimmed.
    public var isEnabled = true {
        didSet {
            if isEnabled != oldValue {
                if !isEnabled { isHighlighted = false }
                stateDidChange()
            }
        }
    }
    /// Whether the control is selected (a toggled-on button).
    public var isSelected = false { didSet { if isSelected != oldValue { stateDidChange() } } }
    /// Whether the control is pressed.
    public var isHighlighted = false { didSet { if isHighlighted != oldValue { stateDidChange() } } }

    /// The control's state, from the flags above and keyboard focus.
    public var state: ControlState {
        var s: ControlState = []
        if isHighlighted { s.insert(.highlighted) }
        if !isEnabled { s.insert(.disabled) }
        if isSelected { s.insert(.selected) }
        if isFirstResponder { s.insert(.focused) }
        return s
    }

    /// Whether a press that began on the control is being followed.
    public private(set) var isTracking = false
    /// Whether the pointer is inside the control while tracking.
    public private(set) var isTouchInside = false

    private var targets: [ControlTarget] = []
    private var nextActionIdentifier = 0

    // MARK: Target-action

    /// Calls a method of `target` when any of `events` happen; the target is held weakly.
    ///
    ///     button.addTarget(self, action: Controller.buttonTapped, for: .touchUpInside)
    ///
    /// `Sender` may be `Control` or the control's own class; actions whose sender type does
    /// not match this control are not called.
    public func addTarget<Target: AnyObject, Sender: Control>(
        _ target: Target, action: @escaping @MainActor (Target) -> (Sender) -> Void, for events: ControlEvents,
        name: String? = nil
    ) {
        let name = name ?? "action\(nextActionIdentifier)"
        nextActionIdentifier += 1
        addTarget(target, named: name, for: events) { target, sender in
            guard let target = target as? Target, let sender = sender as? Sender else { return }
            action(target)(sender)
        }
    }

    /// Registers `invoke` for `events` with a target held weakly (what template actions use).
    package func addTarget(_ target: AnyObject, named name: String, for events: ControlEvents, invoke: @escaping @MainActor (AnyObject, Control) -> Void) {
        targets.append(
            ControlTarget(
                target: target, hasTarget: true, events: events, name: name,
                invoke: { target, sender in if let target { invoke(target, sender) } }))
    }

    /// Calls a closure when any of `events` happen; returns an identifier for removing it.
    @discardableResult
    public func addAction(for events: ControlEvents, _ handler: @escaping @MainActor (Control) -> Void) -> String {
        let name = "closure\(nextActionIdentifier)"
        nextActionIdentifier += 1
        targets.append(ControlTarget(target: nil, hasTarget: false, events: events, name: name, invoke: { _, sender in handler(sender) }))
        return name
    }

    /// Registers an action sent up the responder chain: the first responder from the window's
    /// first responder (or this control) that handles `name` in `perform(action:sender:)`.
    public func addAction(named name: String, for events: ControlEvents) {
        targets.append(
            ControlTarget(
                target: nil, hasTarget: false, events: events, name: name,
                invoke: { _, sender in sender.sendActionUpResponderChain(name) }))
    }

    /// Removes actions of a target (or every target when `nil`) for events.
    public func removeTarget(_ target: AnyObject?, for events: ControlEvents) {
        targets.removeAll { entry in
            (target == nil || entry.target === target) && !entry.events.isDisjoint(with: events)
        }
    }

    /// Removes an action added with `addAction(for:_:)` or by name.
    public func removeAction(identifiedBy name: String) {
        targets.removeAll { $0.name == name }
    }

    /// The events that have at least one action.
    public var allControlEvents: ControlEvents {
        targets.reduce(into: ControlEvents()) { $0.formUnion($1.events) }
    }

    /// The live target objects.
    public var allTargets: [AnyObject] { targets.compactMap(\.target) }

    /// Sends the actions registered for any of `events`, in the order they were added.
    public func sendActions(for events: ControlEvents) {
        targets.removeAll { $0.hasTarget && $0.target == nil }
        for entry in targets where !entry.events.isDisjoint(with: events) {
            entry.invoke(entry.target, self)
        }
    }

    private func sendActionUpResponderChain(_ name: String) {
        var responder: Responder? = window?.firstResponder ?? self
        while let current = responder {
            if let performer = current as? ActionPerforming, performer.perform(action: name, sender: self) { return }
            responder = current.next
        }
    }

    // MARK: Tracking

    /// Called when a press begins on the control; return `false` to ignore the rest of it.
    open func beginTracking(_ event: PointerEvent) -> Bool { true }
    /// Called as the pointer moves during a press; return `false` to stop tracking.
    open func continueTracking(_ event: PointerEvent) -> Bool { true }
    /// Called when the press ends (`nil` when it was cancelled).
    open func endTracking(_ event: PointerEvent?) {}
    /// Called when tracking was interrupted.
    open func cancelTracking() {}

    /// A control is activated by sending its primary action (what a click does), when enabled.
    open override func accessibilityActivate() -> Bool {
        guard isEnabled else { return false }
        sendActions(for: [.touchUpInside, .primaryActionTriggered])
        return true
    }

    /// The traits every control adds to its own: not enabled, selected.
    public var controlStateTraits: AccessibilityTraits {
        var traits: AccessibilityTraits = []
        if !isEnabled { traits.insert(.notEnabled) }
        if isSelected { traits.insert(.selected) }
        return traits
    }

    /// Called when `isEnabled`, `isSelected` or `isHighlighted` change; redraws by default.
    open func stateDidChange() { setNeedsDisplay() }

    /// A control's own click wins, as in UIKit: a single-tap recognizer on one of its
    /// ancestors does not begin for a press on an enabled control (the control sends its
    /// action instead).
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        guard isEnabled, let owner = gestureRecognizer.view, owner !== self, isDescendant(of: owner),
            let tap = gestureRecognizer as? TapGestureRecognizer
        else { return true }
        return tap.numberOfTapsRequired != 1 || tap.numberOfTouchesRequired != 1
    }

    open override func pointerBegan(_ event: PointerEvent) {
        guard isEnabled, event.button == .left else { return }
        isTouchInside = true
        isHighlighted = true
        isTracking = beginTracking(event)
        sendActions(for: event.clickCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown)
    }

    open override func pointerMoved(_ event: PointerEvent) {
        guard isTracking else { return }
        let inside = point(inside: event.location(in: self))
        let wasInside = isTouchInside
        isTouchInside = inside
        isHighlighted = inside
        if inside != wasInside { sendActions(for: inside ? .touchDragEnter : .touchDragExit) }
        sendActions(for: inside ? .touchDragInside : .touchDragOutside)
        if !continueTracking(event) { finishTracking(event) }
    }

    open override func pointerEnded(_ event: PointerEvent) {
        guard isTracking else {
            isHighlighted = false
            return
        }
        let inside = point(inside: event.location(in: self))
        isTouchInside = inside
        finishTracking(event)
        sendActions(for: inside ? [.touchUpInside, .primaryActionTriggered] : .touchUpOutside)
    }

    open override func pointerCancelled() {
        guard isTracking else { return }
        isTracking = false
        isHighlighted = false
        cancelTracking()
        sendActions(for: .touchCancel)
    }

    private func finishTracking(_ event: PointerEvent) {
        isTracking = false
        isHighlighted = false
        endTracking(event)
    }
}

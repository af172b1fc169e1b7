import QuillFoundation

/// Turns presses, pointer moves and pinches over a view into a gesture — a tap, a long
/// press, a pan, a swipe, a pinch, a rotation, a hover — and calls its actions as the gesture
/// goes (UIKit's `UIGestureRecognizer`).
///
///     let tap = TapGestureRecognizer(target: self, action: PhotoController.photoTapped)
///     tap.numberOfTapsRequired = 2
///     photoView.addGestureRecognizer(tap)
///
/// Recognizers see input before the view under the pointer does. While one is still
/// `possible` the view gets its events as usual; when one recognizes, the view's press is
/// cancelled (`cancelsTouchesInView`) and the recognizers it competes with fail, unless a
/// delegate lets them recognize together. `require(toFail:)` makes one wait for another, as a
/// single tap waits for a double tap. A control keeps its own click: a single-tap recognizer
/// on a button's superview does not take the button's press.
///
/// Subclasses read input by overriding `pointerBegan(_:)`, `pointerMoved(_:)`,
/// `pointerEnded(_:)` and `pointerCancelled(_:)`, set `state`, and clear their own values in
/// `reset()`.
@MainActor
open class GestureRecognizer {
    /// Creates a recognizer with no actions yet.
    public init() {}

    /// Creates a recognizer that calls a method of `target` as its state changes.
    public convenience init<Target: AnyObject, Sender: GestureRecognizer>(
        target: Target, action: @escaping @MainActor (Target) -> (Sender) -> Void
    ) {
        self.init()
        addTarget(target, action: action)
    }

    /// Creates a recognizer that calls a closure as its state changes.
    public convenience init(handler: @escaping @MainActor (GestureRecognizer) -> Void) {
        self.init()
        addAction(handler)
    }

    /// The view the recognizer is attached to (`View.addGestureRecognizer(_:)`).
    public internal(set) var view: View? {
        get { viewReference?.view }
        set { viewReference = newValue.map { WeakViewReference(view: $0) } }
    }
    /// How it refers to its view without keeping it alive (`WeakViewReference`).
    private var viewReference: WeakViewReference?
    /// Asked whether the recognizer may begin, see a press, or recognize with another.
    public weak var delegate: (any GestureRecognizerDelegate)?
    /// A name for debugging.
    public var name: String?
    /// Whether the recognizer reads input. Turning it off during a gesture cancels the gesture
    /// (or makes a possible one fail).
    public var isEnabled = true {
        didSet {
            guard !isEnabled, oldValue else { return }
            if state.isActive { state = .cancelled } else if state == .possible { state = .failed }
        }
    }
    /// Whether recognizing cancels the press in the view (it gets `pointerCancelled()`).
    /// Default `true`.
    public var cancelsTouchesInView = true
    /// Whether the view gets a press only once this recognizer has failed. Default `false`.
    public var delaysTouchesBegan = false
    /// Whether the view gets the end of a press only once this recognizer has failed or
    /// recognized (so a double-tap recognizer keeps a button's first click until it knows).
    /// Default `true`.
    public var delaysTouchesEnded = true
    /// The mouse buttons whose presses the recognizer reads (UIKit's `buttonMaskRequired`).
    /// Default: the primary (left) button.
    public var allowedButtons: Set<MouseButton> = [.left]

    var storedState = GestureRecognizerState.possible
    /// Where the gesture is. Subclasses set it as input arrives: setting `began`, `changed`,
    /// `ended` (`recognized`) or `cancelled` calls the actions; a change that is not allowed
    /// from the current state (`changed` before `began`) is ignored.
    public var state: GestureRecognizerState {
        get { storedState }
        set { GestureDispatcher.transition(self, to: newValue) }
    }

    var targets: [GestureRecognizerTarget] = []
    private var nextActionIdentifier = 0
    /// Recognizers that must fail before this one recognizes.
    var failureRequirements: [WeakGestureRecognizer] = []
    /// Where the pointer last was, in window coordinates.
    var locationInWindow = Point.zero
    /// Whether a press is in progress over the recognizer's view.
    var isPressed = false
    /// The view the last press the recognizer read began on (asked whether it may begin,
    /// even after the press ended, as when a single tap waited for a double tap to fail).
    weak var pressedView: View?
    /// The kind of input the recognizer reads.
    var input: GestureInput { .presses }
    /// The window whose input the recognizer takes part in.
    weak var dispatcher: GestureDispatcher?

    /// How many touches the gesture involves now: 1 while a button is held (or the pointer
    /// hovers), 0 otherwise.
    public var numberOfTouches: Int { isPressed ? 1 : 0 }

    /// Where the gesture is in `view`'s coordinates (window coordinates for `nil`): the
    /// pointer's position.
    open func location(in view: View?) -> Point {
        guard let view else { return locationInWindow }
        return view.convert(locationInWindow, from: nil)
    }

    /// Where touch `index` is; with a mouse there is one touch, so it is `location(in:)`.
    public func location(ofTouch index: Int, in view: View?) -> Point { location(in: view) }

    // MARK: Actions

    /// Calls a method of `target` whenever the state changes to `began`, `changed`, `ended`
    /// or `cancelled`. The target is held weakly.
    public func addTarget<Target: AnyObject, Sender: GestureRecognizer>(
        _ target: Target, action: @escaping @MainActor (Target) -> (Sender) -> Void, name: String? = nil
    ) {
        addTarget(target, named: name ?? nextName("action")) { target, sender in
            guard let target = target as? Target, let sender = sender as? Sender else { return }
            action(target)(sender)
        }
    }

    /// Registers `invoke` with a target held weakly (what template actions use).
    package func addTarget(_ target: AnyObject, named name: String, invoke: @escaping @MainActor (AnyObject, GestureRecognizer) -> Void) {
        targets.append(GestureRecognizerTarget(target: target, hasTarget: true, name: name) { target, sender in if let target { invoke(target, sender) } })
    }

    /// Calls a closure whenever the state changes; returns an identifier for removing it.
    @discardableResult
    public func addAction(_ handler: @escaping @MainActor (GestureRecognizer) -> Void) -> String {
        let name = nextName("closure")
        targets.append(GestureRecognizerTarget(target: nil, hasTarget: false, name: name) { _, sender in handler(sender) })
        return name
    }

    /// Sends the action `name` up the responder chain whenever the state changes: from the
    /// window's first responder (or the recognizer's view when nothing has focus) to the first
    /// `ActionPerforming` responder that handles it (a First Responder action in a template).
    public func addAction(named name: String) {
        targets.append(
            GestureRecognizerTarget(target: nil, hasTarget: false, name: name) { _, sender in
                var responder: Responder? = sender.view?.window?.firstResponder ?? sender.view
                while let current = responder {
                    if let performer = current as? ActionPerforming, performer.perform(action: name, from: sender) { return }
                    responder = current.next
                }
            })
    }

    /// Removes the actions of a target (every action when `nil`).
    public func removeTarget(_ target: AnyObject?) {
        targets.removeAll { target == nil || $0.target === target }
    }

    /// Removes an action added with `addAction(_:)` or under a name.
    public func removeAction(identifiedBy name: String) {
        targets.removeAll { $0.name == name }
    }

    private func nextName(_ prefix: String) -> String {
        nextActionIdentifier += 1
        return "\(prefix)\(nextActionIdentifier)"
    }

    func sendActions() {
        targets.removeAll { $0.hasTarget && $0.target == nil }
        for entry in targets { entry.invoke(entry.target, self) }
    }

    // MARK: Relations

    /// Makes this recognizer wait until `other` fails before it recognizes; it fails itself if
    /// `other` recognizes.
    public func require(toFail other: GestureRecognizer) {
        guard other !== self, !failureRequirements.contains(where: { $0.recognizer === other }) else { return }
        failureRequirements.append(WeakGestureRecognizer(recognizer: other))
    }

    /// Whether this recognizer, recognizing, may make `preventedGestureRecognizer` fail.
    open func canPrevent(_ preventedGestureRecognizer: GestureRecognizer) -> Bool { true }
    /// Whether `preventingGestureRecognizer`, recognizing, may make this one fail.
    open func canBePrevented(by preventingGestureRecognizer: GestureRecognizer) -> Bool { true }
    /// Whether this recognizer waits for `other` to fail (a subclass's own rule).
    open func shouldRequireFailure(of other: GestureRecognizer) -> Bool { false }
    /// Whether `other` waits for this recognizer to fail (a subclass's own rule).
    open func shouldBeRequiredToFail(by other: GestureRecognizer) -> Bool { false }

    // MARK: Input (for subclasses)

    /// A button went down over the view (or one of its subviews).
    open func pointerBegan(_ event: PointerEvent) {}
    /// The pointer moved while the button is held.
    open func pointerMoved(_ event: PointerEvent) {}
    /// The button went up. The default fails a recognizer that is still possible and ends
    /// one that began.
    open func pointerEnded(_ event: PointerEvent) {
        if state == .possible { state = .failed } else if state.isActive { state = .ended }
    }
    /// The press was interrupted (the window lost the pointer). The default fails or cancels.
    open func pointerCancelled() {
        if state == .possible { state = .failed } else if state.isActive { state = .cancelled }
    }

    /// Clears the recognizer's own values after a gesture ended, failed or was cancelled;
    /// subclasses call `super`.
    open func reset() {}

    /// Returns the recognizer to `possible` after a terminal state.
    func resetForNextGesture() {
        storedState = .possible
        isPressed = false
        pressedView = nil
        reset()
    }

    /// A timer on the clock of the recognizer's view.
    func schedule(after delay: Double, _ action: @escaping @MainActor (GestureRecognizer) -> Void) -> ScheduledTimer? {
        guard let view else { return nil }
        return view.scheduler.schedule(after: delay) { [weak self] _ in
            guard let self else { return }
            action(self)
        }
    }

    /// The application clock, for timing presses.
    var now: Double { view?.scheduler.now ?? 0 }
}

/// An object that can handle events, linked into a chain: an event a responder does not handle
/// goes to its `next` responder (a view's superview or view controller, then the window,
/// then the application).
@MainActor
open class Responder {
    /// Creates a responder.
    public init() {}

    /// The responder that receives events this one does not handle.
    open var next: Responder? { nil }

    /// The undo manager for changes made through this responder: the next responder's, up to
    /// the window's own.
    open var undoManager: UndoManager? { next?.undoManager }

    /// Whether this responder accepts keyboard focus.
    open var canBecomeFirstResponder: Bool { false }

    /// Whether this responder may give up keyboard focus.
    open var canResignFirstResponder: Bool { true }

    /// Whether this responder has keyboard focus in its window.
    open var isFirstResponder: Bool { false }

    /// Asks to receive keyboard focus; returns whether it now has it.
    @discardableResult
    open func becomeFirstResponder() -> Bool { false }

    /// Gives up keyboard focus; returns whether it did.
    @discardableResult
    open func resignFirstResponder() -> Bool { true }

    /// Called after this responder received keyboard focus.
    open func didBecomeFirstResponder() {}
    /// Called after this responder lost keyboard focus.
    open func didResignFirstResponder() {}

    /// A mouse button went down over this responder.
    open func pointerBegan(_ event: PointerEvent) { next?.pointerBegan(event) }
    /// The pointer moved while the button that began on this responder is held.
    open func pointerMoved(_ event: PointerEvent) { next?.pointerMoved(event) }
    /// The button that began on this responder was released.
    open func pointerEnded(_ event: PointerEvent) { next?.pointerEnded(event) }
    /// Tracking of a press was interrupted.
    open func pointerCancelled() { next?.pointerCancelled() }
    /// The scroll wheel turned over this responder.
    open func scrollWheel(_ event: WheelEvent) { next?.scrollWheel(event) }
    /// A key was pressed while this responder (or one before it in the chain) has focus.
    open func keyDown(_ event: KeyEvent) { next?.keyDown(event) }
    /// A key was released.
    open func keyUp(_ event: KeyEvent) { next?.keyUp(event) }
    /// Text was typed.
    open func insertText(_ text: String) { next?.insertText(text) }

    /// An input method shows uncommitted text (empty when composition ends).
    open func setMarkedText(_ text: String, cursor: Int) { next?.setMarkedText(text, cursor: cursor) }

    // MARK: Commands

    /// The keyboard shortcuts this responder offers while it is in the responder chain (the
    /// focused view's chain, up to the window and the application). Nil by default.
    open var keyCommands: [KeyCommand]? { nil }

    /// Whether this responder performs an action now, for a menu item, key command or context
    /// menu that sends it (UIKit's `canPerformAction(_:withSender:)`). The default is `false`:
    /// the action goes on to the next responder.
    open func canPerformAction(_ action: CommandAction, withSender sender: AnyObject?) -> Bool { false }

    /// Performs an action this responder said it can perform.
    open func perform(_ action: CommandAction, withSender sender: AnyObject?) {}

    /// The responder that performs an action: this one if it can, else the first after it in
    /// the chain that can, or `nil` (a menu then shows the item disabled).
    open func target(forAction action: CommandAction, withSender sender: AnyObject?) -> Responder? {
        var current: Responder? = self
        var steps = 0
        while let responder = current, steps < 10_000 {
            if responder.canPerformAction(action, withSender: sender) { return responder }
            current = responder.next
            steps += 1
        }
        return nil
    }

    /// Changes a command (its title, state or attributes) just before a menu shows it or its
    /// shortcut runs; called on the command's target. Does nothing by default.
    open func validate(_ command: Command) {}

    /// Adds, replaces or removes menus of a window's menu bar, which starts as
    /// `MenuBuilder.standardMenuBar()`; the window asks its root view controller (its
    /// `contentOwner`) and then itself. Does nothing by default.
    open func buildMenu(with builder: MenuBuilder) {}

    /// Called on every object a template created, after all outlets and actions of the whole
    /// template are connected, in document order. Call `super` when overriding.
    open func awakeFromNib() {}
}

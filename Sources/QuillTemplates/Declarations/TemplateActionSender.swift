import QuillFoundation
import QuillViews

/// An object a template's actions come from: a control (on its events), a gesture recognizer
/// (as its state changes), a bar button item (when clicked). A class of your own that sends
/// actions adopts it to be wired from templates.
@MainActor
public protocol TemplateActionSender: AnyObject {
    /// Whether the sender's actions name the control events they are sent on (a control's do;
    /// a recognizer's and a bar item's do not).
    var actionsNameControlEvents: Bool { get }
    /// Calls `perform(target, sender)` each time the sender sends its action (for `events`,
    /// where it has events); the target is held weakly, and `name` can remove the action.
    func addTemplateAction(
        named name: String, target: AnyObject, events: ControlEvents, perform: @escaping @MainActor (AnyObject, AnyObject) -> Void)
    /// Sends the action `name` up the responder chain from the first responder each time (a
    /// First Responder action).
    func addFirstResponderAction(named name: String, events: ControlEvents)
    /// Asks `performer` to perform the action `name` each time (held weakly).
    func addPerformerAction(named name: String, performer: any ActionPerforming, events: ControlEvents)
}

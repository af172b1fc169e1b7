/// A responder that handles actions sent by name up the responder chain (what a nil target
/// means in UIKit, and what a First Responder action in a template connects to).
@MainActor
public protocol ActionPerforming: AnyObject {
    /// Handles the action if this object knows it; returns whether it did.
    func perform(action name: String, sender: Control) -> Bool
}

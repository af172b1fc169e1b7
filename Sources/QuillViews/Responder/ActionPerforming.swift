/// A responder that handles actions sent by name up the responder chain (what a nil target
/// means in UIKit, and what a First Responder action in a template connects to).
@MainActor
public protocol ActionPerforming: AnyObject {
    /// Handles a control's action if this object knows it; returns whether it did.
    func perform(action name: String, sender: Control) -> Bool
    /// Handles a gesture recognizer's action if this object knows it; returns whether it did.
    /// The default handles none.
    func perform(action name: String, from gestureRecognizer: GestureRecognizer) -> Bool
}

extension ActionPerforming {
    /// Handles no gesture recognizer actions.
    public func perform(action name: String, from gestureRecognizer: GestureRecognizer) -> Bool { false }
}

import QuillFoundation
import QuillViews

/// Wires the two kinds of object a template's actions come from, controls and gesture
/// recognizers, to targets that handle actions by name.
@MainActor
enum ActionSenders {
    /// Sends the action up the responder chain (a First Responder action); returns `false`
    /// when `sender` sends no actions.
    @discardableResult
    static func sendUpResponderChain(from sender: AnyObject, named name: String, for events: ControlEvents) -> Bool {
        if let control = sender as? Control {
            control.addAction(named: name, for: events)
        } else if let recognizer = sender as? GestureRecognizer {
            recognizer.addAction(named: name)
        } else {
            return false
        }
        return true
    }

    /// Sends the action to an `ActionPerforming` target by name; returns `false` when the
    /// target performs no actions or `sender` sends none.
    @discardableResult
    static func send(from sender: AnyObject, named name: String, to target: AnyObject, for events: ControlEvents) -> Bool {
        guard let performer = target as? ActionPerforming else { return false }
        if let control = sender as? Control {
            control.addAction(for: events) { [weak performer] sender in _ = performer?.perform(action: name, sender: sender) }
        } else if let recognizer = sender as? GestureRecognizer {
            recognizer.addAction { [weak performer] recognizer in _ = performer?.perform(action: name, from: recognizer) }
        } else {
            return false
        }
        return true
    }
}

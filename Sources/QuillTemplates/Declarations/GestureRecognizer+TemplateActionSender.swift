import QuillFoundation
import QuillViews

extension GestureRecognizer: TemplateActionSender {
    /// A recognizer's actions are sent as its state changes, not on control events.
    public var actionsNameControlEvents: Bool { false }

    /// Adds a target and action; `events` are not used.
    public func addTemplateAction(
        named name: String, target: AnyObject, events: ControlEvents, perform: @escaping @MainActor (AnyObject, AnyObject) -> Void
    ) {
        addTarget(target, named: name, invoke: perform)
    }

    /// Sends the action up the responder chain.
    public func addFirstResponderAction(named name: String, events: ControlEvents) {
        addAction(named: name)
    }

    /// Asks the performer.
    public func addPerformerAction(named name: String, performer: any ActionPerforming, events: ControlEvents) {
        addAction { [weak performer] recognizer in _ = performer?.perform(action: name, from: recognizer) }
    }
}

import QuillFoundation
import QuillViews

extension Control: TemplateActionSender {
    /// A control's actions are sent on control events.
    public var actionsNameControlEvents: Bool { true }

    /// Adds a target and action for `events`.
    public func addTemplateAction(
        named name: String, target: AnyObject, events: ControlEvents, perform: @escaping @MainActor (AnyObject, AnyObject) -> Void
    ) {
        addTarget(target, named: name, for: events, invoke: perform)
    }

    /// Sends the action up the responder chain for `events`.
    public func addFirstResponderAction(named name: String, events: ControlEvents) {
        addAction(named: name, for: events)
    }

    /// Asks the performer for `events`.
    public func addPerformerAction(named name: String, performer: any ActionPerforming, events: ControlEvents) {
        addAction(for: events) { [weak performer] sender in _ = performer?.perform(action: name, sender: sender) }
    }
}

import QuillFoundation
import QuillTemplates
import QuillViews

extension BarButtonItem: TemplateActionSender {
    /// A bar button item's actions are sent when it is clicked, not on control events.
    public var actionsNameControlEvents: Bool { false }

    /// Calls `perform` with the target and the item when the item is clicked.
    public func addTemplateAction(
        named name: String, target: AnyObject, events: ControlEvents, perform: @escaping @MainActor (AnyObject, AnyObject) -> Void
    ) {
        actions.append(BarButtonItemAction(target: target, hasTarget: true) { target, item in if let target { perform(target, item) } })
    }

    /// Sends the action up the responder chain from the first responder of the item's window
    /// (or the button showing it), with that button as the sender.
    public func addFirstResponderAction(named name: String, events: ControlEvents) {
        actions.append(BarButtonItemAction(target: nil, hasTarget: false) { _, item in
            guard let button = item.button else { return }
            var responder: Responder? = button.window?.firstResponder ?? button
            while let current = responder {
                if let performer = current as? any ActionPerforming, performer.perform(action: name, sender: button) { return }
                responder = current.next
            }
        })
    }

    /// Asks `performer`, with the button showing the item as the sender.
    public func addPerformerAction(named name: String, performer: any ActionPerforming, events: ControlEvents) {
        actions.append(BarButtonItemAction(target: performer, hasTarget: true) { performer, item in
            guard let button = item.button else { return }
            _ = (performer as? any ActionPerforming)?.perform(action: name, sender: button)
        })
    }
}

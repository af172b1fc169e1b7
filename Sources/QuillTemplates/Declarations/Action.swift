import QuillFoundation
import QuillTemplateFormats
import QuillViews

/// Marks an action a template can connect a control to (Interface Builder's `@IBAction`):
///
///     final class InfoCell: TableViewCell {
///         @Action var showDetails = InfoCell.detailsTapped
///         func detailsTapped(_ sender: Button) { … }
///     }
///
/// The property's name is the action's name (a .xib selector `showDetails:` matches it; when the
/// name is taken by another member, as `next` is by the responder chain, name the property
/// `nextAction` and `next:` finds it); the method receives the sender, whose type must match the control or gesture recognizer that
/// sends it (`func photoTapped(_ sender: TapGestureRecognizer)`).
@propertyWrapper
public struct Action<Target: AnyObject, Sender: AnyObject>: ActionSlot {
    /// The method to call.
    public let wrappedValue: @MainActor (Target) -> (Sender) -> Void

    /// Declares an action from an unapplied method reference.
    public init(wrappedValue: @escaping @MainActor (Target) -> (Sender) -> Void) {
        self.wrappedValue = wrappedValue
    }

    var kind: TemplateSlotKind { .action }
    var valueTypeName: String { String(describing: Sender.self) }

    @MainActor
    func invoke(target: AnyObject, sender: AnyObject) -> Bool {
        guard let target = target as? Target, let sender = sender as? Sender else { return false }
        wrappedValue(target)(sender)
        return true
    }

    func accepts(sender: AnyObject) -> Bool { sender is Sender }

    @MainActor
    func wire(target: AnyObject, to sender: AnyObject, for events: ControlEvents, name: String) -> Bool {
        guard let typedTarget = target as? Target, let actionSender = sender as? any TemplateActionSender, sender is Sender else { return false }
        let method = wrappedValue
        actionSender.addTemplateAction(named: name, target: typedTarget, events: events) { target, sender in
            guard let target = target as? Target, let sender = sender as? Sender else { return }
            method(target)(sender)
        }
        return true
    }
}

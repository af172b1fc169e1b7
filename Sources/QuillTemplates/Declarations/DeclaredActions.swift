/// Calls an object's `@Action` by name, as a storyboard's unwind segue does with the action it
/// unwinds to.
@MainActor
package enum DeclaredActions {
    /// Whether `target` declares an `@Action` named `name` that takes `sender`.
    package static func accepts(_ name: String, target: AnyObject, sender: AnyObject) -> Bool {
        let slots = DeclaredSlots.slots(of: target, registry: .shared)
        return (slots[DeclaredSlots.actionSlotName(for: name, in: slots)] as? any ActionSlot)?.accepts(sender: sender) ?? false
    }

    /// Calls `target`'s `@Action` named `name` with `sender`; `false` when it has none that
    /// takes it.
    @discardableResult
    package static func perform(_ name: String, on target: AnyObject, sender: AnyObject) -> Bool {
        let slots = DeclaredSlots.slots(of: target, registry: .shared)
        guard let slot = slots[DeclaredSlots.actionSlotName(for: name, in: slots)] as? any ActionSlot else { return false }
        return slot.invoke(target: target, sender: sender)
    }
}

import QuillFoundation
/// One registered action of a control: what to call and for which events.
@MainActor
struct ControlTarget {
    /// The receiver, held weakly; `nil` with `hasTarget` means it was released.
    weak var target: AnyObject?
    /// Whether the action was registered with a target object (as opposed to a closure).
    let hasTarget: Bool
    /// The events it fires for.
    let events: ControlEvents
    /// A name to remove it by (the action's name, or an identifier for closures).
    let name: String
    /// Calls the action; gets the target (if any), the sender and the event.
    let invoke: @MainActor (AnyObject?, Control) -> Void
}

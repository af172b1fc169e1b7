/// One registered undo: a closure and the object it changes, held weakly.
@MainActor
struct UndoAction {
    /// The object the action changes; an action whose target is gone is skipped.
    weak var target: AnyObject?
    /// Undoes the change on the target.
    let perform: @MainActor (AnyObject) -> Void
}

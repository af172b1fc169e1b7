/// An action a template connected to a bar button item.
@MainActor
struct BarButtonItemAction {
    /// The receiver, held weakly; `nil` for actions that need none.
    weak var target: AnyObject?
    /// Whether the action has a target (it is skipped once the target is gone).
    let hasTarget: Bool
    /// Calls the action.
    let invoke: @MainActor (AnyObject?, BarButtonItem) -> Void
}

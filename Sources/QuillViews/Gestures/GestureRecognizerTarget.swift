/// One action of a gesture recognizer: what to call when its state changes.
@MainActor
struct GestureRecognizerTarget {
    /// The receiver, held weakly; `nil` with `hasTarget` means it was released.
    weak var target: AnyObject?
    /// Whether the action was registered with a target object (as opposed to a closure).
    let hasTarget: Bool
    /// A name to remove it by (the action's name, or an identifier for closures).
    let name: String
    /// Calls the action with the target (if any) and the recognizer.
    let invoke: @MainActor (AnyObject?, GestureRecognizer) -> Void
}

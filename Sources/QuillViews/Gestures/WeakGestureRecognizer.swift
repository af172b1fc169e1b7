/// A recognizer held weakly (a failure requirement does not keep the other recognizer alive).
@MainActor
struct WeakGestureRecognizer {
    /// The recognizer, while it exists.
    weak var recognizer: GestureRecognizer?
}

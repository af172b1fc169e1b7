/// Behaviour added to a view from outside it (UIKit's `UIInteraction`): a context menu, and the
/// like. Add one with `View.addInteraction(_:)`; the view keeps it.
@MainActor
public protocol Interaction: AnyObject {
    /// The view the interaction is added to.
    var view: View? { get }
    /// The interaction is about to be added to a view, or removed (`nil`).
    func willMove(to view: View?)
    /// The interaction was added to a view, or removed (`nil`).
    func didMove(to view: View?)
}

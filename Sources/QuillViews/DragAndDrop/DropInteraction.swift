/// Makes a view a drop target (UIKit's `UIDropInteraction`): items dragged over it from this
/// app, or files and text dropped from another application, are offered to its delegate.
@MainActor
public final class DropInteraction: Interaction {
    /// Decides and takes the drops.
    public weak var delegate: (any DropInteractionDelegate)?
    /// The view the interaction is added to.
    public private(set) var view: View? {
        get { viewReference?.view }
        set { viewReference = newValue.map { WeakViewReference(view: $0) } }
    }
    /// How it refers to its view without keeping it alive (`WeakViewReference`).
    private var viewReference: WeakViewReference?

    /// Creates a drop interaction.
    public init(delegate: any DropInteractionDelegate) { self.delegate = delegate }

    /// Nothing to prepare.
    public func willMove(to view: View?) {}
    /// Remembers the view.
    public func didMove(to view: View?) { self.view = view }
}

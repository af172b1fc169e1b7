import QuillFoundation

/// Makes a view a drag source (UIKit's `UIDragInteraction`): pressing on it and moving the
/// pointer a few points asks the delegate for items; a translucent picture of the view then
/// follows the pointer, drop targets under it are asked what a drop would do (a plus badge
/// shows a copy, the no-entry pointer a refusal), and releasing drops the items there.
/// Escape abandons the drag.
@MainActor
public final class DragInteraction: Interaction {
    /// Says what is dragged.
    public weak var delegate: (any DragInteractionDelegate)?
    /// The view the interaction is added to.
    public private(set) var view: View? {
        get { viewReference?.view }
        set { viewReference = newValue.map { WeakViewReference(view: $0) } }
    }
    /// How it refers to its view without keeping it alive (`WeakViewReference`).
    private var viewReference: WeakViewReference?
    /// Whether drags start. Default `true`.
    public var isEnabled = true { didSet { recognizer.isEnabled = isEnabled } }
    private let recognizer = DragStartRecognizer()

    /// Creates a drag interaction.
    public init(delegate: any DragInteractionDelegate) {
        self.delegate = delegate
        recognizer.addAction { [weak self] recognizer in self?.handle(recognizer) }
    }

    /// Leaves the old view.
    public func willMove(to view: View?) { self.view?.removeGestureRecognizer(recognizer) }

    /// Watches presses on the new view.
    public func didMove(to view: View?) {
        self.view = view
        view?.addGestureRecognizer(recognizer)
    }

    private func handle(_ recognizer: GestureRecognizer) {
        guard let view, let window = view.window else { return }
        let controller = window.dragController
        switch recognizer.state {
        case .began:
            let session = DragSession(items: [], sourceView: view, locationInWindow: self.recognizer.pressLocation)
            let items = delegate?.dragInteraction(self, itemsForBeginning: session) ?? []
            guard !items.isEmpty else { return }
            session.items = items
            delegate?.dragInteraction(self, sessionWillBegin: session)
            controller.begin(session, from: self)
            controller.move(to: recognizer.locationInWindow)
        case .changed:
            if controller.isDragging(from: self) { controller.move(to: recognizer.locationInWindow) }
        case .ended:
            if controller.isDragging(from: self) { controller.drop() }
        case .cancelled, .failed:
            if controller.isDragging(from: self) { controller.cancel() }
        default:
            break
        }
    }

    /// The drag ended; tells the delegate how.
    func sessionEnded(_ session: DragSession, with operation: DropOperation) {
        delegate?.dragInteraction(self, session: session, didEndWith: operation)
    }
}

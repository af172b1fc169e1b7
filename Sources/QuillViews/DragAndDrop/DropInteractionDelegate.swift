/// Decides what a view does with items dragged over it and takes them when dropped (UIKit's
/// `UIDropInteractionDelegate`).
@MainActor
public protocol DropInteractionDelegate: AnyObject {
    /// Whether the view wants these items at all (by their types); yes by default.
    func dropInteraction(_ interaction: DropInteraction, canHandle session: DropSession) -> Bool
    /// The items came over the view.
    func dropInteraction(_ interaction: DropInteraction, sessionDidEnter session: DropSession)
    /// The items moved over the view: what dropping here would do (copy by default).
    func dropInteraction(_ interaction: DropInteraction, sessionDidUpdate session: DropSession) -> DropProposal
    /// The items left the view without being dropped.
    func dropInteraction(_ interaction: DropInteraction, sessionDidExit session: DropSession)
    /// The items were dropped on the view, with the last proposal `copy` or `move`: take them.
    func dropInteraction(_ interaction: DropInteraction, performDrop session: DropSession)
    /// The drag is over (dropped here or elsewhere, or abandoned).
    func dropInteraction(_ interaction: DropInteraction, sessionDidEnd session: DropSession)
}

extension DropInteractionDelegate {
    /// Yes by default.
    public func dropInteraction(_ interaction: DropInteraction, canHandle session: DropSession) -> Bool { true }
    /// Does nothing by default.
    public func dropInteraction(_ interaction: DropInteraction, sessionDidEnter session: DropSession) {}
    /// Copy by default.
    public func dropInteraction(_ interaction: DropInteraction, sessionDidUpdate session: DropSession) -> DropProposal {
        DropProposal(operation: .copy)
    }
    /// Does nothing by default.
    public func dropInteraction(_ interaction: DropInteraction, sessionDidExit session: DropSession) {}
    /// Does nothing by default.
    public func dropInteraction(_ interaction: DropInteraction, sessionDidEnd session: DropSession) {}
}

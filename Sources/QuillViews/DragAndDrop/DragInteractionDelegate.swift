/// Says what a view's drag carries and hears how it ended (UIKit's
/// `UIDragInteractionDelegate`).
@MainActor
public protocol DragInteractionDelegate: AnyObject {
    /// The items to drag when a drag starts at `session.location(in:)`; none: no drag there.
    func dragInteraction(_ interaction: DragInteraction, itemsForBeginning session: DragSession) -> [DragItem]
    /// The drag is about to begin.
    func dragInteraction(_ interaction: DragInteraction, sessionWillBegin session: DragSession)
    /// The drag ended: dropped (`.copy` or `.move`) or not (`.cancel`).
    func dragInteraction(_ interaction: DragInteraction, session: DragSession, didEndWith operation: DropOperation)
}

extension DragInteractionDelegate {
    /// Does nothing by default.
    public func dragInteraction(_ interaction: DragInteraction, sessionWillBegin session: DragSession) {}
    /// Does nothing by default.
    public func dragInteraction(_ interaction: DragInteraction, session: DragSession, didEndWith operation: DropOperation) {}
}

import QuillViews

/// The drag and drop interactions a table or collection view adds to itself for its drag and
/// drop delegates, added and removed as those come and go.
@MainActor
final class ItemDragDropInteractions {
    private(set) var drag: DragInteraction?
    private(set) var drop: DropInteraction?

    /// Adds or removes each interaction on `view` as it is wanted, with `delegate` as theirs.
    func update(on view: View, dragging: Bool, dropping: Bool, delegate: any DragInteractionDelegate & DropInteractionDelegate) {
        if dragging, drag == nil {
            let interaction = DragInteraction(delegate: delegate)
            view.addInteraction(interaction)
            drag = interaction
        } else if !dragging, let interaction = drag {
            view.removeInteraction(interaction)
            drag = nil
        }
        if dropping, drop == nil {
            let interaction = DropInteraction(delegate: delegate)
            view.addInteraction(interaction)
            drop = interaction
        } else if !dropping, let interaction = drop {
            view.removeInteraction(interaction)
            drop = nil
        }
    }
}

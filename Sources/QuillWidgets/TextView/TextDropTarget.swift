import QuillFoundation
import QuillViews

/// What makes text fields and text views take text dropped on them (UIKit's text views do):
/// while the view is editable, dropped text (or a dropped URL's text) is inserted where it
/// lands and the view takes focus; a move from the same view is not offered (it is a copy).
@MainActor
final class TextDropTarget: DropInteractionDelegate {
    private let isEditable: @MainActor () -> Bool
    private let insert: @MainActor (String, Point) -> Void

    init(isEditable: @escaping @MainActor () -> Bool, insert: @escaping @MainActor (String, Point) -> Void) {
        self.isEditable = isEditable
        self.insert = insert
    }

    func dropInteraction(_ interaction: DropInteraction, canHandle session: DropSession) -> Bool {
        isEditable() && session.hasItems(conformingTo: [.plainText])
    }

    func dropInteraction(_ interaction: DropInteraction, performDrop session: DropSession) {
        guard let view = interaction.view else { return }
        let text = session.items.compactMap { $0.itemProvider.string }.joined(separator: " ")
        guard !text.isEmpty else { return }
        view.window?.makeFirstResponder(view)
        insert(text, session.location(in: view))
    }
}

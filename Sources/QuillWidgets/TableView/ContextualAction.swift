import QuillFoundation
import QuillGraphics
import QuillViews

/// One action a table row reveals when swiped (UIKit's `UIContextualAction`): a titled button
/// in the action's colour, and a handler that does the work and says whether it did.
///
///     let delete = ContextualAction(style: .destructive, title: "Delete") { _, _, done in
///         model.remove(at: indexPath.row)
///         table.deleteRows(at: [indexPath], with: .automatic)
///         done(true)
///     }
///
/// The handler gets the action, the button, and a completion to call when finished: `true`
/// closes the row's actions (the row may have been deleted), `false` slides them back.
@MainActor
public final class ContextualAction {
    /// What the handler gets: the action, the view that was clicked, and the completion.
    public typealias Handler = @MainActor (ContextualAction, View, @escaping @MainActor (Bool) -> Void) -> Void

    /// Grey or red.
    public let style: ContextualActionStyle
    /// The button's title.
    public var title: String?
    /// The button's colour (by default grey, or red for a destructive action).
    public var backgroundColor: Color
    /// An image shown above the title, if any.
    public var image: Image?
    /// Does the work.
    public let handler: Handler

    /// Creates an action.
    public init(style: ContextualActionStyle, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        backgroundColor = style == .destructive ? .systemRed : Color(red8: 142, green8: 142, blue8: 147)
    }
}

/// The actions a row reveals on one side when swiped (UIKit's `UISwipeActionsConfiguration`):
/// the first is at the outer edge, and a swipe past most of the row's width performs it when
/// `performsFirstActionWithFullSwipe` is on (the default).
@MainActor
public final class SwipeActionsConfiguration {
    /// The actions, the first at the edge of the row.
    public let actions: [ContextualAction]
    /// Whether swiping across most of the row performs the first action.
    public var performsFirstActionWithFullSwipe = true

    /// Creates a configuration; with no actions the row does not swipe that way.
    public init(actions: [ContextualAction]) {
        self.actions = actions
    }
}

import Foundation
import QuillFoundation
import QuillViews

/// A row being swiped or showing its actions: which row and side, the actions' view behind it,
/// and how far the row has slid (negative towards the leading edge).
@MainActor
final class TableSwipe {
    var indexPath: IndexPath
    let actionsView: SwipeActionsView
    /// How far the row is moved along x (negative: to the left).
    var offset = 0.0
    /// The row's offset when the drag began, and where the pointer was.
    var startOffset = 0.0
    var startX = 0.0
    /// Whether the pointer is dragging the row now.
    var isTracking = false
    /// The slide to an open or closed place, when animating.
    var animation: FrameCallback?
    /// While a touchpad swipes the row: when its last scroll came, and the check that settles
    /// the row once they stop.
    var lastWheel = 0.0
    var wheelIdleCheck: FrameCallback?

    init(indexPath: IndexPath, actionsView: SwipeActionsView) {
        self.indexPath = indexPath
        self.actionsView = actionsView
    }

    /// Which way the row moves to show the actions: left for actions on the right.
    var direction: Double { actionsView.isOnRight ? -1 : 1 }
}

import Foundation
import QuillFoundation
import QuillViews

extension TableView {
    /// The row showing or revealing swipe actions, if any.
    public var indexPathForSwipedRow: IndexPath? { swipe?.indexPath }

    /// The actions a row offers on one side (none while editing, or when the delegate gives
    /// none that way).
    func swipeConfiguration(at indexPath: IndexPath, onRight: Bool) -> SwipeActionsConfiguration? {
        guard !isEditing, let delegate = tableDelegate else { return nil }
        let trailing = onRight != (effectiveUserInterfaceLayoutDirection == .rightToLeft)
        let configuration = trailing
            ? delegate.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath)
            : delegate.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
        guard let configuration, !configuration.actions.isEmpty else { return nil }
        return configuration
    }

    /// Follows a pointer move for swiping: a row being swiped moves with it; a press that
    /// moves sideways (more than 8 points, twice as much as up or down) on a row with actions
    /// that way starts a swipe (the press and the scrolling are cancelled). Returns whether the
    /// move was the swipe's.
    func trackSwipe(_ event: PointerEvent) -> Bool {
        let point = event.location(in: self)
        if let swipe, swipe.isTracking {
            moveSwipe(to: point.x)
            return true
        }
        guard let start = swipeStart, !isDragging else { return false }
        let dx = point.x - start.point.x, dy = point.y - start.point.y
        guard abs(dx) > 8, abs(dx) > abs(dy) * 2 else { return false }
        swipeStart = nil
        guard beginSwipe(at: start.indexPath, onRight: dx < 0) else { return false }
        cancelPressForSwipe()
        swipe?.startX = start.point.x
        moveSwipe(to: point.x)
        return true
    }

    /// Starts swiping a row whose actions are on one side, if it has some; returns whether it did.
    private func beginSwipe(at indexPath: IndexPath, onRight: Bool) -> Bool {
        guard let configuration = swipeConfiguration(at: indexPath, onRight: onRight), let cell = cellsByKey[indexPath] else { return false }
        closeSwipe(animated: false)
        let actions = SwipeActionsView(configuration: configuration, isOnRight: onRight) { [weak self] index, button in
            self?.performSwipeAction(index, from: button)
        }
        let swipe = TableSwipe(indexPath: indexPath, actionsView: actions)
        swipe.isTracking = true
        self.swipe = swipe
        insertSubview(actions, belowSubview: cell)
        return true
    }

    /// A sideways touchpad scroll over a row with actions that way swipes it, as a drag does;
    /// when the scrolls stop for a fifth of a second the row settles (open, closed, or the
    /// first action performed). Returns whether the scroll was the swipe's.
    func wheelSwipe(_ event: WheelEvent) -> Bool {
        guard event.deltaX != 0, abs(event.deltaX) > abs(event.deltaY), !event.modifiers.contains(.shift), !isEditing else { return false }
        if swipe == nil || swipe?.isTracking == false && swipe?.offset == 0 {
            guard let indexPath = indexPathForRow(at: convert(event.locationInWindow, from: nil)),
                beginSwipe(at: indexPath, onRight: event.deltaX > 0)
            else { return false }
        }
        guard let swipe else { return false }
        swipe.animation?.cancel()
        swipe.animation = nil
        swipe.isTracking = true
        let distance = Swift.min(Swift.max(0, (swipe.offset - event.deltaX) * swipe.direction), bounds.width)
        swipe.offset = distance * swipe.direction
        applySwipeOffset()
        swipe.lastWheel = scheduler.now
        if swipe.wheelIdleCheck == nil {
            swipe.wheelIdleCheck = scheduler.addFrameCallback { [weak self, weak swipe] time in
                guard let self, let swipe, self.swipe === swipe else { return false }
                guard time - swipe.lastWheel >= 0.2 else { return true }
                swipe.wheelIdleCheck = nil
                self.endSwipe()
                return false
            }
        }
        return true
    }

    /// Moves the swiped row with the pointer: freely up to its actions' width, then (unless a
    /// full swipe performs the first action) with growing resistance.
    private func moveSwipe(to x: Double) {
        guard let swipe else { return }
        let natural = swipe.actionsView.naturalWidth
        var distance = Swift.max(0, (x - swipe.startX) * swipe.direction + swipe.startOffset * swipe.direction)
        if distance > natural, !swipe.actionsView.configuration.performsFirstActionWithFullSwipe {
            distance = natural + (distance - natural) * 0.3
        }
        swipe.offset = Swift.min(distance, bounds.width) * swipe.direction
        applySwipeOffset()
    }

    /// Shows the swiped row moved by its offset and the actions in the room it leaves.
    func applySwipeOffset() {
        guard let swipe else { return }
        let row = rectForRow(at: swipe.indexPath)
        cellsByKey[swipe.indexPath]?.transform = Transform(translationX: swipe.offset, y: 0)
        let width = abs(swipe.offset)
        swipe.actionsView.frame = swipe.actionsView.isOnRight
            ? Rect(x: row.maxX - width, y: row.minY, width: width, height: row.height)
            : Rect(x: row.minX, y: row.minY, width: width, height: row.height)
    }

    /// The pointer let go of a swiped row: past most of its width it performs the first
    /// action; past half its actions it opens on them; otherwise it slides back.
    func endSwipe() {
        guard let swipe, swipe.isTracking else { return }
        swipe.isTracking = false
        let distance = abs(swipe.offset)
        let configuration = swipe.actionsView.configuration
        if configuration.performsFirstActionWithFullSwipe, distance > bounds.width * 0.6, let button = swipe.actionsView.buttons.first {
            slideSwipe(to: bounds.width * swipe.direction) { [weak self] in self?.performSwipeAction(0, from: button) }
        } else if distance > swipe.actionsView.naturalWidth / 2 {
            slideSwipe(to: swipe.actionsView.naturalWidth * swipe.direction)
        } else {
            closeSwipe(animated: true)
        }
    }

    /// Slides the swiped row to an offset, easing out, then runs `completion`.
    private func slideSwipe(to target: Double, completion: (@MainActor () -> Void)? = nil) {
        guard let swipe else { return }
        swipe.animation?.cancel()
        let start = swipe.offset
        let startTime = scheduler.now
        swipe.animation = scheduler.addFrameCallback { [weak self, weak swipe] time in
            guard let self, let swipe, self.swipe === swipe else { return false }
            let t = Swift.min(1, (time - startTime) / 0.25)
            swipe.offset = start + (target - start) * (1 - (1 - t) * (1 - t))
            self.applySwipeOffset()
            guard t >= 1 else { return true }
            swipe.animation = nil
            completion?()
            return false
        }
    }

    /// Runs an action's handler; when it finishes, the row's actions close.
    func performSwipeAction(_ index: Int, from button: View) {
        guard let swipe, swipe.actionsView.configuration.actions.indices.contains(index) else { return }
        let action = swipe.actionsView.configuration.actions[index]
        action.handler(action, button) { [weak self, weak swipe] _ in
            guard let self, let swipe, self.swipe === swipe else { return }
            self.closeSwipe(animated: true)
        }
    }

    /// Slides a swiped row back and takes its actions away.
    public func closeSwipe(animated: Bool) {
        guard let swipe else { return }
        swipe.isTracking = false
        guard animated, window != nil, swipe.offset != 0 else {
            finishClosingSwipe()
            return
        }
        slideSwipe(to: 0) { [weak self] in self?.finishClosingSwipe() }
    }

    private func finishClosingSwipe() {
        guard let swipe else { return }
        swipe.animation?.cancel()
        swipe.wheelIdleCheck?.cancel()
        swipe.actionsView.removeFromSuperview()
        for cell in cellsByKey.values where cell.transform != .identity { cell.transform = .identity }
        self.swipe = nil
    }
}

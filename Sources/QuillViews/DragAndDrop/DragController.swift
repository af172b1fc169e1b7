import Foundation
import QuillFoundation

/// A window's drag and drop: the drag in progress (its picture under the pointer, the drop
/// target under it and that target's last proposal), and drops from other applications.
@MainActor
final class DragController {
    private unowned let window: Window
    private var session: DragSession?
    private weak var source: DragInteraction?
    private var preview: DragPreviewView?
    private var target: DropInteraction?
    private var dropSession: DropSession?
    private var proposal = DropProposal(operation: .cancel)
    /// The largest text another application may drop (bigger drops are refused with an error).
    static let maximumDroppedText = 16 << 20

    init(window: Window) { self.window = window }

    /// Whether a drag from this interaction is in progress.
    func isDragging(from interaction: DragInteraction) -> Bool { session != nil && source === interaction }

    /// Whether any drag is in progress.
    var isDragging: Bool { session != nil }

    /// The operation a drop now would do (`.cancel` over nothing that takes the items).
    var currentOperation: DropOperation { proposal.operation }

    func begin(_ session: DragSession, from interaction: DragInteraction) {
        if self.session != nil { cancel() }
        self.session = session
        source = interaction
        if let view = session.sourceView {
            let picture = DragPreviewView(of: view, in: window, grabbedAt: session.locationInWindow, count: session.items.count)
            window.addSubview(picture)
            preview = picture
        }
        dropSession = DropSession(items: session.items, localDragSession: session, locationInWindow: session.locationInWindow)
    }

    /// The pointer moved: the picture follows, the target under the pointer is asked. Over
    /// another window of the same application (the drag's window keeps the pointer while the
    /// button is held, even past its edge) that window's targets are asked, and the picture
    /// moves into it.
    func move(to point: Point) {
        guard let session, let dropSession else { return }
        session.locationInWindow = point
        let (over, local) = windowUnder(point)
        dropSession.locationInWindow = local
        if let preview, preview.window !== over { over.addSubview(preview) }
        preview?.follow(local)
        updateTarget(for: dropSession, in: over, at: local)
        preview?.showsCopyBadge = proposal.operation == .copy
        window.currentPointerStyle = proposal.operation == .forbidden ? .notAllowed : .arrow
    }

    /// The button went up: the items drop on the target if it proposed a copy or a move.
    func drop() {
        guard let session, let dropSession else { return }
        let operation = target != nil && [.copy, .move].contains(proposal.operation) ? proposal.operation : .cancel
        let landed = target
        if operation != .cancel, let landed { landed.delegate?.dropInteraction(landed, performDrop: dropSession) }
        finish(session, dropSession, with: operation, endingTarget: landed)
    }

    /// Abandons the drag (Escape, a cancelled press).
    func cancel() {
        guard let session, let dropSession else { return }
        if let target { target.delegate?.dropInteraction(target, sessionDidExit: dropSession) }
        finish(session, dropSession, with: .cancel, endingTarget: target)
    }

    private func finish(_ session: DragSession, _ dropSession: DropSession, with operation: DropOperation, endingTarget: DropInteraction?) {
        preview?.removeFromSuperview()
        preview = nil
        self.session = nil
        self.dropSession = nil
        target = nil
        proposal = DropProposal(operation: .cancel)
        window.currentPointerStyle = .arrow
        if let endingTarget { endingTarget.delegate?.dropInteraction(endingTarget, sessionDidEnd: dropSession) }
        source?.sessionEnded(session, with: operation)
        source = nil
    }

    /// The window a point of this window's coordinates is over, and the point in that window's
    /// coordinates: another shown window of the context whose place on screen holds the point
    /// (the last opened first: a smaller window over the drag's own, such as an inspector, is
    /// taken to be above it), else this window.
    func windowUnder(_ point: Point) -> (Window, Point) {
        guard let origin = window.originOnScreen else { return (window, point) }
        let onScreen = Point(x: origin.x + point.x, y: origin.y + point.y)
        for other in window.windowContext.windows.reversed() where other !== window && other.isShown {
            guard let otherOrigin = other.originOnScreen else { continue }
            let local = Point(x: onScreen.x - otherOrigin.x, y: onScreen.y - otherOrigin.y)
            if other.bounds.contains(local) { return (other, local) }
        }
        return (window, point)
    }

    /// Finds the drop target under a point of a window and keeps its proposal, telling targets
    /// as the items enter and leave them.
    private func updateTarget(for dropSession: DropSession, in window: Window, at point: Point) {
        let found = DragController.dropTarget(in: window, at: point, for: dropSession)
        if found !== target {
            if let target { target.delegate?.dropInteraction(target, sessionDidExit: dropSession) }
            target = found
            if let found { found.delegate?.dropInteraction(found, sessionDidEnter: dropSession) }
        }
        var answer = target.flatMap { $0.delegate?.dropInteraction($0, sessionDidUpdate: dropSession) } ?? DropProposal(operation: .cancel)
        // Only a drag within the app may move its items.
        if answer.operation == .move, !dropSession.allowsMoveOperation { answer.operation = .copy }
        proposal = answer
    }

    /// The nearest drop interaction up from the view under a point whose delegate takes the
    /// items.
    static func dropTarget(in window: Window, at point: Point, for session: DropSession) -> DropInteraction? {
        var current = window.hitTest(point)
        while let view = current {
            for case let interaction as DropInteraction in view.interactions.reversed() {
                if interaction.delegate?.dropInteraction(interaction, canHandle: session) == true { return interaction }
            }
            current = view.superview
        }
        return nil
    }

    // MARK: Drops from other applications

    /// Files or text dropped from another application: offered to the target under the point as
    /// a drop session with no local drag; returns whether a target took them.
    @discardableResult
    func deliverExternalDrop(_ items: [DragItem], at point: Point) -> Bool {
        guard !items.isEmpty, session == nil else { return false }
        let external = DropSession(items: items, localDragSession: nil, locationInWindow: point)
        guard let target = DragController.dropTarget(in: window, at: point, for: external), let delegate = target.delegate else {
            return false
        }
        delegate.dropInteraction(target, sessionDidEnter: external)
        var operation = delegate.dropInteraction(target, sessionDidUpdate: external).operation
        if operation == .move { operation = .copy }
        let taken = operation == .copy
        if taken {
            delegate.dropInteraction(target, performDrop: external)
        } else {
            delegate.dropInteraction(target, sessionDidExit: external)
        }
        delegate.dropInteraction(target, sessionDidEnd: external)
        return taken
    }

    /// The items of dropped files: one file URL each (files need not exist any more: loading
    /// their data later fails cleanly).
    static func items(forFiles urls: [URL]) -> [DragItem] {
        urls.filter(\.isFileURL).prefix(10_000).map { DragItem(itemProvider: ItemProvider(url: $0)) }
    }

    /// The item of dropped text, or `nil` (with an error logged) when it is too large.
    static func items(forText text: String, log: RuntimeLogSink) -> [DragItem] {
        guard text.utf8.count <= maximumDroppedText else {
            log.error("a drop of \(text.utf8.count) bytes of text was refused: drops of text are limited to \(maximumDroppedText >> 20) MB (\(maximumDroppedText) bytes); drop a file instead")
            return []
        }
        return [DragItem(itemProvider: ItemProvider(string: text))]
    }
}

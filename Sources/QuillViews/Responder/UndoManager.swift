/// Records how to reverse changes so the user can undo and redo them (Foundation's
/// `UndoManager`, as UIKit apps use it).
///
///     undoManager?.registerUndo(withTarget: self) { controller in controller.restore(old) }
///     undoManager?.setActionName("Rename")
///
/// Each window has one, found along the responder chain (`Responder.undoManager`); Ctrl+Z
/// undoes and Ctrl+Shift+Z or Ctrl+Y redoes in any window. Registrations made while handling
/// one event form one group (`groupsByEvent`); `beginUndoGrouping()` and `endUndoGrouping()`
/// make larger ones. What an undo registers becomes the redo.
@MainActor
public final class UndoManager {
    private var undoStack: [UndoGroup] = []
    private var redoStack: [UndoGroup] = []
    /// Groups being collected, innermost last.
    private var openGroups: [UndoGroup] = []
    /// Whether the outermost open group was opened by a registration (closed after the event).
    private var openedByEvent = false
    private var disabledCount = 0

    /// Creates an empty undo manager.
    public init() {}

    /// Whether registrations made while one event is handled are grouped automatically.
    /// Default `true`.
    public var groupsByEvent = true
    /// How many groups are kept (0: no limit). The oldest are dropped beyond it.
    public var levelsOfUndo = 0 { didSet { trim() } }
    /// Whether an undo is running (its registrations become redos).
    public private(set) var isUndoing = false
    /// Whether a redo is running.
    public private(set) var isRedoing = false

    /// Whether there is something to undo.
    public var canUndo: Bool { !undoStack.isEmpty || openGroups.first.map { !$0.actions.isEmpty } ?? false }
    /// Whether there is something to redo.
    public var canRedo: Bool { !redoStack.isEmpty }
    /// The name of what `undo()` would undo.
    public var undoActionName: String { openGroups.first.map(\.name) ?? undoStack.last?.name ?? "" }
    /// The name of what `redo()` would redo.
    public var redoActionName: String { redoStack.last?.name ?? "" }
    /// "Undo" followed by the action's name, for a menu.
    public var undoMenuItemTitle: String { undoActionName.isEmpty ? "Undo" : "Undo \(undoActionName)" }
    /// "Redo" followed by the action's name, for a menu.
    public var redoMenuItemTitle: String { redoActionName.isEmpty ? "Redo" : "Redo \(redoActionName)" }
    /// How deep the explicit grouping is.
    public var groupingLevel: Int { openGroups.count }
    /// Whether registrations are recorded.
    public var isUndoRegistrationEnabled: Bool { disabledCount == 0 }

    /// Records how to undo a change: `handler` is called with `target` (held weakly) on undo.
    public func registerUndo<Target: AnyObject>(withTarget target: Target, handler: @escaping @MainActor (Target) -> Void) {
        guard isUndoRegistrationEnabled else { return }
        let opensGroup = openGroups.isEmpty
        if opensGroup {
            beginUndoGrouping()
            openedByEvent = groupsByEvent
        }
        openGroups[openGroups.count - 1].actions.append(UndoAction(target: target) { object in
            if let typed = object as? Target { handler(typed) }
        })
        if !isUndoing && !isRedoing { redoStack.removeAll() }
        // Without grouping by event, a registration outside any group is a group of its own.
        if opensGroup && !groupsByEvent { endUndoGrouping() }
    }

    /// Names the group being recorded (or the last one), for menus.
    public func setActionName(_ name: String) {
        if !openGroups.isEmpty {
            openGroups[openGroups.count - 1].name = name
        } else if isUndoing, !redoStack.isEmpty {
            redoStack[redoStack.count - 1].name = name
        } else if !undoStack.isEmpty {
            undoStack[undoStack.count - 1].name = name
        }
    }

    /// Opens a group: registrations until the matching `endUndoGrouping()` undo together.
    public func beginUndoGrouping() {
        openGroups.append(UndoGroup())
    }

    /// Closes the innermost group; the outermost one goes on the undo stack (or, while
    /// undoing, the redo stack) if it holds anything.
    public func endUndoGrouping() {
        guard let group = openGroups.popLast() else { return }
        if !openGroups.isEmpty {
            openGroups[openGroups.count - 1].actions += group.actions
            if openGroups[openGroups.count - 1].name.isEmpty { openGroups[openGroups.count - 1].name = group.name }
            return
        }
        openedByEvent = false
        guard !group.actions.isEmpty else { return }
        if isUndoing { redoStack.append(group) } else { undoStack.append(group) }
        trim()
    }

    /// Closes the group opened by the current event's first registration (the window calls
    /// it after each event).
    public func endEventGroup() {
        guard openedByEvent, openGroups.count == 1 else { return }
        endUndoGrouping()
    }

    /// Undoes the last group; what it registers becomes the redo.
    public func undo() {
        replayLast(undoing: true)
    }

    /// Redoes the last undone group.
    public func redo() {
        replayLast(undoing: false)
    }

    /// Runs the last group of the undo (or redo) stack, last action first, collecting what it
    /// registers into a group of the same name on the other stack.
    private func replayLast(undoing: Bool) {
        endEventGroup()
        guard openGroups.isEmpty, let group = undoing ? undoStack.popLast() : redoStack.popLast() else { return }
        if undoing { isUndoing = true } else { isRedoing = true }
        defer { isUndoing = false; isRedoing = false }
        beginUndoGrouping()
        openGroups[0].name = group.name
        for action in group.actions.reversed() {
            if let target = action.target { action.perform(target) }
        }
        endUndoGrouping()
    }

    /// Forgets everything to undo and redo.
    public func removeAllActions() {
        undoStack.removeAll()
        redoStack.removeAll()
        openGroups.removeAll()
        openedByEvent = false
    }

    /// Forgets the actions that change `target` (an object that is going away).
    public func removeAllActions(withTarget target: AnyObject) {
        func strip(_ groups: inout [UndoGroup]) {
            for i in groups.indices { groups[i].actions.removeAll { $0.target === target || $0.target == nil } }
            groups.removeAll { $0.actions.isEmpty }
        }
        strip(&undoStack)
        strip(&redoStack)
    }

    /// Stops recording registrations until `enableUndoRegistration()` (calls nest).
    public func disableUndoRegistration() { disabledCount += 1 }
    /// Records registrations again.
    public func enableUndoRegistration() { disabledCount = Swift.max(0, disabledCount - 1) }

    private func trim() {
        guard levelsOfUndo > 0, undoStack.count > levelsOfUndo else { return }
        undoStack.removeFirst(undoStack.count - levelsOfUndo)
    }
}

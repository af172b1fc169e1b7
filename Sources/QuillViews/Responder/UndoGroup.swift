/// The undo actions of one user action (a typing run, a cut, a move), undone together.
@MainActor
struct UndoGroup {
    /// The actions, in the order registered (undone last first).
    var actions: [UndoAction] = []
    /// The name shown in menus ("Typing", "Cut"…), empty when none was set.
    var name = ""
}

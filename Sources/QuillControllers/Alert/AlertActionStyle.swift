/// How an alert button looks and where it goes.
public enum AlertActionStyle: Hashable, Sendable {
    case `default`
    /// Dismisses without doing anything; Escape presses it.
    case cancel
    /// Does something that cannot be undone; drawn in red.
    case destructive
}

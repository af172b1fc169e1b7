/// How an alert button looks and where it goes.
public enum AlertActionStyle: Hashable, Sendable {
    /// An ordinary button, drawn filled; Return presses the first one.
    case `default`
    /// Dismisses without doing anything; Escape presses it.
    case cancel
    /// Does something that cannot be undone; drawn in red.
    case destructive
}

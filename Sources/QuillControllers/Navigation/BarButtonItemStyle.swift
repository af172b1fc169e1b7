/// How a bar button looks.
public enum BarButtonItemStyle: Hashable, Sendable {
    /// Regular weight, for most actions.
    case plain
    /// Bold, for the action that finishes the screen (Done, Save).
    case done
}

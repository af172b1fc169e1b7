import QuillViews

/// What a context menu shows (UIKit's `UIContextMenuConfiguration`): a closure that makes the
/// menu when it opens, given the actions the system suggests (none yet in Quill).
@MainActor
public final class ContextMenuConfiguration {
    /// A value telling configurations apart (the row or item it is for, say).
    public let identifier: String?
    /// Makes the menu; returning `nil` or an empty menu shows nothing.
    public let actionProvider: (@MainActor ([MenuElement]) -> Menu?)?

    /// Creates a configuration.
    public init(identifier: String? = nil, actionProvider: (@MainActor ([MenuElement]) -> Menu?)?) {
        self.identifier = identifier
        self.actionProvider = actionProvider
    }

    /// The menu to show now, if any.
    func makeMenu() -> Menu? { actionProvider?([]) }
}

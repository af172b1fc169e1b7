/// A button of an alert.
@MainActor
public final class AlertAction {
    /// The button title.
    public let title: String
    /// Default, cancel or destructive.
    public let style: AlertActionStyle
    let handler: ((AlertAction) -> Void)?

    /// Creates an action.
    public init(title: String, style: AlertActionStyle = .default, handler: ((AlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}

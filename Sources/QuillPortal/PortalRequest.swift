import QuillBus
import QuillViews

/// A file chooser request the portal is serving: the handle path its `Response` signal comes
/// on, the signal subscriptions, and the completion to call once.
@MainActor
final class PortalRequest {
    /// The token Quill chose (`handle_token`), which names the request's object path.
    let token: String
    /// The object path of the portal's Request object (known before the call returns, from the
    /// token; an old portal may answer another one).
    var handlePath: String
    /// Subscriptions to `Response` (one per path the request may be answered on).
    var matches: [BusSignalMatch] = []
    /// Whether the portal's reply (the handle) arrived.
    var isAcknowledged = false
    private var completion: (@MainActor (FileChooserOutcome) -> Void)?

    init(token: String, handlePath: String, completion: @escaping @MainActor (FileChooserOutcome) -> Void) {
        self.token = token
        self.handlePath = handlePath
        self.completion = completion
    }

    /// Whether the outcome was delivered.
    var isFinished: Bool { completion == nil }

    /// Delivers the outcome, once.
    func finish(_ outcome: FileChooserOutcome) {
        let completion = self.completion
        self.completion = nil
        completion?(outcome)
    }
}

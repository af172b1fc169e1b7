import Foundation

/// How a request to the system's file chooser ended.
public enum FileChooserOutcome: Sendable, Equatable {
    /// The person chose these files (or, saving, this place).
    case chosen([URL])
    /// The person closed the chooser without choosing.
    case cancelled
    /// The system's chooser could not serve the request (none runs, it refused, it broke): the
    /// reason, for the log. Quill's own panel takes over.
    case unavailable(String)
}

/// The desktop's own open and save dialogs, which Quill's document picker hands its requests to
/// when the application context has one (`ApplicationContext.fileChooser`); the freedesktop
/// file chooser portal (`FileChooserPortal` in QuillPortal) is the one `App.run` installs.
/// Without one, or when it answers `.unavailable`, Quill's own panel shows.
@MainActor
public protocol SystemFileChooser: AnyObject {
    /// Shows the system's chooser for a request, over `window` when given (its native window
    /// becomes the chooser's parent). `completion` runs once, on the main thread, with how the
    /// request ended. Returns `nil` when the chooser cannot even start (then `completion` never
    /// runs and Quill's own panel shows at once).
    func beginChoosing(
        _ request: FileChooserRequest, for window: Window?, completion: @escaping @MainActor (FileChooserOutcome) -> Void
    ) -> FileChooserSession?
}

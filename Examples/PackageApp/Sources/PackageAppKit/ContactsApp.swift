import Quill

/// The app's entry point, shared by its two executables (linked with and without
/// `--export-dynamic`).
@MainActor
public enum ContactsApp {
    /// Opens the window (or renders it headless); never returns.
    public static func main() -> Never {
        App.run(title: "Contacts", size: Size(width: 360, height: 320)) { window in
            do {
                return try ContactsScene(in: window)
            } catch {
                RuntimeLog.error("\(error)")
                return ()
            }
        }
    }
}

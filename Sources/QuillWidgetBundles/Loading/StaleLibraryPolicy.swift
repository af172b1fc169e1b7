/// What a `WidgetBundleLoader` does with a code bundle whose library is missing or older than
/// the sources beside it (or, when rebuilding, than the Quill modules it is compiled against).
public enum StaleLibraryPolicy: Sendable {
    /// Refuse to load it, with an error that says why and how to rebuild it.
    case refuse
    /// Rebuild it with this builder first (what the `quill` command line does with its
    /// `WidgetToolchain`).
    case rebuild(any WidgetLibraryBuilder)
}

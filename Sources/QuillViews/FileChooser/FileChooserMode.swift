/// What a file chooser asks for: files to open, or where to save one.
public enum FileChooserMode: Sendable, Equatable {
    /// Existing files to open.
    case open
    /// A place and a name to save a file under.
    case save
}

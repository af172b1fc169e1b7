/// What a document picker asks for.
public enum DocumentPickerMode: Hashable, Sendable {
    /// Existing files to open (one, or several with `allowsMultipleSelection`).
    case open
    /// A new file's name and folder, to save to.
    case save
}

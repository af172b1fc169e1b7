import QuillFoundation

/// The limits Quill enforces on everything a template, a strings file or a bundle manifest
/// controls, so that a hostile or mistaken file is refused with a clear error instead of
/// exhausting the stack, memory or time. Every limit is documented in `docs/Limits.md`, with
/// the error it gives.
public enum TemplateLimits {
    /// The largest template, manifest or strings file read, in bytes (16 MiB; real .xib files
    /// are rarely above 1 MiB).
    public static let maximumFileSize = 16 << 20
    /// The deepest nesting of XML elements in a .xib file (a view nests two elements deeper
    /// than its superview: `<subviews><view>`).
    public static let maximumElementDepth = 250
    /// The most XML elements in one .xib file.
    public static let maximumElementCount = 500_000
    /// The deepest nesting of YAML collections in a native template, manifest or strings file.
    public static let maximumYAMLDepth = 250
    /// The most nodes a YAML file may stand for once its aliases are expanded (aliases are
    /// followed wherever a value is read, so this bounds the work an alias "bomb" can cause).
    public static let maximumYAMLExpandedNodes = 1_000_000
    /// The deepest nesting of views (and parts) in one template.
    public static let maximumViewDepth = 100
    /// The most objects (views, parts, guides, placeholders) in one template.
    public static let maximumObjectCount = 50_000
    /// The longest name: an object id, a class or module name, a property, outlet or action
    /// name, in UTF-8 bytes.
    public static let maximumNameLength = 1_024
    /// The longest text value (a label's text, an identifier, a class name), in UTF-8 bytes.
    public static let maximumTextLength = 1 << 20
    /// The largest magnitude of a coordinate, size, inset or constraint constant, in points.
    public static let maximumCoordinate = 1_000_000.0
    /// The largest font size, in points.
    public static let maximumFontSize = 1_000.0

    /// Throws when a file is larger than `maximumFileSize`.
    package static func checkFileSize(_ count: Int, path: String) throws(TemplateError) {
        if count > maximumFileSize {
            throw TemplateError(
                "the file is \(count) bytes, more than the \(maximumFileSize) bytes (16 MiB) Quill reads", at: SourceLocation(file: path),
                hint: "templates, manifests and strings files are limited in size (see docs/Limits.md); split the file")
        }
    }

    /// `text` cut to at most `limit` characters, with the number of characters left out, for
    /// messages that quote what a file said.
    public static func abbreviated(_ text: String, to limit: Int) -> String {
        let count = text.count
        if count <= limit { return text }
        return String(text.prefix(limit)) + "… (\(count - limit) more characters)"
    }
}

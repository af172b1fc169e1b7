/// A template written in Quill's native format by `NativeTemplateWriter`, with what could not
/// be written.
public struct NativeTemplateText: Hashable, Sendable {
    /// The YAML text; reading it back gives the same document.
    public var text: String
    /// What the native format cannot hold, one line each (also written as comments in `text`):
    /// connections to objects the source format's reader did not create, for example.
    public var omissions: [String]

    /// Creates the result.
    public init(text: String, omissions: [String]) {
        self.text = text
        self.omissions = omissions
    }
}

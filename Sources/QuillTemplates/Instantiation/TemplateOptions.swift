import QuillFoundation
import QuillTemplateFormats
/// How a template is instantiated.
public struct TemplateOptions: Sendable {
    /// How unknown classes and missing resources are treated.
    public enum Strictness: Sendable {
        /// The template's format decides: strict for native templates, lenient for .xib files.
        case automatic
        /// They are errors.
        case strict
        /// They fall back (nearest known class, no image) with a warning.
        case lenient
    }

    /// How unknown classes and missing resources are treated.
    public var strictness: Strictness
    /// Folders searched for images after the template's own folder.
    public var resourceFolders: [String]
    /// Pixels per point of images to prefer.
    public var scale: Double
    /// Whether image files are decoded (the default). Off, each image file is checked by its
    /// header alone and a placeholder of its size stands in: the layout is the same and no
    /// pixels are decoded, for tools that check templates without drawing them (`quill lint`).
    public var decodesImages: Bool

    /// Creates options.
    public init(strictness: Strictness = .automatic, resourceFolders: [String] = [], scale: Double = 1, decodesImages: Bool = true) {
        self.strictness = strictness
        self.resourceFolders = resourceFolders
        self.scale = scale
        self.decodesImages = decodesImages
    }

    func isStrict(for format: TemplateFormat) -> Bool {
        switch strictness {
        case .automatic: return format == .native
        case .strict: return true
        case .lenient: return false
        }
    }
}

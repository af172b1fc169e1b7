import QuillFoundation
import QuillGraphics

/// What property setters may need while a template is instantiated: resources and the place
/// to report warnings.
@MainActor
public final class TemplateContext {
    /// Where the template's resources are looked up first.
    public let bundle: TemplateBundle
    /// Whether problems that have a fallback are errors.
    public let strict: Bool
    /// Pixels per point of images to prefer.
    public let scale: Double
    /// Extra folders searched for images after the bundle.
    public let resourceFolders: [String]
    /// Warnings reported so far.
    public internal(set) var warnings: [TemplateDiagnostic] = []
    /// The location of the property being applied, for warnings.
    var currentLocation = SourceLocation(file: "")

    init(bundle: TemplateBundle, strict: Bool, scale: Double, resourceFolders: [String]) {
        self.bundle = bundle
        self.strict = strict
        self.scale = scale
        self.resourceFolders = resourceFolders
    }

    /// An image by name from the template's bundle, the resource folders, or Quill's images.
    /// A missing image is an error in strict mode and a warning (no image) otherwise.
    public func image(named name: String) throws(TemplateValueError) -> Image? {
        let folders = [bundle.path] + resourceFolders
        if let cached = ImageLookupCache.shared.image(folders: folders, name: name, scale: scale) { return cached }
        guard let image = try findImage(named: name) else { return nil }
        ImageLookupCache.shared.store(image, folders: folders, name: name, scale: scale)
        return image
    }

    private func findImage(named name: String) throws(TemplateValueError) -> Image? {
        do {
            if let path = try bundle.imagePath(named: name, scale: scale) { return try Image(contentsOfFile: path) }
        } catch let error as QuillError {
            throw TemplateValueError(expected: "an image Quill can use", found: "'\(name)': \(error.message)")
        } catch {
            throw TemplateValueError(expected: "a readable image", found: "\(error)")
        }
        for folder in resourceFolders {
            if let path = try? TemplateBundle(path: folder).imagePath(named: name, scale: scale), let image = try? Image(contentsOfFile: path) {
                return image
            }
        }
        if let image = try? ImageCatalog.shared.image(named: name, scale: scale) { return image }
        let searched = ([bundle.path] + resourceFolders).joined(separator: ", ")
        if strict {
            throw TemplateValueError(expected: "an image file named '\(name)' (searched \(searched) and Quill's Assets/Images)", found: "none")
        }
        warn("image '\(name)' not found (searched \(searched) and Quill's Assets/Images); showing none")
        return nil
    }

    /// Records a warning at the current property.
    public func warn(_ message: String, hint: String? = nil) {
        warnings.append(TemplateDiagnostic(.warning, message, at: currentLocation, hint: hint))
    }
}

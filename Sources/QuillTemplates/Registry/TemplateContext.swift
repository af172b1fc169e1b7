import QuillTemplateFormats
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

    /// Image sizes the template declares (a .xib's resources), for placeholders.
    let declaredImageSizes: [String: Size]
    /// Whether image files are decoded, or only their headers read (`TemplateOptions.decodesImages`).
    let decodesImages: Bool

    init(
        bundle: TemplateBundle, strict: Bool, scale: Double, resourceFolders: [String], declaredImageSizes: [String: Size] = [:],
        decodesImages: Bool = true
    ) {
        self.bundle = bundle
        self.strict = strict
        self.scale = scale
        self.resourceFolders = resourceFolders
        self.declaredImageSizes = declaredImageSizes
        self.decodesImages = decodesImages
    }

    /// A colour by name from the asset catalogs of the template's bundle and the resource
    /// folders (`NAME.colorset`), or `nil`.
    public func color(named name: String) -> Color? {
        TemplateContext.catalogColor(named: name, in: [bundle.path] + resourceFolders)
    }

    /// A colour by name from the asset catalogs directly inside the first of `folders` that
    /// has one.
    nonisolated static func catalogColor(named name: String, in folders: [String]) -> Color? {
        for folder in folders {
            if let color = AssetCatalog.color(named: name, inCatalogsIn: folder) { return color }
        }
        return nil
    }

    /// The value with every name of a catalog colour set made that colour (inside lists and
    /// maps too, but never a run's `text` or `link`), or `nil` when it names none: what a
    /// property that refused the value is given again.
    func resolvingCatalogColors(in value: TemplateValue) -> TemplateValue? {
        var changed = false
        func resolve(_ value: TemplateValue) -> TemplateValue {
            switch value {
            case .text(let name):
                guard name.utf8.count <= 256, !name.hasPrefix("#"), let color = color(named: name) else { return value }
                changed = true
                return .color(color)
            case .list(let items):
                return .list(items.map(resolve))
            case .map(let entries):
                return .map(entries.map { entry in
                    ["text", "link"].contains(entry.key) ? entry : TemplateEntry(key: entry.key, value: resolve(entry.value), location: entry.location)
                })
            default:
                return value
            }
        }
        let resolved = resolve(value)
        return changed ? resolved : nil
    }

    /// An image by name from the template's bundle, the resource folders, or Quill's images.
    /// A missing image is an error in strict mode; otherwise a warning and a placeholder at the
    /// size the template declares for it (`missingImage(named:)`).
    public func image(named name: String) throws(TemplateValueError) -> Image? {
        let folders = [bundle.path] + resourceFolders
        guard decodesImages else {
            // Headers only: placeholders of the images' sizes, never cached for drawing.
            let found = try TemplateContext.findImage(
                named: name, scale: scale, bundle: bundle, resourceFolders: resourceFolders, declaredImageSizes: declaredImageSizes, decodes: false)
            if let found { return found }
            return try missingImage(named: name)
        }
        if let cached = ImageLookupCache.shared.image(folders: folders, name: name, scale: scale) { return cached }
        // What is found is cached; a placeholder is not (a strict instantiation, or the file
        // added later, must not meet a lenient run's placeholder).
        guard let found = try TemplateContext.findImage(named: name, scale: scale, bundle: bundle, resourceFolders: resourceFolders, declaredImageSizes: declaredImageSizes)
        else { return try missingImage(named: name) }
        // The image knows where its other scales are, for windows of another scale.
        let (bundle, resourceFolders, declaredImageSizes) = (bundle, resourceFolders, declaredImageSizes)
        let image = found.withVariants(ImageVariants { scale in
            try? TemplateContext.findImage(named: name, scale: scale, bundle: bundle, resourceFolders: resourceFolders, declaredImageSizes: declaredImageSizes)
        })
        ImageLookupCache.shared.store(image, folders: folders, name: name, scale: scale)
        return image
    }

    /// An image by name at a scale: the bundle's files and asset catalogs, the resource folders',
    /// Quill's images, then a standard symbol; `nil` when none has it.
    private nonisolated static func findImage(
        named name: String, scale: Double, bundle: TemplateBundle, resourceFolders: [String], declaredImageSizes: [String: Size],
        decodes: Bool = true
    ) throws(TemplateValueError) -> Image? {
        do {
            if let image = try bundle.image(named: name, scale: scale, decodes: decodes) { return image }
            if let image = try AssetCatalog.image(named: name, scale: scale, inCatalogsIn: bundle.path, decodes: decodes) { return image }
        } catch let error as QuillError {
            throw TemplateValueError(expected: "an image Quill can use", found: "'\(name)': \(error.message)")
        } catch {
            throw TemplateValueError(expected: "a readable image", found: "\(error)")
        }
        for folder in resourceFolders {
            if let image = try? TemplateBundle(path: folder).image(named: name, scale: scale, decodes: decodes) { return image }
            if let image = try? AssetCatalog.image(named: name, scale: scale, inCatalogsIn: folder, decodes: decodes) { return image }
        }
        if let image = try? ImageCatalog.shared.image(named: name, scale: scale) { return image }
        // A standard symbol (a .xib's `catalog="system"` images), at the size the template declares.
        let side = declaredImageSizes[name].map { max($0.width, $0.height) } ?? 24
        return Image(systemName: name, pointSize: side, scale: scale)
    }

    /// A missing image: an error in strict mode; otherwise a warning and Interface Builder's
    /// placeholder at the size the template declares (or no image when it declares none).
    private func missingImage(named name: String) throws(TemplateValueError) -> Image? {
        let searched = ([bundle.path] + resourceFolders).joined(separator: ", ")
        if strict {
            throw TemplateValueError(expected: "an image file named '\(name)' (searched \(searched) and Quill's Assets/Images)", found: "none")
        }
        // Lenient: Interface Builder's placeholder at the size the .xib declares, else nothing.
        guard let size = declaredImageSizes[name] else {
            warn("image '\(name)' not found (searched \(searched), their asset catalogs and Quill's Assets/Images); showing none")
            return nil
        }
        warn("image '\(name)' not found (searched \(searched), their asset catalogs and Quill's Assets/Images); showing a \(Int(size.width))x\(Int(size.height)) placeholder")
        return Image.placeholder(size: size, scale: scale, name: name)
    }

    /// Records a warning at the current property.
    public func warn(_ message: String, hint: String? = nil) {
        warnings.append(TemplateDiagnostic(.warning, message, at: currentLocation, hint: hint))
    }
}

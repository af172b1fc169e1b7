import QuillTemplateFormats
import Foundation
import QuillFoundation
import QuillGraphics
import QuillViews

/// A parsed template, instantiated as often as needed (UIKit's `UINib`): parse once, then
/// `instantiate(owner:)` builds fresh objects each time.
///
///     let template = try Template.cached(contentsOfFile: "Cells/InfoCell.quill")
///     let cell = try template.firstObject(of: InfoCell.self)
///
/// Parsing is pure data and may run on any thread; instantiating runs on the main actor.
public final class Template: Sendable {
    /// The parsed model.
    public let document: TemplateDocument

    /// The folder the template's resources are looked up in first.
    public let bundle: TemplateBundle

    /// Instantiation plans recorded from this template's instantiations.
    private let plans = TemplatePlanCache()

    /// Wraps a parsed document; its resources are looked up beside its file.
    public init(document: TemplateDocument) {
        self.document = document
        let folder = FilePaths.parent(of: document.path)
        bundle = TemplateBundle(path: folder.isEmpty ? "." : folder)
    }

    /// Wraps a parsed document whose resources are looked up in `bundle` (a widget bundle's
    /// templates find their images in the bundle, wherever the template file sits in it).
    public init(document: TemplateDocument, bundle: TemplateBundle) {
        self.document = document
        self.bundle = bundle
    }

    /// Reads a template file: `.quill` (native), or a `.xib` in either Apple format. With
    /// `root`, the file must lie inside that folder once links are followed, checked on the
    /// descriptor it is read from.
    /// - Throws: `TemplateError` with `file:line:column` for unreadable or malformed files.
    public convenience init(contentsOfFile path: String, confinedTo root: String? = nil) throws(TemplateError) {
        let data: Data
        switch RegularFile.contents(atPath: path, limit: TemplateLimits.maximumFileSize, confinedTo: root) {
        case .success(let contents): data = contents
        case .failure(let problem) where problem.leadsOutside:
            throw TemplateError("cannot read template file: \(problem)", at: SourceLocation(file: path), hint: RegularFile.Problem.outsideHint)
        case .failure(.tooLarge(let size, _)):
            try TemplateLimits.checkFileSize(size, path: path)
            throw TemplateError("cannot read template file: it is \(size) bytes", at: SourceLocation(file: path))
        case .failure(let problem):
            throw TemplateError(
                "cannot read template file: \(problem)", at: SourceLocation(file: path),
                hint: "a template must be a readable regular file of at most \(TemplateLimits.maximumFileSize >> 20) MiB")
        }
        try self.init(data: data, path: path)
    }

    /// Parses template data; `path` names it in messages and decides the format by extension
    /// (`.quill`) or content (`<document` or `<archive` for .xib).
    public convenience init(data: Data, path: String) throws(TemplateError) {
        let document: TemplateDocument
        if Template.isNative(data, path: path) {
            document = try NativeTemplateReader.read(data, path: path)
        } else {
            document = try XibReader.read(data, path: path)
        }
        try TemplateDocumentCheck.check(document)
        self.init(document: document)
    }

    /// Whether data is a native template: `.quill` (or `.yaml`/`.yml`) files are, `.xib` files
    /// are not, and anything else is told by its first character (`<` starts XML).
    static func isNative(_ data: Data, path: String) -> Bool {
        switch (path as NSString).pathExtension.lowercased() {
        case "quill", "yaml", "yml": return true
        case "xib": return false
        default:
            let first = data.first { !($0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D || $0 == 0xEF || $0 == 0xBB || $0 == 0xBF) }
            return first != UInt8(ascii: "<")
        }
    }

    /// The template's name: its file name without extension.
    public var name: String { document.name }

    // MARK: Cache

    /// A parsed template from a process-wide cache, re-read when the file changes.
    public static func cached(contentsOfFile path: String) throws(TemplateError) -> Template {
        try TemplateCache.shared.template(at: path, confinedTo: nil)
    }

    /// `cached(contentsOfFile:)` for a file that must lie inside the folder `root` once links are
    /// followed (a bundle's template), checked on the descriptor the file is read from.
    public static func cached(contentsOfFile path: String, confinedTo root: String) throws(TemplateError) -> Template {
        try TemplateCache.shared.template(at: path, confinedTo: root)
    }

    /// Forgets the images templates have loaded (and the named images of `ImageCatalog.shared`),
    /// so the next instantiation reads image files again: for tools that show files while they
    /// are edited. Templates themselves are re-read when their file changes.
    public static func removeCachedImages() {
        ImageLookupCache.shared.removeAll()
        ImageCatalog.shared.removeCachedImages()
    }

    /// A template by name in a bundle (`InfoCell` finds `InfoCell.quill` or `InfoCell.xib`):
    /// a `TemplateBundle`, a Foundation `Bundle` such as `Bundle.module`, or a `WidgetBundle`.
    public static func named(_ name: String, in bundle: some TemplateBundleConvertible) throws(TemplateError) -> Template {
        let bundle = bundle.templateBundle
        let path: String?
        do {
            path = try bundle.templatePath(named: name)
        } catch {
            throw TemplateError("\(error)", at: SourceLocation(file: bundle.path))
        }
        guard let path else {
            throw TemplateError(
                "no template named '\(name)' in '\(bundle.path)'", at: SourceLocation(file: bundle.path),
                hint: "add \(name).quill or \(name).xib to that folder")
        }
        return try TemplateCache.shared.template(at: path, confinedTo: bundle.path)
    }

    // MARK: Instantiating

    /// Loads the template `name` from a bundle and builds its objects, returning the top-level
    /// ones (UIKit's `Bundle.loadNibNamed(_:owner:options:)`): the same as
    /// `Template.named(name, in: bundle).instantiate(owner: owner)`.
    /// - Throws: `TemplateError` when the bundle has no such template, it cannot be read, or
    ///   its objects cannot be built (naming the file, line and column).
    @MainActor
    public static func load(
        named name: String, in bundle: some TemplateBundleConvertible, owner: AnyObject? = nil,
        options: TemplateOptions = TemplateOptions(), registry: TemplateRegistry = .shared
    ) throws(TemplateError) -> [AnyObject] {
        try named(name, in: bundle).instantiate(owner: owner, options: options, registry: registry)
    }

    /// Builds the template's objects and returns the top-level ones in document order.
    /// - Parameters:
    ///   - owner: File's Owner: receives the template's outlets and actions; `nil` skips them.
    ///   - options: Strictness, resource folders and image scale.
    ///   - registry: Where class names are looked up.
    /// - Throws: `TemplateError` listing every problem found (unknown class, property, outlet,
    ///   action; wrong types; missing resources in strict mode).
    @MainActor
    public func instantiate(owner: AnyObject? = nil, options: TemplateOptions = TemplateOptions(), registry: TemplateRegistry = .shared) throws(TemplateError) -> [AnyObject] {
        let instance = try makeInstance(owner: owner, options: options, registry: registry)
        instance.reportUnregisteredClasses()
        return instance.topLevelObjects
    }

    /// Like `instantiate(owner:options:registry:)`, also returning the warnings (fallbacks)
    /// and the objects by template id.
    @MainActor
    public func makeInstance(
        owner: AnyObject? = nil, options: TemplateOptions = TemplateOptions(), registry: TemplateRegistry = .shared
    ) throws(TemplateError) -> TemplateInstance {
        try instantiate(owner: owner, root: nil, options: options, registry: registry)
    }

    /// Replays the plan recorded for these circumstances, or takes the general path (recording
    /// a plan when it can).
    @MainActor
    private func instantiate(owner: AnyObject?, root: AnyObject?, options: TemplateOptions, registry: TemplateRegistry) throws(TemplateError) -> TemplateInstance {
        // Without decoded images (a tool checking the template) nothing is recorded: a plan would
        // hand its placeholders to instantiations that draw.
        guard registry.usesInstantiationPlans, options.decodesImages else {
            var instantiator = TemplateInstantiator(document: document, bundle: bundle, registry: registry, options: options)
            return try instantiator.instantiate(owner: owner, root: root)
        }
        let key = TemplatePlanKey(
            registryGeneration: registry.generation, strict: options.isStrict(for: document.format), scale: options.scale,
            resourceFolders: options.resourceFolders, ownerType: owner.map { ObjectIdentifier(type(of: $0)) },
            rootType: root.map { ObjectIdentifier(type(of: $0)) }, imageGeneration: ImageLookupCache.shared.generation)
        let known = plans.entry(for: key)
        if case .some(.some(let plan)) = known {
            if let instance = plan.replay(owner: owner, root: root, template: self, options: options, registry: registry) { return instance }
            // Something differs from the recording from one instance to the next: this template
            // takes the general path from now on.
            plans.store(nil, for: key)
        }
        var instantiator = TemplateInstantiator(document: document, bundle: bundle, registry: registry, options: options, records: known == nil)
        let instance = try instantiator.instantiate(owner: owner, root: root)
        if known == nil {
            // Classes found by name while instantiating were registered on the way: the plan is
            // kept for the registry as it is now, which the next instantiation finds.
            var current = key
            current.registryGeneration = registry.generation
            plans.store(instantiator.plan(), for: current)
        }
        return instance
    }

    /// Builds the template's objects with the first top-level object being `root` (as
    /// `apply(to:owner:options:registry:)` does), returning the instance: how a storyboard makes
    /// a scene onto a controller its creator closure made.
    @MainActor
    package func makeInstance(root: AnyObject, owner: AnyObject?, options: TemplateOptions, registry: TemplateRegistry) throws(TemplateError) -> TemplateInstance {
        try instantiate(owner: owner, root: root, options: options, registry: registry)
    }

    /// How many instantiation plans the template has recorded.
    @MainActor
    var recordedPlanCount: Int { plans.planCount }

    /// A context for setters, as an instantiation with these options makes.
    @MainActor
    func makeContext(options: TemplateOptions) -> TemplateContext {
        TemplateContext(
            bundle: bundle, strict: options.isStrict(for: document.format), scale: options.scale, resourceFolders: options.resourceFolders,
            declaredImageSizes: document.declaredImageSizes, decodesImages: options.decodesImages)
    }

    /// Applies the template to an existing object (a composite view's own template, GTK
    /// style): the first top-level object describes `root` itself, so its properties, subviews
    /// and outlets land on `root` with no wrapper view. `root` is also File's Owner unless
    /// another owner is given.
    @MainActor
    public func apply(to root: AnyObject, owner: AnyObject? = nil, options: TemplateOptions = TemplateOptions(), registry: TemplateRegistry = .shared) throws(TemplateError) {
        guard let first = document.objects.first else {
            throw TemplateError("the template has no object to apply to a \(type(of: root))", at: SourceLocation(file: document.path))
        }
        if let expected = registry.canonicalName(for: first.customClass ?? first.className),
            !registry.merged(for: root).names.contains(expected)
        {
            throw TemplateError(
                "the template describes a \(expected), which a \(registry.className(of: root)) is not", at: first.location,
                hint: "make the first object's class \(registry.className(of: root)) or one of its superclasses")
        }
        try instantiate(owner: owner ?? root, root: root, options: options, registry: registry).reportUnregisteredClasses()
    }

    /// The first top-level object of a class.
    /// - Throws: `TemplateError` naming the classes the template does hold when none matches.
    @MainActor
    public func firstObject<T>(of type: T.Type, owner: AnyObject? = nil, options: TemplateOptions = TemplateOptions(), registry: TemplateRegistry = .shared) throws(TemplateError) -> T {
        let objects = try instantiate(owner: owner, options: options, registry: registry)
        if let match = objects.lazy.compactMap({ $0 as? T }).first { return match }
        let held = objects.map { registry.className(of: $0) }
        throw TemplateError(
            "the template holds no top-level \(T.self)", at: SourceLocation(file: document.path),
            hint: held.isEmpty ? "it has no top-level objects" : "its top-level objects are: \(held.joined(separator: ", "))")
    }

    /// The top-level view with a restoration identifier.
    /// - Throws: `TemplateError` listing the identifiers present when none matches.
    @MainActor
    public func view(withRestorationIdentifier identifier: String, owner: AnyObject? = nil, options: TemplateOptions = TemplateOptions(), registry: TemplateRegistry = .shared) throws(TemplateError) -> View {
        let views = try instantiate(owner: owner, options: options, registry: registry).compactMap { $0 as? View }
        if let match = views.first(where: { $0.restorationIdentifier == identifier }) { return match }
        let present = views.compactMap(\.restorationIdentifier)
        throw TemplateError(
            "no top-level view has restoration identifier '\(identifier)'", at: SourceLocation(file: document.path),
            hint: present.isEmpty ? "no top-level view has one" : "present: \(present.joined(separator: ", "))")
    }
}

import Foundation
import QuillFoundation
import QuillTemplateFormats
import QuillTemplates
import QuillViews
import QuillWidgets

/// A storyboard's scenes, ready to be made into view controllers (UIKit's `UIStoryboard`):
///
///     let storyboard = try Storyboard(name: "Main", bundle: Bundle.module)
///     window.rootViewController = try storyboard.instantiateInitialViewController()
///
/// Each scene is parsed once and its instantiation plan replayed after. Making a scene also
/// makes what it is built from: a navigation controller's root, a tab bar controller's tabs, a
/// split view's columns, the children embedded in container views. Table and collection views
/// get the scene's prototype cells registered by reuse identifier; buttons, cells, bar button
/// items and gesture recognizers that trigger segues run them.
@MainActor
public final class Storyboard {
    /// The parsed storyboard.
    public let document: StoryboardDocument
    /// Where images and the other storyboards it references are looked up: the bundle it
    /// was found in, or the folder of its file.
    public let bundle: TemplateBundle
    /// Where class names are looked up.
    public let registry: TemplateRegistry
    /// Strictness, resource folders and image scale for each scene.
    public let options: TemplateOptions
    /// Whether classes a scene names that are not registered are reported on standard error as
    /// each scene is made (tools that collect the warnings themselves turn it off).
    public var reportsUnregisteredClasses = true
    /// Whether a reference to a storyboard that cannot be found makes a placeholder controller
    /// (its view names the problem) and a warning in `warnings`, rather than an error: for tools
    /// that show a storyboard without the rest of its app.
    public var substitutesMissingReferences = false
    /// Problems met while making scenes that did not stop them (see
    /// `substitutesMissingReferences`).
    public internal(set) var warnings: [TemplateDiagnostic] = []
    var sceneTemplates: [String: Template] = [:]
    var prototypeTemplates: [String: Template] = [:]
    /// Storyboards this one references, by name (`nil`: looked for and not found).
    var referenced: [String: Storyboard?] = [:]
    /// Segue classes by the name a storyboard gives them (`customClass`).
    var segueClasses: [String: StoryboardSegue.Type] = [:]
    /// How deep the scene being made is inside the one first asked for (a scene whose
    /// relationships lead back to itself stops).
    var depth = 0
    /// How many controllers the instantiation under way has made.
    var madeControllers = 0
    /// How deep relationships, embeds and references may nest.
    static let maximumDepth = 32
    /// How many controllers making one scene may make through its relationships and embeds.
    static let maximumControllers = 1_000

    /// Creates a storyboard from a parsed document.
    public init(document: StoryboardDocument, bundle: TemplateBundle? = nil, registry: TemplateRegistry = .shared, options: TemplateOptions = TemplateOptions()) {
        self.document = document
        let folder = FilePaths.parent(of: document.path)
        self.bundle = bundle ?? TemplateBundle(path: folder.isEmpty ? "." : folder)
        self.registry = registry
        self.options = options
        ControllerClasses.registerIfNeeded(in: registry)
    }

    /// Reads a `.storyboard` file.
    /// - Throws: `TemplateError` with `file:line:column` for each problem: unreadable or
    ///   malformed XML, a segue to a missing scene, an identifier used twice in a scene.
    public convenience init(
        contentsOfFile path: String, bundle: TemplateBundle? = nil, registry: TemplateRegistry = .shared, options: TemplateOptions = TemplateOptions()
    ) throws(TemplateError) {
        let data: Data
        switch RegularFile.contents(atPath: path, limit: TemplateLimits.maximumFileSize, confinedTo: nil) {
        case .success(let contents): data = contents
        case .failure(let problem):
            throw TemplateError(
                "cannot read storyboard file: \(problem)", at: SourceLocation(file: path),
                hint: "a storyboard must be a readable regular file of at most \(TemplateLimits.maximumFileSize >> 20) MiB")
        }
        try self.init(data: data, path: path, bundle: bundle, registry: registry, options: options)
    }

    /// Parses storyboard bytes; `path` names the file in messages, and `bundle` (by default the
    /// file's folder) is where other storyboards and images are looked up.
    public convenience init(
        data: Data, path: String, bundle: TemplateBundle? = nil, registry: TemplateRegistry = .shared, options: TemplateOptions = TemplateOptions()
    ) throws(TemplateError) {
        let document: StoryboardDocument
        if path.hasSuffix(".quillstoryboard") {
            // Quill's own form: each scene's objects in a native template beside the file.
            let folder = FilePaths.parent(of: path).isEmpty ? "." : FilePaths.parent(of: path)
            document = try NativeStoryboardReader.read(data, path: path) { name, location throws(TemplateError) in
                guard !name.isEmpty else { throw TemplateError("a template file name is empty", at: location) }
                do throws(TemplateError) {
                    return try Template(contentsOfFile: (folder as NSString).appendingPathComponent(name), confinedTo: folder).document
                } catch {
                    throw TemplateError(error.diagnostics + [TemplateDiagnostic(.error, "the template '\(name)' could not be read", at: location)])
                }
            }
        } else {
            document = try StoryboardReader.read(data, path: path)
        }
        for scene in document.scenes {
            try TemplateDocumentCheck.check(scene.document)
            for prototype in scene.prototypes { try TemplateDocumentCheck.check(prototype.document) }
        }
        self.init(document: document, bundle: bundle, registry: registry, options: options)
    }

    /// The storyboard `name` (`Main` finds `Main.storyboard`) in a bundle: a `TemplateBundle`, a
    /// Foundation `Bundle` such as `Bundle.module`, or a `WidgetBundle`.
    public convenience init(name: String, bundle: some TemplateBundleConvertible, registry: TemplateRegistry = .shared, options: TemplateOptions = TemplateOptions()) throws(TemplateError) {
        let folder = bundle.templateBundle
        let path: String?
        do {
            path = try Storyboard.locate(name, in: folder)
        } catch {
            throw TemplateError("\(error)", at: SourceLocation(file: folder.path))
        }
        guard let path else {
            throw TemplateError(
                "no storyboard named '\(name)' in '\(folder.path)'", at: SourceLocation(file: folder.path), hint: "add \(name).storyboard to that folder")
        }
        try self.init(contentsOfFile: path, bundle: folder, registry: registry, options: options)
    }

    /// Makes a segue class known by the name the storyboard gives it (its `customClass`;
    /// by default the class's own name); storyboards it references know it too.
    public func register(_ segueClass: StoryboardSegue.Type, name: String? = nil) {
        segueClasses[name ?? String(describing: segueClass)] = segueClass
    }

    /// Where the storyboard `name` is in a folder: beside it, in `Base.lproj` (where Xcode keeps
    /// the base localization), or in a folder below (an app bundle holds every storyboard of a
    /// project, wherever its source sat), searched four levels deep.
    static func locate(_ name: String, in folder: TemplateBundle) throws -> String? {
        let file = name + ".storyboard"
        if let path = try folder.resourcePath(file) ?? folder.resourcePath("Base.lproj/" + file) ?? folder.resourcePath(name + ".quillstoryboard") {
            return path
        }
        guard !name.contains("/"), let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return nil }
        while let item = enumerator.nextObject() as? String {
            if enumerator.level > 4 || (item as NSString).lastPathComponent.hasPrefix(".") {
                enumerator.skipDescendants()
                continue
            }
            if (item as NSString).lastPathComponent == file { return try folder.resourcePath(item) }
        }
        return nil
    }

    /// What to say about an identifier no scene has: the identifiers there are.
    var identifierHint: String {
        let known = document.scenes.compactMap(\.storyboardIdentifier).sorted()
        return known.isEmpty ? "give the scene a Storyboard ID in Interface Builder" : "its identifiers are: \(known.joined(separator: ", "))"
    }

    /// The storyboard's name (its file name without `.storyboard`).
    public var name: String { document.name }

    /// Makes the controller the storyboard starts at (and what it is built from); `nil` when
    /// the storyboard has no initial controller.
    public func instantiateInitialViewController() throws(TemplateError) -> ViewController? {
        guard let scene = document.initialScene else { return nil }
        return try instantiate(scene)
    }

    /// Makes the controller whose scene has a storyboard identifier.
    /// - Throws: `TemplateError` when no scene has it (naming the identifiers there are), or
    ///   the scene cannot be made.
    public func instantiateViewController(withIdentifier identifier: String) throws(TemplateError) -> ViewController {
        try instantiateViewController(identifier: identifier, creator: nil as (() -> ViewController?)?)
    }

    /// Makes the controller whose scene has a storyboard identifier, onto a controller
    /// `creator` makes (UIKit's `instantiateViewController(identifier:creator:)`): the scene's
    /// view, outlets and segues are applied to it, so it can take what it needs in its own
    /// initializer. A `nil` creator, or one returning `nil`, makes the scene's own class.
    public func instantiateViewController<Controller: ViewController>(identifier: String, creator: (() -> Controller?)?) throws(TemplateError) -> Controller {
        guard let scene = document.scene(withIdentifier: identifier) else {
            throw TemplateError(
                "storyboard '\(name)' has no scene with identifier '\(identifier)'", at: SourceLocation(file: document.path), hint: identifierHint)
        }
        let made = try instantiate(scene, onto: creator?())
        guard let controller = made as? Controller else {
            throw TemplateError(
                "scene '\(identifier)' makes a \(registry.className(of: made)), not a \(Controller.self)", at: scene.location,
                hint: "set the scene's class to \(Controller.self) in Interface Builder, or ask for a ViewController")
        }
        return controller
    }
}

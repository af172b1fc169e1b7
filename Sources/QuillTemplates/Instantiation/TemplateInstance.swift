import QuillTemplateFormats
import QuillFoundation

/// What one instantiation of a template produced.
@MainActor
public struct TemplateInstance {
    /// The top-level objects, in document order.
    public let topLevelObjects: [AnyObject]
    /// Fallbacks and ignored parts (lenient mode), as `file:line:column: warning:` diagnostics.
    public let warnings: [TemplateDiagnostic]
    /// The warnings about classes the template names that nobody registered (each object of
    /// such a class was made as its base class, so a cast to the real class would fail).
    public let unregisteredClassWarnings: [TemplateDiagnostic]
    /// The objects by template id, and the reverse, built when first asked.
    private let index: TemplateObjectIndex
    /// The objects made as a plainer class than the one their template names.
    private let fallbacks: Set<ObjectIdentifier>

    init(
        topLevelObjects: [AnyObject], warnings: [TemplateDiagnostic], unregisteredClassWarnings: [TemplateDiagnostic], index: TemplateObjectIndex,
        fallbacks: Set<ObjectIdentifier> = []
    ) {
        self.topLevelObjects = topLevelObjects
        self.warnings = warnings
        self.unregisteredClassWarnings = unregisteredClassWarnings
        self.index = index
        self.fallbacks = fallbacks
    }

    /// Whether this instantiation made `object` as a plainer class than the one its template
    /// names (a `customClass` nobody registered, loaded leniently): the object is the base
    /// class's, without the app's code.
    public func isFallback(_ object: AnyObject) -> Bool { fallbacks.contains(ObjectIdentifier(object)) }

    /// Writes each unregistered-class warning once to standard error (with the program's name):
    /// what apps see when a lenient template falls back, instead of a later failed cast.
    public func reportUnregisteredClasses() {
        for warning in unregisteredClassWarnings { RuntimeLog.diagnostic("\(warning)") }
    }

    /// The object created for a template id (a .xib object id or a native `id:`).
    public func object(withID id: String) -> AnyObject? { index.object(withID: id) }

    /// The template id of an object this instantiation created, if any.
    public func id(of object: AnyObject) -> String? { index.id(of: object) }
}

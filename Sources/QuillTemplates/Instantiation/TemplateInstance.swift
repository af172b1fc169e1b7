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
    let objectsByID: [String: AnyObject]
    /// The reverse of `objectsByID`, built the first time `id(of:)` is asked (a linear search
    /// per call made `quill dump` quadratic in views).
    private let reverseIndex = ReverseIndex()

    @MainActor
    private final class ReverseIndex {
        var ids: [ObjectIdentifier: String]?
    }

    init(topLevelObjects: [AnyObject], warnings: [TemplateDiagnostic], unregisteredClassWarnings: [TemplateDiagnostic], objectsByID: [String: AnyObject]) {
        self.topLevelObjects = topLevelObjects
        self.warnings = warnings
        self.unregisteredClassWarnings = unregisteredClassWarnings
        self.objectsByID = objectsByID
    }

    /// Writes each unregistered-class warning once to standard error (with the program's name):
    /// what apps see when a lenient template falls back, instead of a later failed cast.
    public func reportUnregisteredClasses() {
        for warning in unregisteredClassWarnings { RuntimeLog.diagnostic("\(warning)") }
    }

    /// The object created for a template id (a .xib object id or a native `id:`).
    public func object(withID id: String) -> AnyObject? { objectsByID[id] }

    /// The template id of an object this instantiation created, if any.
    public func id(of object: AnyObject) -> String? {
        if let ids = reverseIndex.ids { return ids[ObjectIdentifier(object)] }
        var ids: [ObjectIdentifier: String] = [:]
        for (id, value) in objectsByID.sorted(by: { $0.key < $1.key }) where ids[ObjectIdentifier(value)] == nil {
            ids[ObjectIdentifier(value)] = id
        }
        reverseIndex.ids = ids
        return ids[ObjectIdentifier(object)]
    }
}

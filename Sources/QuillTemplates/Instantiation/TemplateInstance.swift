/// What one instantiation of a template produced.
@MainActor
public struct TemplateInstance {
    /// The top-level objects, in document order.
    public let topLevelObjects: [AnyObject]
    /// Fallbacks and ignored parts (lenient mode), as `file:line:column: warning:` diagnostics.
    public let warnings: [TemplateDiagnostic]
    let objectsByID: [String: AnyObject]

    /// The object created for a template id (a .xib object id or a native `id:`).
    public func object(withID id: String) -> AnyObject? { objectsByID[id] }

    /// The template id of an object this instantiation created, if any.
    public func id(of object: AnyObject) -> String? {
        objectsByID.first { $0.value === object }?.key
    }
}

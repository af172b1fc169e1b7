/// What the registry knows about one class.
@MainActor
struct ClassEntry {
    /// The name templates use.
    let name: String
    /// The Swift class.
    let type: AnyObject.Type
    /// Makes a new instance.
    let make: @MainActor () -> AnyObject
    /// Whether an object is an instance of this class (or a subclass).
    let isInstance: @MainActor (AnyObject) -> Bool
    /// Whether a class is this one or a subclass.
    let isSubtype: @MainActor (AnyObject.Type) -> Bool
    /// Whether this is one of Quill's own classes (reflection stops there).
    let isBuiltIn: Bool
    /// Template-settable properties.
    var properties: [String: PropertySetter] = [:]
    /// Outlets backed by ordinary properties (built-in classes).
    var outlets: [String: BuiltInOutlet] = [:]
    /// Keyed parts.
    var parts: [String: PartHandler] = [:]
}

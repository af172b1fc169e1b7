import QuillFoundation
import QuillTemplateFormats
/// What the registry knows about one class. A class, so lookups share it instead of copying
/// its tables.
@MainActor
final class ClassEntry {
    /// The name templates use.
    let name: String
    /// The Swift class.
    let type: AnyObject.Type
    /// Makes a new instance; `nil` when a class found by name refuses (its `init?(coder:)`
    /// returned `nil`).
    let make: @MainActor () -> AnyObject?
    /// Whether an object is an instance of this class (or a subclass).
    let isInstance: @MainActor (AnyObject) -> Bool
    /// Whether a class is this one or a subclass.
    let isSubtype: @MainActor (AnyObject.Type) -> Bool
    /// Whether this is one of Quill's own classes (reflection stops there).
    let isBuiltIn: Bool
    /// Template-settable properties.
    var properties: [String: PropertySetter] = [:]
    init(name: String, type: AnyObject.Type, make: @escaping @MainActor () -> AnyObject?, isInstance: @escaping @MainActor (AnyObject) -> Bool, isSubtype: @escaping @MainActor (AnyObject.Type) -> Bool, isBuiltIn: Bool) {
        self.name = name
        self.type = type
        self.make = make
        self.isInstance = isInstance
        self.isSubtype = isSubtype
        self.isBuiltIn = isBuiltIn
    }

    /// Outlets backed by ordinary properties (built-in classes).
    var outlets: [String: BuiltInOutlet] = [:]
    /// Keyed parts.
    var parts: [String: PartHandler] = [:]
    /// Whether the class was found by its Swift name (`resolveClass`) rather than registered.
    var isFoundByName = false
}

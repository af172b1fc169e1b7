@_spi(Reflection) import Swift
import QuillViews

/// Finds the `@Outlet`, `@OutletCollection`, `@Action` and `@Inspectable` declarations of an
/// object.
///
/// The fields of each class are read once with the standard library's field reflection
/// (names, offsets and types, superclasses included); after that, an object's slots are loaded
/// straight from their offsets, which keeps template instantiation cheap. `Mirror` is the
/// fallback for types that reflection cannot describe.
@MainActor
enum DeclaredSlots {
    /// A declared slot's field in a class.
    private struct Field {
        let name: String
        let load: (UnsafeRawPointer) -> any TemplateSlot
    }

    /// Fields by class; `nil` when field reflection could not describe the class.
    private static var fieldsByType: [ObjectIdentifier: [Field]?] = [:]

    /// The declared slots of an object by name (the property name without the wrapper's `_`).
    static func slots(of object: AnyObject, registry: TemplateRegistry) -> [String: any TemplateSlot] {
        let type: AnyObject.Type = Swift.type(of: object)
        let key = ObjectIdentifier(type)
        let fields: [Field]?
        if let cached = fieldsByType[key] {
            fields = cached
        } else {
            fields = describe(type)
            fieldsByType[key] = fields
        }
        guard let fields else { return reflect(object) }
        if fields.isEmpty { return [:] }
        var result: [String: any TemplateSlot] = [:]
        withExtendedLifetime(object) {
            let base = UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque())
            for field in fields where result[field.name] == nil {
                result[field.name] = field.load(base)
            }
        }
        return result
    }

    /// The slot fields of a class, or `nil` when it cannot be described.
    private static func describe(_ type: AnyObject.Type) -> [Field]? {
        var fields: [Field] = []
        // 1 << 0 is `.classType`, spelled out because reading that static var is not
        // concurrency-safe.
        let described = _forEachField(of: type, options: _EachFieldOptions(rawValue: 1 << 0)) { name, offset, fieldType, _ in
            let label = String(cString: name)
            guard label.hasPrefix("_"), let slotType = fieldType as? any TemplateSlot.Type else { return true }
            fields.append(Field(name: String(label.dropFirst()), load: loader(slotType, offset: offset)))
            return true
        }
        return described ? fields : nil
    }

    private static func loader<Slot: TemplateSlot>(_ type: Slot.Type, offset: Int) -> (UnsafeRawPointer) -> any TemplateSlot {
        { base in base.load(fromByteOffset: offset, as: Slot.self) }
    }

    /// The slots found with `Mirror`, walking up the class chain.
    private static func reflect(_ object: AnyObject) -> [String: any TemplateSlot] {
        var result: [String: any TemplateSlot] = [:]
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            for child in current.children {
                guard let label = child.label, label.hasPrefix("_"), let slot = child.value as? any TemplateSlot else { continue }
                let name = String(label.dropFirst())
                if result[name] == nil { result[name] = slot }
            }
            mirror = current.superclassMirror
        }
        return result
    }
}

@_spi(Reflection) import Swift
import QuillFoundation
import QuillTemplateFormats
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
        let offset: Int
        let type: any TemplateSlot.Type
        let load: (UnsafeRawPointer) -> any TemplateSlot
    }

    /// Fields by class; `nil` when field reflection could not describe the class.
    private static var fieldsByType: [ObjectIdentifier: [Field]?] = [:]

    /// The declared slots of an object by name (the property name without the wrapper's `_`).
    static func slots(of object: AnyObject, registry: TemplateRegistry) -> [String: any TemplateSlot] {
        guard let fields = fields(of: Swift.type(of: object)) else { return reflect(object) }
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

    /// The slot fields of a class (read once), or `nil` when field reflection cannot describe it.
    private static func fields(of type: AnyObject.Type) -> [Field]? {
        let key = ObjectIdentifier(type)
        if let cached = fieldsByType[key] { return cached }
        let fields = describe(type)
        fieldsByType[key] = fields
        return fields
    }

    /// The field a name finds in a class, as `slots(of:registry:)` finds it (the first).
    private static func field(named name: String, in type: AnyObject.Type) -> Field? {
        fields(of: type)?.first { $0.name == name }
    }

    /// The `@Action` property a template's action `name` (a selector without its colon)
    /// connects to: the property of that name, or else `nameAction`, for an action whose name
    /// is already taken by another member (`next`, `title`, `state`: `@Action var nextAction`
    /// receives a .xib's `next:`). `name` itself when neither is an action.
    static func actionSlotName(for name: String, in slots: [String: any TemplateSlot]) -> String {
        if slots[name] is any ActionSlot { return name }
        let suffixed = name + "Action"
        return slots[suffixed] is any ActionSlot ? suffixed : name
    }

    // MARK: Resolved once per class

    /// Connects the `@Outlet` (or appends to the `@OutletCollection`) `name` of objects of
    /// class `type`: what an instantiation plan keeps, so that it neither reflects nor casts for
    /// each object. `nil` when the class has no such slot.
    static func outletConnector(named name: String, in type: AnyObject.Type) -> (@MainActor (AnyObject, AnyObject) -> Bool)? {
        guard let field = field(named: name, in: type), let slotType = field.type as? any ObjectSlot.Type else { return nil }
        return outletConnector(slotType, offset: field.offset)
    }

    /// Wires a control (for `events`) or a gesture recognizer to the `@Action` `name` of
    /// targets of class `type`.
    static func actionConnector(named name: String, in type: AnyObject.Type, events: ControlEvents) -> (@MainActor (AnyObject, AnyObject) -> Bool)? {
        guard let field = field(named: name, in: type), let slotType = field.type as? any ActionSlot.Type else { return nil }
        return actionConnector(slotType, offset: field.offset, events: events, name: name)
    }

    /// Sets the `@Inspectable` property `name` of objects of class `type` from a template value.
    static func inspectableAssigner(named name: String, in type: AnyObject.Type) -> (@MainActor (AnyObject, TemplateValue) throws(TemplateValueError) -> Void)? {
        guard let field = field(named: name, in: type), let slotType = field.type as? any InspectableSlot.Type else { return nil }
        return inspectableAssigner(slotType, offset: field.offset)
    }

    private static func slot<Slot: TemplateSlot>(_ type: Slot.Type, at offset: Int, of object: AnyObject) -> Slot {
        withExtendedLifetime(object) {
            UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque()).load(fromByteOffset: offset, as: Slot.self)
        }
    }

    private static func outletConnector<Slot: ObjectSlot>(_ type: Slot.Type, offset: Int) -> @MainActor (AnyObject, AnyObject) -> Bool {
        { object, destination in slot(Slot.self, at: offset, of: object).connect(destination) }
    }

    private static func actionConnector<Slot: ActionSlot>(_ type: Slot.Type, offset: Int, events: ControlEvents, name: String) -> @MainActor (AnyObject, AnyObject) -> Bool {
        { sender, target in slot(Slot.self, at: offset, of: target).wire(target: target, to: sender, for: events, name: name) }
    }

    private static func inspectableAssigner<Slot: InspectableSlot>(_ type: Slot.Type, offset: Int) -> @MainActor (AnyObject, TemplateValue) throws(TemplateValueError) -> Void {
        { object, value throws(TemplateValueError) in try slot(Slot.self, at: offset, of: object).assign(value) }
    }

    /// The slot fields of a class, or `nil` when it cannot be described.
    private static func describe(_ type: AnyObject.Type) -> [Field]? {
        var fields: [Field] = []
        // 1 << 0 is `.classType`, spelled out because reading that static var is not
        // concurrency-safe.
        let described = _forEachField(of: type, options: _EachFieldOptions(rawValue: 1 << 0)) { name, offset, fieldType, _ in
            let label = String(cString: name)
            guard label.hasPrefix("_"), let slotType = fieldType as? any TemplateSlot.Type else { return true }
            fields.append(Field(name: String(label.dropFirst()), offset: offset, type: slotType, load: loader(slotType, offset: offset)))
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

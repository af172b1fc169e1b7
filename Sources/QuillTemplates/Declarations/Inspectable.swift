/// Marks a property a template can set (Interface Builder's `@IBInspectable`, and the target
/// of a .xib's user-defined runtime attributes): `@Inspectable var badgeCount: Int = 0`.
/// The value type must conform to `TemplateDecodable`.
@propertyWrapper
public struct Inspectable<Value: TemplateDecodable>: InspectableSlot {
    private let storage: OutletStorage<Value>

    /// Declares the property with its default value.
    public init(wrappedValue: Value) { storage = OutletStorage(wrappedValue) }

    /// The current value.
    public var wrappedValue: Value {
        get { storage.value }
        nonmutating set { storage.value = newValue }
    }

    var kind: TemplateSlotKind { .property }
    var valueTypeName: String { String(describing: Value.self) }

    func assign(_ value: TemplateValue) throws(TemplateValueError) {
        storage.value = try Value.decode(from: value)
    }
}

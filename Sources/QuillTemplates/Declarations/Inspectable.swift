import QuillFoundation
import QuillTemplateFormats
/// Marks a property a template can set (Interface Builder's `@IBInspectable`, and the target
/// of a .xib's user-defined runtime attributes): `@Inspectable var badgeCount: Int = 0`.
/// The value type must conform to `TemplateDecodable`.
///
/// Templates (and `TemplateRegistry.setValue(_:forProperty:of:)`, for apps that load the class
/// as a plugin) store the value without calling the property's `didSet`; adopt
/// `InspectablePropertyObserving` to react to them. Inside `didSet`, assign through the
/// wrapper, `_badgeCount.wrappedValue = 99`: Swift calls a wrapped property's observers on
/// every assignment, even one in its own `didSet`, so `badgeCount = 99` there would recurse
/// forever.
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

    var currentValue: Any { storage.value }

    func assign(any value: Any) -> Bool {
        guard let typed = value as? Value else { return false }
        storage.value = typed
        return true
    }
}

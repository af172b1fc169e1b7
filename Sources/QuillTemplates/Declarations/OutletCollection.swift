import QuillFoundation
import QuillTemplateFormats
/// Marks an array property a template can add objects to (Interface Builder's
/// `@IBOutletCollection`): `@OutletCollection var buttons: [Button]`.
@propertyWrapper
public struct OutletCollection<Element: AnyObject>: ObjectSlot {
    private let storage: OutletStorage<[Element]>

    /// Declares an empty collection.
    public init() { storage = OutletStorage([]) }

    /// Declares a collection with initial elements.
    public init(wrappedValue: [Element]) { storage = OutletStorage(wrappedValue) }

    /// The connected objects, in document order.
    public var wrappedValue: [Element] {
        get { storage.value }
        nonmutating set { storage.value = newValue }
    }

    var kind: TemplateSlotKind { .outletCollection }
    var valueTypeName: String { "[\(String(describing: Element.self))]" }

    /// Appends the object; returns `false` when it is not of the element class.
    func connect(_ object: AnyObject) -> Bool {
        guard let typed = object as? Element else { return false }
        storage.value.append(typed)
        return true
    }
}

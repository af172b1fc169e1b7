import QuillFoundation
import QuillTemplateFormats
/// Marks a property a template can connect to an object (Interface Builder's `@IBOutlet`):
///
///     final class InfoCell: TableViewCell {
///         @Outlet var titleLabel: Label?
///     }
///
/// The property's name is the outlet's name; the loader finds it by reflection, so there is no
/// list of names to keep in step. A template connecting an object of the wrong class to it is
/// an error naming both classes.
@propertyWrapper
public struct Outlet<Value: AnyObject>: ObjectSlot {
    private let storage: OutletStorage<Value?>

    /// Declares an empty outlet.
    public init() { storage = OutletStorage(nil) }

    /// Declares an outlet with an initial object.
    public init(wrappedValue: Value?) { storage = OutletStorage(wrappedValue) }

    /// The connected object.
    public var wrappedValue: Value? {
        get { storage.value }
        nonmutating set { storage.value = newValue }
    }

    var kind: TemplateSlotKind { .outlet }
    var valueTypeName: String { String(describing: Value.self) }

    func connect(_ object: AnyObject) -> Bool {
        guard let typed = object as? Value else { return false }
        storage.value = typed
        return true
    }
}

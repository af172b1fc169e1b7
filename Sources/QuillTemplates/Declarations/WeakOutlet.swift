import QuillFoundation
import QuillTemplateFormats

/// An outlet that does not keep its object alive (Interface Builder's `@IBOutlet weak var`):
/// for a view the view hierarchy already holds, or an outlet back to an owner, so no cycle
/// forms. It reads `nil` once the object is gone.
///
///     final class ProfileController: ViewController {
///         @WeakOutlet var nameLabel: Label?   // the view hierarchy keeps it
///     }
///
/// Swift does not allow `weak` on a wrapped property, so the wrapper says it instead; templates
/// connect it exactly like `@Outlet`.
@propertyWrapper
public struct WeakOutlet<Value: AnyObject>: ObjectSlot {
    private let storage = WeakOutletStorage<Value>()

    /// Declares an empty outlet.
    public init() {}

    /// Declares an outlet with an initial object (held weakly).
    public init(wrappedValue: Value?) { storage.value = wrappedValue }

    /// The connected object, while something else keeps it.
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

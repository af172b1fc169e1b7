import QuillFoundation
import QuillTemplateFormats
import QuillViews

/// What the template loader can do with a declared outlet, collection, action or inspectable
/// property found on an object.
protocol TemplateSlot {
    /// How the slot is declared, for messages: `outlet`, `outlet collection`, `action`, `property`.
    var kind: TemplateSlotKind { get }
    /// The type the slot holds (an outlet's class, an action's sender), for messages.
    var valueTypeName: String { get }
}

/// The kinds of declared slot.
enum TemplateSlotKind: String {
    case outlet
    case outletCollection = "outlet collection"
    case action
    case property
}

/// A slot outlet connections put objects in: an outlet holds one (`kind` `.outlet`), an outlet
/// collection appends each (`.outletCollection`).
protocol ObjectSlot: TemplateSlot {
    /// Stores or appends the object; returns `false` when it is not of the slot's class.
    func connect(_ object: AnyObject) -> Bool
}

/// A slot holding an action method.
protocol ActionSlot: TemplateSlot {
    /// Wires the action to a sender (a control, for events, or a gesture recognizer); returns
    /// `false` when the action's sender type does not match it.
    @MainActor func wire(target: AnyObject, to sender: AnyObject, for events: ControlEvents, name: String) -> Bool
    /// Calls the action now; `false` when the target or sender is not of its types.
    @MainActor func invoke(target: AnyObject, sender: AnyObject) -> Bool
    /// Whether the action takes a sender of this kind.
    func accepts(sender: AnyObject) -> Bool
}

/// A slot holding a value settable from a template.
protocol InspectableSlot: TemplateSlot {
    /// Sets the value; throws a message when the value does not fit.
    func assign(_ value: TemplateValue) throws(TemplateValueError)
    /// The current value.
    var currentValue: Any { get }
    /// Sets the value from a Swift value of the property's type; returns `false` for another type.
    func assign(any value: Any) -> Bool
}

import QuillTemplateFormats
import QuillFoundation
import QuillViews

/// One step of a `TemplatePlan`. Objects are numbered in the order steps make or find them
/// (their slots); `nil` as an end of a connection is File's Owner.
@MainActor
enum TemplatePlanStep {
    /// An object made by a registered class's factory. A replay makes all of them before its
    /// first step, and each must come out of the class seen when the plan was recorded.
    case make(factory: @MainActor () -> AnyObject?, type: ObjectIdentifier)
    /// Takes the object the template is applied to (`Template.apply(to:)`).
    case root
    /// Takes a part an object already has (a cell's content view), which must be of the class
    /// seen when the plan was recorded.
    case existingPart(owner: Int, get: @MainActor (AnyObject) -> AnyObject, type: ObjectIdentifier)
    /// Puts a made object in a keyed slot of another (a cell's background view).
    case assignPart(owner: Int, part: Int, assign: @MainActor (AnyObject, AnyObject) -> Bool)
    /// Applies a composite view's own template to it.
    case composite(Int)
    /// Sets a property with a value converted when the plan was recorded.
    case preparedProperty(Int, @MainActor (AnyObject) -> Void)
    /// Sets a property by its setter, converting the value each time.
    case property(Int, PropertySetter, TemplateValue, SourceLocation)
    /// Sets an `@Inspectable` property (and tells the object).
    case inspectable(Int, assign: @MainActor (AnyObject, TemplateValue) throws(TemplateValueError) -> Void, value: TemplateValue)
    /// Adds a subview.
    case addSubview(parent: Int, child: Int)
    /// Takes one of a view's own guides.
    case guide(view: Int, kind: TemplateLayoutGuide.Kind)
    /// Makes a constraint between objects (a second item of `-1` is none); `origin` is where
    /// the template wrote it.
    case constraint(TemplateConstraint, first: Int, second: Int, origin: String)
    /// Activates the constraints in these slots.
    case activateConstraints([Int])
    /// Connects an outlet, appends to an outlet collection, or wires a control (the source) to
    /// an action of its target; `false` when the ends no longer fit.
    case connect(source: Int?, destination: Int?, connect: @MainActor (AnyObject, AnyObject) -> Bool)
    /// Wires a control or a gesture recognizer to the first responder.
    case firstResponderAction(sender: Int?, events: ControlEvents, name: String)
    /// Calls `awakeFromNib()` (`isResponder`: as a `Responder`, else as `TemplateAwaking`).
    case awake(Int, isResponder: Bool)
}

import QuillFoundation

/// One object of a template: its class, properties, subviews and keyed parts.
public struct TemplateObject: Hashable, Sendable {
    /// The id connections use; unique in the template.
    public var id: String
    /// The class to create, in Quill's names (`Label`, `TableViewCell`, or a registered
    /// app class).
    public var className: String
    /// A more specific class to create instead, when registered (a .xib `customClass`).
    public var customClass: String?
    /// The module a .xib names for `customClass`, kept for diagnostics.
    public var customModule: String?
    /// Property assignments, in document order.
    public var properties: [TemplateProperty]
    /// Subviews, back to front.
    public var subviews: [TemplateObject]
    /// Keyed parts: objects assigned to a slot of this one (`backgroundView`), or describing
    /// a part it already has (a cell's `contentView`).
    public var parts: [TemplatePart]
    /// Layout constraints written on this object (applied when it is instantiated).
    public var constraints: [TemplateConstraint]
    /// The guides of this view that constraints refer to by id.
    public var layoutGuides: [TemplateLayoutGuide] = []
    /// Interface Builder marked the stored frame as not matching the constraints (misplaced)
    /// or the constraints as not determining it (ambiguous): `quill layout` leaves such views
    /// out of its comparison.
    public var designFrameIsStale = false
    /// The placeholder intrinsic size Interface Builder lays the view out with instead of its
    /// own (its Size inspector's "Intrinsic Size: Placeholder"), in points, per axis (`nil`:
    /// no intrinsic size along that axis). Design time only, as in UIKit: the running view
    /// measures its content; `quill layout` uses it to lay out as Interface Builder did.
    public var placeholderIntrinsicWidth: Double?
    /// The placeholder intrinsic height (see `placeholderIntrinsicWidth`).
    public var placeholderIntrinsicHeight: Double?
    /// Interface Builder drew the view live from the app's own code (an `@IBDesignable` class,
    /// listed under the file's `<designables>`).
    public var isDesignable = false
    /// The intrinsic size that code reported, when the file records it (a `<designable>`'s
    /// `intrinsicContentSize`; a negative component: none along that axis). Without it, the
    /// stored frame is the only record of the size Interface Builder laid the view out with.
    public var designableIntrinsicSize: Size?
    /// Interface Builder simulated no status bar for this top-level view.
    public var designHidesStatusBar = false
    /// The bars Interface Builder simulates over a storyboard scene's view (a navigation bar
    /// above, a tab bar below, in points; zero for none): its safe area starts below and ends
    /// above them.
    public var designBarInsets = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
    /// Where the object was written.
    public var location: SourceLocation

    /// Creates an object description.
    public init(
        id: String, className: String, customClass: String? = nil, customModule: String? = nil,
        properties: [TemplateProperty] = [], subviews: [TemplateObject] = [], parts: [TemplatePart] = [],
        constraints: [TemplateConstraint] = [], location: SourceLocation
    ) {
        self.id = id
        self.className = className
        self.customClass = customClass
        self.customModule = customModule
        self.properties = properties
        self.subviews = subviews
        self.parts = parts
        self.constraints = constraints
        self.location = location
    }

    /// The object and all objects inside it, in document order (pre-order).
    public var allObjects: [TemplateObject] {
        var result = [self]
        for part in parts { result.append(contentsOf: part.object.allObjects) }
        for subview in subviews { result.append(contentsOf: subview.allObjects) }
        return result
    }

    /// The value of a property, if assigned.
    public func property(_ name: String) -> TemplateValue? {
        properties.last { $0.name == name }?.value
    }
}

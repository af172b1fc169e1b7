/// What a template tells the object it is creating, passed to `init?(coder:)` (UIKit's
/// `NSCoder` in `init?(coder:)`). The template's properties, outlets and actions are applied
/// after the initializer returns, as in UIKit, so a class sets up here what does not depend on
/// them and the rest in `awakeFromNib()`.
public struct TemplateCoder: Sendable, Hashable {
    /// The class name the template gives the object (its `customClass`, or the class itself).
    public var className: String
    /// The module the template names for the class (`customModule`), when it names one.
    public var moduleName: String?
    /// The object's identifier in the template (a .xib's `id`).
    public var objectIdentifier: String
    /// The template's name (file name without extension), when it came from a file.
    public var templateName: String?

    /// Creates the description of one object in a template.
    public init(className: String, moduleName: String? = nil, objectIdentifier: String = "", templateName: String? = nil) {
        self.className = className
        self.moduleName = moduleName
        self.objectIdentifier = objectIdentifier
        self.templateName = templateName
    }
}

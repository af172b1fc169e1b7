/// A class a template can create by its name alone, with no registration: views and view
/// controllers are; adopt it for another object a template names (a data source, a helper
/// in a .xib's objects), with `required init?(coder: TemplateCoder)`.
///
/// The template finds the class through the Swift runtime by its qualified name
/// (`customModule.customClass`, or the class in the app's own module or a loaded bundle's),
/// as UIKit's `NSClassFromString` does. Returning `nil` from the initializer is reported as an
/// error naming the template's line.
@MainActor
public protocol TemplateCreatable: AnyObject {
    /// Creates the object a template describes. Properties, outlets and actions are set
    /// afterwards; `awakeFromNib()` follows once every object of the template is connected.
    init?(coder: TemplateCoder)
}

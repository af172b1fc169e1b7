import QuillFoundation
import QuillTemplateFormats
/// Adopted by classes that react when a template, or an app through
/// `TemplateRegistry.setValue(_:forProperty:of:)`, sets one of their properties by name. Those
/// assignments bypass Swift's `didSet` (they go through the `@Inspectable` wrapper), so this is
/// where a widget updates what it shows.
@MainActor
public protocol InspectablePropertyObserving: AnyObject {
    /// Called after the property `name` was set by name.
    func inspectablePropertyDidChange(named name: String)
}

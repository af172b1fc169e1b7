import QuillFoundation
import QuillTemplateFormats
/// Adopted by template objects that are not responders (views and controllers inherit
/// `awakeFromNib()` from `Responder`) to hear when the template is fully connected.
@MainActor
public protocol TemplateAwaking: AnyObject {
    /// Called after all outlets and actions of the whole template are connected.
    func awakeFromNib()
}

import QuillFoundation
import QuillTemplateFormats
/// How a template property is applied to objects of a class.
@MainActor
struct PropertySetter {
    /// What values it takes, for messages.
    let expects: String
    /// Applies the value; throws when it does not fit.
    let apply: @MainActor (AnyObject, TemplateValue, TemplateContext) throws(TemplateValueError) -> Void
    /// For a setter whose conversion can be done ahead (`nil` otherwise): converts the value
    /// once and returns what sets it on an object, which instantiation plans keep.
    var prepare: (@MainActor (TemplateValue, TemplateContext) throws(TemplateValueError) -> @MainActor (AnyObject) -> Void)?
}

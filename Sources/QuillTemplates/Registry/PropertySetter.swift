/// How a template property is applied to objects of a class.
@MainActor
struct PropertySetter {
    /// What values it takes, for messages.
    let expects: String
    /// Applies the value; throws when it does not fit.
    let apply: @MainActor (AnyObject, TemplateValue, TemplateContext) throws(TemplateValueError) -> Void
}

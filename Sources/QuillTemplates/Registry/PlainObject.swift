import QuillFoundation
import QuillTemplateFormats
/// A plain object a template can create: what a .xib `customObject` of an unregistered class
/// falls back to. It can hold outlets connected to it but draws nothing.
@MainActor
public final class PlainObject {
    /// Creates the object.
    public init() {}
}

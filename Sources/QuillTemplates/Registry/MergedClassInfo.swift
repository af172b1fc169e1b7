import QuillFoundation
import QuillTemplateFormats
/// Everything the registry knows that applies to one concrete class.
@MainActor
final class MergedClassInfo {
    /// Registered class names it is an instance of, most specific first.
    var names: [String] = []
    var properties: [String: PropertySetter] = [:]
    var outlets: [String: BuiltInOutlet] = [:]
    var parts: [String: PartHandler] = [:]
    var hasBuiltInBase = false
    /// Whether the class adopts `CompositeTemplateView`.
    var isComposite = false
}

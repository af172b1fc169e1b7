import QuillFoundation
import QuillTemplateFormats
/// How a keyed part of a template object is applied: either it describes a part the object
/// already has (a cell's `contentView`), or a new object is assigned to a slot.
@MainActor
enum PartHandler {
    /// Returns the existing part to configure.
    case existing(@MainActor (AnyObject) -> AnyObject)
    /// Assigns a created object; returns `false` when it has the wrong class.
    case assign(@MainActor (AnyObject, AnyObject) -> Bool, expects: String)
}

import QuillFoundation
import QuillTemplateFormats
/// What a recorded `TemplatePlan` depends on besides its template: a plan is replayed only for
/// the same registry unchanged, the same options, owner and root classes, and images not
/// forgotten since (`Template.removeCachedImages()`).
struct TemplatePlanKey: Equatable {
    /// The registry's `generation`, unique across registries and changed by each registration.
    var registryGeneration: Int
    let strict: Bool
    let scale: Double
    let resourceFolders: [String]
    /// File's Owner's class (it decides the owner's outlets and actions), if any.
    let ownerType: ObjectIdentifier?
    /// The class of the object the template is applied to, if any.
    let rootType: ObjectIdentifier?
    /// `ImageLookupCache.generation`: plans keep the images (and catalog colours) they found.
    let imageGeneration: Int
}

import QuillFoundation
import QuillTemplateFormats
import QuillViews

/// An outlet of a built-in class, backed by an ordinary property (a cell's `accessoryView`).
@MainActor
struct BuiltInOutlet {
    /// The class of object it takes, for messages.
    let expects: String
    /// Stores the object; returns `false` when it has the wrong class.
    let connect: @MainActor (AnyObject, AnyObject) -> Bool
    /// The outlet makes its object a subview of the source (a view slot such as
    /// `accessoryView`), so it must not be the source or one of its ancestors.
    var insertsSubview = false
    /// An outlet collection: each connection adds its object (a view's
    /// `gestureRecognizers`).
    var isCollection = false

    /// The connection as an instantiation plan replays it: refused (`false`) where the general
    /// path would refuse it.
    var replayable: @MainActor (AnyObject, AnyObject) -> Bool {
        let (connect, insertsSubview) = (connect, insertsSubview)
        return { source, destination in
            if insertsSubview, let owner = source as? View, let view = destination as? View, view === owner || owner.isDescendant(of: view) {
                return false
            }
            return connect(source, destination)
        }
    }
}

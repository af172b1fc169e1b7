import QuillGraphics
import QuillTesting
import QuillViews

/// What an instance's top-level objects look like once laid out, for comparing two
/// instantiations: each view's tree and, for views of reasonable size (hostile templates declare
/// huge ones), its pixels; other objects by their type.
struct LaidOutObjects {
    var trees: [String] = []
    var pixels: [Bitmap] = []
    /// The top-level views, laid out.
    var views: [View] = []

    @MainActor init(_ objects: [AnyObject]) {
        for object in objects {
            guard let view = object as? View else {
                trees.append(String(describing: type(of: object)))
                continue
            }
            view.layoutIfNeeded()
            trees.append(view.recursiveDescription)
            views.append(view)
            let size = view.bounds.size
            if size.width >= 1, size.height >= 1, size.width * size.height <= 1_000_000 {
                pixels.append(SnapshotRenderer.render(view))
            }
        }
    }
}

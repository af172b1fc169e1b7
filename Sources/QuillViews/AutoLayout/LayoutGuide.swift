import QuillFoundation

/// A rectangle in a view that constraints place like a view, without drawing or events (UIKit's
/// `UILayoutGuide`): a spacer between views, a column, a centring frame.
///
///     let gap = LayoutGuide()
///     view.addLayoutGuide(gap)
///     LayoutConstraint.activate([gap.leadingAnchor.constraint(equalTo: a.trailingAnchor), …])
@MainActor
public final class LayoutGuide: LayoutItem {
    /// The view the guide belongs to.
    public internal(set) weak var owningView: View?
    /// A name for debugging.
    public var identifier: String
    /// Where the guide is, in its view's coordinates, after the last layout pass.
    public internal(set) var layoutFrame: Rect = .zero
    /// The margins or safe area guide of a view are not free rectangles: they follow the view.
    let kind: Kind

    enum Kind {
        case free
        case margins
        case safeArea
    }

    /// Creates a guide; add it to a view with `View.addLayoutGuide(_:)`.
    public init(identifier: String = "") {
        self.identifier = identifier
        kind = .free
    }

    init(kind: Kind, owner: View) {
        self.kind = kind
        owningView = owner
        identifier = kind == .margins ? "layoutMarginsGuide" : "safeAreaLayoutGuide"
    }

    /// The view the guide was added to (`owningView`), whose coordinates it lives in; `nil` before
    /// it is added or after its view is gone.
    public var layoutOwner: View? { owningView }

    /// The owning view's description and the guide's identifier, e.g. `View.layoutMarginsGuide`
    /// (`guide` when it has none, `?` when it has no view).
    public var layoutDescription: String {
        "\(owningView?.layoutDescription ?? "?").\(identifier.isEmpty ? "guide" : identifier)"
    }
}

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
    public internal(set) var owningView: View? {
        get { unretainedOwningView }
        set { unretainedOwningView = newValue }
    }
    /// The owner, unretained: it holds the guide, and its `deinit` clears this.
    nonisolated(unsafe) unowned(unsafe) private var unretainedOwningView: View?
    /// How constraints and engines refer to the guide, made on first use.
    private var ownLayoutItemLink: LayoutItemLink?
    /// A name for debugging.
    public var identifier: String
    /// Where the guide is, in its view's coordinates: for a free guide, where the last layout
    /// pass put it; for a view's own guides (margins, safe area, readable content, keyboard),
    /// the view's bounds inset as the guide is.
    public var layoutFrame: Rect {
        guard kind != .free else { return solvedFrame }
        guard let owner = owningView else { return .zero }
        return kind.frame(in: owner.bounds, margins: owner.effectiveLayoutMargins, safeArea: owner.safeAreaInsets)
    }
    /// For one of a view's own guides, the name of the view's property that gives it
    /// (`safeAreaLayoutGuide`, `layoutMarginsGuide`, `readableContentGuide`,
    /// `keyboardLayoutGuide`); `nil` for a free guide. Template plans record guides by it.
    package var ownGuideProperty: String? { kind == .free ? ownPropertyName : kind.identifier }
    /// For a free guide a view makes for itself and offers as a property (a scroll view's
    /// `contentLayoutGuide`), that property's name.
    package var ownPropertyName: String?
    /// A free guide's rectangle as the last layout pass solved it.
    var solvedFrame: Rect = .zero
    /// What the guide is: a free rectangle placed by constraints, or one of a view's own guides,
    /// which follow the view.
    let kind: Kind

    /// What a guide is.
    enum Kind {
        /// A rectangle of its own, placed by constraints.
        case free
        /// The owner's bounds inset by its margins (`layoutMarginsGuide`).
        case margins
        /// The owner's bounds inset by its safe area (`safeAreaLayoutGuide`).
        case safeArea
        /// The owner's margins, narrowed to a readable line length (`readableContentGuide`).
        case readableContent
        /// The strip an on-screen keyboard covers, or below the safe area when none is shown
        /// (`keyboardLayoutGuide`).
        case keyboard

        /// The name UIKit gives the guide's property.
        var identifier: String {
            switch self {
            case .free: ""
            case .margins: "layoutMarginsGuide"
            case .safeArea: "safeAreaLayoutGuide"
            case .readableContent: "readableContentGuide"
            case .keyboard: "keyboardLayoutGuide"
            }
        }
    }

    /// Creates a guide; add it to a view with `View.addLayoutGuide(_:)`.
    public init(identifier: String = "") {
        self.identifier = identifier
        kind = .free
    }

    init(kind: Kind, owner: View) {
        self.kind = kind
        unretainedOwningView = owner
        identifier = kind.identifier
    }

    /// Constraints and engines referring to the guide forget it.
    deinit {
        ownLayoutItemLink?.itemWillBeFreed()
    }

    /// The view it belongs to is being freed (from the view's `deinit`).
    nonisolated func ownerWillBeFreed() {
        unretainedOwningView = nil
    }

    /// How constraints and engines refer to the guide.
    var layoutItemLink: LayoutItemLink {
        if let ownLayoutItemLink { return ownLayoutItemLink }
        let link = LayoutItemLink(guide: self)
        ownLayoutItemLink = link
        return link
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

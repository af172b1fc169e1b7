import QuillFoundation

/// A view's Auto Layout state, made the first time the view uses Auto Layout so that views laid
/// out by frames and autoresizing carry nothing extra.
@MainActor
final class ViewLayoutStorage {
    // What the engine reads for every constraint is `@exclusivity(unchecked)`, as the engine's
    // own state is (see `LayoutEngine`): each change is one insertion or removal that runs no
    // view's code.
    /// The active constraints installed on the view (`nonisolated(unsafe)` for the view's
    /// `deinit`, as are the guides).
    @exclusivity(unchecked) nonisolated(unsafe) var installedConstraints: [LayoutConstraint] = []
    @exclusivity(unchecked) var translatesAutoresizingMaskIntoConstraints = true
    var layoutMargins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    /// The margins as last set by leading and trailing, which `layoutMargins` follows when the
    /// layout direction changes; `nil` after `layoutMargins` itself was set.
    var directionalLayoutMargins: DirectionalEdgeInsets?
    var preservesSuperviewLayoutMargins = false
    var insetsLayoutMarginsFromSafeArea = true
    var additionalSafeAreaInsets = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
    var huggingHorizontal = LayoutPriority.defaultLow
    var huggingVertical = LayoutPriority.defaultLow
    var compressionHorizontal = LayoutPriority.defaultHigh
    var compressionVertical = LayoutPriority.defaultHigh
    /// A design-time content size used instead of the view's own (`View.designIntrinsicContentSize`).
    var designIntrinsicContentSize: Size?
    @exclusivity(unchecked) nonisolated(unsafe) var layoutGuides: [LayoutGuide] = []
    /// The view's own guides made so far (margins, safe area, readable content, keyboard), at
    /// most one of each kind, in the order they were first asked for.
    @exclusivity(unchecked) nonisolated(unsafe) var ownGuides: [LayoutGuide] = []
    @exclusivity(unchecked) var needsUpdateConstraints = false
    /// The engine of the tree this view is the root of, if the tree uses Auto Layout.
    @exclusivity(unchecked) var engine: LayoutEngine?
    /// The engine that has variables for this view, told when its frame or content size changes.
    var placingEngine: LayoutEngine? {
        get { placingEngineReference?.object }
        set { placingEngineReference = newValue?.unretainedReference }
    }
    /// How it refers to that engine (not weakly: `UnretainedReference`).
    @exclusivity(unchecked) private var placingEngineReference: UnretainedReference<LayoutEngine>?
    /// The record of this view in the engine that places it (`ItemRecord.engineSerial` names
    /// that engine): the engine finds it here instead of hashing the view into its table.
    @exclusivity(unchecked) var placingRecord: ItemRecord?

    /// The view is being freed (from its `deinit`): its installed constraints and its guides,
    /// which point back at it unretained, let go of it.
    nonisolated func viewWillBeFreed() {
        for constraint in installedConstraints { constraint.hostWillBeFreed() }
        for guide in layoutGuides { guide.ownerWillBeFreed() }
        for guide in ownGuides { guide.ownerWillBeFreed() }
    }
}

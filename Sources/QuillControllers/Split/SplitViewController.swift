import QuillFoundation
import QuillViews

/// A sidebar beside content (UIKit's `UISplitViewController`): a primary column at the leading
/// edge, an optional supplementary column (triple-column style), and the secondary column
/// filling the rest; the divider after the sidebar is dragged to resize it. A window narrower
/// than `minimumWidthForColumns` shows one column (the compact controller when one is set, else
/// the column last shown), as UIKit collapses in a compact-width window.
///
///     let split = SplitViewController(style: .doubleColumn)
///     split.setViewController(MailboxesController(), for: .primary)
///     split.setViewController(MessageController(), for: .secondary)
///     window.rootViewController = split
@MainActor
open class SplitViewController: ViewController {
    /// Two or three columns.
    public let style: SplitViewControllerStyle
    /// Hears collapsing and expanding.
    public weak var delegate: (any SplitViewControllerDelegate)?
    /// Which columns to show beside the secondary one.
    public var preferredDisplayMode = SplitViewControllerDisplayMode.automatic { didSet { viewIfLoaded?.setNeedsLayout() } }
    /// The sidebar's width (the divider changes it), within the limits below.
    public var preferredPrimaryColumnWidth = 260.0 { didSet { viewIfLoaded?.setNeedsLayout() } }
    /// The narrowest the sidebar gets.
    public var minimumPrimaryColumnWidth = 180.0 { didSet { viewIfLoaded?.setNeedsLayout() } }
    /// The widest the sidebar gets.
    public var maximumPrimaryColumnWidth = 420.0 { didSet { viewIfLoaded?.setNeedsLayout() } }
    /// The supplementary column's width.
    public var preferredSupplementaryColumnWidth = 300.0 { didSet { viewIfLoaded?.setNeedsLayout() } }
    /// The secondary column keeps at least this width when the sidebar widens.
    public static let minimumSecondaryWidth = 320.0
    /// Below this width, one column shows.
    public var minimumWidthForColumns = 500.0 { didSet { viewIfLoaded?.setNeedsLayout() } }
    /// Whether one column shows (the window is narrower than `minimumWidthForColumns`).
    public private(set) var isCollapsed = false
    /// The columns shown now, from the leading edge.
    public private(set) var visibleColumns: [SplitViewControllerColumn] = []

    private var controllers: [SplitViewControllerColumn: ViewController] = [:]
    /// The column shown alone when collapsed (without a compact controller).
    private var collapsedColumn = SplitViewControllerColumn.primary
    let divider = SplitDividerView(frame: .zero)

    /// Creates a split view controller of a style, with no columns yet.
    public init(style: SplitViewControllerStyle) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
        commonInit()
    }

    /// Creates the split view controller a storyboard describes by name (see
    /// `ViewController.init(coder:)`): two columns.
    public required init?(coder: TemplateCoder) {
        style = .doubleColumn
        super.init(coder: coder)
        commonInit()
    }

    /// What both initializers set up.
    private func commonInit() {
        divider.onDrag = { [weak self] x in self?.dragDivider(to: x) }
        divider.onStep = { [weak self] step in self?.resizeSidebar(by: step) }
    }

    // MARK: Columns

    /// Puts a controller in a column (replacing the one there), or empties it.
    public func setViewController(_ controller: ViewController?, for column: SplitViewControllerColumn) {
        if let old = controllers[column], old !== controller {
            let shown = old.viewIfLoaded?.superview != nil && old.viewIfLoaded?.superview === viewIfLoaded
            let onScreen = shown && (appearance == .appeared || appearance == .appearing)
            if onScreen { old.beginAppearance(false, animated: false) }
            old.viewIfLoaded?.removeFromSuperview()
            if onScreen { old.endAppearance(animated: false) }
            old.removeFromParent()
        }
        controllers[column] = controller
        if let controller, controller.parent !== self {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        viewIfLoaded?.setNeedsLayout()
    }

    /// The controller in a column.
    public func viewController(for column: SplitViewControllerColumn) -> ViewController? { controllers[column] }

    /// Shows a column: collapsed, it becomes the one column shown; otherwise a hidden sidebar
    /// or supplementary column comes back beside the secondary.
    public func show(_ column: SplitViewControllerColumn) {
        if isCollapsed || column == .compact {
            collapsedColumn = column
        } else if column == .primary, preferredDisplayMode == .secondaryOnly || (style == .tripleColumn && preferredDisplayMode == .oneBesideSecondary) {
            preferredDisplayMode = style == .tripleColumn ? .twoBesideSecondary : .oneBesideSecondary
        } else if column == .supplementary, preferredDisplayMode == .secondaryOnly {
            preferredDisplayMode = .oneBesideSecondary
        }
        collapsedColumn = column
        viewIfLoaded?.setNeedsLayout()
    }

    /// Hides a column beside the secondary one (or, collapsed, goes back to the sidebar).
    public func hide(_ column: SplitViewControllerColumn) {
        if isCollapsed {
            collapsedColumn = column == .primary ? .secondary : .primary
        } else if column == .primary {
            preferredDisplayMode = style == .tripleColumn ? .oneBesideSecondary : .secondaryOnly
        } else if column == .supplementary {
            preferredDisplayMode = .secondaryOnly
        }
        viewIfLoaded?.setNeedsLayout()
    }

    /// Shows a controller in the secondary column (collapsed: it becomes the column shown);
    /// `sender` is as in UIKit (unused).
    public func showDetailViewController(_ controller: ViewController, sender: Any? = nil) {
        setViewController(controller, for: .secondary)
        show(.secondary)
    }

    /// The display mode in effect: the preferred one, or for `automatic` the columns that fit.
    public var displayMode: SplitViewControllerDisplayMode {
        guard preferredDisplayMode == .automatic else { return preferredDisplayMode }
        guard style == .tripleColumn else { return .oneBesideSecondary }
        let room = (viewIfLoaded?.bounds.width ?? 0) - minimumPrimaryColumnWidth - preferredSupplementaryColumnWidth
        return room >= SplitViewController.minimumSecondaryWidth ? .twoBesideSecondary : .oneBesideSecondary
    }

    /// The sidebar's width: the preferred width within its limits.
    public var primaryWidth: Double {
        Swift.min(Swift.max(preferredPrimaryColumnWidth, minimumPrimaryColumnWidth), Swift.max(minimumPrimaryColumnWidth, maximumPrimaryColumnWidth))
    }

    // MARK: Layout

    open override func loadView() {
        let root = SplitContainerView(frame: Rect(x: 0, y: 0, width: 768, height: 480))
        root.backgroundColor = .systemBackground
        root.layoutColumns = { [weak self] in self?.layoutColumns() }
        root.addSubview(divider)
        view = root
    }

    /// The columns to show and their frames, from the leading edge, for the view's width.
    func columnFrames() -> [(SplitViewControllerColumn, Rect)] {
        let bounds = view.bounds
        if isCollapsed {
            let column = controllers[.compact] != nil ? .compact : (controllers[collapsedColumn] != nil ? collapsedColumn : (controllers[.secondary] != nil ? .secondary : .primary))
            return [(column, bounds)]
        }
        var columns: [SplitViewControllerColumn] = []
        switch displayMode {
        case .secondaryOnly: columns = []
        case .oneBesideSecondary: columns = style == .tripleColumn ? [.supplementary] : [.primary]
        case .twoBesideSecondary, .automatic: columns = style == .tripleColumn ? [.primary, .supplementary] : [.primary]
        }
        var x = bounds.minX
        var frames: [(SplitViewControllerColumn, Rect)] = []
        let shown = columns.filter { controllers[$0] != nil }
        let others = shown.contains(.supplementary) ? preferredSupplementaryColumnWidth : 0
        // The sidebar gives way (down to its minimum) so the secondary column keeps its room.
        let sidebar = Swift.min(primaryWidth, Swift.max(minimumPrimaryColumnWidth, bounds.width - others - SplitViewController.minimumSecondaryWidth))
        for column in shown {
            let width = column == .primary ? sidebar : preferredSupplementaryColumnWidth
            frames.append((column, Rect(x: x, y: bounds.minY, width: width, height: bounds.height)))
            x += width
        }
        frames.append((.secondary, Rect(x: x, y: bounds.minY, width: Swift.max(0, bounds.maxX - x), height: bounds.height)))
        guard view.effectiveUserInterfaceLayoutDirection == .rightToLeft else { return frames }
        return frames.map { ($0.0, Rect(x: bounds.maxX - $0.1.maxX + bounds.minX, y: $0.1.minY, width: $0.1.width, height: $0.1.height)) }
    }

    /// Places the shown columns' views, takes the others' away, and puts the divider after the
    /// first column; tells the delegate when the view collapsed or expanded.
    func layoutColumns() {
        let collapsed = view.bounds.width < minimumWidthForColumns
        let changed = collapsed != isCollapsed
        isCollapsed = collapsed
        let frames = columnFrames()
        let shown = frames.compactMap { column, _ in controllers[column] }
        let onScreen = appearance == .appeared || appearance == .appearing
        for controller in controllers.values where !shown.contains(where: { $0 === controller }) {
            guard let content = controller.viewIfLoaded, content.superview === view else { continue }
            if onScreen { controller.beginAppearance(false, animated: false) }
            content.removeFromSuperview()
            if onScreen { controller.endAppearance(animated: false) }
        }
        for (column, frame) in frames {
            guard let controller = controllers[column] else { continue }
            let content = controller.view!
            if content.superview !== view {
                if onScreen { controller.beginAppearance(true, animated: false) }
                view.insertSubview(content, belowSubview: divider)
                if onScreen { controller.endAppearance(animated: false) }
            }
            if content.frame != frame { content.frame = frame }
        }
        visibleColumns = frames.map(\.0)
        placeDivider(after: frames.count > 1 ? frames.first?.1 : nil)
        if changed {
            if collapsed { delegate?.splitViewControllerDidCollapse(self) } else { delegate?.splitViewControllerDidExpand(self) }
        }
    }

    private func placeDivider(after column: Rect?) {
        guard let column else {
            divider.isHidden = true
            return
        }
        let rightToLeft = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
        let x = rightToLeft ? column.minX : column.maxX
        divider.isHidden = false
        divider.frame = Rect(x: x - 4, y: column.minY, width: 8, height: column.height)
        divider.widthDescription = "\(Int(primaryWidth)) points"
        // Moved to the front only when it is not there: moving it would end a drag on it.
        if view.subviews.last !== divider { view.bringSubviewToFront(divider) }
    }

    private func dragDivider(to x: Double) {
        let rightToLeft = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
        let width = rightToLeft ? view.bounds.maxX - x : x - view.bounds.minX
        guard visibleColumns.first == .primary else { return }
        preferredPrimaryColumnWidth = Swift.min(Swift.max(width, minimumPrimaryColumnWidth), maximumPrimaryColumnWidth)
        view.layoutIfNeeded()
    }

    private func resizeSidebar(by points: Double) {
        preferredPrimaryColumnWidth = Swift.min(Swift.max(primaryWidth + points, minimumPrimaryColumnWidth), maximumPrimaryColumnWidth)
        view.layoutIfNeeded()
    }

    open override func viewWillAppear(_ animated: Bool) { forEachShown { $0.beginAppearance(true, animated: animated) } }
    open override func viewDidAppear(_ animated: Bool) { forEachShown { $0.endAppearance(animated: animated) } }
    open override func viewWillDisappear(_ animated: Bool) { forEachShown { $0.beginAppearance(false, animated: animated) } }
    open override func viewDidDisappear(_ animated: Bool) { forEachShown { $0.endAppearance(animated: animated) } }

    private func forEachShown(_ body: (ViewController) -> Void) {
        for controller in controllers.values where controller.viewIfLoaded?.superview === viewIfLoaded { body(controller) }
    }
}

import QuillFoundation
import QuillGraphics

/// A rectangle on screen that draws content and handles events, placed in a tree of
/// subviews: the building block of every Quill interface (UIKit's `UIView`).
///
/// Geometry follows UIKit: `center`, `bounds` and `transform` are stored, `frame` is derived
/// from them. Content is drawn by `draw(in:)` into a display list that is kept until
/// `setNeedsDisplay()`; subviews are laid out by autoresizing and `layoutSubviews()`.
@MainActor
open class View: Responder, TemplateCreatable {
    // The stored properties every frame reads for every view on screen (geometry, visibility,
    // appearance, the flags of the frame phases, the place drawn) are plain values marked
    // `@exclusivity(unchecked)`: Swift otherwise checks at run time, at every read of a class's
    // stored property, that no modification of it overlaps, which was a fifth of a scrolled
    // grid's frame. Overlapping accesses to a plain value cannot reach freed memory; the
    // properties holding references or arrays (`subviews`, `layerCache`) keep their checks.

    // MARK: Geometry

    /// The view's position in its superview: the centre of its bounds.
    @exclusivity(unchecked) public var center: Point {
        didSet {
            guard center != oldValue else { return }
            if ViewAnimator.isRecording { ViewAnimator.record(self, .center(oldValue, center)) }
            geometryDidChange(sizeChangedFrom: nil)
        }
    }

    /// The view's own coordinate system: its origin is the point shown at the top-left corner.
    @exclusivity(unchecked) public var bounds: Rect {
        didSet {
            if bounds != oldValue {
                if ViewAnimator.isRecording { ViewAnimator.record(self, .bounds(oldValue, bounds)) }
                if bounds.size == oldValue.size {
                    boundsOriginDidChange(from: oldValue.origin)
                } else {
                    geometryDidChange(sizeChangedFrom: oldValue.size)
                }
            }
        }
    }

    /// A transform applied about the centre, after layout.
    @exclusivity(unchecked) public var transform: Transform = .identity {
        didSet {
            guard transform != oldValue else { return }
            if ViewAnimator.isRecording { ViewAnimator.record(self, .transform(oldValue, transform)) }
            geometryDidChange(sizeChangedFrom: nil)
        }
    }

    /// The view's rectangle in its superview's coordinates. Setting it moves and resizes the
    /// view (when the transform is the identity; otherwise the result is the bounding box).
    public var frame: Rect {
        get {
            let size = bounds.size
            if transform.isIdentity {
                return Rect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
            }
            return Rect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
                .applying(transform).offsetBy(dx: center.x, dy: center.y)
        }
        set {
            let r = newValue.standardized
            bounds.size = r.size
            center = Point(x: r.midX, y: r.midY)
        }
    }

    // MARK: Identity

    /// A number that finds the view with `viewWithTag(_:)`; 0 means no tag.
    public var tag: Int = 0
    /// A name that tells apart the top-level views of a template.
    public var restorationIdentifier: String?
    /// A name for debugging and tree dumps.
    public var accessibilityIdentifier: String?

    // MARK: Desktop

    /// Text shown in a small box when the pointer rests over the view (UIKit's
    /// `UIToolTipInteraction`, GTK's tooltip), and read by assistive technologies as the view's
    /// description. `nil` (the default) shows none; a subview without one shows its nearest
    /// ancestor's.
    public var toolTip: String?
    /// The pointer's shape over the view; `nil` (the default) takes the superview's, and the
    /// window's is the arrow. Text fields and text views set the I-beam.
    public var pointerStyle: PointerStyle?
    /// The interactions added to the view (context menus, and the like), in order.
    public private(set) var interactions: [any Interaction] = []

    /// Adds an interaction (a context menu, say) to the view.
    public func addInteraction(_ interaction: any Interaction) {
        guard !interactions.contains(where: { $0 === interaction }) else { return }
        interaction.view?.removeInteraction(interaction)
        interaction.willMove(to: self)
        interactions.append(interaction)
        interaction.didMove(to: self)
    }

    /// Removes an interaction from the view.
    public func removeInteraction(_ interaction: any Interaction) {
        guard let index = interactions.firstIndex(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        interactions.remove(at: index)
        interaction.didMove(to: nil)
    }

    // MARK: Appearance

    /// Whether the view and its subviews are not drawn and do not receive events.
    @exclusivity(unchecked) public var isHidden = false {
        didSet {
            guard isHidden != oldValue else { return }
            superview?.subviewBoxMayHaveChanged(self)
            invalidateComposite()
            superview?.subviewVisibilityDidChange(self)
        }
    }
    /// The view's opacity, applied to it and its subviews as a group.
    @exclusivity(unchecked) public var alpha: Double = 1 {
        didSet {
            alpha = Swift.min(1, Swift.max(0, alpha.isNaN ? 1 : alpha))
            if alpha != oldValue {
                if ViewAnimator.isRecording { ViewAnimator.record(self, .alpha(oldValue, alpha)) }
                invalidateComposite(contentChanged: false)
            }
        }
    }
    /// The colour that fills the bounds behind the content; `nil` for none.
    @exclusivity(unchecked) public var backgroundColor: Color? {
        didSet {
            guard backgroundColor != oldValue else { return }
            if ViewAnimator.isRecording { ViewAnimator.record(self, .backgroundColor(oldValue, backgroundColor)) }
            invalidateComposite()
        }
    }
    /// Whether the view and its subviews are rendered once into an offscreen bitmap at the
    /// window's scale and composited from it (Core Animation's `shouldRasterize`): moving,
    /// fading or transforming the view then costs a blend of its pixels, not a redraw of its
    /// subtree. The bitmap is made again when anything inside changes. Views rasterize on
    /// their own while an animation moves, fades or transforms them.
    @exclusivity(unchecked) public var rasterizesContent = false {
        didSet {
            guard rasterizesContent != oldValue else { return }
            if !rasterizesContentNow { layerCache = nil }
            invalidateComposite()
        }
    }
    /// Whether subviews and content are clipped to the bounds (rounded by `cornerRadius`).
    @exclusivity(unchecked) public var clipsToBounds = false {
        didSet {
            guard clipsToBounds != oldValue else { return }
            subtreeExtentMayHaveChanged()
            invalidateComposite()
        }
    }
    /// The radius of the rounded corners of the background, border and clip.
    @exclusivity(unchecked) public var cornerRadius: Double = 0 { didSet { if cornerRadius != oldValue { invalidateComposite() } } }
    /// Which corners `cornerRadius` rounds (Core Animation's `maskedCorners`); the others stay
    /// square. A grouped table's first and last rows round only their outer corners this way.
    @exclusivity(unchecked) public var maskedCorners: RectCorner = .allCorners { didSet { if maskedCorners != oldValue { invalidateComposite() } } }
    /// The width of the border drawn inside the bounds, above the subviews.
    @exclusivity(unchecked) public var borderWidth: Double = 0 { didSet { if borderWidth != oldValue { invalidateComposite() } } }
    /// The colour of the border.
    @exclusivity(unchecked) public var borderColor: Color = .black { didSet { if borderColor != oldValue { invalidateComposite() } } }
    /// The colour controls use for highlights and accents; inherited from the superview when `nil`.
    public var tintColor: Color! {
        get { ownTintColor ?? superview?.tintColor ?? .systemBlue }
        set {
            ownTintColor = newValue
            tintColorDidChange()
        }
    }
    private var ownTintColor: Color?
    /// How the view's content mirrors in a right-to-left interface; `.unspecified` follows the
    /// superview (see `effectiveUserInterfaceLayoutDirection`).
    public var semanticContentAttribute: SemanticContentAttribute {
        get { ownSemanticContentAttribute }
        set {
            guard newValue != ownSemanticContentAttribute else { return }
            let before = effectiveUserInterfaceLayoutDirection
            ownSemanticContentAttribute = newValue
            layoutDirectionMayHaveChanged(from: before)
        }
    }
    private var ownSemanticContentAttribute = SemanticContentAttribute.unspecified
    /// Accessibility settings made on this view (see View+Accessibility).
    var accessibilityStorage: AccessibilityStorage?

    // MARK: Accessibility

    /// What the view tells assistive technologies when nothing was set on it: not an element.
    /// Widgets override it (a button: an element named by its title with the button trait).
    open var defaultAccessibility: AccessibilityDescription { AccessibilityDescription() }

    /// The parts of the view that are elements of their own (the wheels of a date picker), in
    /// reading order, or `nil`; when there are some, they are read instead of the view.
    open var accessibilityCustomElements: [AccessibilityCustomElement]? { nil }

    /// Performs the element's action for an assistive technology (a screen reader's double
    /// tap, AT-SPI's "click"); returns whether it did something. Controls send their primary
    /// action; a view with a single-tap gesture recognizer is tapped in its middle.
    open func accessibilityActivate() -> Bool { activateTapGestureRecognizer() }

    /// Raises an adjustable element's value one step (a slider's 10%).
    open func accessibilityIncrement() {}

    /// Lowers an adjustable element's value one step.
    open func accessibilityDecrement() {}

    // MARK: Interaction

    /// Whether the view receives pointer events; when `false`, events pass to views below.
    @exclusivity(unchecked) public var isUserInteractionEnabled = true

    // MARK: Layout

    /// How the view's frame changes when its superview's size changes.
    public var autoresizingMask: AutoresizingMask = []
    /// Whether subviews are autoresized when this view's size changes.
    public var autoresizesSubviews = true
    /// Auto Layout state (constraints, margins, priorities), made on first use.
    @exclusivity(unchecked) var layoutStorage: ViewLayoutStorage?
    /// How constraints and engines refer to the view, made on first use (`layoutItemLink`).
    @exclusivity(unchecked) var ownLayoutItemLink: LayoutItemLink?

    // MARK: Hierarchy storage

    /// The view that contains this one.
    public internal(set) var superview: View? {
        get { unretainedSuperview }
        set { unretainedSuperview = newValue }
    }
    /// The superview, unretained (the superview retains this view through `subviews`). It is
    /// never weak: a weak reference moves the superview's reference count to a side table, which
    /// makes every retain and release of it slower. A superview clears it in its `deinit`
    /// for the subviews that outlive it.
    @exclusivity(unchecked) nonisolated(unsafe) unowned(unsafe) var unretainedSuperview: View?
    /// The contained views, back to front.
    @exclusivity(unchecked) public internal(set) var subviews: [View] = []
    /// The window the view is in, if any.
    public internal(set) var window: Window? {
        get { windowReference?.object }
        set { windowReference = newValue?.unretainedReference }
    }
    /// How the view refers to its window: the window's own `UnretainedReference`, cleared when
    /// the window is freed (a weak reference would move the window's reference count to a side
    /// table, slowing each of the many retains of it a frame).
    @exclusivity(unchecked) private var windowReference: UnretainedReference<Window>?

    /// The clock, timers and animations this view uses: its window's, or the application's
    /// while it is in no window.
    open var scheduler: FrameScheduler { window?.scheduler ?? context.scheduler }

    /// What the view shares with the other views of its window: clock, clipboard, layout
    /// direction, fonts, images, log, registry. The application's until the view is in a
    /// window.
    public var context: ApplicationContext { window?.windowContext ?? Application.shared.context }

    // MARK: Rendering state

    /// The recorded content, until `setNeedsDisplay()`. (Set only by `displayIfNeeded` and
    /// read by the compositor, each time whole: no dynamic exclusivity check.)
    @exclusivity(unchecked) public internal(set) var displayList: DisplayList?
    @exclusivity(unchecked) var needsDisplayFlag = true
    @exclusivity(unchecked) var needsLayoutFlag = true
    /// Whether the view or a view below it has its layout pending: the layoutSubviews phase
    /// walks only the subtrees marked so. An ancestor of a marked view is marked too, unless it
    /// is being walked now (it is marked again when a view below it asks once it was passed).
    @exclusivity(unchecked) var subtreeNeedsLayoutFlag = true

    /// An object outside the tree that should receive events this view does not handle
    /// before the superview does (a view controller sets itself here).
    public weak var nextResponderOverride: Responder?

    // MARK: Initialization

    /// Creates a view with a frame.
    public init(frame: Rect) {
        let r = frame.standardized
        center = Point(x: r.midX, y: r.midY)
        bounds = Rect(origin: .zero, size: r.size)
        super.init()
    }

    /// Creates a view with an empty frame.
    public convenience override init() {
        self.init(frame: .zero)
    }

    /// Creates the view a template describes (UIKit's `init?(coder:)`); the template sets its
    /// frame and properties afterwards. A subclass that declares its own designated
    /// initializers implements this one too (as in UIKit), calling `super.init(coder:)` and
    /// setting itself up, so that templates can create it by name.
    public required init?(coder: TemplateCoder) {
        center = .zero
        bounds = .zero
        super.init()
    }

    /// What refers to the view unretained forgets it: subviews that outlive it (someone else
    /// keeps them) their superview, constraints their item or the view they were installed on,
    /// guides their owning view.
    deinit {
        for subview in subviews { subview.unretainedSuperview = nil }
        ownLayoutItemLink?.itemWillBeFreed()
        layoutStorage?.viewWillBeFreed()
    }

    // MARK: Responder

    open override var next: Responder? {
        if let nextResponderOverride { return nextResponderOverride }
        if let superview { return superview }
        return window === self ? Application.shared : nil
    }

    open override var isFirstResponder: Bool { window?.firstResponder === self }

    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder, let window else { return false }
        return window.makeFirstResponder(self)
    }

    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder, let window else { return true }
        return window.makeFirstResponder(nil)
    }

    // MARK: Hooks for subclasses

    /// Draws the view's content in its bounds' coordinates. The default draws nothing; the
    /// background colour and border are drawn for you.
    open func draw(in context: GraphicsContext) {}

    /// Positions subviews. Called before display when `setNeedsLayout()` was called or the
    /// bounds changed size. The default does nothing (autoresizing already happened).
    open func layoutSubviews() {}

    /// A guide of this view that constraints place (a scroll view's content guide) was moved
    /// or resized by a layout pass. Does nothing by default.
    open func layoutGuideDidMove(_ guide: LayoutGuide) {}

    /// Scrolls, when this view scrolls its content, the least needed for `rect` (in this view's
    /// coordinates) to show; the default does nothing. When keyboard focus moves, every
    /// ancestor of the focused view is asked in turn, so Tab never lands on a control out of
    /// sight (`ScrollView` and the tables and grids built on it scroll).
    open func scrollRectIntoView(_ rect: Rect) {}

    /// Updates the view's constraints before layout, after `setNeedsUpdateConstraints()`
    /// (subviews' run first). Call `super` last.
    open func updateConstraints() {}

    /// The size the view would like in a space of `size`; the default is its current size.
    open func sizeThatFits(_ size: Size) -> Size { bounds.size }

    /// The view's natural size, or `nil` when it has none; a component of
    /// `View.noIntrinsicMetric` means none along that axis only. Auto Layout keeps a view with
    /// `translatesAutoresizingMaskIntoConstraints == false` at this size as far as its content
    /// hugging and compression resistance priorities allow; call
    /// `invalidateIntrinsicContentSize()` when it changes.
    open var intrinsicContentSize: Size? { nil }

    /// Means "no intrinsic size along this axis" in `intrinsicContentSize`.
    public nonisolated static let noIntrinsicMetric = -1.0

    /// How far the view's frame reaches past the rectangle Auto Layout aligns (UIKit's
    /// `alignmentRectInsets`): constraints place the alignment rectangle, the frame inset by
    /// these, and `intrinsicContentSize` is its size. A slider's frame is 2 points wider on
    /// each side than its track, so its track lines up with a label's edge. Zero by default.
    open var alignmentRectInsets: EdgeInsets { EdgeInsets(top: 0, left: 0, bottom: 0, right: 0) }

    /// The distance from the top to the first line's baseline, for `firstBaselineAnchor` (the
    /// height of text views' first line ascent; the top, 0, for views without text).
    open var firstBaselineOffsetFromTop: Double { 0 }

    /// The distance from the last line's baseline to the bottom, for `lastBaselineAnchor` (0
    /// for views without text).
    open var lastBaselineOffsetFromBottom: Double { 0 }

    /// The gesture recognizers attached to the view, in the order added.
    var attachedGestureRecognizers: [GestureRecognizer] = []

    /// Whether a gesture recognizer may begin for a press on this view (or, for one attached
    /// to an ancestor, on this view): asked of every view from the one pressed up to the
    /// recognizer's. The default allows it; controls keep their own clicks and drags from
    /// their ancestors' recognizers.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { true }

    /// Whether a point in the view's coordinates is inside it; the default tests the bounds.
    open func point(inside point: Point) -> Bool { bounds.contains(point) }

    /// The deepest visible, interactive descendant (or the view itself) containing a point in
    /// the view's coordinates. Hidden views, views with alpha below 0.01 and views with user
    /// interaction disabled are skipped with their subviews; a point outside a view's bounds
    /// reaches none of its subviews. Later subviews (in front) are tried first.
    open func hitTest(_ point: Point) -> View? {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, self.point(inside: point) else { return nil }
        let hit = subviews.lastResultUnretained { subview -> View? in
            guard let local = subview.pointFromSuperview(point) else { return nil }
            return subview.hitTest(local)
        }
        return hit ?? self
    }

    /// Called when the tint colour (own or inherited) changes.
    open func tintColorDidChange() {
        setNeedsDisplay()
        for subview in subviews where subview.ownTintColor == nil { subview.tintColorDidChange() }
    }

    /// Called when `effectiveUserInterfaceLayoutDirection` changed (the view's or an
    /// ancestor's `semanticContentAttribute`, a move to a superview of the other direction, or
    /// the application's direction). Lays the view out and draws it again and redoes its
    /// leading and trailing constraints; subclasses that cache direction-dependent content
    /// call `super`.
    open func effectiveUserInterfaceLayoutDirectionDidChange() {
        setNeedsLayout()
        setNeedsDisplay()
        superview?.setNeedsLayout()
        guard let engine = rootLayoutEngineIfAny else { return }
        engine.itemChanged(self)
        if let storage = layoutStorage {
            for guide in storage.layoutGuides + storage.ownGuides { engine.itemChanged(guide) }
        }
    }

    /// Called just before the view moves to another superview (or none).
    open func willMove(toSuperview newSuperview: View?) {}
    /// Called after the view moved to another superview (or none).
    open func didMoveToSuperview() {}
    /// Called just before the view moves to another window (or none).
    open func willMove(toWindow newWindow: Window?) {}
    /// Called after the view moved to another window (or none).
    open func didMoveToWindow() {}
    /// Called when a subview is shown or hidden (a stack view lays out again).
    open func subviewVisibilityDidChange(_ subview: View) {}

    /// Called after a subview was added.
    open func didAddSubview(_ subview: View) {}
    /// Called just before a subview is removed.
    open func willRemoveSubview(_ subview: View) {}

    /// Extra facts for `summary` and tree dumps, such as `text = "Hello"`.
    open var debugDetails: [String] { [] }

    /// How the view looks beyond its frame, for `.tree` snapshots (`appearanceDescription`):
    /// its background colour, border and corner radius when set; subclasses add their own (a
    /// label's font and text colour), so a change of colour or font fails such a snapshot.
    open var appearanceDetails: [String] {
        var parts: [String] = []
        if let backgroundColor { parts.append("background = \(backgroundColor)") }
        if borderWidth > 0 { parts.append("border = \(formatCoordinate(borderWidth)) \(borderColor)") }
        if cornerRadius > 0 { parts.append("cornerRadius = \(formatCoordinate(cornerRadius))") }
        return parts
    }

    /// The device rectangle the compositor last drew the view in, less the shifts its
    /// ancestors owe their subtrees (`placesShift`); `lastDeviceRect` adds them back.
    @exclusivity(unchecked) var storedDeviceRect: PixelRect?
    /// How far the pixels of every view below this one moved since their places were noted:
    /// a scroll moves a subtree's pixels, and rather than moving each view's noted place, adds
    /// the move here (one addition a frame, not one per view on screen).
    @exclusivity(unchecked) var placesShift = PixelShift.zero
    /// The compositor's boxes of the subviews, in order (`SubviewBox`), made when first asked
    /// for: a subview inserted or removed gets or loses its box; one that moves, changes its
    /// transform, hides or shows, or whose subtree's extent changes is noted in
    /// `subviewsWithStaleBoxes`; a change of order forgets them all.
    @exclusivity(unchecked) var subviewBoxes: [SubviewBox]?
    /// The subviews whose boxes changed since `subviewBoxes` was made (made again when used),
    /// by address: each is a subview still (a removal drops its box and any later look-up of
    /// its address finds nothing; a box made again is never wrong).
    @exclusivity(unchecked) var subviewsWithStaleBoxes: [UnsafeMutableRawPointer] = []
    /// `subtreeStaysInBounds` as last worked out; `nil` once something below may have moved
    /// (`subtreeExtentMayHaveChanged`).
    @exclusivity(unchecked) var subtreeStaysInBoundsAnswer: Bool?
    /// The rendered content kept while the view rasterizes (see `rasterizesContent`).
    var layerCache: LayerCache?
    /// How many running animations move, fade or transform the view: while any does, the
    /// view is composited from a cached layer.
    @exclusivity(unchecked) var layerAnimationCount = 0
    /// Whether the compositor drew the view from its cached layer the last time it drew it.
    @exclusivity(unchecked) var drawnFromLayerCache = false
    /// How far (in points) the pixels already drawn behind the view are blurred before it
    /// draws: a translucent material's backdrop (`VisualEffectView`); 0 for none.
    @exclusivity(unchecked) package var backdropBlurRadius = 0.0 {
        didSet { if backdropBlurRadius != oldValue { invalidateComposite() } }
    }

    /// The class name shown in tree dumps; subclasses from templates may report another.
    open var className: String { String(describing: type(of: self)) }
}

import Foundation
import QuillFoundation
import QuillGraphics

/// The root of a view tree shown on screen (or rendered headless): dispatches events to views,
/// keeps the first responder, and turns the tree into pixels frame by frame, redrawing only
/// what changed.
@MainActor
open class Window: View {
    /// The title shown by the window manager.
    public var title: String { didSet { if title != oldValue { platformStateNeedsUpdate = true } } }
    /// Whether the title follows the title of the view controller the window shows (its root's,
    /// or the top one of a navigation controller, the selected one of a tab bar controller),
    /// falling back to the title the window was given. Default `true`.
    public var titleFollowsViewControllers = true
    /// The title the window had before a view controller's title replaced it.
    package var titleWithoutViewControllers: String?
    /// The smallest content size the user can give the window, in points (`nil`: no limit).
    public var minimumSize: Size? { didSet { platformStateNeedsUpdate = true; clampToSizeLimits() } }
    /// The largest content size the user can give the window, in points (`nil`: no limit).
    public var maximumSize: Size? { didSet { platformStateNeedsUpdate = true; clampToSizeLimits() } }
    /// Whether the window fills its screen with no frame (F11 toggles it, from the View menu).
    public var isFullScreen = false { didSet { if isFullScreen != oldValue { platformStateNeedsUpdate = true } } }
    /// The window this one belongs to: a modal window (`isModal`) blocks its parent's input
    /// while it shows, and the window manager keeps it above its parent.
    public var parentWindow: Window? {
        get { parentWindowReference?.object }
        set {
            parentWindowReference = newValue?.unretainedReference
            platformStateNeedsUpdate = true
        }
    }
    /// How the window refers to its parent (not keeping it alive: `UnretainedReference`).
    private var parentWindowReference: UnretainedReference<Window>?
    /// How views, other windows and the context refer to the window without keeping it alive
    /// and without weak references (`UnretainedReference`); cleared when the window is freed.
    let unretainedReference = UnretainedReference<Window>()
    /// Whether the window blocks input to its `parentWindow` while it shows (a dialog).
    public var isModal = false
    /// The name the window's size and place are remembered under between runs (in
    /// `WindowStateStore`'s file); `nil` (the default) remembers nothing.
    public var autosaveName: String?
    /// Whether the platform backend has yet to apply the title, size limits, full screen or
    /// parent.
    package var platformStateNeedsUpdate = false
    /// Whether the window's frame must be presented again though nothing in it changed: the
    /// screen lost what it showed (a new native window for a frame drawn before it existed, an
    /// expose). The run loop presents the window in its next turn; the backend sends the whole
    /// frame, drawn already.
    package var needsPresentation = false
    /// Device pixels per point (2 on a HiDPI display).
    public private(set) var scale: Double
    /// The responder that receives key events and typed text first.
    public private(set) weak var firstResponder: Responder?
    /// Whether the application shows the window.
    public internal(set) var isShown = false
    /// Where the window's content area is on the screen, in points, as the platform backend
    /// last reported it (`nil` headless): assistive technologies locate elements on screen
    /// with it.
    public var originOnScreen: Point?
    /// The object that owns the window's content, kept alive by the window and released with
    /// it: QuillControllers stores the root view controller here (`rootViewController`), so no
    /// table outlives its window.
    public var contentOwner: AnyObject? { didSet { builtMainMenu = nil } }
    private var ownScheduler: FrameScheduler
    /// The clock, timers and animations of the window's views: the application's, unless the
    /// window was given its own (a headless test harness does).
    public override var scheduler: FrameScheduler {
        get { ownScheduler }
        set { ownScheduler = newValue }
    }

    /// Gesture arbitration and the press the view under the pointer is tracking.
    lazy var gestures = GestureDispatcher()
    /// The menu bar as last built (`nil`: build it on next use).
    var builtMainMenu: Menu?
    /// The pointer's shape over the window, from the view under it (`View.pointerStyle`); the
    /// platform backend shows it.
    public internal(set) var currentPointerStyle = PointerStyle.arrow {
        didSet { if currentPointerStyle != oldValue { pointerStyleNeedsUpdate = true } }
    }
    /// Whether the backend has yet to show `currentPointerStyle`.
    package var pointerStyleNeedsUpdate = false
    /// The menu bar drawn in the window, if any (F10 and Alt with a letter open its menus).
    public weak var menuBar: (any MenuBarPresenting)?
    /// Where the pointer was last seen in the window (drops from other applications land there
    /// when the platform does not say where).
    public private(set) var lastPointerLocation = Point.zero
    /// The drag in progress and drops from other applications.
    lazy var dragController = DragController(window: self)
    /// Hover tooltips: the one waiting or showing.
    lazy var toolTips = ToolTipController(window: self)
    // The frame's bookkeeping is changed in single insertions, removals and appends that run
    // no view's code: no dynamic exclusivity checks (they were 3% of a grid's scroll frame).
    @exclusivity(unchecked) private var pendingDisplay: [ObjectIdentifier: View] = [:]
    @exclusivity(unchecked) private var pendingComposite: [ObjectIdentifier: View] = [:]
    /// Views whose bounds origin changed since the last frame, with the origin they were drawn at.
    @exclusivity(unchecked) private var pendingScrolls: [ObjectIdentifier: (view: View, origin: Point)] = [:]
    private var layoutScheduled = true
    @exclusivity(unchecked) var damage: [PixelRect] = []
    /// The views in the window that blur their backdrop.
    private var backdropViews: [ObjectIdentifier: View] = [:]
    let rasterizer: Rasterizer
    private var compositor = Compositor()
    /// How many layout passes are running (a `layoutSubviews()` may lay out a subtree itself).
    private var layoutPassDepth = 0
    /// Composite changes made while a layout pass runs, each with the superview the view had.
    private var compositesDuringLayout: [(view: View, contentChanged: Bool, superview: View?, schedulesView: Bool)] = []

    /// Figures from the last frame, for tests and benchmarks.
    public private(set) var lastFrameStatistics = FrameStatistics()
    /// The device rectangles whose pixels the last frame moved (scrolled content) rather than
    /// redrew: a platform backend presents them with the redrawn regions.
    public var lastFrameMovedRegions: [PixelRect] { lastFrameMoves.map(\.region) }
    /// The moves the last frame made, in the order it made them, before it redrew
    /// `lastFrameRedrawnRegions`: a backend whose screen still shows the frame before may make
    /// the same moves there and send only the redrawn regions.
    public private(set) var lastFrameMoves: [PixelMove] = []
    /// Every device rectangle the last frame changed: the regions it redrew and those whose
    /// pixels it moved. What a platform backend must present.
    public var lastFrameChangedRegions: [PixelRect] { lastFrameRedrawnRegions + lastFrameMovedRegions }
    /// The device rectangles the last frame drew again, after its moves.
    public private(set) var lastFrameRedrawnRegions: [PixelRect] = []
    /// How many frames `renderFrame()` has drawn: a backend that presented frame `n - 1` knows
    /// its screen shows what `lastFrameMoves` started from.
    public private(set) var frameNumber = 0

    /// The context the window's views share: clock, clipboard, layout direction, fonts, images,
    /// log, registry.
    public let windowContext: ApplicationContext

    /// Creates a window with a content size in points.
    /// - Parameters:
    ///   - size: The content size in points.
    ///   - scale: Pixels per point (values that are not positive count as 1).
    ///   - title: The window's title.
    ///   - context: What the window's views share; the application's by default (a headless
    ///     harness gives its own).
    public init(size: Size, scale: Double = 1, title: String = "Quill", context: ApplicationContext? = nil) {
        let context = context ?? Application.shared.context
        windowContext = context
        self.title = title
        self.scale = scale > 0 ? scale : 1
        rasterizer = Rasterizer(width: Window.pixels(size.width, scale), height: Window.pixels(size.height, scale))
        ownScheduler = context.scheduler
        super.init(frame: Rect(origin: .zero, size: size))
        unretainedReference.refer(to: self)
        window = self
        context.adopt(self)
        backgroundColor = .systemBackground
        damage = [rasterizer.target.bounds]
    }

    /// Views and windows that outlive the window find no window.
    deinit {
        unretainedReference.objectWillBeFreed()
    }

    /// Creates a 320 by 480 point window for a template that names a window (a legacy
    /// `MainWindow.xib`); the template sets its frame afterwards.
    public required convenience init?(coder: TemplateCoder) {
        self.init(size: Size(width: 320, height: 480))
    }

    /// Pixels for a length in points, at least 1 and at most `Bitmap.maximumDimension` (NaN
    /// and infinite sizes become 1 and the maximum instead of trapping).
    private static func pixels(_ points: Double, _ scale: Double) -> Int {
        Swift.min(Bitmap.maximumDimension, Swift.max(1, Int(saturating: points * scale, rounding: .up)))
    }

    /// The rendered pixels of the last frame. Pixels whose move was left to the presenter
    /// (`presenterMovesPixels`) are drawn again first, so this is always the whole frame.
    public var framebuffer: Bitmap {
        // (Read while a frame is being drawn, by a view's layout or drawing, it is the frame as
        // far as it got: drawing another frame inside it would lay out and draw reentrantly.)
        if !stalePixels.isEmpty, !isRenderingFrame { redrawStalePixels() }
        return rasterizer.target
    }

    /// Whether `renderFrame()` is running.
    private var isRenderingFrame = false

    /// The framebuffer as the frames left it, without drawing stale pixels again: what a
    /// presenter sends of the regions a frame redrew (`stalePixels` are out of date here).
    package var drawnFramebuffer: Bitmap { rasterizer.target }

    /// Whether the presenter makes each frame's moves (`lastFrameMoves`) where the pixels are
    /// shown, as Quill's X11 presenter does on the X server: scrolled pixels are then not also
    /// moved in the framebuffer (at 4K that move was most of a scroll frame) but marked stale,
    /// and drawn again only when something reads them (`framebuffer`) or a present must send
    /// them. Set by the platform backend after each present.
    package var presenterMovesPixels = false

    /// The framebuffer's pixels left out of date by moves made only by the presenter.
    package private(set) var stalePixels = StalePixels()

    /// Marks pixels whose move was left to the presenter.
    func markStale(_ rect: PixelRect) { stalePixels.add(rect) }

    /// Draws the stale pixels again, in a frame of their own (with whatever else changed), and
    /// returns the regions that frame changed: a presenter sends them. Moves in that frame are
    /// made in the framebuffer, or redrawn where they would carry stale pixels.
    @discardableResult
    package func redrawStalePixels() -> [PixelRect] {
        guard !stalePixels.isEmpty else { return [] }
        for rect in stalePixels.rectangles { addDamage(rect) }
        stalePixels.removeAll()
        let leavesMoves = presenterMovesPixels
        presenterMovesPixels = false
        defer { presenterMovesPixels = leavesMoves }
        renderFrame()
        return lastFrameChangedRegions
    }

    open override var next: Responder? { Application.shared }

    private lazy var ownUndoManager = UndoManager()
    private var hasUndoManager = false
    /// The window's undo manager: what its views register, undone with Ctrl+Z.
    open override var undoManager: UndoManager? {
        hasUndoManager = true
        return ownUndoManager
    }

    /// Ctrl+Z undoes and Ctrl+Shift+Z or Ctrl+Y redoes, when no view before the window in the
    /// responder chain took the key.
    open override func keyDown(_ event: KeyEvent) {
        // A plain key no view took may still be a key command (Delete, F-keys are matched
        // before the views see them).
        if performKeyCommand(for: event, priorityOnly: false) { return }
        let command = event.modifiers.contains(.control) || event.modifiers.contains(.meta)
        guard command, case .character(let c) = event.key, c == "z" || c == "y" else { return super.keyDown(event) }
        let manager = (firstResponder ?? self).undoManager
        if c == "y" || event.modifiers.contains(.shift) { manager?.redo() } else { manager?.undo() }
    }

    /// Undo and redo while the undo manager has something to undo or redo, and Close Window.
    open override func canPerformAction(_ action: CommandAction, withSender sender: AnyObject?) -> Bool {
        canPerformOwnAction(action) ?? super.canPerformAction(action, withSender: sender)
    }

    /// Undoes, redoes or closes the window.
    open override func perform(_ action: CommandAction, withSender sender: AnyObject?) {
        if !performOwnAction(action) { super.perform(action, withSender: sender) }
    }

    /// The Undo and Redo items name what they undo ("Undo Typing").
    open override func validate(_ command: Command) { validateOwnCommand(command) }

    // MARK: First responder

    /// Moves keyboard focus; `nil` clears it. Returns whether focus is where asked.
    @discardableResult
    public func makeFirstResponder(_ responder: Responder?) -> Bool {
        if responder === firstResponder { return true }
        if let responder {
            guard responder.canBecomeFirstResponder else { return false }
            if let view = responder as? View, view.window !== self { return false }
        }
        if let current = firstResponder, !current.canResignFirstResponder { return false }
        let old = firstResponder
        firstResponder = responder
        (old as? View)?.setNeedsDisplay()
        (responder as? View)?.setNeedsDisplay()
        old?.didResignFirstResponder()
        responder?.didBecomeFirstResponder()
        if let view = responder as? View, view !== self { revealFocused(view) }
        return true
    }

    /// Scrolls the focused view's scrolling ancestors so it shows, with room for its focus ring.
    private func revealFocused(_ view: View) {
        var rect = view.bounds.insetBy(dx: -6, dy: -6)
        var current = view
        while let parent = current.superview {
            rect = current.convert(rect, to: parent)
            parent.scrollRectIntoView(rect)
            current = parent
        }
    }

    // MARK: Events

    /// Delivers an event as the platform or a test sends it: pointer events to the view under
    /// the pointer (and, while a button is held, to the view where it went down), keys and
    /// text to the first responder, resizes to the tree.
    public func send(_ event: WindowEvent) {
        // Events find views where they will be drawn: a tree changed since the last frame (or
        // never drawn yet) is laid out before it is hit-tested or scrolled.
        layoutBeforeEvent()
        // What the event's handling registers to undo is one group.
        defer { if hasUndoManager { ownUndoManager.endEventGroup() } }
        // A modal window over this one takes the input; the window still resizes and closes.
        if event.isInput, let modal = modalChild {
            modal.windowContext.log.diagnostic("input to '\(title)' went to its modal window '\(modal.title)'")
            return
        }
        switch event {
        case .pointerDown, .pointerMoved, .pointerUp, .pointerCancelled, .pointerExited, .wheel, .touchpadGesture:
            sendPointerEvent(event)
        case .keyDown(let e):
            sendKeyDown(e)
        case .keyUp(let e):
            (firstResponder ?? self).keyUp(e)
        case .textInput(let text):
            (firstResponder ?? self).insertText(text)
        case .textEditing(let text, let cursor):
            (firstResponder ?? self).setMarkedText(text, cursor: cursor)
        case .resized(let size):
            resize(to: size, scale: scale)
        case .scaleChanged(let newScale):
            resize(to: bounds.size, scale: newScale)
        case .closeRequested:
            Application.shared.close(self)
        case .filesDropped(let urls, let point):
            dragController.deliverExternalDrop(DragController.items(forFiles: urls), at: point ?? lastPointerLocation)
        case .textDropped(let text, let point):
            dragController.deliverExternalDrop(DragController.items(forText: text, log: windowContext.log), at: point ?? lastPointerLocation)
        }
    }

    /// Pointer, wheel and touchpad events: to the gesture dispatcher and the view under the
    /// pointer; a right press opens a context menu where there is one; moves with no button
    /// held drive tooltips and the pointer's shape.
    private func sendPointerEvent(_ event: WindowEvent) {
        switch event {
        case .pointerDown(let e):
            lastPointerLocation = e.locationInWindow
            toolTips.cancel()
            let hit = hitTest(e.locationInWindow)
            if e.button == .right, presentContextMenu(at: e.locationInWindow, over: hit) { return }
            gestures.pressBegan(e, hit: hit)
        case .pointerMoved(let e):
            lastPointerLocation = e.locationInWindow
            if gestures.isPressed {
                gestures.pointerMoved(e, hit: hitTest(e.locationInWindow))
            } else {
                let hit = hitTest(e.locationInWindow)
                toolTips.pointerMoved(to: e.locationInWindow, over: hit)
                updatePointerStyle(over: hit)
                gestures.pointerMoved(e, hit: hit)
            }
        case .pointerUp(let e):
            gestures.pressEnded(e)
        case .pointerCancelled:
            gestures.pressCancelled()
        case .pointerExited:
            toolTips.cancel()
            gestures.pointerExited()
        case .wheel(let e):
            if e.modifiers.contains(.control), e.deltaY != 0, gestures.magnify(Window.zoomStep(e), over: hitTest(e.locationInWindow)) { return }
            (hitTest(e.locationInWindow) ?? self).scrollWheel(e)
        case .touchpadGesture(let g):
            _ = gestures.magnify(g, over: hitTest(g.locationInWindow))
        default:
            break
        }
    }

    /// A key press: Tab moves focus, Escape abandons a drag; shortcuts that come first, F10 and
    /// Alt+letter for the menu bar, the Menu key or Shift+F10 for a context menu; then the
    /// first responder.
    private func sendKeyDown(_ e: KeyEvent) {
        if e.key == .tab, !e.modifiers.contains(.control) {
            return focusNextResponder(backward: e.modifiers.contains(.shift))
        }
        if e.key == .escape, dragController.isDragging { return dragController.cancel() }
        toolTips.cancel()
        if performKeyCommand(for: e, priorityOnly: true) { return }
        if openMenuBar(for: e) { return }
        if e.key == .contextMenu || (e.key == .function(10) && e.modifiers == .shift), presentContextMenuForFocus() { return }
        (firstResponder ?? self).keyDown(e)
    }

    /// A Ctrl+wheel turn as a zoom step: each 40 points of scrolling towards the user zooms
    /// out by `PinchGestureRecognizer.wheelNotchMagnification`, away from the user zooms in.
    private static func zoomStep(_ e: WheelEvent) -> TouchpadGestureEvent {
        let notches = Swift.max(-20, Swift.min(20, -e.deltaY / 40))
        return TouchpadGestureEvent(
            locationInWindow: e.locationInWindow, magnification: pow(PinchGestureRecognizer.wheelNotchMagnification, notches), timestamp: e.timestamp)
    }

    /// Moves keyboard focus to the next (or previous) view that accepts it, in reading order
    /// (rows top to bottom, each from the leading side, as a screen reader goes), wrapping
    /// around (Tab and Shift-Tab).
    public func focusNextResponder(backward: Bool = false) {
        var candidates: [View] = []
        func collect(_ view: View) {
            guard !view.isHidden, view.alpha > 0, view.isUserInteractionEnabled else { return }
            if view !== self, view.canBecomeFirstResponder { candidates.append(view) }
            // The order a screen reader reads in: rows top to bottom, each from the leading side.
            for subview in view.subviewsInReadingOrder() { collect(subview) }
        }
        collect(self)
        guard !candidates.isEmpty else { return }
        let current = candidates.firstIndex { $0 === firstResponder }
        let next: Int
        if let current {
            next = backward ? (current - 1 + candidates.count) % candidates.count : (current + 1) % candidates.count
        } else {
            next = backward ? candidates.count - 1 : 0
        }
        makeFirstResponder(candidates[next])
    }

    /// Changes the content size and scale; the tree autoresizes and everything is redrawn.
    public func resize(to requested: Size, scale newScale: Double) {
        let size = clampedToSizeLimits(requested)
        let s = newScale > 0 ? newScale : scale
        let width = Window.pixels(size.width, s), height = Window.pixels(size.height, s)
        if width != rasterizer.target.width || height != rasterizer.target.height || s != scale {
            // The framebuffer's storage is kept when it is large enough (a live resize changes
            // the size every frame): everything is damaged below and cleared when drawn.
            rasterizer.reshapeTarget(width: width, height: height)
            if s != scale {
                scale = s
                markAllForDisplay(self)
            }
        }
        frame = Rect(origin: .zero, size: size)
        damage = [rasterizer.target.bounds]
    }

    private func markAllForDisplay(_ view: View) {
        view.setNeedsDisplay()
        view.subviews.forEachUnretained { markAllForDisplay($0) }
    }

    // MARK: Frame phases

    func scheduleDisplay(_ view: View) {
        pendingDisplay[ObjectIdentifier(view)] = view
        if layoutPassDepth > 0 {
            compositesDuringLayout.append((view, true, view.superview, false))
        } else {
            dropLayerCaches(from: view, includingItself: true)
        }
    }

    /// Drops the cached layers that hold a view's pixels (its ancestors', and its own when its
    /// content changed); each is composited again, rendering its layer anew.
    private func dropLayerCaches(from view: View, includingItself: Bool) {
        var current = includingItself ? view : view.superview
        while let candidate = current, candidate !== self {
            if candidate.layerCache != nil {
                candidate.layerCache = nil
                // An idle cache (the view is drawn directly) goes without redrawing the view.
                // (The same rule is in `composite`. One private helper holding it made the
                // release build free the window's first damage list twice, in the first frame
                // of `quill-bench`'s animations: see BENCHMARKS.md, seventeenth session.)
                if candidate.rasterizesContentNow { pendingComposite[ObjectIdentifier(candidate)] = candidate }
            }
            current = candidate.superview
        }
    }

    private func layoutBeforeEvent() {
        guard layoutScheduled else { return }
        layoutScheduled = false
        layoutIfNeeded()
    }
    func scheduleLayout() { layoutScheduled = true }
    func recordMove(_ move: PixelMove) { lastFrameMoves.append(move) }

    func scheduleScroll(_ view: View, from origin: Point) {
        dropLayerCaches(from: view, includingItself: true)
        if view === self {
            damage = [rasterizer.target.bounds]
        } else if pendingScrolls[ObjectIdentifier(view)] == nil {
            pendingScrolls[ObjectIdentifier(view)] = (view, origin)
        }
    }

    /// Records that a view's pixels may have changed place or look. During a layout pass it is
    /// only noted (with the superview it had then) and handled when the pass ends: layout never
    /// calls into compositing halfway.
    func scheduleComposite(_ view: View, contentChanged: Bool = true) {
        if layoutPassDepth > 0 {
            compositesDuringLayout.append((view, contentChanged, view.superview, true))
        } else {
            composite(view, contentChanged: contentChanged, superview: view.superview)
        }
    }

    /// Drops the cached layers that hold a view's pixels and schedules its area for the
    /// composite phase; `superview` is the one it had when it changed (it may have left since).
    /// `schedulesView` is `false` for a content change alone (`setNeedsDisplay`): the display
    /// phase schedules the view itself.
    private func composite(_ view: View, contentChanged: Bool, superview: View?, schedulesView: Bool = true) {
        if contentChanged, view !== self, view.layerCache != nil {
            view.layerCache = nil
            if view.rasterizesContentNow { pendingComposite[ObjectIdentifier(view)] = view }
        }
        if view !== self, let superview { dropLayerCaches(from: superview, includingItself: true) }
        guard schedulesView else { return }
        if view === self {
            damage = [rasterizer.target.bounds]
        } else {
            pendingComposite[ObjectIdentifier(view)] = view
        }
    }

    /// A layout pass begins: composite changes wait for its end (passes nest).
    func beginDeferringComposites() { layoutPassDepth += 1 }

    /// A layout pass ends: the changes it recorded are composited, in order.
    func endDeferringComposites() {
        layoutPassDepth -= 1
        guard layoutPassDepth == 0, !compositesDuringLayout.isEmpty else { return }
        let recorded = compositesDuringLayout
        compositesDuringLayout.removeAll()
        for (view, contentChanged, superview, schedulesView) in recorded {
            composite(view, contentChanged: contentChanged, superview: superview, schedulesView: schedulesView)
        }
    }

    /// Adds a device rectangle to redraw in the next frame.
    public func addDamage(_ rect: PixelRect) {
        let clipped = rect.intersection(rasterizer.target.bounds)
        if !clipped.isEmpty { damage.append(clipped) }
    }

    /// Whether anything must be drawn: damage, stale content or layout.
    public var needsFrame: Bool {
        !damage.isEmpty || !pendingDisplay.isEmpty || !pendingComposite.isEmpty || !pendingScrolls.isEmpty || layoutScheduled
    }

    /// Runs the layout, display and composite phases and returns the device rectangles that
    /// were redrawn (empty when nothing changed). Scrolled content moved rather than redrawn is
    /// in `lastFrameMovedRegions`; `lastFrameChangedRegions` has both, for presenting.
    @discardableResult
    public func renderFrame() -> [PixelRect] {
        isRenderingFrame = true
        defer { isRenderingFrame = false }
        // Layout.
        if layoutScheduled {
            layoutScheduled = false
            layoutIfNeeded()
        }
        // Display: stale views record their content; their area is damaged.
        let stale = pendingDisplay.values
        pendingDisplay.removeAll()
        for view in stale where view.window === self {
            view.displayIfNeeded()
            pendingComposite[ObjectIdentifier(view)] = view
        }
        let base = Transform(scaleX: scale, y: scale)
        var statistics = FrameStatistics()
        lastFrameMoves = []
        frameNumber += 1
        compositor.baseScale = scale
        compositor.renderer.threadCount = context.renderingThreadCount
        // Scrolls: the pixels already drawn move with the content where that is exact
        // (outer scroll views first, so inner ones find their pixels moved along).
        if !pendingScrolls.isEmpty {
            let scrolled = Array(pendingScrolls.values).sortedByLayoutDepth { $0.view }
            pendingScrolls.removeAll()
            let mover = ScrolledContentMover(window: self, baseTransform: base)
            for (view, origin) in scrolled where pendingComposite[ObjectIdentifier(view)] == nil {
                if !context.movesScrolledContent || !mover.move(view, from: origin, statistics: &statistics) {
                    pendingComposite[ObjectIdentifier(view)] = view
                }
            }
        }
        // Geometry and appearance changes damage where the subtree was and where it is now.
        damageMovedViews(base: base)
        damageBackdrops()
        let regions = Compositor.merge(damage, within: rasterizer.target.bounds)
        damage.removeAll()
        for region in regions {
            compositor.composite(self, region: region, baseTransform: base, rasterizer: rasterizer, statistics: &statistics)
        }
        for region in regions { stalePixels.remove(region) }
        lastFrameStatistics = statistics
        lastFrameRedrawnRegions = regions
        return regions
    }

    /// Damages where each view whose geometry or appearance changed was drawn and where it
    /// is now; forgets the places of those that left the window or were hidden.
    private func damageMovedViews(base: Transform) {
        let moved = pendingComposite.values
        pendingComposite.removeAll()
        // Once the whole window is damaged (it was resized, or its scale changed), the
        // rectangles of the views that moved add nothing: they are not collected (a 4K window
        // resized collected thousands each frame, to merge them into the window's rectangle).
        let bounds = rasterizer.target.bounds
        var coversWindow = damage.contains(bounds)
        if !coversWindow {
            for view in moved where view === self && !isHidden && alpha > 0 {
                addDamage(bounds)
                coversWindow = true
            }
        }
        for view in moved {
            if !coversWindow { collectOldRects(view) }
            if view.window === self, view.isVisibleInTree {
                if !coversWindow { collectCurrentRects(view, transform: view.transformToWindow.concatenating(base)) }
            } else {
                forgetLastDrawn(view)
            }
        }
    }

    /// A blurred backdrop must be redrawn whole, with the pixels it reads around it, whenever
    /// any damage touches it: otherwise its blurred pixels would mix old and new.
    private func damageBackdrops() {
        guard !backdropViews.isEmpty, !damage.isEmpty else { return }
        for view in backdropViews.values where view.window === self && view.backdropBlurRadius > 0 {
            guard let rect = view.lastDeviceRect, !rect.isEmpty else { continue }
            let margin = Int((view.backdropBlurRadius * scale * 3).rounded(.up)) + 1
            let reach = PixelRect(x: rect.x - margin, y: rect.y - margin, width: rect.width + 2 * margin, height: rect.height + 2 * margin)
            guard damage.contains(where: { $0.intersects(reach) }) else { continue }
            // One rectangle holding the blurred area, its margin and the damage touching them,
            // so no region is composited apart from it (another region's pass would blur
            // pixels this one drew, or read pixels not yet drawn).
            var union = reach
            damage.removeAll { rect in
                guard rect.intersects(reach) else { return false }
                union = union.union(rect)
                return true
            }
            addDamage(union)
        }
    }

    /// Registers a view whose backdrop is blurred, while it is in the window.
    package func registerBackdrop(_ view: View) { backdropViews[ObjectIdentifier(view)] = view }

    /// Forgets a view whose backdrop was blurred.
    package func unregisterBackdrop(_ view: View) { backdropViews[ObjectIdentifier(view)] = nil }

    /// Damages where a view and its subtree were last drawn, for a view that leaves the window.
    func damageLastDrawn(_ view: View) {
        collectOldRects(view)
        forgetLastDrawn(view)
    }

    /// Forgets where a subtree that is no longer drawn was drawn.
    private func forgetLastDrawn(_ view: View) {
        view.storedDeviceRect = nil
        // No place below is noted now: nothing is owed to them.
        view.placesShift = .zero
        view.subviews.forEachUnretained { forgetLastDrawn($0) }
    }

    private func collectOldRects(_ view: View) {
        collectOldRects(view, ancestorsShift: view.ancestorsPlacesShift)
    }

    /// `ancestorsShift` is the sum of the view's ancestors' `placesShift`.
    private func collectOldRects(_ view: View, ancestorsShift: PixelShift) {
        if let rect = view.storedDeviceRect { addDamage(rect.offsetBy(ancestorsShift)) }
        let shift = ancestorsShift + view.placesShift
        view.subviews.forEachUnretained { collectOldRects($0, ancestorsShift: shift) }
    }

    private func collectCurrentRects(_ view: View, transform: Transform) {
        if view.isHidden || view.alpha <= 0 { return }
        let rect = Compositor.deviceRect(of: view, transform: transform)
        addDamage(rect)
        if view.clipsToBounds { return }
        view.subviews.forEachUnretained { subview in
            collectCurrentRects(subview, transform: subview.transformToSuperview.concatenating(transform))
        }
    }
}

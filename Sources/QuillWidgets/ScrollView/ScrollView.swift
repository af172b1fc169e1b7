import Foundation
import QuillFoundation
import QuillViews

/// A view whose content is larger than itself and moves under it (UIKit's `UIScrollView`):
/// the mouse wheel and dragging scroll it, a flick carries on with momentum and slows down,
/// content dragged past an edge follows with growing resistance and springs back, thin
/// indicators show the position while scrolling and fade away, and the keyboard scrolls it when
/// it has focus (arrows, Page Up/Down, Home/End).
///
/// `contentOffset` is the point of the content shown at the top-left corner: the bounds' origin.
@MainActor
open class ScrollView: View {
    /// The size of the content.
    public var contentSize: Size = .zero {
        didSet {
            if contentSize != oldValue {
                setNeedsLayout()
                if !isDragging && !isDecelerating { clampOffset() }
            }
        }
    }
    /// Extra space around the content.
    public var contentInset: EdgeInsets = .zero { didSet { setNeedsLayout() } }
    /// Receives scrolling callbacks.
    public weak var delegate: (any ScrollViewDelegate)?
    /// Whether the user can scroll.
    public var isScrollEnabled = true { didSet { if isScrollEnabled != oldValue { scrollEnabledDidChange() } } }
    /// Whether content can be dragged past its edges and springs back.
    public var bounces = true
    /// Whether vertical bouncing works even when the content is not taller than the view.
    public var alwaysBounceVertical = false
    /// Whether horizontal bouncing works even when the content is not wider than the view.
    public var alwaysBounceHorizontal = false
    /// Whether the vertical indicator shows while scrolling.
    public var showsVerticalScrollIndicator = true
    /// Whether the horizontal indicator shows while scrolling.
    public var showsHorizontalScrollIndicator = true
    /// Momentum decay per millisecond: 0.998 (normal) or 0.99 (fast), as in UIKit.
    public var decelerationRate = 0.998
    /// Points scrolled by an arrow key.
    public var lineScrollDistance = 40.0

    /// Whether the user is dragging the content.
    public private(set) var isDragging = false
    /// Whether the content moves on by momentum (or springs back) after a drag.
    public private(set) var isDecelerating = false
    /// Whether a press began on the scroll view and is being followed.
    public private(set) var isTracking = false

    private let verticalIndicator = ScrollIndicatorView()
    private let horizontalIndicator = ScrollIndicatorView()
    private var contentGuide: LayoutGuide?
    private var frameGuide: LayoutGuide?
    private var motion: FrameCallback?
    private var indicatorFade: ScheduledTimer?
    private var dragStart: (pointer: Point, offset: Point)?
    /// Whether the press under way was kept by a subclass (`shouldScrollByDragging` said no).
    private var holdsPressWithoutScrolling = false
    private var samples: [(time: Double, point: Point)] = []
    private var didMoveDuringPress = false

    /// A guide whose rectangle is the scrollable content (UIKit's `contentLayoutGuide`): it
    /// starts at the content's origin, and constraints on its width and height (to the views
    /// inside, or to the frame guide) give the content its size: each layout pass sets
    /// `contentSize` to the guide's size once the guide is used.
    public var contentLayoutGuide: LayoutGuide {
        if let contentGuide { return contentGuide }
        let guide = makeOwnGuide(named: "contentLayoutGuide") { [unowned self] guide in
            [guide.leadingAnchor.constraint(equalTo: leadingAnchor), guide.topAnchor.constraint(equalTo: topAnchor)]
        }
        contentGuide = guide
        return guide
    }

    /// A guide as large as the scroll view itself (UIKit's `frameLayoutGuide`): constraints to
    /// it size content to the visible area (a page as wide as the scroll view). It lies at the
    /// content's origin: a view pinned to it scrolls with the content (in UIKit it stays put).
    public var frameLayoutGuide: LayoutGuide {
        if let frameGuide { return frameGuide }
        let guide = makeOwnGuide(named: "frameLayoutGuide") { [unowned self] guide in
            [
                guide.leadingAnchor.constraint(equalTo: leadingAnchor), guide.topAnchor.constraint(equalTo: topAnchor),
                guide.widthAnchor.constraint(equalTo: widthAnchor), guide.heightAnchor.constraint(equalTo: heightAnchor),
            ]
        }
        frameGuide = guide
        return guide
    }

    open override func layoutGuideDidMove(_ guide: LayoutGuide) {
        guard guide === contentGuide else { return }
        contentSize = guide.layoutFrame.size
    }

    /// Creates a scroll view.
    public override init(frame: Rect) {
        super.init(frame: frame)
        commonInit()
    }

    /// Creates the scroll view a template describes by name (see `View.init(coder:)`); the
    /// template sets its frame and properties afterwards.
    public required init?(coder: TemplateCoder) {
        super.init(coder: coder)
        commonInit()
    }

    /// What both initializers set up.
    private func commonInit() {
        clipsToBounds = true
        addSubview(verticalIndicator)
        addSubview(horizontalIndicator)
    }

    // MARK: Offset

    /// The point of the content at the view's top-left corner.
    public var contentOffset: Point {
        get { bounds.origin }
        set { setContentOffsetDirectly(newValue) }
    }

    private func setContentOffsetDirectly(_ offset: Point) {
        guard offset != bounds.origin else { return }
        bounds.origin = offset
        setNeedsLayout()
        delegate?.scrollViewDidScroll(self)
        didScroll()
    }

    /// Called after every change of `contentOffset`; subclasses lay out what became visible.
    open func didScroll() {}

    /// Called when `isScrollEnabled` changes (a text view then sizes itself to its text).
    func scrollEnabledDidChange() {}

    /// The smallest offset: the top-left inset, negated.
    public var minimumContentOffset: Point { Point(x: -contentInset.left, y: -contentInset.top) }

    /// The largest offset that still shows content (never less than the minimum).
    public var maximumContentOffset: Point {
        Point(
            x: Swift.max(-contentInset.left, contentSize.width + contentInset.right - bounds.width),
            y: Swift.max(-contentInset.top, contentSize.height + contentInset.bottom - bounds.height))
    }

    private func clamped(_ p: Point) -> Point {
        let lo = minimumContentOffset, hi = maximumContentOffset
        return Point(x: Swift.min(hi.x, Swift.max(lo.x, p.x)), y: Swift.min(hi.y, Swift.max(lo.y, p.y)))
    }

    private func clampOffset() {
        let c = clamped(contentOffset)
        if c != contentOffset { contentOffset = c }
    }

    /// Moves the content, optionally animating over a third of a second.
    public func setContentOffset(_ offset: Point, animated: Bool) {
        stopMotion()
        let target = clamped(offset)
        guard animated else {
            contentOffset = target
            flashIndicators()
            return
        }
        let start = contentOffset
        let startTime = scheduler.now
        let duration = 0.3
        showIndicators()
        motion = scheduler.addFrameCallback { [weak self] time in
            guard let self else { return false }
            let t = Swift.min(1, (time - startTime) / duration)
            let eased = 1 - (1 - t) * (1 - t) * (1 - t)
            self.contentOffset = t >= 1 ? target : self.alignedToPixels(Point(x: start.x + (target.x - start.x) * eased, y: start.y + (target.y - start.y) * eased))
            if t >= 1 {
                self.motion = nil
                self.scheduleIndicatorFade()
                self.delegate?.scrollViewDidEndScrollingAnimation(self)
                return false
            }
            return true
        }
    }

    /// Scrolls (without animation) so a focused descendant shows.
    open override func scrollRectIntoView(_ rect: Rect) {
        guard isScrollEnabled else { return }
        scrollRectToVisible(rect, animated: false)
    }

    /// Scrolls the least needed so that `rect` (in content coordinates) is visible.
    public func scrollRectToVisible(_ rect: Rect, animated: Bool) {
        var offset = contentOffset
        let visible = bounds
        if rect.maxY > visible.maxY { offset.y = rect.maxY - visible.height }
        if rect.minY < offset.y { offset.y = rect.minY }
        if rect.maxX > visible.maxX { offset.x = rect.maxX - visible.width }
        if rect.minX < offset.x { offset.x = rect.minX }
        setContentOffset(offset, animated: animated)
    }

    private func stopMotion() {
        motion?.cancel()
        motion = nil
        isDecelerating = false
    }

    // MARK: Wheel and keys

    open override func scrollWheel(_ event: WheelEvent) {
        guard isScrollEnabled, canScrollVertically || canScrollHorizontally else {
            super.scrollWheel(event)
            return
        }
        stopMotion()
        var delta = Point(x: event.deltaX, y: event.deltaY)
        // Shift turns a vertical wheel into horizontal scrolling, as desktop toolkits do.
        if event.modifiers.contains(.shift), delta.x == 0 { delta = Point(x: delta.y, y: 0) }
        contentOffset = clamped(Point(x: contentOffset.x + delta.x, y: contentOffset.y + delta.y))
        flashIndicators()
    }

    private var canScrollVertically: Bool { contentSize.height + contentInset.vertical > bounds.height || alwaysBounceVertical }
    private var canScrollHorizontally: Bool { contentSize.width + contentInset.horizontal > bounds.width || alwaysBounceHorizontal }

    open override var canBecomeFirstResponder: Bool { isScrollEnabled }

    open override func keyDown(_ event: KeyEvent) {
        let page = Swift.max(lineScrollDistance, bounds.height - lineScrollDistance)
        var target = contentOffset
        switch event.key {
        case .up: target.y -= lineScrollDistance
        case .down: target.y += lineScrollDistance
        case .left: target.x -= lineScrollDistance
        case .right: target.x += lineScrollDistance
        case .pageUp: target.y -= page
        case .pageDown, .space: target.y += page
        case .home: target.y = minimumContentOffset.y
        case .end: target.y = maximumContentOffset.y
        default:
            super.keyDown(event)
            return
        }
        setContentOffset(target, animated: false)
    }

    // MARK: Dragging

    /// A drag pressed in the scroll view that it can follow is its own, as its pan is in
    /// UIKit: pans (around it or in its content) whose movement runs mostly along an axis it
    /// scrolls, and swipes only along such axes, do not begin. A drag it cannot follow
    /// (sideways in a vertical list) is left to them.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        guard isScrollEnabled, isTracking else { return super.gestureRecognizerShouldBegin(gestureRecognizer) }
        if let pan = gestureRecognizer as? PanGestureRecognizer {
            let moved = pan.translation(in: self)
            let vertical = abs(moved.y) >= abs(moved.x)
            if vertical ? canScrollVertically : canScrollHorizontally { return false }
        } else if let swipe = gestureRecognizer as? SwipeGestureRecognizer {
            let horizontal = !swipe.direction.isDisjoint(with: [.left, .right]), vertical = !swipe.direction.isDisjoint(with: [.up, .down])
            if (!horizontal || canScrollHorizontally) && (!vertical || canScrollVertically) { return false }
        }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    open override func pointerBegan(_ event: PointerEvent) {
        guard isScrollEnabled, event.button == .left else {
            super.pointerBegan(event)
            return
        }
        if isDecelerating || motion != nil { stopMotion() }
        didMoveDuringPress = false
        // A press a subclass keeps for itself (a table row that drags) neither scrolls nor
        // goes up the responder chain.
        guard shouldScrollByDragging(from: event) else {
            holdsPressWithoutScrolling = true
            return
        }
        isTracking = true
        let p = event.location(in: superview ?? self)
        dragStart = (p, contentOffset)
        samples = [(event.timestamp, p)]
    }

    /// While something is dragged over the view: near an edge it scrolls a step that way (each
    /// time the pointer moves), within the content. `point` is in content coordinates.
    func autoscroll(toward point: Point, margin: Double = 32, step: Double = 12) {
        let visible = bounds
        var offset = contentOffset
        if canScrollVertically {
            if point.y < visible.minY + margin { offset.y -= step } else if point.y > visible.maxY - margin { offset.y += step }
        }
        if canScrollHorizontally {
            if point.x < visible.minX + margin { offset.x -= step } else if point.x > visible.maxX - margin { offset.x += step }
        }
        offset = clamped(offset)
        if offset != contentOffset { contentOffset = offset }
    }

    /// Whether a press may scroll the content by dragging; a subclass says no for presses it
    /// turns into something else (a table's rows, when they drag). Yes by default.
    open func shouldScrollByDragging(from event: PointerEvent) -> Bool { true }

    open override func pointerMoved(_ event: PointerEvent) {
        if holdsPressWithoutScrolling { return }
        guard let start = dragStart else {
            super.pointerMoved(event)
            return
        }
        let p = event.location(in: superview ?? self)
        samples.append((event.timestamp, p))
        if samples.count > 8 { samples.removeFirst(samples.count - 8) }
        let dx = canScrollHorizontally ? start.pointer.x - p.x : 0
        let dy = canScrollVertically ? start.pointer.y - p.y : 0
        if !isDragging {
            guard abs(dx) > 3 || abs(dy) > 3 else { return }
            isDragging = true
            didMoveDuringPress = true
            delegate?.scrollViewWillBeginDragging(self)
            showIndicators()
        }
        contentOffset = alignedToPixels(rubberBanded(Point(x: start.offset.x + dx, y: start.offset.y + dy)))
    }

    open override func pointerEnded(_ event: PointerEvent) {
        if holdsPressWithoutScrolling {
            holdsPressWithoutScrolling = false
            return
        }
        guard dragStart != nil else {
            super.pointerEnded(event)
            return
        }
        dragStart = nil
        isTracking = false
        guard isDragging else { return }
        isDragging = false
        let velocity = releaseVelocity(at: event.timestamp)
        let outOfBounds = clamped(contentOffset) != contentOffset
        let willDecelerate = outOfBounds || abs(velocity.x) > 20 || abs(velocity.y) > 20
        delegate?.scrollViewDidEndDragging(self, willDecelerate: willDecelerate)
        if willDecelerate {
            decelerate(from: velocity)
        } else {
            scheduleIndicatorFade()
        }
    }

    open override func pointerCancelled() {
        if holdsPressWithoutScrolling {
            holdsPressWithoutScrolling = false
            return
        }
        guard dragStart != nil else { return super.pointerCancelled() }
        dragStart = nil
        isTracking = false
        if isDragging {
            isDragging = false
            delegate?.scrollViewDidEndDragging(self, willDecelerate: true)
            decelerate(from: .zero)
        }
    }

    /// Whether the press that just ended moved the content (so it was not a tap).
    public var lastPressScrolled: Bool { didMoveDuringPress }

    /// An offset rounded to the window's device pixels (whole points without a window).
    private func alignedToPixels(_ p: Point) -> Point {
        let scale = window?.scale ?? 1
        return Point(x: (p.x * scale).rounded() / scale, y: (p.y * scale).rounded() / scale)
    }

    private func rubberBanded(_ p: Point) -> Point {
        let lo = minimumContentOffset, hi = maximumContentOffset
        func axis(_ v: Double, _ lo: Double, _ hi: Double, _ dimension: Double) -> Double {
            if v < lo { return bounces ? lo + ScrollPhysics.rubberBand(v - lo, dimension: dimension) : lo }
            if v > hi { return bounces ? hi + ScrollPhysics.rubberBand(v - hi, dimension: dimension) : hi }
            return v
        }
        return Point(x: axis(p.x, lo.x, hi.x, bounds.width), y: axis(p.y, lo.y, hi.y, bounds.height))
    }

    /// Content velocity in points per second from the last pointer samples.
    private func releaseVelocity(at time: Double) -> Point {
        guard let first = samples.first(where: { time - $0.time <= 0.1 }), let last = samples.last, last.time > first.time else {
            return .zero
        }
        let dt = last.time - first.time
        return Point(
            x: canScrollHorizontally ? (first.point.x - last.point.x) / dt : 0,
            y: canScrollVertically ? (first.point.y - last.point.y) / dt : 0)
    }

    private func decelerate(from initialVelocity: Point) {
        stopMotion()
        isDecelerating = true
        delegate?.scrollViewWillBeginDecelerating(self)
        var velocity = initialVelocity
        var last = scheduler.now
        // The exact position, kept between frames: the offset shown is rounded to pixels.
        var exact = contentOffset, shown = contentOffset
        motion = scheduler.addFrameCallback { [weak self] time in
            guard let self else { return false }
            let dt = Swift.max(0, Swift.min(0.05, time - last))
            last = time
            var offset = self.contentOffset == shown ? exact : self.contentOffset
            let lo = self.minimumContentOffset, hi = self.maximumContentOffset
            var moving = false
            let rate = self.decelerationRate, bounces = self.bounces
            func step(_ value: inout Double, _ v: inout Double, _ lo: Double, _ hi: Double) {
                if value < lo || value > hi {
                    // Spring back to the edge: close 1 - e^(-12 dt) of the gap each step.
                    let edge = value < lo ? lo : hi
                    value += (edge - value) * (1 - _exp(-12 * dt))
                    v = 0
                    if abs(edge - value) < 0.5 { value = edge } else { moving = true }
                    return
                }
                guard v != 0 else { return }
                value += v * dt
                v = ScrollPhysics.decayedVelocity(v, rate: rate, seconds: dt)
                if value < lo || value > hi {
                    if !bounces { value = Swift.min(hi, Swift.max(lo, value)); v = 0 } else { v *= 0.3 }
                    moving = true
                } else if abs(v) < 10 {
                    v = 0
                } else {
                    moving = true
                }
            }
            step(&offset.x, &velocity.x, lo.x, hi.x)
            step(&offset.y, &velocity.y, lo.y, hi.y)
            // On whole device pixels, as UIKit's deceleration is: the window moves the pixels
            // already drawn instead of redrawing them (the velocity keeps its fractions).
            exact = offset
            shown = self.alignedToPixels(offset)
            self.contentOffset = shown
            if !moving {
                self.motion = nil
                self.isDecelerating = false
                self.scheduleIndicatorFade()
                self.delegate?.scrollViewDidEndDecelerating(self)
                return false
            }
            return true
        }
    }

    // MARK: Indicators

    private func showIndicators() {
        indicatorFade?.cancel()
        indicatorFade = nil
        verticalIndicator.alpha = showsVerticalScrollIndicator && canScrollVertically ? 1 : 0
        horizontalIndicator.alpha = showsHorizontalScrollIndicator && canScrollHorizontally ? 1 : 0
        setNeedsLayout()
    }

    /// Shows the indicators briefly.
    public func flashIndicators() {
        showIndicators()
        scheduleIndicatorFade()
    }

    private func scheduleIndicatorFade() {
        indicatorFade?.cancel()
        indicatorFade = scheduler.schedule(after: 0.5) { [weak self] _ in
            guard let self else { return }
            let start = scheduler.now
            scheduler.addFrameCallback { [weak self] time in
                guard let self, self.indicatorFade == nil || !self.isDragging else { return false }
                let t = Swift.min(1, (time - start) / 0.3)
                if self.verticalIndicator.alpha > 0 { self.verticalIndicator.alpha = 1 - t }
                if self.horizontalIndicator.alpha > 0 { self.horizontalIndicator.alpha = 1 - t }
                return t < 1
            }
        }
    }

    /// Whether an indicator is showing (for tests).
    public var indicatorsVisible: Bool { verticalIndicator.alpha > 0 || horizontalIndicator.alpha > 0 }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutIndicators()
    }

    private func layoutIndicators() {
        let visible = bounds
        let inset = 2.0, thickness = 3.0
        let contentHeight = Swift.max(1, contentSize.height + contentInset.vertical)
        let contentWidth = Swift.max(1, contentSize.width + contentInset.horizontal)
        let trackHeight = visible.height - 2 * inset
        let barHeight = Swift.max(30, Swift.min(trackHeight, trackHeight * visible.height / contentHeight))
        let progressY = Swift.min(1, Swift.max(0, (contentOffset.y + contentInset.top) / Swift.max(1, contentHeight - visible.height)))
        verticalIndicator.frame = Rect(
            x: visible.maxX - inset - thickness, y: visible.minY + inset + (trackHeight - barHeight) * progressY,
            width: thickness, height: barHeight)
        let trackWidth = visible.width - 2 * inset - thickness
        let barWidth = Swift.max(30, Swift.min(trackWidth, trackWidth * visible.width / contentWidth))
        let progressX = Swift.min(1, Swift.max(0, (contentOffset.x + contentInset.left) / Swift.max(1, contentWidth - visible.width)))
        horizontalIndicator.frame = Rect(
            x: visible.minX + inset + (trackWidth - barWidth) * progressX, y: visible.maxY - inset - thickness,
            width: barWidth, height: thickness)
        // Indicators stay above the content.
        if subviews.last !== horizontalIndicator {
            bringSubviewToFront(verticalIndicator)
            bringSubviewToFront(horizontalIndicator)
        }
    }

    open override var debugDetails: [String] {
        ["contentOffset = \(contentOffset)", "contentSize = \(contentSize)"]
    }
}

@inline(__always) private func _exp(_ x: Double) -> Double { Foundation.exp(x) }

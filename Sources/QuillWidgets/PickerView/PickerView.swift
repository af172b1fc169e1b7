import Foundation
import QuillFoundation
import QuillGraphics
import QuillViews

/// Spinning wheels of rows to choose from, one wheel per component (UIKit's `UIPickerView`):
/// its data source says how many wheels and rows there are, its delegate gives titles (plain
/// or attributed) or views, widths and row heights, and hears the row the user settles on.
///
/// A wheel is dragged (a flick spins on and snaps to a row), clicked above or below the
/// middle row to step to that row, turned with the mouse wheel, or moved with the arrow keys
/// (Up and Down step, Left and Right choose the wheel); each wheel is an adjustable element
/// for assistive technology. `DatePicker` shows its wheels with one.
@MainActor
open class PickerView: Control {
    /// The natural size: UIKit's.
    public static let naturalSize = Size(width: 320, height: 216)
    /// The row height when the delegate gives none.
    public static let defaultRowHeight = 32.0

    /// Says how many wheels and rows there are; setting it reloads.
    public weak var dataSource: (any PickerViewDataSource)? { didSet { reloadAllComponents() } }
    /// Gives titles, views and sizes, and hears selections; setting it reloads.
    public weak var delegate: (any PickerViewDelegate)? { didSet { reloadAllComponents() } }

    var wheels: [PickerWheel] = []
    /// The wheel the arrow keys move.
    var focusedComponent = 0
    private var drag: (component: Int, startY: Double, startPosition: Double, samples: [(Double, Double)])?
    private var spin: FrameCallback?
    /// Where the running spin ends: the wheel, the row, and whether the delegate hears it.
    private var spinTarget: (component: Int, row: Int, tellsDelegate: Bool)?
    /// The views shown for rows, by wheel and row, and the ones that scrolled away.
    private var rowViews: [[Int: View]] = []
    private var spareRowViews: [[View]] = []
    /// The wheels as accessibility elements, kept while their number stays the same.
    var wheelElements: [AccessibilityCustomElement] = []
    /// A view whose keyboard focus the picker shows as its own (the date picker holding it).
    weak var focusHost: View?

    /// Creates a picker view (at its natural size when `frame` is empty).
    public override init(frame: Rect) {
        super.init(frame: Rect(origin: frame.origin, size: frame.size == .zero ? PickerView.naturalSize : frame.size))
        commonInit()
    }

    /// Creates the picker view a template describes by name (see `View.init(coder:)`); the
    /// template sets its frame and properties afterwards.
    public required init?(coder: TemplateCoder) {
        super.init(coder: coder)
        bounds.size = PickerView.naturalSize
        commonInit()
    }

    /// What both initializers set up.
    private func commonInit() {
        clipsToBounds = true
    }

    // MARK: Data

    /// How many wheels there are.
    public var numberOfComponents: Int { wheels.count }

    /// How many rows a wheel has (0 for a wheel that does not exist).
    public func numberOfRows(inComponent component: Int) -> Int {
        wheels.indices.contains(component) ? wheels[component].rows : 0
    }

    /// Asks the data source and delegate again for everything; selections are kept where the
    /// rows still exist.
    public func reloadAllComponents() {
        drag = nil
        spin?.cancel()
        spin = nil
        spinTarget = nil
        let count = Swift.min(64, Swift.max(0, dataSource?.numberOfComponents(in: self) ?? 0))
        var rebuilt = (0..<count).map { wheels.indices.contains($0) ? wheels[$0] : PickerWheel() }
        for index in rebuilt.indices { rebuilt[index] = reloaded(rebuilt[index], component: index) }
        wheels = rebuilt
        focusedComponent = Swift.min(focusedComponent, Swift.max(0, count - 1))
        for views in rowViews { for view in views.values { view.removeFromSuperview() } }
        rowViews = Array(repeating: [:], count: count)
        spareRowViews = Array(repeating: [], count: count)
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// Asks again for one wheel's rows.
    public func reloadComponent(_ component: Int) {
        guard wheels.indices.contains(component) else { return }
        wheels[component] = reloaded(wheels[component], component: component)
        for view in rowViews[component].values { view.removeFromSuperview() }
        rowViews[component] = [:]
        setNeedsLayout()
        setNeedsDisplay()
    }

    private func reloaded(_ wheel: PickerWheel, component: Int) -> PickerWheel {
        var wheel = wheel
        wheel.rows = Swift.min(10_000_000, Swift.max(0, dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0))
        wheel.selected = Swift.min(Swift.max(0, wheel.selected), Swift.max(0, wheel.rows - 1))
        wheel.position = Double(wheel.selected)
        return wheel
    }

    /// The selected row of a wheel, or -1 when it has no rows.
    public func selectedRow(inComponent component: Int) -> Int {
        guard wheels.indices.contains(component), wheels[component].rows > 0 else { return -1 }
        return wheels[component].selected
    }

    /// Selects a row in code (the delegate is not told), spinning to it when `animated`.
    public func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        guard wheels.indices.contains(component), wheels[component].rows > 0 else { return }
        let target = Swift.min(Swift.max(0, row), wheels[component].rows - 1)
        if animated, window != nil {
            settle(component: component, to: Double(target), tellsDelegate: false)
        } else {
            if drag?.component == component { drag = nil }
            if spinTarget?.component == component {
                spin?.cancel()
                spin = nil
                spinTarget = nil
            }
            wheels[component].selected = target
            wheels[component].position = Double(target)
            setNeedsLayout()
            setNeedsDisplay()
        }
    }

    /// The size of a wheel's rows.
    public func rowSize(forComponent component: Int) -> Size {
        let frames = componentFrames()
        guard frames.indices.contains(component) else { return .zero }
        return Size(width: frames[component].width, height: rowHeight(component))
    }

    /// The view shown for a row, if the delegate gave one and the row is on screen.
    public func view(forRow row: Int, forComponent component: Int) -> View? {
        rowViews.indices.contains(component) ? rowViews[component][row] : nil
    }

    /// Whether a wheel is being dragged or spinning to a row.
    public var isSpinning: Bool { spin != nil || drag != nil }

    // MARK: Geometry

    /// A wheel's row height: the delegate's, or 32 points.
    func rowHeight(_ component: Int) -> Double {
        let height = delegate?.pickerView(self, rowHeightForComponent: component) ?? PickerView.defaultRowHeight
        return height.isFinite && height >= 4 ? Swift.min(height, 1_000) : PickerView.defaultRowHeight
    }

    /// The wheels' frames: the delegate's widths (or equal shares of the width less 8 points
    /// each side), side by side and centred.
    func componentFrames() -> [Rect] {
        guard !wheels.isEmpty else { return [] }
        let usable = Swift.max(0, bounds.width - 16)
        let widths = wheels.indices.map { component -> Double in
            let width = delegate?.pickerView(self, widthForComponent: component) ?? usable / Double(wheels.count)
            return width.isFinite ? Swift.min(Swift.max(0, width), 100_000) : 0
        }
        var x = bounds.minX + (bounds.width - widths.reduce(0, +)) / 2
        return widths.map { width in
            defer { x += width }
            return Rect(x: x, y: bounds.minY, width: width, height: bounds.height)
        }
    }

    /// The wheel under a point.
    func component(at point: Point) -> Int? {
        componentFrames().firstIndex { $0.contains(point) }
    }

    /// Where a row of a wheel is drawn, given the wheel's position.
    func rowRect(_ row: Int, component: Int, in frame: Rect) -> Rect {
        let height = rowHeight(component)
        let y = bounds.midY + (Double(row) - wheels[component].position) * height
        return Rect(x: frame.minX, y: y - height / 2, width: frame.width, height: height)
    }

    // MARK: Interaction

    /// A picker takes keyboard focus.
    open override var canBecomeFirstResponder: Bool { isEnabled }

    open override func beginTracking(_ event: PointerEvent) -> Bool {
        becomeFirstResponder()
        let point = event.location(in: self)
        guard let component = component(at: point), wheels[component].rows > 0 else { return false }
        beginDrag(component, at: point, time: event.timestamp)
        return true
    }

    /// Starts following a drag on a wheel (a host that tracks the pointer itself calls it).
    func beginDrag(_ component: Int, at point: Point, time: Double) {
        if spinTarget?.component == component {
            // Caught while spinning: it stops where it is (the drag settles it).
            spin?.cancel()
            spin = nil
            spinTarget = nil
        } else {
            finishSpin()
        }
        focusedComponent = component
        drag = (component, point.y, wheels[component].position, [(time, point.y)])
    }

    open override func continueTracking(_ event: PointerEvent) -> Bool {
        continueDrag(to: event.location(in: self), time: event.timestamp)
        return true
    }

    /// Moves the dragged wheel with the pointer.
    func continueDrag(to point: Point, time: Double) {
        guard var current = drag else { return }
        current.samples.append((time, point.y))
        if current.samples.count > 6 { current.samples.removeFirst() }
        drag = current
        let count = Double(wheels[current.component].rows)
        let height = rowHeight(current.component)
        wheels[current.component].position = Swift.min(count - 0.6, Swift.max(-0.4, current.startPosition - (point.y - current.startY) / height))
        setNeedsLayout()
        setNeedsDisplay()
    }

    open override func endTracking(_ event: PointerEvent?) {
        endDrag(at: event.map { $0.location(in: self) })
    }

    /// Ends a drag: a click (no movement) above or below the middle row steps to that row; a
    /// flick carries on by its momentum and snaps to the nearest row.
    func endDrag(at point: Point?) {
        guard let current = drag else { return }
        drag = nil
        let component = current.component
        let height = rowHeight(component)
        var velocity = 0.0  // rows per second
        if let first = current.samples.first, let last = current.samples.last, last.0 > first.0 {
            velocity = -(last.1 - first.1) / (last.0 - first.0) / height
        }
        let moved = abs(wheels[component].position - current.startPosition) > 0.1
        if !moved, let point {
            let offset = ((point.y - bounds.midY) / height).rounded()
            settle(component: component, to: Double(wheels[component].selected) + offset, tellsDelegate: true)
            return
        }
        settle(component: component, to: wheels[component].position + velocity * 0.25, tellsDelegate: true)
    }

    open override func cancelTracking() {
        guard let current = drag else { return }
        drag = nil
        settle(component: current.component, to: Double(wheels[current.component].selected), tellsDelegate: false)
    }

    /// Spins a wheel to the nearest row of `target`, easing out; then selects the row (telling
    /// the delegate when the user chose it).
    private func settle(component: Int, to target: Double, tellsDelegate: Bool) {
        let rows = wheels[component].rows
        guard rows > 0 else { return }
        let row = Swift.min(rows - 1, Swift.max(0, Int(saturating: target, rounding: .toNearestOrAwayFromZero)))
        finishSpin()
        let start = wheels[component].position
        let startTime = scheduler.now
        let duration = Swift.min(0.5, 0.15 + abs(Double(row) - start) * 0.03)
        spinTarget = (component, row, tellsDelegate)
        spin = scheduler.addFrameCallback { [weak self] time in
            guard let self, self.wheels.indices.contains(component) else { return false }
            let t = Swift.min(1, (time - startTime) / duration)
            let eased = 1 - (1 - t) * (1 - t) * (1 - t)
            self.wheels[component].position = start + (Double(row) - start) * eased
            self.setNeedsLayout()
            self.setNeedsDisplay()
            guard t >= 1 else { return true }
            self.finishSpin()
            return false
        }
    }

    /// Ends the running spin at once on its row (another wheel starts spinning, say), telling
    /// the delegate if the user chose it.
    private func finishSpin() {
        spin?.cancel()
        spin = nil
        guard let target = spinTarget else { return }
        spinTarget = nil
        guard wheels.indices.contains(target.component) else { return }
        if target.tellsDelegate {
            userSelect(target.row, inComponent: target.component)
        } else {
            selectRow(target.row, inComponent: target.component, animated: false)
        }
    }

    /// Selects a row as the user does: at once; the delegate hears it, and targets get
    /// `valueChanged` when the row is a new one.
    func userSelect(_ row: Int, inComponent component: Int) {
        guard isEnabled, wheels.indices.contains(component), wheels[component].rows > 0 else { return }
        let target = Swift.min(Swift.max(0, row), wheels[component].rows - 1)
        let changed = target != wheels[component].selected
        selectRow(target, inComponent: component, animated: false)
        focusedComponent = component
        delegate?.pickerView(self, didSelectRow: target, inComponent: component)
        if changed { sendActions(for: .valueChanged) }
    }

    open override func scrollWheel(_ event: WheelEvent) {
        guard isEnabled, let component = component(at: convert(event.locationInWindow, from: nil)) else {
            super.scrollWheel(event)
            return
        }
        let rows = event.deltaY > 0 ? 1 : (event.deltaY < 0 ? -1 : 0)
        guard rows != 0 else { return }
        focusedComponent = component
        userSelect(wheels[component].selected + rows, inComponent: component)
    }

    open override func keyDown(_ event: KeyEvent) {
        if !handleKey(event) { super.keyDown(event) }
    }

    /// Up and Down step the focused wheel, Left and Right choose the wheel; returns whether
    /// the key was one of those.
    func handleKey(_ event: KeyEvent) -> Bool {
        guard isEnabled, !wheels.isEmpty else { return false }
        switch event.key {
        case .up: userSelect(wheels[focusedComponent].selected - 1, inComponent: focusedComponent)
        case .down: userSelect(wheels[focusedComponent].selected + 1, inComponent: focusedComponent)
        case .left: focusedComponent = Swift.max(0, focusedComponent - 1)
        case .right: focusedComponent = Swift.min(wheels.count - 1, focusedComponent + 1)
        default: return false
        }
        setNeedsDisplay()
        return true
    }

    // MARK: Views for rows

    open override func layoutSubviews() {
        super.layoutSubviews()
        guard let delegate else { return }
        let frames = componentFrames()
        for component in wheels.indices where rowViews.indices.contains(component) {
            let visible = visibleRows(component)
            for (row, view) in rowViews[component] where !visible.contains(row) {
                view.removeFromSuperview()
                rowViews[component][row] = nil
                spareRowViews[component].append(view)
            }
            for row in visible {
                let rect = rowRect(row, component: component, in: frames[component])
                if let view = rowViews[component][row] {
                    view.frame = rect
                } else if let view = delegate.pickerView(self, viewForRow: row, forComponent: component, reusing: spareRowViews[component].popLast()) {
                    view.frame = rect
                    addSubview(view)
                    rowViews[component][row] = view
                }
                rowViews[component][row]?.alpha = rowAlpha(rect.midY) * (isEnabled ? 1 : 0.4)
            }
        }
    }

    /// The rows of a wheel that show, at its current position.
    func visibleRows(_ component: Int) -> Range<Int> {
        let wheel = wheels[component]
        let half = bounds.height / 2 / rowHeight(component)
        let lower = Swift.max(0, Int(saturating: wheel.position - half, rounding: .down) - 1)
        let upper = Swift.min(wheel.rows - 1, Int(saturating: wheel.position + half, rounding: .up) + 1)
        return lower <= upper ? lower..<(upper + 1) : 0..<0
    }

    /// How opaque a row is at a height: fading towards the top and bottom.
    func rowAlpha(_ y: Double) -> Double {
        Swift.max(0.15, 1 - abs(y - bounds.midY) / (bounds.height / 2) * 0.9)
    }

    // MARK: Drawing

    open override func draw(in context: GraphicsContext) {
        if !isEnabled { context.beginTransparencyLayer(opacity: 0.4) }
        drawWheels(context)
        if !isEnabled { context.endTransparencyLayer() }
    }

    open override func stateDidChange() {
        super.stateDidChange()
        setNeedsLayout()
    }

    open override func sizeThatFits(_ size: Size) -> Size { PickerView.naturalSize }

    /// UIKit's natural height, 216 points; no natural width (it takes what it is given).
    open override var intrinsicContentSize: Size? { Size(width: View.noIntrinsicMetric, height: PickerView.naturalSize.height) }

    // MARK: Accessibility

    /// The picker as a whole: adjustable, its value the selected rows ("Espresso, Medium,
    /// Red"); assistive technology reaches each wheel as an element of its own (below).
    open override var defaultAccessibility: AccessibilityDescription {
        let values = wheels.indices.compactMap { accessibilityValue(ofComponent: $0) }
        var traits: AccessibilityTraits = .adjustable
        if !isEnabled { traits.insert(.notEnabled) }
        return AccessibilityDescription(isElement: true, label: nil, value: values.joined(separator: ", "), traits: traits)
    }

    /// Each wheel is an adjustable element of its own (named by the delegate, its value the
    /// selected row's title), stepping one row at a time.
    open override var accessibilityCustomElements: [AccessibilityCustomElement]? {
        wheelAccessibilityElements()
    }

    open override var debugDetails: [String] {
        ["components = \(wheels.count)", "selected = \(wheels.map(\.selected))"]
    }
}

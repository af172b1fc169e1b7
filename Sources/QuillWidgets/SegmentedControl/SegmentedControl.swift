import QuillFoundation
import QuillGraphics
import QuillViews
/// A row of segments of which one is selected (UIKit's `UISegmentedControl`). Clicking a
/// segment selects it and sends `valueChanged`; left and right arrows move the selection.
@MainActor
open class SegmentedControl: Control {
    /// The segments' titles.
    public var titles: [String] {
        didSet {
            if selectedSegmentIndex >= titles.count { selectedSegmentIndex = titles.isEmpty ? -1 : 0 }
            setNeedsDisplay()
            invalidateIntrinsicContentSize()
        }
    }
    /// The selected segment, or -1 for none.
    public var selectedSegmentIndex = -1 { didSet { setNeedsDisplay() } }
    /// Whether segments only flash when clicked instead of staying selected.
    public var isMomentary = false
    private var pressed: Int?

    /// Creates a control with segment titles.
    public init(titles: [String]) {
        self.titles = titles
        super.init(frame: Rect(x: 0, y: 0, width: Double(titles.count) * 80, height: 32))
        selectedSegmentIndex = titles.isEmpty ? -1 : 0
    }

    public convenience override init(frame: Rect) {
        self.init(titles: [])
        self.frame = frame
    }

    /// Creates the control a template describes by name (see `View.init(coder:)`), with no
    /// segments until the template gives them.
    public required init?(coder: TemplateCoder) {
        titles = []
        super.init(coder: coder)
        bounds.size = Size(width: 0, height: 32)
    }

    /// Segments of equal width, each fitting the widest (bold) title with 12 points either
    /// side; 31 points tall, the height constraints align (the frame is 32, see
    /// `alignmentRectInsets`).
    open override var intrinsicContentSize: Size? {
        let style = TextStyle(font: .boldSystemFont(ofSize: 13), alignment: .center)
        let widest = titles.map { title in title.isEmpty ? 0 : ((try? TextLayout(text: title, style: style, library: self.context.fonts))?.size.width ?? 0) }.max() ?? 0
        return Size(width: (Double(titles.count) * (widest + 24)).rounded(.up), height: alignedHeight)
    }

    /// The frame reaches 1 point below what constraints align (UIKit's segmented control, as
    /// Interface Builder places it: a control whose height is constrained to 31 has a 32-point
    /// frame, its top where its top constraint puts it).
    open override var alignmentRectInsets: EdgeInsets { EdgeInsets(top: 0, left: 0, bottom: 1, right: 0) }

    /// The intrinsic height of the alignment rectangle: 31 points (iOS 13's control), or 28 for
    /// the iOS 7 to 12 control that Interface Builder drew in files saved before Xcode 11
    /// (`DesignDevice` sets it when laying such a file out as it was designed).
    package var alignedHeight = 31.0 {
        didSet { if alignedHeight != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// The number of segments.
    public var numberOfSegments: Int { titles.count }

    private func segment(at point: Point) -> Int? {
        guard !titles.isEmpty, bounds.contains(point) else { return nil }
        let column = Swift.min(titles.count - 1, Swift.max(0, Int(saturating: (point.x - bounds.minX) / (bounds.width / Double(titles.count)))))
        return isMirrored ? titles.count - 1 - column : column
    }

    /// The segments as accessibility elements, kept while the titles stay the same.
    private var segmentElements: [AccessibilityCustomElement] = []

    /// Whether the first segment is at the right (right-to-left layouts).
    private var isMirrored: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }

    open override func beginTracking(_ event: PointerEvent) -> Bool {
        pressed = segment(at: event.location(in: self))
        setNeedsDisplay()
        return pressed != nil
    }

    open override func endTracking(_ event: PointerEvent?) {
        defer {
            pressed = nil
            setNeedsDisplay()
        }
        guard let event, let index = segment(at: event.location(in: self)), index == pressed else { return }
        if isMomentary {
            sendActions(for: .valueChanged)
        } else if index != selectedSegmentIndex {
            selectedSegmentIndex = index
            sendActions(for: .valueChanged)
        }
    }

    open override var canBecomeFirstResponder: Bool { isEnabled && !titles.isEmpty }

    open override func keyDown(_ event: KeyEvent) {
        let step: Int
        switch event.key {
        case .left: step = isMirrored ? 1 : -1
        case .right: step = isMirrored ? -1 : 1
        default: return super.keyDown(event)
        }
        let next = Swift.min(titles.count - 1, Swift.max(0, selectedSegmentIndex + step))
        if next != selectedSegmentIndex {
            selectedSegmentIndex = next
            sendActions(for: .valueChanged)
        }
    }

    open override func draw(in context: GraphicsContext) {
        if !isEnabled { context.beginTransparencyLayer(opacity: 0.45) }
        context.fill(bounds, cornerRadius: 8, with: .color(Color(red8: 238, green8: 238, blue8: 240)))
        let width = bounds.width / Double(Swift.max(1, titles.count))
        for (index, title) in titles.enumerated() {
            let rect = mirroredForLayoutDirection(Rect(x: bounds.minX + Double(index) * width, y: bounds.minY, width: width, height: bounds.height), in: bounds)
            let selected = index == selectedSegmentIndex && !isMomentary
            if selected || index == pressed {
                let knob = rect.insetBy(dx: 2, dy: 2)
                context.fill(knob.offsetBy(dx: 0, dy: 1), cornerRadius: 7, with: .color(Color(white: 0, alpha: 0.08)))
                context.fill(knob, cornerRadius: 7, with: .color(index == pressed && !selected ? Color(white: 0.96) : .white))
            } else if index > 0, index != selectedSegmentIndex + 1 {
                // The divider on the side of the segment before.
                context.fill(Rect(x: isMirrored ? rect.maxX - 1 : rect.minX, y: rect.minY + 8, width: 1, height: rect.height - 16), color: Color(white: 0.78))
            }
            guard let layout = try? TextLayout(text: title, style: TextStyle(font: selected ? .boldSystemFont(ofSize: 13) : .systemFont(ofSize: 13), alignment: .center), maxWidth: rect.width - 8, library: self.context.fonts) else { continue }
            context.draw(layout, at: Point(x: rect.minX + 4, y: (rect.midY - layout.size.height / 2).rounded()), color: .label)
        }
        if isFirstResponder { context.strokeInside(bounds, cornerRadius: 8, lineWidth: 2, color: tintColor.withAlphaComponent(0.6)) }
        if !isEnabled { context.endTransparencyLayer() }
    }

    /// A segmented control is an adjustable choice whose value is the selected segment's title
    /// and position ("Event, 2 of 3").
    open override var defaultAccessibility: AccessibilityDescription {
        let value = titles.indices.contains(selectedSegmentIndex)
            ? "\(titles[selectedSegmentIndex]), \(selectedSegmentIndex + 1) of \(titles.count)" : nil
        return AccessibilityDescription(isElement: true, value: value, traits: AccessibilityTraits([.tabBar, .adjustable]).union(controlStateTraits))
    }

    /// Each segment is an element of its own, as on iOS: a button named by its title, its
    /// position as its value ("2 of 3"), selected when chosen; activating it chooses it.
    open override var accessibilityCustomElements: [AccessibilityCustomElement]? {
        guard !titles.isEmpty else { return nil }
        if segmentElements.count != titles.count {
            segmentElements = titles.indices.map { index in
                let element = AccessibilityCustomElement(container: self)
                element.activate = { [weak self] in
                    guard let self, self.isEnabled else { return false }
                    self.select(index)
                    return true
                }
                return element
            }
        }
        let width = bounds.width / Double(titles.count)
        for (index, element) in segmentElements.enumerated() {
            element.label = titles[index]
            element.value = "\(index + 1) of \(titles.count)"
            var traits: AccessibilityTraits = .button
            if index == selectedSegmentIndex && !isMomentary { traits.insert(.selected) }
            if !isEnabled { traits.insert(.notEnabled) }
            element.traits = traits
            element.frameInContainer = mirroredForLayoutDirection(
                Rect(x: bounds.minX + Double(index) * width, y: bounds.minY, width: width, height: bounds.height), in: bounds)
        }
        return segmentElements
    }

    /// Selects the next segment.
    open override func accessibilityIncrement() { select(selectedSegmentIndex + 1) }

    /// Selects the segment before.
    open override func accessibilityDecrement() { select(selectedSegmentIndex - 1) }

    private func select(_ index: Int) {
        guard isEnabled, titles.indices.contains(index), index != selectedSegmentIndex else { return }
        selectedSegmentIndex = index
        sendActions(for: .valueChanged)
    }

    open override var debugDetails: [String] { ["segments = \(titles)", "selected = \(selectedSegmentIndex)"] }
}

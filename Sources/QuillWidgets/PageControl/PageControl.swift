import QuillFoundation
import QuillGraphics
import QuillViews

/// A row of dots showing which of several pages shows (UIKit's `UIPageControl`): a click on
/// the right of the current dot goes to the next page, on the left to the previous one, and
/// sends `valueChanged`. With focus, the arrow keys do the same.
@MainActor
open class PageControl: Control {
    /// How many pages (dots). Default 0.
    public var numberOfPages = 0 {
        didSet {
            numberOfPages = Swift.max(0, numberOfPages)
            currentPage = Swift.min(currentPage, Swift.max(0, numberOfPages - 1))
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }
    /// The page shown (the highlighted dot).
    public var currentPage = 0 {
        didSet {
            let valid = Swift.max(0, Swift.min(currentPage, numberOfPages - 1))
            if valid != currentPage { currentPage = valid }
            setNeedsDisplay()
        }
    }
    /// Whether the control hides itself with only one page. Default `false`.
    public var hidesForSinglePage = false { didSet { setNeedsDisplay() } }
    /// The colour of the other pages' dots.
    public var pageIndicatorTintColor: Color? { didSet { setNeedsDisplay() } }
    /// The colour of the current page's dot.
    public var currentPageIndicatorTintColor: Color? { didSet { setNeedsDisplay() } }

    /// A dot's diameter and the distance from one dot's centre to the next.
    static let dot = 7.0, pitch = 16.0

    /// Goes to the previous or next page, as a click does; returns whether the page changed.
    @discardableResult
    func turn(_ direction: Int) -> Bool {
        let next = Swift.max(0, Swift.min(numberOfPages - 1, currentPage + direction))
        guard isEnabled, next != currentPage else { return false }
        currentPage = next
        return true
    }

    open override func beginTracking(_ event: PointerEvent) -> Bool {
        becomeFirstResponder()
        return true
    }

    open override func endTracking(_ event: PointerEvent?) {
        guard let event, isTouchInside else { return }
        let x = event.location(in: self).x
        let currentX = dotsOrigin + Double(currentPage) * PageControl.pitch + PageControl.dot / 2
        if turn(x >= currentX ? 1 : -1) { sendActions(for: .valueChanged) }
    }

    open override var canBecomeFirstResponder: Bool { isEnabled && numberOfPages > 1 }

    open override func keyDown(_ event: KeyEvent) {
        switch event.key {
        case .right, .down: if turn(1) { sendActions(for: .valueChanged) }
        case .left, .up: if turn(-1) { sendActions(for: .valueChanged) }
        default: super.keyDown(event)
        }
    }

    /// Where the first dot starts: the row is centred.
    private var dotsOrigin: Double {
        let width = Double(Swift.max(0, numberOfPages - 1)) * PageControl.pitch + PageControl.dot
        return ((bounds.width - width) / 2).rounded()
    }

    open override func draw(in context: GraphicsContext) {
        guard numberOfPages > 0, !(hidesForSinglePage && numberOfPages == 1) else { return }
        let y = ((bounds.height - PageControl.dot) / 2).rounded()
        for page in 0..<numberOfPages {
            let rect = Rect(x: dotsOrigin + Double(page) * PageControl.pitch, y: y, width: PageControl.dot, height: PageControl.dot)
            let color = page == currentPage ? currentPageIndicatorTintColor ?? .label : pageIndicatorTintColor ?? Color(red8: 60, green8: 60, blue8: 67, alpha8: 76)
            context.fill(rect, cornerRadius: PageControl.dot / 2, with: .color(color))
        }
        if isFirstResponder { context.strokeInside(bounds, cornerRadius: bounds.height / 2, lineWidth: 2, color: tintColor.withAlphaComponent(0.7)) }
    }

    open override var intrinsicContentSize: Size? {
        Size(width: Double(numberOfPages) * PageControl.pitch + 16, height: 26)
    }

    open override var defaultAccessibility: AccessibilityDescription {
        AccessibilityDescription(
            isElement: numberOfPages > 0, value: "page \(currentPage + 1) of \(numberOfPages)",
            traits: AccessibilityTraits([.adjustable]).union(controlStateTraits))
    }

    /// The next page.
    open override func accessibilityIncrement() { if turn(1) { sendActions(for: .valueChanged) } }
    /// The previous page.
    open override func accessibilityDecrement() { if turn(-1) { sendActions(for: .valueChanged) } }
}

import QuillFoundation
import QuillViews

/// Finding and using views as a person with a screen reader (or a UI test) does: by what they
/// are called and what they are, not by their place in the view tree.
extension HeadlessHarness {
    /// The window's elements in reading order.
    public var accessibilityElements: [AccessibilityElement] { window.accessibilityElementsInOrder() }

    /// The first element with a label (exactly, then ignoring case).
    public func element(label: String) -> AccessibilityElement? {
        let elements = accessibilityElements
        return elements.first { $0.label == label } ?? elements.first { $0.label?.lowercased() == label.lowercased() }
    }

    /// The first element with an accessibility identifier.
    public func element(identifier: String) -> AccessibilityElement? {
        accessibilityElements.first { $0.identifier == identifier }
    }

    /// The elements that have all of `traits`, in reading order.
    public func elements(withTraits traits: AccessibilityTraits) -> [AccessibilityElement] {
        accessibilityElements.filter { $0.traits.isSuperset(of: traits) }
    }

    /// Clicks the middle of an element, as a sighted user would.
    public func tap(_ element: AccessibilityElement) {
        click(at: Point(x: element.frame.midX, y: element.frame.midY))
    }

    /// Activates an element as a screen reader does (its action, without a pointer); returns
    /// whether it did something.
    @discardableResult
    public func activate(_ element: AccessibilityElement) -> Bool {
        let done = element.activate()
        render()
        return done
    }

    /// Raises an adjustable element one step.
    public func increment(_ element: AccessibilityElement) {
        element.increment()
        render()
    }

    /// Lowers an adjustable element one step.
    public func decrement(_ element: AccessibilityElement) {
        element.decrement()
        render()
    }

    /// Types text into an element: activates it (a field takes the focus) and types.
    public func type(_ text: String, into element: AccessibilityElement) {
        _ = element.view.accessibilityActivate()
        type(text)
    }
}

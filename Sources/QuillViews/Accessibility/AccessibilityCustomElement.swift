import QuillFoundation

/// An element that is a part of a view rather than a view (UIKit's `UIAccessibilityElement`):
/// a wheel of a date picker, a cell of a custom-drawn grid. The view that draws the part lists
/// its parts in `accessibilityCustomElements` and keeps them alive (an element's identity is what
/// assistive technologies hold on to, so keep the same objects while the parts stay the same).
@MainActor
public final class AccessibilityCustomElement {
    /// The view the element is part of.
    public private(set) weak var container: View?
    /// What the element is called ("Month").
    public var label: String?
    /// Its value ("November").
    public var value: String?
    /// What activating or adjusting it does.
    public var hint: String?
    /// What it is and its state.
    public var traits: AccessibilityTraits
    /// Its identifier for UI tests.
    public var identifier: String?
    /// Where it is, in the container's coordinates.
    public var frameInContainer: Rect
    /// Its action (`nil`: none); returns whether it did something.
    public var activate: (@MainActor () -> Bool)?
    /// Raises an adjustable element's value one step.
    public var increment: (@MainActor () -> Void)?
    /// Lowers an adjustable element's value one step.
    public var decrement: (@MainActor () -> Void)?

    /// Creates an element that is part of `container`.
    public init(container: View, label: String? = nil, traits: AccessibilityTraits = [], frameInContainer: Rect = .zero) {
        self.container = container
        self.label = label
        self.traits = traits
        self.frameInContainer = frameInContainer
    }

    /// Where the element is, in its window's coordinates.
    public var accessibilityFrame: Rect {
        guard let container else { return frameInContainer }
        let frame = container.accessibilityFrame
        return Rect(x: frame.minX + frameInContainer.minX, y: frame.minY + frameInContainer.minY, width: frameInContainer.width, height: frameInContainer.height)
    }
}

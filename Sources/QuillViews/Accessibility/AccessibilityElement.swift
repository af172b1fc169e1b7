import QuillFoundation

/// One element of a window as assistive technologies see it: what a screen reader reads, and
/// the view behind it (to activate, adjust or find on screen).
public struct AccessibilityElement: Sendable, CustomStringConvertible {
    /// The view that is the element, or that the element is part of.
    public let view: View
    /// Its name.
    public let label: String?
    /// Its value.
    public let value: String?
    /// Its hint.
    public let hint: String?
    /// What it is and its state.
    public let traits: AccessibilityTraits
    /// Its identifier for UI tests (`accessibilityIdentifier`).
    public let identifier: String?
    /// Where it is, in its window's coordinates.
    public let frame: Rect
    /// The part of `view` the element is, when it is not the whole view.
    public let customElement: AccessibilityCustomElement?

    /// Performs the element's action as a screen reader does; returns whether it did something.
    @MainActor public func activate() -> Bool {
        if let customElement { return customElement.activate?() ?? false }
        return view.accessibilityActivate()
    }

    /// Raises an adjustable element's value one step.
    @MainActor public func increment() {
        if let customElement { customElement.increment?() } else { view.accessibilityIncrement() }
    }

    /// Lowers an adjustable element's value one step.
    @MainActor public func decrement() {
        if let customElement { customElement.decrement?() } else { view.accessibilityDecrement() }
    }

    /// How a screen reader would read it: label, value, traits and hint, as one line.
    public var description: String {
        var parts: [String] = []
        parts.append(role)
        if let label, !label.isEmpty { parts.append("\"\(label)\"") }
        if let value, !value.isEmpty { parts.append("value \"\(value)\"") }
        let states = AccessibilityTraits.named.filter { [.selected, .notEnabled].contains($0.trait) && traits.contains($0.trait) }.map(\.name)
        if !states.isEmpty { parts.append("[" + states.joined(separator: ", ") + "]") }
        if let hint, !hint.isEmpty { parts.append("hint \"\(hint)\"") }
        if let identifier, !identifier.isEmpty { parts.append("#\(identifier)") }
        return parts.joined(separator: " ")
    }

    /// The element's kind in one word, from its traits (the role AT-SPI exposes).
    public var role: String {
        if traits.contains(.menuItem) { return "menu item" }
        if traits.contains(.menuBar) { return "menu bar" }
        if traits.contains(.menu) { return "menu" }
        if traits.contains(.toggleButton) { return "toggle" }
        if traits.contains(.button) { return "button" }
        if traits.contains(.link) { return "link" }
        if traits.contains(.searchField) { return "search" }
        if traits.contains(.textEntry) { return "text" }
        if traits.contains(.tabBar) { return "tabs" }
        if traits.contains(.adjustable) { return "slider" }
        if traits.contains(.header) { return "heading" }
        if traits.contains(.image) { return "image" }
        if traits.contains(.updatesFrequently) { return "progress" }
        if traits.contains(.staticText) { return "label" }
        return "element"
    }
}

import QuillViews
import QuillFoundation

extension View {
    /// What a cell's content says to a screen reader: the texts of its visible labels in
    /// subview order, and whether it holds controls (then it is a container, not one element).
    func accessibilityCellContent() -> (labels: [String], hasControls: Bool) {
        var labels: [String] = []
        var hasControls = false
        func visit(_ view: View) {
            guard !view.isHidden, view.alpha > 0.01 else { return }
            if view is Control { hasControls = true }
            if let label = view as? Label, let text = label.text, !text.isEmpty {
                labels.append(text)
                return
            }
            for subview in view.subviews { visit(subview) }
        }
        visit(self)
        return (labels, hasControls)
    }

    /// How a table or grid cell whose content is this view describes itself: one element
    /// named by its labels, a button (selected when it is), unless it holds controls.
    func accessibilityCellDescription(isSelected: Bool) -> AccessibilityDescription {
        let content = accessibilityCellContent()
        var traits: AccessibilityTraits = .button
        if isSelected { traits.insert(.selected) }
        return AccessibilityDescription(isElement: !content.hasControls, label: content.labels.joined(separator: ", "), traits: traits)
    }
}

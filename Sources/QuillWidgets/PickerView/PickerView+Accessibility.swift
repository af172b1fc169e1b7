import QuillFoundation
import QuillViews

extension PickerView {
    /// One adjustable element per wheel, kept while the number of wheels stays the same.
    func wheelAccessibilityElements() -> [AccessibilityCustomElement]? {
        guard !wheels.isEmpty else { return nil }
        if wheelElements.count != wheels.count {
            wheelElements = wheels.indices.map { component in
                let element = AccessibilityCustomElement(container: self)
                element.increment = { [weak self] in self?.stepForAccessibility(component, by: 1) }
                element.decrement = { [weak self] in self?.stepForAccessibility(component, by: -1) }
                return element
            }
        }
        let frames = componentFrames()
        for (component, element) in wheelElements.enumerated() {
            element.label = delegate?.pickerView(self, accessibilityLabelForComponent: component) ?? "Wheel \(component + 1) of \(wheels.count)"
            element.value = accessibilityValue(ofComponent: component)
            element.traits = isEnabled ? AccessibilityTraits.adjustable : [.adjustable, .notEnabled]
            element.frameInContainer = frames[component]
        }
        return wheelElements
    }

    /// What the selected row of a wheel says: its title, or the text of its view.
    func accessibilityValue(ofComponent component: Int) -> String? {
        let row = selectedRow(inComponent: component)
        guard row >= 0 else { return nil }
        if let attributed = delegate?.pickerView(self, attributedTitleForRow: row, forComponent: component) { return attributed.string }
        if let title = delegate?.pickerView(self, titleForRow: row, forComponent: component) { return title }
        guard let view = view(forRow: row, forComponent: component) else { return nil }
        let labels = view.accessibilityLabel.map { [$0] } ?? view.accessibilityCellContent().labels
        return labels.isEmpty ? nil : labels.joined(separator: ", ")
    }

    private func stepForAccessibility(_ component: Int, by rows: Int) {
        guard isEnabled, wheels.indices.contains(component) else { return }
        userSelect(wheels[component].selected + rows, inComponent: component)
    }
}

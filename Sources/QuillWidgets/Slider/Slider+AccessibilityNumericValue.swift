import QuillViews

/// Assistive technologies read and set a slider's value as a number.
extension Slider: AccessibilityNumericValue {
    /// The slider's `value`.
    public var accessibilityNumericValue: Double { value }
    /// `minimumValue...maximumValue`, put in order if the two were set the wrong way round.
    public var accessibilityValueRange: ClosedRange<Double> { Swift.min(minimumValue, maximumValue)...Swift.max(minimumValue, maximumValue) }
    /// 0: the slider takes any value in its range.
    public var accessibilityValueStep: Double { 0 }

    /// Moves the thumb as a drag would and sends `valueChanged` when the value changed; a
    /// disabled slider refuses.
    public func setAccessibilityNumericValue(_ newValue: Double) -> Bool {
        guard isEnabled, newValue.isFinite else { return false }
        let before = value
        value = newValue
        if value != before { sendActions(for: .valueChanged) }
        return true
    }
}

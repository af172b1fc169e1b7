import QuillViews

/// Assistive technologies read a progress bar's progress as a number from 0 to 1; it cannot be
/// set.
extension ProgressView: AccessibilityNumericValue {
    public var accessibilityNumericValue: Double { progress }
    public var accessibilityValueRange: ClosedRange<Double> { 0...1 }
    public var accessibilityValueStep: Double { 0 }
    public func setAccessibilityNumericValue(_ value: Double) -> Bool { false }
}

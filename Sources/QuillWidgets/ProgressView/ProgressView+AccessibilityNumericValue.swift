import QuillViews

/// Assistive technologies read a progress bar's progress as a number from 0 to 1; it cannot be
/// set.
extension ProgressView: AccessibilityNumericValue {
    /// The bar's `progress`, 0...1.
    public var accessibilityNumericValue: Double { progress }
    /// Always `0...1`.
    public var accessibilityValueRange: ClosedRange<Double> { 0...1 }
    /// 0: progress is continuous.
    public var accessibilityValueStep: Double { 0 }
    /// Refuses (returns `false`): progress is the app's to set, not the user's.
    public func setAccessibilityNumericValue(_ value: Double) -> Bool { false }
}

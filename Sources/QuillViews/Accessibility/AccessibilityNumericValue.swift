/// A control whose value is a number in a range (a slider, a progress bar), so assistive
/// technologies can read it as a number and set it directly (AT-SPI's Value interface), beside
/// the spoken `accessibilityValue`.
@MainActor
public protocol AccessibilityNumericValue: AnyObject {
    /// The current value.
    var accessibilityNumericValue: Double { get }
    /// The smallest and largest values.
    var accessibilityValueRange: ClosedRange<Double> { get }
    /// The smallest change that means something (0 when any value is allowed).
    var accessibilityValueStep: Double { get }
    /// Sets the value as the user would (clamped, and the control's actions sent); returns
    /// whether the value can be set at all.
    func setAccessibilityNumericValue(_ value: Double) -> Bool
}

/// How an underline or a strikethrough is drawn (UIKit's `NSUnderlineStyle`, without the
/// patterns).
public enum TextLineStyle: String, Hashable, Sendable, CaseIterable {
    /// No line.
    case none
    /// One thin line.
    case single
    /// One line about twice as thick.
    case thick
    /// Two thin lines.
    case double
}

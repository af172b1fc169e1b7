/// How much a constraint or a content size preference matters, from 1 to 1000 (required), as
/// UIKit's `UILayoutPriority`. Stronger priorities are met first; see `QuillSolver.Strength` for
/// how they weigh against each other.
public struct LayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByFloatLiteral,
    ExpressibleByIntegerLiteral, CustomStringConvertible
{
    /// The priority, 1...1000 in practice; values outside are clamped when solved.
    public var rawValue: Double

    /// Creates a priority from its value (`RawRepresentable`).
    public init(rawValue: Double) { self.rawValue = rawValue }
    /// Creates a priority from its value, e.g. `LayoutPriority(999)`.
    public init(_ rawValue: Double) { self.rawValue = rawValue }
    /// Lets a literal such as `749.5` stand for a priority.
    public init(floatLiteral value: Double) { rawValue = value }
    /// Lets a literal such as `750` stand for a priority.
    public init(integerLiteral value: Int) { rawValue = Double(value) }

    /// Must hold (1000).
    public static let required = LayoutPriority(1000)
    /// A strong preference (750): compression resistance's default.
    public static let defaultHigh = LayoutPriority(750)
    /// A weak preference (250): content hugging's default.
    public static let defaultLow = LayoutPriority(250)
    /// What `systemLayoutSizeFitting` uses to shrink or grow to fit (50).
    public static let fittingSizeLevel = LayoutPriority(50)

    /// Orders by value: the smaller is the weaker.
    public static func < (a: LayoutPriority, b: LayoutPriority) -> Bool { a.rawValue < b.rawValue }
    /// A priority `b` stronger, e.g. `.defaultLow + 1`; the result is not clamped.
    public static func + (a: LayoutPriority, b: Double) -> LayoutPriority { LayoutPriority(a.rawValue + b) }
    /// A priority `b` weaker, e.g. `.required - 1`; the result is not clamped.
    public static func - (a: LayoutPriority, b: Double) -> LayoutPriority { LayoutPriority(a.rawValue - b) }

    /// The value, without a decimal point when whole (`750`, `749.5`).
    public var description: String {
        rawValue == rawValue.rounded() && abs(rawValue) < 1e15 ? String(Int(rawValue)) : String(rawValue)
    }
}

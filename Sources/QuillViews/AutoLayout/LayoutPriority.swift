/// How much a constraint or a content size preference matters, from 1 to 1000 (required), as
/// UIKit's `UILayoutPriority`. Stronger priorities are met first; see `QuillSolver.Strength` for
/// how they weigh against each other.
public struct LayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByFloatLiteral,
    ExpressibleByIntegerLiteral, CustomStringConvertible
{
    public var rawValue: Double

    public init(rawValue: Double) { self.rawValue = rawValue }
    public init(_ rawValue: Double) { self.rawValue = rawValue }
    public init(floatLiteral value: Double) { rawValue = value }
    public init(integerLiteral value: Int) { rawValue = Double(value) }

    /// Must hold (1000).
    public static let required = LayoutPriority(1000)
    /// A strong preference (750): compression resistance's default.
    public static let defaultHigh = LayoutPriority(750)
    /// A weak preference (250): content hugging's default.
    public static let defaultLow = LayoutPriority(250)
    /// What `systemLayoutSizeFitting` uses to shrink or grow to fit (50).
    public static let fittingSizeLevel = LayoutPriority(50)

    public static func < (a: LayoutPriority, b: LayoutPriority) -> Bool { a.rawValue < b.rawValue }
    public static func + (a: LayoutPriority, b: Double) -> LayoutPriority { LayoutPriority(a.rawValue + b) }
    public static func - (a: LayoutPriority, b: Double) -> LayoutPriority { LayoutPriority(a.rawValue - b) }

    public var description: String {
        rawValue == rawValue.rounded() && abs(rawValue) < 1e15 ? String(Int(rawValue)) : String(rawValue)
    }
}

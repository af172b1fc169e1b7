import Foundation

/// How much a constraint matters. Required constraints must hold; the others are satisfied
/// as far as they can be, a stronger one before any number of weaker ones in practice.
///
/// UIKit's priorities (1 to 1000, 1000 = required) map to weights that grow tenfold every 200
/// points (`10^(p/200)`): one constraint at 750 outweighs 17 at 500, one at 500 outweighs 17
/// at 250, and nearby priorities (749, 750) still order by weight. The largest priority's
/// weight is near 10^5; `frame` (10^11) is the largest of all, and rounding in the objective
/// (about 10^11 × 2·10^-16) stays far below the smallest weight, a stay's 10^-3.
public struct Strength: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The weight of a violation in the objective, or `.infinity` for required.
    public let weight: Double
    /// The priority it came from (1...1000).
    public let priority: Double

    /// A constraint that must hold.
    public static let required = Strength(priority: 1000)

    /// Below every UIKit priority (weight 0.001, a thousandth of priority 1's): for "keep this
    /// value where nothing else decides it", which never bends anything else.
    public static let stay = Strength(priority: 0, weight: 0.001)

    /// Between a stay and priority 1 (weight 0.01): what tools push a variable with to see
    /// whether anything but stays holds it (ambiguity).
    public static let probe = Strength(priority: 0, weight: 0.01)

    /// A frame set from outside the solver (a translated view's, a layout root's size): it
    /// gives way to required constraints like priority 999, but weighs 10^11, more than any
    /// number of lower-priority violations a layout can hold (50,000 objects at most, each
    /// under priority 999's weight of about 10^5). As `Strength(priority: 999)`, 5,600 labels
    /// of a stack, each hugging at 250 and stretched by the root's width, outweighed the
    /// root's width: the stack shrank to its widest label.
    public static let frame = Strength(priority: 999, weight: 1e11)

    /// The strength of a UIKit-style priority; 1000 (or more) is required, values are clamped
    /// to 1...1000.
    public init(priority: Double) {
        let p = Swift.max(1, Swift.min(1000, priority.isNaN ? 1 : priority))
        self.priority = p
        weight = p >= 1000 ? .infinity : pow(10, p / 200)
    }

    private init(priority: Double, weight: Double) {
        self.priority = priority
        self.weight = weight
    }

    /// Whether the constraint must hold.
    public var isRequired: Bool { weight == .infinity }

    /// Orders by priority; `stay` and `probe` (priority 0) compare equal to each other.
    public static func < (a: Strength, b: Strength) -> Bool { a.priority < b.priority }

    /// `required`, or `priority N` with the priority rounded to a whole number.
    public var description: String { isRequired ? "required" : "priority \(Int(priority.rounded()))" }
}

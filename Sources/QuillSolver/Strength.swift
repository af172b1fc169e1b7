/// How much a constraint matters. Required constraints must hold; the others are satisfied as
/// far as they can be, level by level from the highest: as Auto Layout does, the solver
/// minimizes the violations at the highest level first, then, among the solutions that leave,
/// those at the next level, and so on. No number of violations at one level outweighs a single
/// one at a higher level (749 included: 750 beats any number of 749s); violations at one level
/// add up.
public struct Strength: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The priority it came from (1...1000; 0 for `stay` and `probe`).
    public let priority: Double
    /// Where the strength sits among the optional ones (higher first): the priority, except
    /// for the strengths below priority 1 and for `frame`; infinite for required.
    public let level: Double

    /// A constraint that must hold.
    public static let required = Strength(priority: 1000)

    /// Below every UIKit priority: for "keep this value where nothing else decides it", which
    /// never bends anything else.
    public static let stay = Strength(priority: 0, level: -2)

    /// Between a stay and priority 1: what tools push a variable with to see whether anything
    /// but stays holds it (ambiguity).
    public static let probe = Strength(priority: 0, level: -1)

    /// A frame set from outside the solver (a translated view's, a layout root's size): it
    /// gives way to required constraints, like priority 999, but comes before every priority
    /// below 1000, 999 included, so a user's constraint at 999 cannot move a frame the app set.
    public static let frame = Strength(priority: 999, level: 1000)

    /// The strength of a UIKit-style priority; 1000 (or more) is required, values are clamped
    /// to 1...1000.
    public init(priority: Double) {
        let p = Swift.max(1, Swift.min(1000, priority.isNaN ? 1 : priority))
        self.priority = p
        level = p >= 1000 ? .infinity : p
    }

    private init(priority: Double, level: Double) {
        self.priority = priority
        self.level = level
    }

    /// Whether the constraint must hold.
    public var isRequired: Bool { level == .infinity }

    /// A violation of one unit at this strength's level, as the objective counts it.
    var unitCost: Cost { Cost(level: level, amount: 1) }

    /// Orders by level (`stay` below `probe` below priority 1, `frame` above 999).
    public static func < (a: Strength, b: Strength) -> Bool { a.level < b.level }

    /// `required`, or `priority N` with the priority rounded to a whole number.
    public var description: String { isRequired ? "required" : "priority \(Int(priority.rounded()))" }
}

import QuillFoundation

/// A layout constraint of a template, applied as a `LayoutConstraint` when the template is
/// instantiated: `first.firstAttribute (relation) second.secondAttribute × multiplier +
/// constant`, at a priority.
///
/// Items are named as in the template: an object id; a guide's id (a .xib's safe area or
/// margins guide) or `ID.safeArea` / `ID.margins`; `self` (the object the constraint is written
/// on, also what an omitted first item means); `superview` (the first item's superview).
public struct TemplateConstraint: Hashable, Sendable {
    /// The id outlets use to reach the constraint.
    public var id: String
    /// The first item, or `nil` for the object the constraint belongs to.
    public var firstItem: String?
    /// The first item's attribute (`NSLayoutConstraint.firstAttribute`).
    public var firstAttribute: LayoutAttribute
    /// How the first side relates to the second: `==`, `<=` or `>=`.
    public var relation: LayoutRelation
    /// The second item, or `nil` for a constant (`height == 44`).
    public var secondItem: String?
    /// `.notAnAttribute` when there is no second item.
    public var secondAttribute: LayoutAttribute
    /// The factor the second item's attribute is multiplied by (1 unless the template gives one);
    /// unused when there is no second item.
    public var multiplier: Double
    /// The offset in points added to the second side, or the whole second side when there is no
    /// second item (`height == 44`).
    public var constant: Double
    /// 1...1000.
    public var priority: Double
    /// A name for debugging (a .xib's `identifier`).
    public var identifier: String?
    /// Interface Builder's "remove at build time": read and kept, never activated.
    public var isPlaceholder: Bool
    /// Where the constraint was written; diagnostics about it point here.
    public var location: SourceLocation

    /// Creates a constraint.
    public init(
        id: String, firstItem: String?, firstAttribute: LayoutAttribute, relation: LayoutRelation = .equal, secondItem: String? = nil,
        secondAttribute: LayoutAttribute = .notAnAttribute, multiplier: Double = 1, constant: Double = 0, priority: Double = 1000,
        identifier: String? = nil, isPlaceholder: Bool = false, location: SourceLocation
    ) {
        self.id = id
        self.firstItem = firstItem
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.secondItem = secondItem
        self.secondAttribute = secondItem == nil ? .notAnAttribute : secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.identifier = identifier
        self.isPlaceholder = isPlaceholder
        self.location = location
    }

    /// The constraint in the concise rule syntax of native templates
    /// (`title.leading == self.leadingMargin + 8 @750`).
    public var rule: String {
        func side(_ item: String?, _ attribute: LayoutAttribute) -> String {
            item.map { "\($0).\(attribute.rawValue)" } ?? attribute.rawValue
        }
        var text = side(firstItem, firstAttribute) + " \(relation) "
        if let secondItem {
            text += side(secondItem, secondAttribute)
            if multiplier != 1 { text += " * \(TemplateConstraint.exact(multiplier))" }
            if constant != 0 { text += constant < 0 ? " - \(TemplateConstraint.exact(-constant))" : " + \(TemplateConstraint.exact(constant))" }
        } else {
            text += TemplateConstraint.exact(constant)
        }
        if priority != 1000 { text += " @\(TemplateConstraint.exact(priority))" }
        if isPlaceholder { text += " placeholder" }
        return text
    }

    /// A number as short as it can be while reading back as the same `Double`.
    static func exact(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return "\(value)"
    }
}

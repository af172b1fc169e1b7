import QuillFoundation

/// An Auto Layout constraint kept from a .xib. Quill lays out from stored frames and
/// autoresizing until it has a constraint solver; constraints are kept so none is lost.
public struct TemplateConstraint: Hashable, Sendable {
    public var id: String
    public var firstItem: String?
    public var firstAttribute: String
    public var relation: String
    public var secondItem: String?
    public var secondAttribute: String?
    public var multiplier: Double
    public var constant: Double
    public var priority: Double
    public var location: SourceLocation

    /// Creates a constraint.
    public init(
        id: String, firstItem: String?, firstAttribute: String, relation: String = "equal", secondItem: String?,
        secondAttribute: String?, multiplier: Double = 1, constant: Double = 0, priority: Double = 1000, location: SourceLocation
    ) {
        self.id = id
        self.firstItem = firstItem
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.secondItem = secondItem
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.location = location
    }
}

/// What a client was last told about a node, to tell it what changed (AT-SPI events): the
/// bridge compares a fresh snapshot with this one.
struct NodeSnapshot: Equatable {
    var name: String
    var description: String
    var value: String?
    var numericValue: Double?
    /// The states, without `focused` (focus events are sent on their own).
    var states: AccessibleStateSet
    var childPaths: [String]
    var text: String?
    var caret: Int?
}

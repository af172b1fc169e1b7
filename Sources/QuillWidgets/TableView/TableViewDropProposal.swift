import QuillViews

/// A table's answer while items are dragged over it: what dropping would do and where the
/// items would go (UIKit's `UITableViewDropProposal`).
public struct TableViewDropProposal: Sendable, Equatable {
    /// What dropping now would do.
    public var operation: DropOperation
    /// Between rows or onto one.
    public var intent: TableViewDropIntent

    /// Creates a proposal.
    public init(operation: DropOperation, intent: TableViewDropIntent = .unspecified) {
        self.operation = operation
        self.intent = intent
    }
}

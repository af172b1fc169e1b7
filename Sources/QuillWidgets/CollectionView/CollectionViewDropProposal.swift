import QuillViews

/// A collection view's answer while items are dragged over it: what dropping would do and
/// where the items would go (UIKit's `UICollectionViewDropProposal`).
public struct CollectionViewDropProposal: Sendable, Equatable {
    /// What dropping now would do.
    public var operation: DropOperation
    /// Between items or onto one.
    public var intent: CollectionViewDropIntent

    /// Creates a proposal.
    public init(operation: DropOperation, intent: CollectionViewDropIntent = .unspecified) {
        self.operation = operation
        self.intent = intent
    }
}

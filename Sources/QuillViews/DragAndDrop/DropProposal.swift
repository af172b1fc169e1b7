/// A drop target's answer while items are dragged over it (UIKit's `UIDropProposal`).
public struct DropProposal: Hashable, Sendable {
    /// What dropping now would do.
    public var operation: DropOperation

    /// Creates a proposal.
    public init(operation: DropOperation) { self.operation = operation }
}

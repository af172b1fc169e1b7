import QuillFoundation

/// A recorded sequence of drawing operations: what a view draws, kept until the view says
/// its content changed, and replayed into the rasterizer as often as needed.
public struct DisplayList: Sendable {
    /// The operations in order.
    public private(set) var commands: [DrawCommand] = []

    /// Creates an empty list.
    public init() {}

    /// Appends an operation.
    public mutating func append(_ command: DrawCommand) { commands.append(command) }

    /// Whether nothing was recorded.
    public var isEmpty: Bool { commands.isEmpty }
}

/// How a stack view places views across its axis.
public enum StackViewAlignment: Hashable, Sendable {
    /// Stretched to the stack's full breadth.
    case fill
    /// At the top (horizontal stacks) or left (vertical stacks).
    case leading
    case center
    /// At the bottom (horizontal stacks) or right (vertical stacks).
    case trailing
}

/// How a stack view places its arranged views across its axis (UIKit's `UIStackView.Alignment`).
public enum StackViewAlignment: Hashable, Sendable {
    /// Stretched to the stack's full breadth.
    case fill
    /// Against the top (horizontal stacks) or the leading edge (vertical stacks).
    case leading
    /// Horizontal stacks: the first lines of text share a baseline.
    case firstBaseline
    /// Centred across the axis.
    case center
    /// Against the bottom (horizontal stacks) or the trailing edge (vertical stacks).
    case trailing
    /// Horizontal stacks: the last lines of text share a baseline.
    case lastBaseline

    /// Against the top: the name horizontal stacks use for `leading`.
    public static var top: StackViewAlignment { .leading }
    /// Against the bottom: the name horizontal stacks use for `trailing`.
    public static var bottom: StackViewAlignment { .trailing }
}

/// The direction a stack view lines up its views.
public enum StackViewAxis: Hashable, Sendable {
    case horizontal
    case vertical
}

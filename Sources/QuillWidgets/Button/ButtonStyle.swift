/// How a button draws its background.
public enum ButtonStyle: Hashable, Sendable {
    /// Tinted text on nothing, like UIKit's system button.
    case plain
    /// A light rounded bezel with tinted text, like a desktop push button.
    case bordered
    /// A rounded bezel in the tint colour with white text, for the default action.
    case filled
}

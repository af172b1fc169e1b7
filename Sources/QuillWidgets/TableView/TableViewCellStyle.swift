/// The standard layouts of a table cell's built-in labels and image (UIKit's cell styles).
public enum TableViewCellStyle: Hashable, Sendable {
    /// An image and a text label.
    case `default`
    /// An image, a text label and a smaller grey detail label below it.
    case subtitle
    /// A text label on the left and a grey detail label on the right.
    case value1
    /// A small blue right-aligned label on the left and a text label beside it.
    case value2
}

/// A mistake in a visual format string: what is wrong and where, shown under the string.
///
///     H:|-[title]-(8-[button]|
///                  ^ column 15: expected ')' to close the predicate list
public struct VisualFormatError: Error, CustomStringConvertible, Sendable, Equatable {
    /// The format string.
    public var format: String
    /// The 1-based column of the character at fault.
    public var column: Int
    /// What is wrong.
    public var message: String

    /// The message and column, then the format string with a caret under the column at fault.
    public var description: String {
        let caret = String(repeating: " ", count: Swift.max(0, column - 1)) + "^"
        return "visual format error at column \(column): \(message)\n    \(format)\n    \(caret)"
    }
}

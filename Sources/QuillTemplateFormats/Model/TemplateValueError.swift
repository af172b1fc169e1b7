/// A value that does not fit the property it is assigned to; the loader adds the location.
public struct TemplateValueError: Error, Hashable, Sendable {
    /// What was expected, e.g. "a rectangle [x, y, width, height]".
    public var expected: String
    /// What was found.
    public var found: String

    /// Creates an error.
    public init(expected: String, found: String) {
        self.expected = expected
        self.found = found
    }
}

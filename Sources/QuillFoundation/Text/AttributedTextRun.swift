/// A stretch of an `AttributedText` that looks one way: its attributes and where it lies.
public struct AttributedTextRun: Hashable, Sendable {
    /// The run's characters, as UTF-8 byte offsets into the text's `string`.
    public var byteRange: Range<Int>
    /// How the run looks.
    public var attributes: TextAttributes

    /// Creates a run.
    public init(byteRange: Range<Int>, attributes: TextAttributes) {
        self.byteRange = byteRange
        self.attributes = attributes
    }
}

/// Text whose runs have their own font, colour, underline, strikethrough, link and paragraph
/// style (UIKit's `NSAttributedString`), for labels, button titles and text fields.
///
///     var text = AttributedText("Read the ")
///     text.append("terms", attributes: TextAttributes(link: "https://example.org/terms"))
///     text.append(" before ", attributes: .plain)
///     text.append("Friday", attributes: TextAttributes(font: .boldSystemFont(ofSize: 17), foregroundColor: .systemRed))
///     label.attributedText = text
///
/// Runs cover the string without gaps or overlaps; neighbouring runs that look the same are
/// merged, so two texts built in different steps compare equal when they look the same.
public struct AttributedText: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The characters.
    public private(set) var string: String
    /// The runs, in order, covering `string`'s UTF-8 bytes.
    public private(set) var runs: [AttributedTextRun]

    /// Text with one set of attributes (`.plain`: all follow the view).
    public init(_ string: String, attributes: TextAttributes = .plain) {
        self.string = string
        runs = string.isEmpty ? [] : [AttributedTextRun(byteRange: 0..<string.utf8.count, attributes: attributes)]
    }

    /// Plain text from a literal.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// Whether there are no characters.
    public var isEmpty: Bool { string.isEmpty }

    /// Appends characters that look a given way.
    public mutating func append(_ string: String, attributes: TextAttributes) {
        append(AttributedText(string, attributes: attributes))
    }

    /// Appends another attributed text.
    public mutating func append(_ other: AttributedText) {
        let offset = string.utf8.count
        string += other.string
        for run in other.runs {
            add(AttributedTextRun(byteRange: (run.byteRange.lowerBound + offset)..<(run.byteRange.upperBound + offset), attributes: run.attributes))
        }
    }

    /// Sets attributes on top of the existing ones for the characters in `range` (Character
    /// offsets, clamped to the text), splitting runs where needed.
    public mutating func addAttributes(_ attributes: TextAttributes, range: Range<Int>) {
        let bytes = byteRange(ofCharacters: range)
        guard !bytes.isEmpty else { return }
        var result: [AttributedTextRun] = []
        for run in runs {
            let overlap = run.byteRange.clamped(to: bytes)
            if overlap.isEmpty {
                result.append(run)
                continue
            }
            if run.byteRange.lowerBound < overlap.lowerBound {
                result.append(AttributedTextRun(byteRange: run.byteRange.lowerBound..<overlap.lowerBound, attributes: run.attributes))
            }
            result.append(AttributedTextRun(byteRange: overlap, attributes: run.attributes.merging(attributes)))
            if overlap.upperBound < run.byteRange.upperBound {
                result.append(AttributedTextRun(byteRange: overlap.upperBound..<run.byteRange.upperBound, attributes: run.attributes))
            }
        }
        runs = []
        for run in result { add(run) }
    }

    /// The attributes of each character (`Character`) of the text, in order: what an editor
    /// that keeps attributes per character (a text field, a text view) starts from.
    public var attributesPerCharacter: [TextAttributes] {
        var attributes: [TextAttributes] = []
        var byte = 0
        for character in string {
            attributes.append(self.attributes(atByte: byte))
            byte += character.utf8.count
        }
        return attributes
    }

    /// The attributes of the character at a UTF-8 byte offset (`.plain` outside the text).
    public func attributes(atByte offset: Int) -> TextAttributes {
        runIndex(atByte: offset).map { runs[$0].attributes } ?? .plain
    }

    /// The index of the run holding a UTF-8 byte offset, found by bisection.
    public func runIndex(atByte offset: Int) -> Int? {
        var low = 0, high = runs.count
        while low < high {
            let mid = (low + high) / 2
            if runs[mid].byteRange.upperBound <= offset {
                low = mid + 1
            } else {
                high = mid
            }
        }
        return low < runs.count && runs[low].byteRange.contains(offset) ? low : nil
    }

    /// Whether any run sets something.
    public var hasAttributes: Bool { runs.contains { $0.attributes != .plain } }

    /// The plain text, without attributes.
    public var description: String { string }

    /// Appends a run, merging it into the last one when they look the same.
    private mutating func add(_ run: AttributedTextRun) {
        guard !run.byteRange.isEmpty else { return }
        if let last = runs.last, last.attributes == run.attributes, last.byteRange.upperBound == run.byteRange.lowerBound {
            runs[runs.count - 1].byteRange = last.byteRange.lowerBound..<run.byteRange.upperBound
        } else {
            runs.append(run)
        }
    }

    /// The UTF-8 bytes of a range of characters, clamped to the text.
    private func byteRange(ofCharacters range: Range<Int>) -> Range<Int> {
        let lower = Swift.max(0, range.lowerBound), upper = Swift.max(lower, range.upperBound)
        var start: Int?
        var byte = 0, index = 0
        for character in string {
            if index == lower { start = byte }
            if index == upper { return (start ?? byte)..<byte }
            byte += character.utf8.count
            index += 1
        }
        return (start ?? byte)..<byte
    }
}

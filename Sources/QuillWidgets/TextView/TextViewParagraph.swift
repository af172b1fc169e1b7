import QuillFoundation
import QuillGraphics

/// One paragraph of a text view: its characters (without the line break that ends it), their
/// attributes when the text is attributed, and its layout at the text view's width once it has
/// been on screen.
struct TextViewParagraph {
    /// The characters, in logical order.
    var characters: [Character]
    /// Each character's attributes, or `nil` for plain text in the view's font and colour.
    var attributes: [TextAttributes]?
    /// The layout at the text view's current width, or `nil` until the paragraph is shown
    /// (its `height` is then an estimate).
    var layout: TextLayout?
    /// The index of the first character of each line of `layout`.
    var lineStarts: [Int] = []
    /// The paragraph's height: measured once laid out, estimated before.
    var height: Double

    /// The paragraph's text.
    var string: String { String(characters) }

    /// The paragraph as attributed text (plain runs where it has no attributes).
    var attributedText: AttributedText {
        guard let attributes else { return AttributedText(string) }
        var result = AttributedText("")
        var i = 0
        while i < characters.count {
            var j = i + 1
            while j < characters.count, attributes[j] == attributes[i] { j += 1 }
            result.append(String(characters[i..<j]), attributes: attributes[i])
            i = j
        }
        return result
    }

    /// Lays the paragraph out `width` points wide and records where its lines start.
    mutating func lay(out style: TextStyle, width: Double, library: FontLibrary) {
        // An empty paragraph is one line as tall as the font's.
        let shown = characters.isEmpty ? AttributedText(" ", attributes: attributes?.first ?? .plain) : attributedText
        guard let made = try? (attributes == nil
            ? TextLayout(text: shown.string, style: style, maxWidth: width, library: library)
            : TextLayout(attributedText: shown, style: style, maxWidth: width, library: library))
        else { return }
        layout = made
        height = made.size.height
        lineStarts = []
        var byte = 0, index = 0
        for line in made.lines {
            while byte < line.byteRange.lowerBound, index < characters.count {
                byte += characters[index].utf8.count
                index += 1
            }
            lineStarts.append(characters.isEmpty ? 0 : index)
        }
        if lineStarts.isEmpty { lineStarts = [0] }
    }

    /// The line that shows the caret before character `column` (a caret at a wrap goes to the
    /// start of the next line).
    func line(containing column: Int) -> Int {
        var line = 0
        while line + 1 < lineStarts.count, lineStarts[line + 1] <= column { line += 1 }
        return line
    }

    /// The caret geometry of line `index` of the layout.
    func caretGeometry(ofLine index: Int) -> CaretGeometry? {
        guard let layout, layout.lines.indices.contains(index), !characters.isEmpty else { return nil }
        let start = lineStarts[index], end = index + 1 < lineStarts.count ? lineStarts[index + 1] : characters.count
        let byteOffset = characters[..<start].reduce(0) { $0 + $1.utf8.count }
        return CaretGeometry(line: layout.lines[index], text: String(characters[start..<end]), byteOffset: byteOffset)
    }
}

/// Where carets and selections go in one laid-out line, through text of mixed directions.
///
/// Characters are in logical order (the order typed); their boxes are wherever bidi
/// reordering drew them. A caret between two characters stands where a character of the
/// paragraph's direction typed there would appear (the "strong" caret of GTK and Qt); a
/// selection of consecutive characters can cover several separate spans on screen.
public struct CaretGeometry: Sendable {
    /// The box of each character, in logical order.
    public let boxes: [CharacterBox]
    /// Whether the paragraph runs right to left.
    public let isRightToLeft: Bool
    /// The line's advance width, trailing spaces included.
    public let width: Double

    /// Measures a line laid out from `text` (whose first byte is at `byteOffset` in the
    /// layout's source text). Characters of a ligature share its glyph's width equally.
    public init(line: TextLine, text: some StringProtocol, byteOffset: Int = 0) {
        isRightToLeft = line.isRightToLeft
        width = line.advanceWidth
        // The extent of every cluster, keyed by its first byte.
        var clusterBoxes: [Int: CharacterBox] = [:]
        var pen = 0.0
        for index in line.glyphs.indices {
            let advance = index < line.advances.count ? line.advances[index] : 0
            let cluster = line.clusters[index]
            if cluster >= 0 {
                let rtl = index < line.levels.count && line.levels[index] % 2 == 1
                if var box = clusterBoxes[cluster] {
                    box.minX = Swift.min(box.minX, pen)
                    box.maxX = Swift.max(box.maxX, pen + advance)
                    clusterBoxes[cluster] = box
                } else {
                    clusterBoxes[cluster] = CharacterBox(minX: pen, maxX: pen + advance, isRightToLeft: rtl)
                }
            }
            pen += advance
        }
        let starts = clusterBoxes.keys.sorted()
        // Each character joins the cluster that starts at or before its first byte.
        var owner: [Int] = []
        var byte = byteOffset
        var cursor = 0
        for character in text {
            while cursor + 1 < starts.count, starts[cursor + 1] <= byte { cursor += 1 }
            owner.append(starts.isEmpty || starts[cursor] > byte ? -1 : starts[cursor])
            byte += character.utf8.count
        }
        var boxes: [CharacterBox] = []
        boxes.reserveCapacity(owner.count)
        var i = 0
        while i < owner.count {
            var j = i + 1
            while j < owner.count, owner[j] == owner[i], owner[i] >= 0 { j += 1 }
            let box = owner[i] >= 0 ? clusterBoxes[owner[i]]! : CharacterBox(minX: 0, maxX: 0, isRightToLeft: line.isRightToLeft)
            let share = (box.maxX - box.minX) / Double(j - i)
            for k in 0..<(j - i) {
                let from = Double(k) * share, to = Double(k + 1) * share
                boxes.append(
                    box.isRightToLeft
                        ? CharacterBox(minX: box.maxX - to, maxX: box.maxX - from, isRightToLeft: true)
                        : CharacterBox(minX: box.minX + from, maxX: box.minX + to, isRightToLeft: false))
            }
            i = j
        }
        self.boxes = boxes
    }

    /// The x of the caret before the character at `offset` (0…count): where a character of the
    /// paragraph's direction typed there would appear.
    public func caretX(at offset: Int) -> Double {
        let count = boxes.count
        guard count > 0 else { return 0 }
        if offset <= 0 { return isRightToLeft ? width : 0 }
        if offset >= count { return isRightToLeft ? 0 : width }
        let before = boxes[offset - 1], after = boxes[offset]
        if before.isRightToLeft == isRightToLeft { return before.trailingX }
        return after.leadingX
    }

    /// The caret offset (0…count) nearest a point at `x` on the line.
    public func offset(nearestX x: Double) -> Int {
        guard !boxes.isEmpty else { return 0 }
        if let index = boxes.indices.first(where: { boxes[$0].minX <= x && x < boxes[$0].maxX }) {
            let box = boxes[index]
            let inLeftHalf = x < (box.minX + box.maxX) / 2
            return inLeftHalf != box.isRightToLeft ? index : index + 1
        }
        let leftmost = boxes.indices.min { boxes[$0].minX < boxes[$1].minX }!
        let rightmost = boxes.indices.max { boxes[$0].maxX < boxes[$1].maxX }!
        if x < boxes[leftmost].minX { return boxes[leftmost].isRightToLeft ? leftmost + 1 : leftmost }
        return boxes[rightmost].isRightToLeft ? rightmost : rightmost + 1
    }

    /// The horizontal spans, left to right, that show the characters in `range`: one for text
    /// of one direction, several where the range crosses a change of direction.
    public func selectionSpans(for range: Range<Int>) -> [ClosedRange<Double>] {
        let clamped = Swift.max(0, range.lowerBound)..<Swift.min(boxes.count, Swift.max(range.upperBound, range.lowerBound))
        guard !clamped.isEmpty else { return [] }
        var spans: [ClosedRange<Double>] = []
        for box in boxes[clamped].sorted(by: { $0.minX < $1.minX }) where box.maxX > box.minX {
            if let last = spans.last, box.minX <= last.upperBound + 0.01 {
                spans[spans.count - 1] = last.lowerBound...Swift.max(last.upperBound, box.maxX)
            } else {
                spans.append(box.minX...box.maxX)
            }
        }
        return spans
    }
}

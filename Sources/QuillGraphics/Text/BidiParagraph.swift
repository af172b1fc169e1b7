internal import CFriBidi

/// The embedding levels of a paragraph's characters under the Unicode bidirectional algorithm
/// (FriBidi): even levels run left to right, odd ones right to left. Text with no
/// right-to-left characters and no direction controls skips the algorithm.
struct BidiParagraph {
    /// One level per grapheme cluster (`Character`) of the paragraph, in order.
    let levels: [UInt8]
    /// Whether the paragraph's base direction is right to left (its first strong character is
    /// Arabic, Hebrew…), which `.natural` alignment follows.
    let isRightToLeft: Bool

    /// Resolves a paragraph's levels. Its base direction is that of its first strong
    /// character; with none, right to left when `prefersRightToLeft` (a right-to-left
    /// interface), else left to right.
    init(_ paragraph: ParagraphText, prefersRightToLeft: Bool = false) {
        let characterCount = paragraph.clusterCount
        guard prefersRightToLeft || (!paragraph.isASCII && paragraph.scalars.contains(where: BidiParagraph.mayChangeDirection)) else {
            levels = [UInt8](repeating: 0, count: characterCount)
            isRightToLeft = false
            return
        }
        let scalars = paragraph.scalars.map(\.value)
        var scalarLevels = [UInt8](repeating: 0, count: scalars.count)
        let direction = scalars.withUnsafeBufferPointer { text in
            scalarLevels.withUnsafeMutableBufferPointer { out in
                quill_bidi_levels(text.baseAddress, Int32(text.count), prefersRightToLeft ? 3 : 0, out.baseAddress)
            }
        }
        guard direction >= 0 else {
            levels = [UInt8](repeating: 0, count: characterCount)
            isRightToLeft = false
            return
        }
        // A cluster takes its first scalar's level.
        levels = paragraph.clusterStarts.dropLast().map { scalarLevels[$0] }
        isRightToLeft = direction == 1
    }

    /// Whether a code point is right to left or a direction control (otherwise the paragraph
    /// is all left to right).
    private static func mayChangeDirection(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF: true
        case 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0x061C: true
        default: false
        }
    }

    /// The visual order of items at `levels` (rule L2 of UAX #9): from the highest level down
    /// to the lowest odd one, every run at that level or higher is reversed.
    static func visualOrder(_ levels: [UInt8]) -> [Int] {
        var order = Array(levels.indices)
        guard let highest = levels.max(), highest > 0 else { return order }
        let lowestOdd = (levels.filter { $0 % 2 == 1 }.min()) ?? highest
        var level = highest
        while level >= lowestOdd, level > 0 {
            var i = 0
            while i < order.count {
                guard levels[order[i]] >= level else {
                    i += 1
                    continue
                }
                var end = i
                while end < order.count, levels[order[end]] >= level { end += 1 }
                order[i..<end].reverse()
                i = end
            }
            level -= 1
        }
        return order
    }
}

internal import CICU

/// Where a line may end besides after spaces: the parts of the Unicode line breaking algorithm
/// (UAX #14) that matter most for interface text, written here because the library Debian
/// ships for it (libunibreak 1.1) aborts the process on some input.
///
/// - after a hyphen or dash between letters (`well-|known`, not `-|5` or `1-|2`);
/// - after a slash followed by a letter (URLs and paths: `example.com/|path`);
/// - before and after ideographs, kana and Hangul (CJK text has no spaces), except before
///   closing punctuation and small kana (`、` `。` `）` `」` `ー`…) and after opening
///   punctuation (`（` `「`…), as Japanese and Chinese line breaking (kinsoku) requires.
/// - between the words of Thai, Lao, Khmer and Myanmar text, which has no spaces between
///   words: ICU's line break iterator finds them with its dictionaries.
enum LineBreakOpportunities {
    /// For each UTF-8 byte offset of `text`, whether a line may break just before it.
    static func breaksBefore(_ text: Substring) -> Set<Int> {
        let breaks = breaksBefore(ParagraphText(text))
        return Set(breaks.indices.filter { breaks[$0] })
    }

    /// Whether a line may break just before each UTF-8 byte of a paragraph; empty when it may
    /// break nowhere but at spaces.
    static func breaksBefore(_ text: ParagraphText) -> [Bool] {
        // Plain ASCII without dashes or slashes breaks at spaces only.
        if text.isASCII, !text.utf8.contains(where: { $0 == 0x2D || $0 == 0x2F }) { return [] }
        let scalars = text.scalars, offsets = text.offsets
        guard scalars.count > 1 else { return [] }
        var result = [Bool](repeating: false, count: text.utf8.count)
        var any = false
        for i in 1..<scalars.count {
            let before = scalars[i - 1], after = scalars[i]
            if allowsBreak(between: before, and: after, beforeThat: i >= 2 ? scalars[i - 2] : nil) {
                result[offsets[i]] = true
                any = true
            }
        }
        if !text.isASCII, scalars.contains(where: needsDictionary) {
            for offset in dictionaryBreaks(scalars: scalars, offsets: offsets) {
                result[offset] = true
                any = true
            }
        }
        return any ? result : []
    }

    /// Scripts written without spaces between words (UAX #14 class SA): Thai, Lao, Myanmar,
    /// Khmer, Tai Tham, Tai Viet.
    static func needsDictionary(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0E00...0x0EFF, 0x1000...0x109F, 0x1780...0x17FF, 0x19E0...0x19FF, 0x1A20...0x1AAF, 0xA9E0...0xA9FF, 0xAA60...0xAADF: true
        default: false
        }
    }

    /// ICU's breaks that fall between two characters of those scripts, as UTF-8 offsets.
    private static func dictionaryBreaks(scalars: [Unicode.Scalar], offsets: [Int]) -> [Int] {
        var utf16: [UInt16] = []
        utf16.reserveCapacity(scalars.count)
        // The scalar starting at each UTF-16 offset, to find the scalars either side of a boundary.
        var scalarAtUTF16: [Int] = []
        scalarAtUTF16.reserveCapacity(scalars.count + 1)
        for (index, scalar) in scalars.enumerated() {
            for (position, unit) in scalar.utf16.enumerated() {
                scalarAtUTF16.append(position == 0 ? index : -1)
                utf16.append(unit)
            }
        }
        scalarAtUTF16.append(-1)
        guard utf16.count < Int(Int32.max / 2) else { return [] }
        var boundaries = [Int32](repeating: 0, count: utf16.count + 1)
        let count = utf16.withUnsafeBufferPointer { source in
            boundaries.withUnsafeMutableBufferPointer { out in
                quill_icu_line_breaks(source.baseAddress, Int32(source.count), out.baseAddress, Int32(out.count))
            }
        }
        guard count > 0 else { return [] }
        var result: [Int] = []
        for boundary in boundaries.prefix(Int(min(count, Int32(boundaries.count)))) {
            guard boundary >= 0, Int(boundary) < scalarAtUTF16.count else { continue }
            let index = scalarAtUTF16[Int(boundary)]
            guard index > 0 else { continue }
            let before = scalars[index - 1], after = scalars[index]
            // Only inside those scripts: elsewhere Quill's own rules stand.
            guard needsDictionary(before), needsDictionary(after), !after.properties.isGraphemeExtend else { continue }
            result.append(offsets[index])
        }
        return result
    }

    static func allowsBreak(between before: Unicode.Scalar, and after: Unicode.Scalar, beforeThat: Unicode.Scalar?) -> Bool {
        // Below the first ideographs (U+2E80) a line breaks only after a dash or a slash: most
        // pairs are settled by three comparisons.
        if before.value < 0x2E80, after.value < 0x2E80, !isDash(before), before != "/" { return false }
        return allowsBreakByRules(between: before, and: after, beforeThat: beforeThat)
    }

    /// The rules themselves, every pair looked at (`allowsBreak` settles most pairs before).
    static func allowsBreakByRules(between before: Unicode.Scalar, and after: Unicode.Scalar, beforeThat: Unicode.Scalar?) -> Bool {
        if isClosing(after) || isOpening(before) { return false }
        if isIdeographic(before) || isIdeographic(after) {
            // Not between an ideograph and a combining mark or a joiner.
            return !after.properties.isGraphemeExtend && after.value != 0x200D
        }
        if isDash(before), let beforeThat, beforeThat.properties.isAlphabetic, after.properties.isAlphabetic { return true }
        if before == "/", after.properties.isAlphabetic, let beforeThat, beforeThat != "/", beforeThat != " " { return true }
        return false
    }

    private static func isDash(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x2D, 0x2010, 0x2012, 0x2013, 0x2014: true
        default: false
        }
    }

    /// Ideographs, kana, Hangul syllables and full-width forms.
    static func isIdeographic(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x2E80...0x2FFF, 0x3005...0x3007, 0x3021...0x3029, 0x3040...0x30FF, 0x3100...0x31FF, 0x3400...0x4DBF,
            0x4E00...0x9FFF, 0xA000...0xA4CF, 0xAC00...0xD7AF, 0xF900...0xFAFF, 0xFF01...0xFF60, 0x20000...0x3FFFD:
            true
        default: false
        }
    }

    /// Closing punctuation, full stops, commas and small kana: no line starts with them.
    private static func isClosing(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x21, 0x29, 0x2C, 0x2E, 0x3A, 0x3B, 0x3F, 0x5D, 0x7D, 0x3001, 0x3002, 0x3009, 0x300B, 0x300D, 0x300F, 0x3011, 0x3015,
            0x3017, 0x3019, 0x301B, 0x30FC, 0xFF01, 0xFF09, 0xFF0C, 0xFF0E, 0xFF1A, 0xFF1B, 0xFF1F, 0xFF3D, 0xFF5D,
            0x3041, 0x3043, 0x3045, 0x3047, 0x3049, 0x3063, 0x3083, 0x3085, 0x3087, 0x308E, 0x30A1, 0x30A3, 0x30A5, 0x30A7,
            0x30A9, 0x30C3, 0x30E3, 0x30E5, 0x30E7, 0x30EE, 0x30F5, 0x30F6:
            true
        default: false
        }
    }

    /// Opening punctuation: no line ends with it.
    private static func isOpening(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x28, 0x5B, 0x7B, 0x3008, 0x300A, 0x300C, 0x300E, 0x3010, 0x3014, 0x3016, 0x3018, 0x301A, 0xFF08, 0xFF3B, 0xFF5B: true
        default: false
        }
    }
}

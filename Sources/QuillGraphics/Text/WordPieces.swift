internal import CHarfBuzz

/// How a run of one face and one direction is cut into words for shaping word by word
/// (`ShapedWordCache`), and what such a word's shaping depends on.
///
/// HarfBuzz applies a face's lookups in the order of the text when the run goes the script's
/// own way (`processesInOrder`), and kerning then ties a glyph only to the one after it
/// (`SpaceIndependence`). So a run is cut before each stretch of spaces: a word carries the
/// spaces before it and is shaped with the space after it as its neighbour. A space never
/// continues a cluster, so every cut is where HarfBuzz starts one.
enum WordPieces {
    /// The words of `range` in logical order: consecutive ranges that cover it, each but the
    /// first starting with the spaces before its word.
    static func split(_ utf8: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> [Range<Int>] {
        var pieces: [Range<Int>] = []
        forEachPiece(utf8, range) { pieces.append($1) }
        return pieces
    }

    /// Calls `body` with the index and range of each word `split` cuts `range` into, in order,
    /// without gathering them.
    @inline(__always)
    static func forEachPiece(_ utf8: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, _ body: (Int, Range<Int>) -> Void) {
        var start = range.lowerBound
        var index = range.lowerBound + 1
        var count = 0
        while index < range.upperBound {
            if utf8[index] == 0x20 && utf8[index - 1] != 0x20 {
                body(count, start..<index)
                count += 1
                start = index
            }
            index += 1
        }
        body(count, start..<range.upperBound)
    }

    /// How many words `split` cuts `range` into.
    static func count(_ utf8: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int {
        var count = 1
        var index = range.lowerBound + 1
        while index < range.upperBound {
            if utf8[index] == 0x20 && utf8[index - 1] != 0x20 { count += 1 }
            index += 1
        }
        return count
    }

    /// Whether HarfBuzz shapes a run of `script` going right to left (or not) in the order of
    /// its text: the script's own direction is the run's (HarfBuzz turns a run going against its
    /// script round before shaping it, and text of no script counts as left to right).
    static func processesInOrder(_ script: hb_script_t, rightToLeft: Bool) -> Bool {
        hb_script_get_horizontal_direction(script) == (rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
    }

    /// The script HarfBuzz guesses for `range` (`hb_buffer_guess_segment_properties`): that of
    /// its first character of a script other than Common, Inherited or Unknown; invalid when
    /// there is none.
    static func script(of utf8: UnsafeBufferPointer<UInt8>, in range: Range<Int>) -> hb_script_t {
        let functions = hb_unicode_funcs_get_default()
        var index = range.lowerBound
        while index < range.upperBound {
            let lead = utf8[index]
            if lead < 0x80 {
                if (lead | 0x20) >= 0x61 && (lead | 0x20) <= 0x7A { return HB_SCRIPT_LATIN }
                index += 1
                continue
            }
            let end = min(index + UTF8Sequence.length(lead: lead), range.upperBound)
            if let value = UTF8Sequence.value(utf8, from: index, to: end) {
                let script = hb_unicode_script(functions, value)
                if script != HB_SCRIPT_COMMON && script != HB_SCRIPT_INHERITED && script != HB_SCRIPT_UNKNOWN { return script }
            }
            index = end
        }
        return HB_SCRIPT_INVALID
    }

    /// Whether HarfBuzz shapes `script` without reading the text around the shaped range (its
    /// context, which only joining scripts, such as Arabic, consult).
    static func ignoresContext(_ script: hb_script_t) -> Bool { contextFreeScripts.contains(script) }

    private static let contextFreeScripts: [hb_script_t] = [
        HB_SCRIPT_INVALID, HB_SCRIPT_COMMON, HB_SCRIPT_INHERITED, HB_SCRIPT_UNKNOWN, HB_SCRIPT_LATIN, HB_SCRIPT_GREEK,
        HB_SCRIPT_CYRILLIC, HB_SCRIPT_ARMENIAN, HB_SCRIPT_GEORGIAN, HB_SCRIPT_HEBREW, HB_SCRIPT_HAN, HB_SCRIPT_HIRAGANA,
        HB_SCRIPT_KATAKANA, HB_SCRIPT_HANGUL, HB_SCRIPT_THAI, HB_SCRIPT_LAO, HB_SCRIPT_BOPOMOFO,
    ]
}

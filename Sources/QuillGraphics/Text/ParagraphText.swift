/// One paragraph of text decoded once, for every stage of layout to read: its UTF-8 bytes (what
/// HarfBuzz shapes and clusters count in), its Unicode scalars with their byte offsets (what
/// FriBidi, font fallback, spaces and line breaks look at), and where its grapheme clusters
/// (`Character`s) start (what a run of one font never splits).
///
/// Each stage used to walk the `Substring` again, by `Character` or by scalar, and a walk by
/// `Character` costs about a hundred nanoseconds a character: four such walks were most of what
/// shaping cost beyond HarfBuzz's own work.
struct ParagraphText {
    /// The paragraph's UTF-8 bytes.
    let utf8: [UInt8]
    /// Its Unicode scalars, in order.
    let scalars: [Unicode.Scalar]
    /// The UTF-8 offset of each scalar, then the byte count (one more entry than `scalars`).
    let offsets: [Int]
    /// The index in `scalars` of each grapheme cluster's first scalar, then the scalar count
    /// (one more entry than there are clusters).
    let clusterStarts: [Int]
    /// Whether every byte is ASCII.
    let isASCII: Bool

    /// Decodes a paragraph.
    init(_ text: Substring) {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        bytes.append(contentsOf: text.utf8)
        self.init(utf8: bytes)
    }

    /// Decodes a paragraph's bytes (valid UTF-8, as a `String`'s are).
    init(utf8 bytes: [UInt8]) {
        utf8 = bytes
        var scalars: [Unicode.Scalar] = []
        var offsets: [Int] = []
        scalars.reserveCapacity(bytes.count)
        offsets.reserveCapacity(bytes.count + 1)
        var ascii = true
        bytes.withUnsafeBufferPointer { utf8 in
            var index = 0
            while index < utf8.count {
                offsets.append(index)
                let lead = utf8[index]
                guard lead >= 0x80 else {
                    scalars.append(Unicode.Scalar(lead))
                    index += 1
                    continue
                }
                ascii = false
                let end = Swift.min(index + UTF8Sequence.length(lead: lead), utf8.count)
                // A String's bytes are valid UTF-8: every sequence is a scalar.
                scalars.append(UTF8Sequence.value(utf8, from: index, to: end).flatMap(Unicode.Scalar.init) ?? "\u{FFFD}")
                index = end
            }
        }
        offsets.append(bytes.count)
        isASCII = ascii
        clusterStarts = ParagraphText.clusterStarts(of: scalars, isASCII: ascii)
        self.scalars = scalars
        self.offsets = offsets
    }

    /// The number of grapheme clusters.
    var clusterCount: Int { clusterStarts.count - 1 }

    /// Where the clusters start: at every scalar in ASCII text but a line feed after a carriage
    /// return; otherwise as Swift's `Character`s divide the text (the Unicode grapheme cluster
    /// rules, through the standard library's own recognizer, which `String` uses).
    private static func clusterStarts(of scalars: [Unicode.Scalar], isASCII: Bool) -> [Int] {
        var starts: [Int] = []
        starts.reserveCapacity(scalars.count + 1)
        if isASCII {
            for index in scalars.indices where index == 0 || !(scalars[index] == "\n" && scalars[index - 1] == "\r") {
                starts.append(index)
            }
        } else {
            var recognizer = Unicode._CharacterRecognizer()
            // Whether the recognizer has been shown every scalar before `index`.
            var recognizerIsCurrent = true
            var previousIsPlain = false
            for (index, scalar) in scalars.enumerated() {
                let plain = isPlain(scalar)
                if index > 0, plain, previousIsPlain {
                    // Two plain scalars: a break, whatever came before them.
                    starts.append(index)
                    recognizerIsCurrent = false
                } else {
                    if !recognizerIsCurrent {
                        // The scalar before this one is plain: the rules' state starts afresh at it.
                        recognizer = Unicode._CharacterRecognizer()
                        _ = recognizer.hasBreak(before: scalars[index - 1])
                        recognizerIsCurrent = true
                    }
                    if recognizer.hasBreak(before: scalar) || index == 0 { starts.append(index) }
                }
                previousIsPlain = plain
            }
        }
        starts.append(scalars.count)
        return starts
    }

    /// Whether a scalar is plain to the grapheme cluster rules: its Grapheme_Cluster_Break is
    /// Other, it is not Extended_Pictographic and its Indic_Conjunct_Break is None. Text breaks
    /// between two plain scalars whatever precedes them (no rule reaches across one), so only
    /// the scalars around the others go through the standard library's recognizer, which costs
    /// a table lookup a scalar. The ranges are the letters, digits and punctuation of common
    /// scripts; anything outside them takes the recognizer's way.
    static func isPlain(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20...0x7E, 0xA0...0xA8, 0xAA...0xAC, 0xAF...0x2FF, 0x370...0x482, 0x48A...0x52F, 0x5D0...0x5EA, 0x5F0...0x5F4,
            0x620...0x64A, 0x660...0x669, 0x671...0x6D3, 0x2010...0x2027, 0x2030...0x203B, 0x20A0...0x20C0, 0x3041...0x3096,
            0x30A1...0x30FA, 0x3400...0x4DBF, 0x4E00...0x9FFF:
            true
        default: false
        }
    }

    /// Whether a scalar is white space (Unicode's White_Space property, the 25 code points it
    /// has held since Unicode 6.3): `Unicode.Scalar.Properties.isWhitespace` without the table
    /// lookup, which cost more than shaping the scalar.
    static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09...0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000: true
        default: false
        }
    }
}

import QuillFoundation

/// Splits a paragraph into runs that one face each can draw, and shapes them: characters the
/// font's own face has stay in it; each other character goes to the first face that has it
/// (faces already used first, then `FontLibrary.fallbackFace`), whole grapheme clusters at a
/// time so an emoji sequence or a letter with its marks is never split between fonts.
struct FontRuns {
    let font: Font
    let library: FontLibrary
    /// The faces used so far: the font's own first.
    private(set) var faces: [FontFace]
    /// Points per font unit of each face.
    private(set) var scales: [Double]

    init(primary: FontFace, font: Font, library: FontLibrary) {
        self.font = font
        self.library = library
        faces = [primary]
        scales = [font.size / Double(primary.unitsPerEm)]
    }

    /// The paragraph's glyphs in logical order, each marked with its face and bidi level;
    /// clusters are UTF-8 offsets from the paragraph's start. Runs split where the face or the
    /// level changes; right-to-left runs are shaped right to left (Arabic joins) and put back
    /// in logical order for line breaking (`LineBuilder` orders each line visually).
    mutating func shape(_ paragraph: Substring, bidi: BidiParagraph) -> [ShapedGlyph] {
        let primary = faces[0]
        let allLeftToRight = !bidi.levels.contains { $0 != 0 }
        if allLeftToRight, primary.coversASCII, paragraph.utf8.allSatisfy({ $0 < 0x80 }) {
            return primary.shape(paragraph, rightToLeft: false)
        }
        var runs: [(range: Range<Int>, face: UInt8, level: UInt8)] = []
        var offset = 0
        for (index, character) in paragraph.enumerated() {
            let length = character.utf8.count
            let face = faceIndex(for: character)
            let level = index < bidi.levels.count ? bidi.levels[index] : 0
            if let last = runs.last, last.face == face, last.level == level {
                runs[runs.count - 1].range = last.range.lowerBound..<(offset + length)
            } else {
                runs.append((offset..<(offset + length), face, level))
            }
            offset += length
        }
        if runs.count <= 1, runs.first?.face ?? 0 == 0, runs.first?.level ?? 0 == 0 { return primary.shape(paragraph, rightToLeft: false) }
        var glyphs: [ShapedGlyph] = []
        let utf8 = Array(paragraph.utf8)
        for run in runs {
            let rightToLeft = run.level % 2 == 1
            var shaped = faces[Int(run.face)].shape(utf8: utf8, range: run.range, rightToLeft: rightToLeft)
            if rightToLeft { shaped.reverse() }
            for i in shaped.indices {
                shaped[i].face = run.face
                shaped[i].level = run.level
            }
            glyphs += shaped
        }
        return glyphs
    }

    /// Scalars that need a glyph of their own (joiners, variation selectors and tags do not).
    private static func needsGlyph(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x200C, 0x200D, 0xFE00...0xFE0F, 0xE0020...0xE007F, 0xE0100...0xE01EF: false
        default: scalar.properties.generalCategory != .control && scalar.properties.generalCategory != .format
        }
    }

    /// The face chosen for single-scalar characters seen before in this layout.
    private var faceByScalar: [UInt32: UInt8] = [:]

    private mutating func faceIndex(for character: Character) -> UInt8 {
        let all = character.unicodeScalars
        if all.count == 1, let only = all.first {
            if only.value < 0x80, faces[0].coversASCII { return 0 }
            if let known = faceByScalar[only.value] { return known }
            let index = findFace(for: character)
            faceByScalar[only.value] = index
            return index
        }
        return findFace(for: character)
    }

    private mutating func findFace(for character: Character) -> UInt8 {
        let scalars = character.unicodeScalars.filter(FontRuns.needsGlyph)
        if scalars.allSatisfy(faces[0].covers) { return 0 }
        for index in faces.indices.dropFirst() where scalars.allSatisfy(faces[index].covers) { return UInt8(index) }
        guard let missing = scalars.first(where: { !faces[0].covers($0) }) else { return 0 }
        guard let face = library.fallbackFace(for: missing, font: font, primary: faces[0]) else {
            library.noteMissing(character)
            return 0
        }
        if let known = faces.firstIndex(where: { $0 === face }) { return UInt8(known) }
        guard faces.count < Int(UInt8.max) else { return 0 }
        faces.append(face)
        scales.append(font.size / Double(face.unitsPerEm))
        return UInt8(faces.count - 1)
    }
}

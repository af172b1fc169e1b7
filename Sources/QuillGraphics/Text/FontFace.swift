internal import CFreeType
internal import CHarfBuzz
import Foundation
import QuillFoundation

/// One font file opened for shaping (HarfBuzz) and rasterizing (FreeType), with a cache of
/// rendered glyphs. Safe to use from any thread: a lock guards FreeType and the cache.
public final class FontFace: @unchecked Sendable, CustomStringConvertible {
    /// The file the face was loaded from.
    public let path: String
    /// Font design units per em.
    public let unitsPerEm: Int32
    private let ascenderUnits: Int32
    private let descenderUnits: Int32
    private let lineGapUnits: Int32
    /// Where underlines and strikethroughs go, in font units (OpenType `post` and `OS/2`):
    /// offsets up from the baseline, and thicknesses.
    private let underlineOffsetUnits: Int32, underlineSizeUnits: Int32
    private let strikeoutOffsetUnits: Int32, strikeoutSizeUnits: Int32
    /// The font's bounding box (its `head` table: every glyph's outline lies inside it) above
    /// and below the baseline, in ems; `nil` for a colour font or a file that gives no box.
    private let inkExtentInEm: (above: Double, below: Double)?
    /// Line metrics in ems that replace the file's (a stand-in font taking another's height).
    private let lineMetricsInEm: FontMetrics?

    /// The font file's bytes, which FreeType and HarfBuzz read by address.
    private let fontFile: FileBytes
    private var library: FT_Library?
    private var face: FT_Face?
    private let hbFont: OpaquePointer
    private let lock = NSLock()
    private var glyphCache: [GlyphKey: GlyphBitmap] = [:]
    private var outlineCache: [UInt32: Path] = [:]
    private var currentPixelSize64: Int32 = 0
    /// Words shaped before, for runs shaped word by word (guarded by `lock`).
    private var wordCache = ShapedWordCache()
    /// Whether each script (HarfBuzz's) may be shaped word by word in this face
    /// (`SpaceIndependence`), found on first use (guarded by `lock`).
    private var spaceIndependence: [(script: UInt32, holds: Bool)] = []

    /// Whether the face has a glyph for every printable ASCII character (text that is all ASCII
    /// then needs no fallback).
    public let coversASCII: Bool

    /// The number of glyphs rasterized so far (cache misses), for tests and benchmarks.
    public private(set) var glyphsRendered = 0

    /// Opens a font file.
    /// - Parameters:
    ///   - path: The TrueType or OpenType file.
    ///   - lineMetricsInEm: Ascender, descender and line gap in ems to use instead of the
    ///     file's, for a face that stands in for another font and must take its line height.
    /// - Throws: `QuillError` naming the file when it cannot be read or is not a font.
    public init(contentsOfFile path: String, lineMetricsInEm: FontMetrics? = nil) throws {
        self.lineMetricsInEm = lineMetricsInEm
        // FreeType and HarfBuzz read the file's bytes by address for the face's whole life.
        let loaded = OpenRegularFile.open(atPath: path, limit: ImageLimits.maximumFontFileSize).flatMap { FileBytes.load($0) }
        guard case .success(let file) = loaded, !file.bytes.isEmpty, let start = file.bytes.baseAddress else {
            throw QuillError(
                "cannot read font file '\(path)' (it must be a non-empty regular file of at most \(ImageLimits.maximumFontFileSize >> 20) MiB)",
                hint: "a font registered with FontLibrary.register must be a readable file; Quill's own fonts come from its assets folder (QUILL_ASSETS overrides it)")
        }
        self.path = path
        fontFile = file
        var lib: FT_Library?
        guard FT_Init_FreeType(&lib) == 0, let lib else {
            throw QuillError("FreeType could not start while opening '\(path)'")
        }
        var ftFace: FT_Face?
        let error = FT_New_Memory_Face(
            lib, start.assumingMemoryBound(to: UInt8.self), FT_Long(file.bytes.count), 0, &ftFace)
        guard error == 0, let ftFace else {
            FT_Done_FreeType(lib)
            throw QuillError("'\(path)' is not a font FreeType can read (error \(error))", hint: "use a TrueType or OpenType file")
        }
        library = lib
        face = ftFace
        inkExtentInEm = FontFace.inkExtent(of: ftFace)
        let blob = hb_blob_create(
            start.assumingMemoryBound(to: CChar.self), UInt32(file.bytes.count),
            HB_MEMORY_MODE_READONLY, nil, nil)
        let hbFace = hb_face_create(blob, 0)
        hb_blob_destroy(blob)
        let upem = Int32(hb_face_get_upem(hbFace))
        unitsPerEm = upem > 0 ? upem : 2048
        let font = hb_font_create(hbFace)!
        hbFont = font
        hb_face_destroy(hbFace)
        hb_font_set_scale(font, unitsPerEm, unitsPerEm)
        coversASCII = (0x20...0x7E).allSatisfy { (code: UInt32) -> Bool in
            var glyph: hb_codepoint_t = 0
            return hb_font_get_nominal_glyph(font, code, &glyph) != 0
        }
        var extents = hb_font_extents_t()
        hb_font_get_h_extents(hbFont, &extents)
        ascenderUnits = extents.ascender
        descenderUnits = -extents.descender
        lineGapUnits = extents.line_gap
        func position(_ tag: hb_ot_metrics_tag_t, fallback: Int32) -> Int32 {
            var value: hb_position_t = 0
            return hb_ot_metrics_get_position(font, tag, &value) != 0 ? value : fallback
        }
        let em = unitsPerEm
        underlineOffsetUnits = position(HB_OT_METRICS_TAG_UNDERLINE_OFFSET, fallback: -em / 10)
        underlineSizeUnits = max(1, position(HB_OT_METRICS_TAG_UNDERLINE_SIZE, fallback: em / 20))
        strikeoutOffsetUnits = position(HB_OT_METRICS_TAG_STRIKEOUT_OFFSET, fallback: em * 3 / 10)
        strikeoutSizeUnits = max(1, position(HB_OT_METRICS_TAG_STRIKEOUT_SIZE, fallback: em / 20))
    }

    /// Where an underline (or, with `strikethrough`, a line through the text) goes at a size in
    /// points: its centre's distance below the baseline (negative: above) and its thickness.
    public func decorationLine(strikethrough: Bool, size: Double) -> (offsetBelowBaseline: Double, thickness: Double) {
        let k = size / Double(unitsPerEm)
        let offset = strikethrough ? strikeoutOffsetUnits : underlineOffsetUnits
        let thickness = strikethrough ? strikeoutSizeUnits : underlineSizeUnits
        // OpenType gives the line's top edge (post.underlinePosition, OS/2.yStrikeoutPosition):
        // the centre is half a thickness lower.
        let centre = -Double(offset) * k + Double(thickness) * k / 2
        return (centre, Double(thickness) * k)
    }

    deinit {
        hb_font_destroy(hbFont)
        if let face { FT_Done_Face(face) }
        if let library { FT_Done_FreeType(library) }
    }

    /// Vertical metrics at a size in points.
    public func metrics(size: Double) -> FontMetrics {
        if let em = lineMetricsInEm {
            return FontMetrics(ascender: em.ascender * size, descender: em.descender * size, lineGap: em.lineGap * size)
        }
        let k = size / Double(unitsPerEm)
        return FontMetrics(
            ascender: Double(ascenderUnits) * k, descender: Double(descenderUnits) * k, lineGap: Double(lineGapUnits) * k)
    }

    /// Shapes UTF-8 text into glyphs with HarfBuzz (kerning, ligatures, combining marks), in
    /// HarfBuzz's order (left to right on the line).
    /// - Parameter range: the UTF-8 byte range to shape (the rest is context, as HarfBuzz's
    ///   item does: a run of another font inside a paragraph); clusters count from the start
    ///   of `utf8`.
    func shape(utf8: [UInt8], range: Range<Int>? = nil, rightToLeft: Bool? = nil) -> [ShapedGlyph] {
        let buffer = hb_buffer_create()!
        defer { hb_buffer_destroy(buffer) }
        var glyphs: [ShapedGlyph] = []
        utf8.withUnsafeBufferPointer { bytes in
            shape(utf8: bytes, range: range ?? 0..<bytes.count, rightToLeft: rightToLeft, buffer: buffer, appendingTo: &glyphs)
        }
        return glyphs
    }

    /// Shapes `range` of UTF-8 bytes (all of them are context) and appends the glyphs to
    /// `glyphs`, in HarfBuzz's order or, with `reversed`, the other way round (a right-to-left
    /// run in logical order), each marked with `slot` and `level`. `buffer` is a HarfBuzz buffer
    /// kept from run to run, which keeps its memory (it is cleared here first).
    ///
    /// A run whose direction is given is shaped word by word through the face's word cache
    /// when its words shape the same alone as together (`SpaceIndependence`, `WordPieces`);
    /// `byWords: false` shapes it whole, and `wholeForNewWords: false` shapes each new word on
    /// its own even when most are new (tests compare the three).
    func shape(
        utf8 bytes: UnsafeBufferPointer<UInt8>, range item: Range<Int>, rightToLeft: Bool?, reversed: Bool = false, slot: UInt8 = 0,
        level: UInt8 = 0, buffer: OpaquePointer, byWords: Bool = true, wholeForNewWords: Bool = true, appendingTo glyphs: inout [ShapedGlyph]
    ) {
        guard !bytes.isEmpty, !item.isEmpty else { return }
        if byWords, let rightToLeft,
            shapeByWords(
                bytes, item, rightToLeft: rightToLeft, reversed: reversed, slot: slot, level: level, buffer: buffer,
                wholeForNewWords: wholeForNewWords, appendingTo: &glyphs)
        {
            return
        }
        hb_buffer_clear_contents(buffer)
        // Marks past the limit are left out (`CombiningMarkLimit`); each piece is added with the
        // whole text as context, so clusters keep counting from its start.
        let pieces = CombiningMarkLimit.shapedPieces(of: bytes, in: item)
        bytes.withMemoryRebound(to: CChar.self) { chars in
            for piece in pieces {
                hb_buffer_add_utf8(buffer, chars.baseAddress, Int32(chars.count), UInt32(piece.lowerBound), Int32(piece.count))
            }
        }
        if let rightToLeft { hb_buffer_set_direction(buffer, rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR) }
        hb_buffer_guess_segment_properties(buffer)
        lock.lock()
        hb_shape(hbFont, buffer, nil, 0)
        lock.unlock()
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count), let positions = hb_buffer_get_glyph_positions(buffer, &count) else {
            return
        }
        for k in 0..<Int(count) {
            let i = reversed ? Int(count) - 1 - k : k
            glyphs.append(
                ShapedGlyph(
                    glyph: infos[i].codepoint, cluster: Int(infos[i].cluster), xAdvance: positions[i].x_advance,
                    xOffset: positions[i].x_offset, yOffset: positions[i].y_offset, face: slot, level: level))
        }
    }

    /// Shapes `item` word by word, each word from the word cache or shaped with its neighbouring
    /// space and kept; false (nothing appended) when the run must be shaped whole: marks past the
    /// limit, a run going against its script's direction, a joining script whose run has text
    /// around it, or a face whose lookups tie words together through the space. When more than
    /// one word in four is new (`wholeForNewWords`), the run is shaped whole in one call and its
    /// new words are cut from that: the same glyphs, fewer calls.
    private func shapeByWords(
        _ bytes: UnsafeBufferPointer<UInt8>, _ item: Range<Int>, rightToLeft: Bool, reversed: Bool, slot: UInt8, level: UInt8,
        buffer: OpaquePointer, wholeForNewWords: Bool, appendingTo glyphs: inout [ShapedGlyph]
    ) -> Bool {
        guard CombiningMarkLimit.shapesWhole(bytes, item) else { return false }
        let script = WordPieces.script(of: bytes, in: item)
        guard WordPieces.processesInOrder(script, rightToLeft: rightToLeft), WordPieces.ignoresContext(script) || item == 0..<bytes.count
        else { return false }
        // A run of thousands of words is a document, not a label: shaped whole, it keeps the
        // cache for the words of labels and cells (and its words' indices valid while assembled).
        let pieceCount = WordPieces.count(bytes, item)
        guard pieceCount <= ShapedWordCache.capacity / 2 else { return false }
        lock.lock()
        defer { lock.unlock() }
        guard isSpaceIndependent(script) else { return false }
        wordCache.makeRoom(for: pieceCount)
        withUnsafeTemporaryAllocation(of: (range: Range<Int>, hash: UInt64, entry: Int).self, capacity: pieceCount) { pieces in
            var missing = 0
            WordPieces.forEachPiece(bytes, item) { index, piece in
                let word = UnsafeBufferPointer(rebasing: bytes[piece])
                let flags = Self.wordFlags(index: index, of: pieceCount, rightToLeft: rightToLeft)
                let hash = ShapedWordCache.hash(word, script: script.rawValue, flags: flags)
                let entry = wordCache.index(of: word, script: script.rawValue, flags: flags, hash: hash) ?? -1
                if entry < 0 { missing += 1 }
                (pieces.baseAddress! + index).initialize(to: (piece, hash, entry))
            }
            if missing > 0 { keepNewWords(pieces, missing: missing, bytes, item, rightToLeft: rightToLeft, script: script, buffer: buffer, wholeForNewWords: wholeForNewWords) }
            // HarfBuzz's order puts a right-to-left run's last word first; `reversed` turns it all.
            let last = pieceCount - 1
            for k in 0...last {
                let inHarfBuzzOrder = reversed ? last - k : k
                let at = rightToLeft ? last - inHarfBuzzOrder : inHarfBuzzOrder
                wordCache.appendGlyphs(of: pieces[at].entry, reversed: reversed, offset: pieces[at].range.lowerBound, slot: slot, level: level, to: &glyphs)
            }
        }
        return true
    }

    /// Shapes and keeps the words of `pieces` not found in the cache (entry -1), each with its
    /// neighbouring space, and sets their entries. When more than one word in four is new
    /// (`wholeForNewWords`), the run is shaped whole once and the new words are cut from it.
    /// Called with `lock` held.
    private func keepNewWords(
        _ pieces: UnsafeMutableBufferPointer<(range: Range<Int>, hash: UInt64, entry: Int)>, missing: Int, _ bytes: UnsafeBufferPointer<UInt8>,
        _ item: Range<Int>, rightToLeft: Bool, script: hb_script_t, buffer: OpaquePointer, wholeForNewWords: Bool
    ) {
        let whole =
            wholeForNewWords && missing > 1 && missing * 4 > pieces.count
            ? Self.cut(shapeAlone(bytes, item, wordLength: item.count, rightToLeft: rightToLeft, script: script, buffer: buffer), into: pieces.map(\.range), rightToLeft: rightToLeft)
            : nil
        for index in pieces.indices where pieces[index].entry < 0 {
            let piece = pieces[index].range
            let word = UnsafeBufferPointer(rebasing: bytes[piece])
            let flags = Self.wordFlags(index: index, of: pieces.count, rightToLeft: rightToLeft)
            // The same new word twice in a run is kept once.
            if let kept = wordCache.index(of: word, script: script.rawValue, flags: flags, hash: pieces[index].hash) {
                pieces[index].entry = kept
                continue
            }
            // Shaped with its neighbouring space, the one starting the next word.
            let withNeighbour = index < pieces.count - 1 ? piece.lowerBound..<piece.upperBound + 1 : piece
            let wordGlyphs = whole?[index] ?? shapeAlone(bytes, withNeighbour, wordLength: piece.count, rightToLeft: rightToLeft, script: script, buffer: buffer)
            pieces[index].entry = wordCache.keep(wordGlyphs, for: word, script: script.rawValue, flags: flags, hash: pieces[index].hash)
        }
    }

    /// How a word's shaping is kept apart from the same bytes shaped otherwise: its direction,
    /// and whether a space followed it (all but the run's last word).
    private static func wordFlags(index: Int, of count: Int, rightToLeft: Bool) -> UInt8 {
        (rightToLeft ? 1 : 0) | (index < count - 1 ? 2 : 0)
    }

    /// A run's glyphs (HarfBuzz's order, clusters from the run's start) cut into its words',
    /// clusters from each word's start, by logical word; nil if a glyph falls outside the order.
    private static func cut(_ glyphs: [ShapedGlyph], into pieces: [Range<Int>], rightToLeft: Bool) -> [[ShapedGlyph]]? {
        let base = pieces[0].lowerBound
        var words = [[ShapedGlyph]](repeating: [], count: pieces.count)
        var word = rightToLeft ? pieces.count - 1 : 0
        for var glyph in glyphs {
            // Clusters only grow (left to right) or only shrink (right to left) in HarfBuzz's order.
            while !pieces[word].contains(glyph.cluster + base) {
                word += rightToLeft ? -1 : 1
                guard words.indices.contains(word) else { return nil }
            }
            glyph.cluster -= pieces[word].lowerBound - base
            words[word].append(glyph)
        }
        return words
    }

    /// Shapes `range` of `bytes` with nothing around it as context, in HarfBuzz's order, and
    /// returns the glyphs of its first `wordLength` bytes, clusters counted from its start.
    /// Called with `lock` held.
    private func shapeAlone(
        _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, wordLength: Int, rightToLeft: Bool, script: hb_script_t,
        buffer: OpaquePointer
    ) -> [ShapedGlyph] {
        hb_buffer_clear_contents(buffer)
        bytes.withMemoryRebound(to: CChar.self) { chars in
            hb_buffer_add_utf8(buffer, chars.baseAddress! + range.lowerBound, Int32(range.count), 0, Int32(range.count))
        }
        hb_buffer_set_direction(buffer, rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_buffer_set_script(buffer, script)
        hb_buffer_set_language(buffer, hb_language_get_default())
        hb_shape(hbFont, buffer, nil, 0)
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count), let positions = hb_buffer_get_glyph_positions(buffer, &count) else {
            return []
        }
        var result: [ShapedGlyph] = []
        result.reserveCapacity(Int(count))
        for i in 0..<Int(count) {
            let cluster = Int(infos[i].cluster)
            guard cluster < wordLength else { continue }
            result.append(
                ShapedGlyph(
                    glyph: infos[i].codepoint, cluster: cluster, xAdvance: positions[i].x_advance, xOffset: positions[i].x_offset,
                    yOffset: positions[i].y_offset))
        }
        return result
    }

    /// Whether `script` may be shaped word by word in this face, found once. Called with `lock`
    /// held.
    private func isSpaceIndependent(_ script: hb_script_t) -> Bool {
        if let known = spaceIndependence.first(where: { $0.script == script.rawValue }) { return known.holds }
        let holds = SpaceIndependence.holds(font: hbFont, script: script)
        spaceIndependence.append((script.rawValue, holds))
        return holds
    }

    /// How many words the face keeps shaped (for tests and benchmarks).
    var keptWordCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return wordCache.count
    }

    /// The font's bounding box above and below the baseline in ems, where it has one that
    /// FreeType scales its outlines against: a TrueType or OpenType file's `head` table (font
    /// tools work it out from the outlines; a Type 1 font's stated box often misses some).
    /// Colour fonts have none here: bitmap glyphs are scaled pictures, and layered glyphs may
    /// paint past their outlines.
    private static func inkExtent(of face: FT_Face) -> (above: Double, below: Double)? {
        let box = face.pointee.bbox, units = Double(face.pointee.units_per_EM)
        guard face.pointee.face_flags & FT_Long(FT_FACE_FLAG_SFNT) != 0, quill_ft_is_color_bitmap_font(face) == 0,
            quill_ft_has_color_layers(face) == 0, units > 0, box.yMax > box.yMin
        else { return nil }
        return (Double(box.yMax) / units, Double(-box.yMin) / units)
    }

    /// The most device pixel rows a glyph drawn at `pixelSize` reaches above its baseline, and
    /// from it downwards (the row just under the baseline counts as the first): the font's
    /// bounding box rounded out, with two rows to spare for hinting and antialiasing. `nil` when
    /// the face gives no box. A rendered glyph never reaches further (`glyphBitmap` cuts a
    /// malformed font's glyphs to it), so text drawn under a clip can leave out the lines that
    /// cannot reach it, and the bytes stay those of drawing every line.
    func glyphRowReach(pixelSize: Double) -> (above: Int, below: Int)? {
        guard let extent = inkExtentInEm, pixelSize.isFinite, pixelSize > 0, pixelSize < 2048 else { return nil }
        // The size the glyph cache keys masks by, so a mask and its reach agree, rounded up to
        // whole pixels: a TrueType font may ask to be scaled to the nearest whole size (its
        // `head` flags), half a pixel more than asked.
        let pixels = ((pixelSize * 64).rounded() / 64).rounded(.up)
        let above = Int(saturating: extent.above * pixels, rounding: .up) + 2
        let below = Int(saturating: extent.below * pixels, rounding: .up) + 2
        return (Swift.max(0, above), Swift.max(0, below))
    }

    /// The rendered coverage mask of a glyph at a pixel size, shifted right by a quarter-pixel step.
    /// Cached: each glyph, size and step is rasterized once.
    public func glyphBitmap(_ glyph: UInt32, pixelSize: Double, subpixel: Int) -> GlyphBitmap? {
        // Sizes outside 1/64...2048 pixels (or NaN) draw nothing instead of trapping on Int32.
        guard pixelSize.isFinite, pixelSize > 0, pixelSize < 2048 else { return nil }
        let size64 = Int32((pixelSize * 64).rounded())
        guard size64 > 0 else { return nil }
        let key = GlyphKey(glyph: glyph, pixelSize64: size64, subpixel: UInt8(subpixel & 3))
        lock.lock()
        defer { lock.unlock() }
        if let cached = glyphCache[key] { return cached }
        guard let face else { return nil }
        if isColorBitmapFont {
            let result = colorGlyphBitmap(glyph, pixelSize: pixelSize, face: face)
            if let result { glyphCache[key] = result }
            glyphsRendered += 1
            return result
        }
        if currentPixelSize64 != size64 {
            guard FT_Set_Char_Size(face, 0, FT_F26Dot6(size64), 72, 72) == 0 else { return nil }
            currentPixelSize64 = size64
        }
        let flags = hasColorLayers ? quill_ft_load_flags_color_layers() : quill_ft_load_flags_light()
        guard FT_Load_Glyph(face, glyph, flags) == 0, let slot = face.pointee.glyph else { return nil }
        if slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE {
            FT_Outline_Translate(&slot.pointee.outline, FT_Pos(Int(key.subpixel) * 16), 0)
        }
        guard FT_Render_Glyph(slot, FT_Render_Mode(UInt32(quill_ft_render_mode_normal()))) == 0 else { return nil }
        let bitmap = slot.pointee.bitmap
        let width = Int(bitmap.width), rows = Int(bitmap.rows), pitch = Int(bitmap.pitch)
        if Int32(bitmap.pixel_mode) == quill_ft_pixel_mode_bgra() {
            // A COLR glyph, its layers painted by FreeType in their palette colours.
            let result = FontFace.colorLayerBitmap(bitmap, left: Int(slot.pointee.bitmap_left), top: Int(slot.pointee.bitmap_top))
                .map { limited($0, pixelSize: pixelSize) }
            glyphCache[key] = result
            glyphsRendered += 1
            return result
        }
        var coverage = [UInt8](repeating: 0, count: width * rows)
        if let buffer = bitmap.buffer, width > 0, rows > 0 {
            for y in 0..<rows {
                let rowStart = pitch >= 0 ? y * pitch : (rows - 1 - y) * -pitch
                for x in 0..<width { coverage[y * width + x] = buffer[rowStart + x] }
            }
        }
        let result = limited(
            GlyphBitmap(width: width, height: rows, left: Int(slot.pointee.bitmap_left), top: Int(slot.pointee.bitmap_top), coverage: coverage),
            pixelSize: pixelSize)
        glyphCache[key] = result
        glyphsRendered += 1
        return result
    }


    /// A rendered glyph cut to the rows any glyph of the face may reach (`glyphRowReach`).
    private func limited(_ glyph: GlyphBitmap, pixelSize: Double) -> GlyphBitmap {
        guard let reach = glyphRowReach(pixelSize: pixelSize) else { return glyph }
        return glyph.limited(toRowsAbove: reach.above, below: reach.below)
    }

    /// A glyph's outline in font units, y up from the baseline (for text drawn rotated or
    /// mirrored, where a pixel-aligned bitmap would not turn); `nil` for glyphs without one
    /// (colour bitmaps, spaces have an empty path). Cached per glyph.
    public func glyphOutline(_ glyph: UInt32) -> Path? {
        lock.lock()
        defer { lock.unlock() }
        if let cached = outlineCache[glyph] { return cached }
        guard let face, !isColorBitmapFont else { return nil }
        var buffer = [Float](repeating: 0, count: 512)
        var count = buffer.withUnsafeMutableBufferPointer { quill_ft_glyph_outline(face, glyph, $0.baseAddress, Int32($0.count)) }
        // The size set for bitmaps stays; loading unscaled does not change it.
        guard count >= 0 else { return nil }
        if Int(count) > buffer.count {
            // Outlines are bounded by the font's own data: a glyph needing more than a million
            // floats is a damaged font, not one to draw.
            guard count <= 1 << 20 else { return nil }
            buffer = [Float](repeating: 0, count: Int(count))
            count = buffer.withUnsafeMutableBufferPointer { quill_ft_glyph_outline(face, glyph, $0.baseAddress, Int32($0.count)) }
            guard count >= 0, Int(count) <= buffer.count else { return nil }
        }
        var path = Path()
        var i = 0, open = false
        let n = Int(count)
        func p(_ k: Int) -> Point { Point(x: Double(buffer[k]), y: Double(buffer[k + 1])) }
        while i < n {
            switch buffer[i] {
            case 0:
                guard i + 2 < n else { i = n; break }
                if open { path.closeSubpath() }
                path.move(to: p(i + 1))
                open = true
                i += 3
            case 1:
                guard i + 2 < n else { i = n; break }
                path.addLine(to: p(i + 1))
                i += 3
            case 2:
                guard i + 4 < n else { i = n; break }
                path.addQuadCurve(to: p(i + 3), control: p(i + 1))
                i += 5
            default:
                guard i + 6 < n else { i = n; break }
                path.addCurve(to: p(i + 5), control1: p(i + 1), control2: p(i + 3))
                i += 7
            }
        }
        if open { path.closeSubpath() }
        outlineCache[glyph] = path
        return path
    }

    /// Whether the face is a scalable font with colour layers (COLR version 0 with its CPAL
    /// palette): FreeType paints its glyphs in colour at any size.
    public var hasColorLayers: Bool { face.map { quill_ft_has_color_layers($0) != 0 } ?? false }

    /// A painted BGRA bitmap (premultiplied) as a colour glyph in Quill's RGBA order.
    private static func colorLayerBitmap(_ bitmap: FT_Bitmap, left: Int, top: Int) -> GlyphBitmap? {
        let width = Int(bitmap.width), rows = Int(bitmap.rows), pitch = Int(bitmap.pitch)
        guard width > 0, rows > 0, let buffer = bitmap.buffer else { return GlyphBitmap(width: 0, height: 0, left: left, top: top, coverage: []) }
        var pixels = [UInt32](repeating: 0, count: width * rows)
        var coverage = [UInt8](repeating: 0, count: width * rows)
        for y in 0..<rows {
            let row = pitch >= 0 ? y * pitch : (rows - 1 - y) * -pitch
            for x in 0..<width {
                let i = row + x * 4
                let (b, g, r, a) = (UInt32(buffer[i]), UInt32(buffer[i + 1]), UInt32(buffer[i + 2]), UInt32(buffer[i + 3]))
                pixels[y * width + x] = r | (g << 8) | (b << 16) | (a << 24)
                coverage[y * width + x] = UInt8(a)
            }
        }
        return GlyphBitmap(width: width, height: rows, left: left, top: top, coverage: coverage, colorPixels: pixels)
    }

    /// Whether the face is a colour bitmap font (CBDT, such as Noto Color Emoji): its glyphs
    /// come in a few fixed sizes of colour pixels, scaled to the text size.
    public var isColorBitmapFont: Bool { face.map { quill_ft_is_color_bitmap_font($0) != 0 } ?? false }

    /// A colour glyph: the nearest larger strike's BGRA bitmap, scaled to `pixelSize` (box
    /// filtered when shrinking) into premultiplied RGBA. Called with the lock held.
    private func colorGlyphBitmap(_ glyph: UInt32, pixelSize: Double, face: FT_Face) -> GlyphBitmap? {
        let strike = quill_ft_best_strike(face, Int32(pixelSize.rounded(.up)))
        let ppem = Double(quill_ft_strike_ppem(face, strike))
        guard ppem > 0, FT_Select_Size(face, strike) == 0 else { return nil }
        currentPixelSize64 = 0
        guard FT_Load_Glyph(face, glyph, quill_ft_load_flags_color()) == 0, let slot = face.pointee.glyph else { return nil }
        let bitmap = slot.pointee.bitmap
        guard Int32(bitmap.pixel_mode) == quill_ft_pixel_mode_bgra(), let buffer = bitmap.buffer else { return nil }
        let sourceWidth = Int(bitmap.width), sourceHeight = Int(bitmap.rows), pitch = Int(bitmap.pitch)
        guard sourceWidth > 0, sourceHeight > 0 else { return nil }
        let ratio = pixelSize / ppem
        let width = max(1, Int((Double(sourceWidth) * ratio).rounded())), height = max(1, Int((Double(sourceHeight) * ratio).rounded()))
        var pixels = [UInt32](repeating: 0, count: width * height)
        var coverage = [UInt8](repeating: 0, count: width * height)
        // Each target pixel averages the source pixels it covers (area sampling by whole pixels).
        for y in 0..<height {
            let y0 = y * sourceHeight / height, y1 = max(y0 + 1, (y + 1) * sourceHeight / height)
            for x in 0..<width {
                let x0 = x * sourceWidth / width, x1 = max(x0 + 1, (x + 1) * sourceWidth / width)
                var b = 0, g = 0, r = 0, a = 0
                for sy in y0..<min(y1, sourceHeight) {
                    let row = pitch >= 0 ? sy * pitch : (sourceHeight - 1 - sy) * -pitch
                    for sx in x0..<min(x1, sourceWidth) {
                        let i = row + sx * 4
                        b += Int(buffer[i]); g += Int(buffer[i + 1]); r += Int(buffer[i + 2]); a += Int(buffer[i + 3])
                    }
                }
                let n = max(1, (min(y1, sourceHeight) - y0) * (min(x1, sourceWidth) - x0))
                let (rr, gg, bb, aa) = (UInt32(r / n), UInt32(g / n), UInt32(b / n), UInt32(a / n))
                pixels[y * width + x] = rr | (gg << 8) | (bb << 16) | (aa << 24)
                coverage[y * width + x] = UInt8(aa)
            }
        }
        return GlyphBitmap(
            width: width, height: height, left: Int((Double(slot.pointee.bitmap_left) * ratio).rounded()),
            top: Int((Double(slot.pointee.bitmap_top) * ratio).rounded()), coverage: coverage, colorPixels: pixels)
    }

    /// Whether the face has a glyph for a character.
    public func covers(_ scalar: Unicode.Scalar) -> Bool { glyphIndex(for: scalar) != 0 }

    /// The glyph index for a character, or 0 (the missing glyph) when the face has none.
    public func glyphIndex(for scalar: Unicode.Scalar) -> UInt32 {
        var glyph: hb_codepoint_t = 0
        lock.lock()
        defer { lock.unlock() }
        return hb_font_get_nominal_glyph(hbFont, scalar.value, &glyph) != 0 ? glyph : 0
    }

    /// The horizontal advance of a glyph in font units.
    func advance(of glyph: UInt32) -> Int32 {
        lock.lock()
        defer { lock.unlock() }
        return hb_font_get_glyph_h_advance(hbFont, glyph)
    }

    /// `FontFace(file name)`, e.g. `FontFace(DejaVuSans.ttf)`.
    public var description: String { "FontFace(\((path as NSString).lastPathComponent))" }
}

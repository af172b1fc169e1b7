internal import CHarfBuzz
import QuillFoundation

/// Splits a paragraph into runs that one face each can draw, and shapes them: characters the
/// requested font's face has stay in it; each other character goes to the first face that has
/// it (faces already used first, then `FontLibrary.fallbackFace`), whole grapheme clusters at a
/// time so an emoji sequence or a letter with its marks is never split between fonts.
///
/// Glyphs name a slot: a face at a size (attributed text can use several fonts and sizes; a
/// fallback face takes the size of the font it stands in for). Slot 0 is the layout's own font.
struct FontRuns {
    let font: Font
    let library: FontLibrary
    /// The face of each slot.
    private(set) var faces: [FontFace]
    /// The size in points of each slot.
    private(set) var sizes: [Double]
    /// Points per font unit of each slot.
    private(set) var scales: [Double]
    /// The line metrics each slot's glyphs ask for: those of the requested font's own face
    /// (a fallback face does not make lines taller).
    private(set) var metrics: [FontMetrics]
    /// The font each slot was asked for by (a fallback slot: the font it stands in for).
    private var requestedFonts: [Font]
    /// The primary slot of each requested font.
    private var primarySlots: [Font: UInt8] = [:]
    /// Whether shaping met a font that could not be loaded or a character no font has (each
    /// reported to the library, which a paragraph's shaping taken from the cache would skip).
    private(set) var sawProblem = false

    /// How many slots there are.
    var slotCount: Int { faces.count }

    /// The slots from `start` on.
    func slots(from start: Int = 0) -> [FontSlot] {
        (start..<faces.count).map { FontSlot(face: faces[$0], size: sizes[$0], scale: scales[$0], metrics: metrics[$0], requestedFont: requestedFonts[$0]) }
    }

    /// Adds slots a paragraph's shaping added when it was shaped from the same slots as these
    /// (`ShapedParagraphCache`), in the same order, so its glyphs' slots mean the same here.
    mutating func adoptSlots(_ slots: [FontSlot]) {
        for slot in slots {
            faces.append(slot.face)
            sizes.append(slot.size)
            scales.append(slot.scale)
            metrics.append(slot.metrics)
            requestedFonts.append(slot.requestedFont)
        }
    }

    init(primary: FontFace, font: Font, library: FontLibrary) {
        self.font = font
        self.library = library
        faces = [primary]
        sizes = [font.size]
        scales = [font.size / Double(primary.unitsPerEm)]
        metrics = [primary.metrics(size: font.size)]
        requestedFonts = [font]
    }

    /// The paragraph's glyphs in logical order, each marked with its slot and bidi level;
    /// clusters are UTF-8 offsets from the paragraph's start. Runs split where the slot or the
    /// level changes; right-to-left runs are shaped right to left (Arabic joins) and put back
    /// in logical order for line breaking (`LineBuilder` orders each line visually). `spans`
    /// (attributed text) give fonts and spacing by stretch; without them all is in `font`.
    mutating func shape(_ paragraph: ParagraphText, bidi: BidiParagraph, spans: [StyledSpan] = []) -> [ShapedGlyph] {
        let primary = faces[0]
        let allLeftToRight = !bidi.levels.contains { $0 != 0 }
        if spans.isEmpty, allLeftToRight, primary.coversASCII, paragraph.isASCII {
            return primary.shape(utf8: paragraph.utf8, rightToLeft: false)
        }
        var runs: [(range: Range<Int>, slot: UInt8, level: UInt8)] = []
        var spanIndex = 0
        let starts = paragraph.clusterStarts, offsets = paragraph.offsets
        for index in 0..<paragraph.clusterCount {
            let first = starts[index], end = starts[index + 1]
            let offset = offsets[first], next = offsets[end]
            while spanIndex < spans.count, spans[spanIndex].range.upperBound <= offset { spanIndex += 1 }
            let requested = spanIndex < spans.count && spans[spanIndex].range.contains(offset) ? primarySlot(for: spans[spanIndex].font) : 0
            let slot = slotIndex(for: paragraph.scalars[first..<end], primary: requested)
            let level = index < bidi.levels.count ? bidi.levels[index] : 0
            if let last = runs.last, last.slot == slot, last.level == level {
                runs[runs.count - 1].range = last.range.lowerBound..<next
            } else {
                runs.append((offset..<next, slot, level))
            }
        }
        if spans.isEmpty, runs.count <= 1, runs.first?.slot ?? 0 == 0, runs.first?.level ?? 0 == 0 {
            return primary.shape(utf8: paragraph.utf8, rightToLeft: false)
        }
        var glyphs: [ShapedGlyph] = []
        // About a glyph a byte at most in most text: one allocation, not one a doubling.
        glyphs.reserveCapacity(paragraph.utf8.count)
        let buffer = hb_buffer_create()!
        defer { hb_buffer_destroy(buffer) }
        paragraph.utf8.withUnsafeBufferPointer { utf8 in
            for run in runs {
                let rightToLeft = run.level % 2 == 1
                faces[Int(run.slot)].shape(
                    utf8: utf8, range: run.range, rightToLeft: rightToLeft, reversed: rightToLeft, slot: run.slot, level: run.level, buffer: buffer,
                    appendingTo: &glyphs)
            }
        }
        if spans.contains(where: { $0.kern != 0 || $0.baselineOffset != 0 }) { applySpacing(spans, to: &glyphs) }
        return glyphs
    }

    /// Adds each span's kern after the last glyph of every character, and raises its glyphs by
    /// its baseline offset (in the slot's font units).
    private func applySpacing(_ spans: [StyledSpan], to glyphs: inout [ShapedGlyph]) {
        var spanIndex = 0
        for i in glyphs.indices {
            let cluster = glyphs[i].cluster
            // Glyphs are in logical order: spans are met in order, clusters only grow.
            while spanIndex < spans.count, spans[spanIndex].range.upperBound <= cluster { spanIndex += 1 }
            guard spanIndex < spans.count, spans[spanIndex].range.contains(cluster) else { continue }
            let span = spans[spanIndex]
            let unitsPerPoint = 1 / scales[Int(glyphs[i].face)]
            let lastOfCluster = i + 1 >= glyphs.count || glyphs[i + 1].cluster != cluster
            if span.kern != 0, lastOfCluster { glyphs[i].xAdvance += Int32(clamping: Int((span.kern * unitsPerPoint).rounded())) }
            if span.baselineOffset != 0 { glyphs[i].yOffset += Int32(clamping: Int((span.baselineOffset * unitsPerPoint).rounded())) }
        }
    }

    /// The slot of a requested font's own face, made on first use; slot 0 when the font cannot
    /// be loaded (reported once by the library).
    private mutating func primarySlot(for requested: Font) -> UInt8 {
        if requested == font { return 0 }
        if let known = primarySlots[requested] { return known }
        let slot: UInt8
        do {
            let face = try library.face(for: requested)
            slot = addSlot(face, size: requested.size, metrics: face.metrics(size: requested.size), font: requested)
        } catch {
            library.report(error)
            sawProblem = true
            slot = 0
        }
        primarySlots[requested] = slot
        return slot
    }

    /// The slot for a face at a size, added when new (at most 255 slots).
    private mutating func addSlot(_ face: FontFace, size: Double, metrics slotMetrics: FontMetrics, font requested: Font) -> UInt8 {
        if let known = faces.indices.first(where: { faces[$0] === face && sizes[$0] == size }) { return UInt8(known) }
        guard faces.count < Int(UInt8.max) else { return 0 }
        faces.append(face)
        sizes.append(size)
        scales.append(size / Double(face.unitsPerEm))
        metrics.append(slotMetrics)
        requestedFonts.append(requested)
        return UInt8(faces.count - 1)
    }

    /// Scalars that need a glyph of their own (joiners, variation selectors and tags do not).
    private static func needsGlyph(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x200C, 0x200D, 0xFE00...0xFE0F, 0xE0020...0xE007F, 0xE0100...0xE01EF: false
        default: scalar.properties.generalCategory != .control && scalar.properties.generalCategory != .format
        }
    }

    /// The slot chosen for single-scalar characters seen before in this layout, keyed by scalar
    /// and requested slot.
    private var slotByScalar: [UInt64: UInt8] = [:]
    /// A direct-mapped memo in front of `slotByScalar` (a dictionary lookup hashes its key,
    /// which cost more than the rest of choosing a slot): 256 lines, each the key shifted left
    /// by 8 with the slot, or all ones when empty. Made on the first scalar that needs it.
    private var recentSlots: [UInt64] = []

    private mutating func slotIndex(for cluster: ArraySlice<Unicode.Scalar>, primary: UInt8) -> UInt8 {
        if cluster.count == 1, let only = cluster.first {
            if only.value < 0x80, faces[Int(primary)].coversASCII { return primary }
            let key = UInt64(only.value) << 8 | UInt64(primary)
            if recentSlots.isEmpty { recentSlots = [UInt64](repeating: .max, count: 256) }
            let line = Int(truncatingIfNeeded: (UInt32(truncatingIfNeeded: key) &* 0x9E37_79B1) >> 24)
            let recent = recentSlots[line]
            if recent >> 8 == key { return UInt8(truncatingIfNeeded: recent) }
            let slot: UInt8
            if let known = slotByScalar[key] {
                slot = known
            } else {
                slot = findSlot(for: cluster, primary: primary)
                slotByScalar[key] = slot
            }
            recentSlots[line] = key << 8 | UInt64(slot)
            return slot
        }
        return findSlot(for: cluster, primary: primary)
    }

    private mutating func findSlot(for cluster: ArraySlice<Unicode.Scalar>, primary: UInt8) -> UInt8 {
        let scalars = cluster.filter(FontRuns.needsGlyph)
        let own = faces[Int(primary)]
        if scalars.allSatisfy(own.covers) { return primary }
        let size = sizes[Int(primary)]
        for index in faces.indices where index != Int(primary) && sizes[index] == size && scalars.allSatisfy(faces[index].covers) {
            return UInt8(index)
        }
        guard let missing = scalars.first(where: { !own.covers($0) }) else { return primary }
        let requested = requestedFonts[Int(primary)]
        guard let face = library.fallbackFace(for: missing, font: requested, primary: own) else {
            var text = String.UnicodeScalarView()
            text.append(contentsOf: cluster)
            library.noteMissing(String(text).first ?? "\u{FFFD}")
            sawProblem = true
            return primary
        }
        return addSlot(face, size: size, metrics: metrics[Int(primary)], font: requested)
    }
}

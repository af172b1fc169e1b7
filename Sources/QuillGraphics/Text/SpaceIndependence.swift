internal import CHarfBuzz

/// Whether a face shapes each word of a run the same whether the run is shaped whole or word by
/// word, so that shaped words can be kept and reused (`ShapedWordCache`).
///
/// HarfBuzz's lookups reach across a space only through the space glyph itself: a contextual
/// or chained lookup must match it, a pair must contain it. So a word's glyphs depend on what
/// lies beyond its spaces only when the font's lookups use the space glyph. A face is
/// independent for a script when:
/// - no substitution lookup the script can reach (any language, any feature) names the space
///   glyph, so spaces stay one glyph each and no ligature or contextual form spans one;
/// - every positioning lookup that names the space glyph is pair positioning (kerning) whose
///   subtables adjust only the first glyph of a pair (value format 2 empty). Kerning then ties
///   a glyph only to its visual right neighbour, never moves the second glyph and never makes
///   HarfBuzz skip it; a word shaped with that neighbour (a space) beside it is exact;
/// - the face has no Apple tables (`morx`, `kerx`) and, without `GPOS`, no legacy `kern`
///   table: HarfBuzz would apply those instead, and their rules are not examined here.
///
/// Anything unreadable counts as dependent: the face is then always shaped run by run.
enum SpaceIndependence {
    /// Whether the face of `font` (HarfBuzz's) is space-independent for `script` (HarfBuzz's).
    static func holds(font: OpaquePointer, script: hb_script_t) -> Bool {
        var space: hb_codepoint_t = 0
        guard hb_font_get_nominal_glyph(font, 0x20, &space) != 0, let face = hb_font_get_face(font) else { return false }
        for tag in ["morx", "kerx"] where tableLength(face, tag) > 0 { return false }
        if hb_ot_layout_has_positioning(face) == 0, tableLength(face, "kern") > 0 { return false }
        let tags = scriptTags(script)
        if lookups(of: face, table: tag("GSUB"), scripts: tags).contains(where: { names(face, tag("GSUB"), $0, space) }) {
            return false
        }
        let positioning = lookups(of: face, table: tag("GPOS"), scripts: tags).filter { names(face, tag("GPOS"), $0, space) }
        guard !positioning.isEmpty else { return true }
        let blob = hb_face_reference_table(face, tag("GPOS"))
        defer { hb_blob_destroy(blob) }
        var length: UInt32 = 0
        guard let data = hb_blob_get_data(blob, &length) else { return false }
        let table = UnsafeRawBufferPointer(start: data, count: Int(length))
        return positioning.allSatisfy { isFirstGlyphKerning(table, lookup: Int($0)) }
    }

    /// The OpenType script tags HarfBuzz may choose for `script`, and the defaults it falls
    /// back to (`DFLT`, `dflt`, `latn`).
    private static func scriptTags(_ script: hb_script_t) -> [hb_tag_t] {
        var tags = [hb_tag_t](repeating: 0, count: 8)
        var count: UInt32 = 8
        hb_ot_tags_from_script_and_language(script, nil, &count, &tags, nil, nil)
        return Array(tags.prefix(Int(count))) + [tag("DFLT"), tag("dflt"), tag("latn"), 0]
    }

    /// Every lookup of `table` that a feature of one of `scripts` (any language) reaches.
    private static func lookups(of face: OpaquePointer, table: hb_tag_t, scripts: [hb_tag_t]) -> [UInt32] {
        guard let set = hb_set_create() else { return [] }
        defer { hb_set_destroy(set) }
        scripts.withUnsafeBufferPointer { hb_ot_layout_collect_lookups(face, table, $0.baseAddress, nil, nil, set) }
        var result: [UInt32] = []
        var index = hb_codepoint_t.max
        while hb_set_next(set, &index) != 0 { result.append(index) }
        return result
    }

    /// Whether lookup `index` of `table` names `glyph` as input, context or output.
    private static func names(_ face: OpaquePointer, _ table: hb_tag_t, _ index: UInt32, _ glyph: hb_codepoint_t) -> Bool {
        let sets = (0..<4).compactMap { _ in hb_set_create() }
        defer { sets.forEach { hb_set_destroy($0) } }
        guard sets.count == 4 else { return true }
        hb_ot_layout_lookup_collect_glyphs(face, table, index, sets[0], sets[1], sets[2], sets[3])
        return sets.contains { hb_set_has($0, glyph) != 0 }
    }

    /// Whether lookup `index` of a `GPOS` table is pair positioning (type 2, directly or through
    /// an extension, type 9) whose every subtable leaves the second glyph alone.
    static func isFirstGlyphKerning(_ table: UnsafeRawBufferPointer, lookup index: Int) -> Bool {
        func u16(_ at: Int) -> Int? { at >= 0 && at + 2 <= table.count ? Int(table[at]) << 8 | Int(table[at + 1]) : nil }
        func u32(_ at: Int) -> Int? {
            guard let high = u16(at), let low = u16(at + 2) else { return nil }
            return high << 16 | low
        }
        guard let listOffset = u16(8), let count = u16(listOffset), index < count,
            let lookupOffset = u16(listOffset + 2 + 2 * index).map({ listOffset + $0 }),
            let type = u16(lookupOffset), let subtables = u16(lookupOffset + 4)
        else { return false }
        for k in 0..<subtables {
            guard var subtable = u16(lookupOffset + 6 + 2 * k).map({ lookupOffset + $0 }) else { return false }
            var subtableType = type
            if type == 9 {
                guard let extended = u16(subtable + 2), let offset = u32(subtable + 4) else { return false }
                subtableType = extended
                subtable += offset
            }
            guard subtableType == 2, let format = u16(subtable), format == 1 || format == 2, let secondFormat = u16(subtable + 6),
                secondFormat == 0
            else { return false }
        }
        return true
    }

    private static func tableLength(_ face: OpaquePointer, _ name: String) -> UInt32 {
        let blob = hb_face_reference_table(face, tag(name))
        defer { hb_blob_destroy(blob) }
        return hb_blob_get_length(blob)
    }

    private static func tag(_ name: String) -> hb_tag_t {
        name.utf8.reduce(0) { $0 << 8 | hb_tag_t($1) }
    }
}

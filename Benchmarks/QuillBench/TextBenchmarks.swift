import CFreeType
import CHarfBuzz
import Foundation
import Quill

/// Text with fallback fonts and both directions (issue 13), each beside its library floor:
/// the same work done with raw HarfBuzz or FreeType calls in the same run.
@MainActor
func runTextBenchmarks() {
    guard selected("text") || selected("shaping") || selected("glyph") else { return }
    let font = Font(family: FontLibrary.appleCompatibleFamily, size: 15)
    let samples = [
        "Order 1234 shipped", "Ωμέγα και άλφα", "Привет, мир", "שלום עולם 42", "مرحبا بالعالم",
        "Prix: 12,50 € ★★★☆☆", "Mixed שלום and مرحبا", "Σ → ∞ ≈ √2", "Ünïcödé façade", "Ellipsis… and ♥",
    ]
    let texts = (0..<200).map { samples[$0 % samples.count] + " \($0)" }
    let latin = (0..<200).map { "Label number \($0) of the wall" }
    let style = TextStyle(font: font)
    // Layouts of text never laid out before (each round's labels end in the round's number, so
    // no shaped paragraph is found in the font library's cache), then the same labels again.
    var round = 0
    if selected("text_layout") {
        report("text_layout_200_labels_mixed_scripts_ms", measure(warmup: 5, iterations: 200) {
            round += 1
            for text in texts { _ = try? TextLayout(text: "\(text) \(round)", style: style) }
        })
        report("text_layout_200_labels_latin_ms", measure(warmup: 5, iterations: 200) {
            round += 1
            for text in latin { _ = try? TextLayout(text: "\(text) \(round)", style: style) }
        })
        report("text_layout_200_labels_mixed_scripts_again_ms", measure(warmup: 5, iterations: 200) {
            for text in texts { _ = try? TextLayout(text: text, style: style) }
        })
        // The same Latin labels as attributed text: a bold run, a coloured underlined run, a
        // larger run (three fonts, decorations drawn later).
        let attributed = (0..<200).map { index -> AttributedText in
            var text = AttributedText("Label ", attributes: TextAttributes(font: Font(family: FontLibrary.appleCompatibleFamily, size: 15, weight: .bold)))
            text.append("number \(index)", attributes: TextAttributes(foregroundColor: .systemRed, underlineStyle: .single))
            text.append(" of the wall", attributes: TextAttributes(font: Font(family: FontLibrary.appleCompatibleFamily, size: 19)))
            return text
        }
        report("text_layout_200_labels_attributed_ms", measure(warmup: 5, iterations: 200) {
            for text in attributed { _ = try? TextLayout(attributedText: text, style: style) }
        })
    }
    let paragraph = texts.joined(separator: " ")
    if selected("shaping") {
        // Each round shapes a paragraph not seen before (it starts with the round's number).
        let rounds = (0..<105).map { String(format: "%03d ", $0) + paragraph }
        let characters = Double(rounds[0].count)
        // No word seen before at all: every word of every round is new (each sample's words take
        // the round's and the label's number as letters), so the faces' word caches never serve
        // one. The worst case for shaping word by word, beside the same floor.
        func letters(_ number: Int) -> String {
            String(String(number, radix: 26).map { Character(Unicode.Scalar(($0.wholeNumberValue ?? Int($0.asciiValue! - 87)) + 97)!) })
        }
        let unseen = (0..<105).map { r in
            texts.enumerated().map { index, text in
                text.split(separator: " ").map { $0 + letters(r * 1000 + index) }.joined(separator: " ")
            }.joined(separator: " ")
        }
        let unseenCharacters = Double(unseen[0].count)
        // The floor: HarfBuzz shaping the whole paragraph once with each of the two faces it needs.
        let files = ["LiberationSans-Regular.ttf", "DejaVuSans.ttf"].compactMap { try? AssetLocator.path(of: "Fonts/" + $0) }
        let fonts = files.map { path -> OpaquePointer in
            let blob = hb_blob_create_from_file(path)
            let face = hb_face_create(blob, 0)
            let hbFont = hb_font_create(face)!
            hb_face_destroy(face)
            hb_blob_destroy(blob)
            return hbFont
        }
        // Quill, the floor and the paragraphs of new words take turns, five of each at a time,
        // so that the machine's changes of speed fall on all three alike (measured one after the
        // other, a change between them moved the ratio by a third).
        var quill: [Double] = [], floor: [Double] = [], cold: [Double] = []
        var nextQuill = 0, nextFloor = 0, nextCold = 0
        for turn in 0..<20 {
            let warmup = turn == 0 ? 5 : 0
            quill += measure(warmup: warmup, iterations: 5) {
                _ = try? TextLayout(text: rounds[nextQuill % rounds.count], style: style)
                nextQuill += 1
            }
            floor += measure(warmup: warmup, iterations: 5) {
                let text = rounds[nextFloor % rounds.count]
                nextFloor += 1
                for hbFont in fonts {
                    let buffer = hb_buffer_create()
                    hb_buffer_add_utf8(buffer, text, -1, 0, -1)
                    hb_buffer_guess_segment_properties(buffer)
                    hb_shape(hbFont, buffer, nil, 0)
                    hb_buffer_destroy(buffer)
                }
            }
            cold += measure(warmup: warmup, iterations: 5) {
                _ = try? TextLayout(text: unseen[nextCold % unseen.count], style: style)
                nextCold += 1
            }
        }
        report("shaping_per_char_us", quill, unit: "us", scale: 1000 / characters)
        // The same paragraph again: its shaping comes from the library's cache, and only lines
        // are found (a label measured, then drawn; a window resized).
        let again = measure(warmup: 5, iterations: 100) { _ = try? TextLayout(text: paragraph, style: style) }
        report("shaping_again_per_char_us", again, unit: "us", scale: 1000 / characters)
        report("shaping_per_char_harfbuzz_floor_us", floor, unit: "us", scale: 1000 / characters)
        print("shaping_quill_over_harfbuzz: \(String(format: "%.2f", median(quill) / median(floor)))")
        print("shaping_again_quill_over_harfbuzz: \(String(format: "%.2f", median(again) / median(floor)))")
        report("shaping_unseen_words_per_char_us", cold, unit: "us", scale: 1000 / unseenCharacters)
        print("shaping_unseen_words_quill_over_harfbuzz: \(String(format: "%.2f", (median(cold) / unseenCharacters) / (median(floor) / characters)))")
        for hbFont in fonts { hb_font_destroy(hbFont) }
    }
    if selected("glyph") {
        guard let path = try? AssetLocator.path(of: "Fonts/DejaVuSans.ttf") else { return }
        let glyphs = UInt32(36)..<UInt32(336)
        let quill = measure(warmup: 2, iterations: 20) {
            guard let face = try? FontFace(contentsOfFile: path) else { return }
            for glyph in glyphs { _ = face.glyphBitmap(glyph, pixelSize: 15, subpixel: 0) }
        }
        report("glyph_cold_per_glyph_us", quill, unit: "us", scale: 1000 / Double(glyphs.count))
        // The floor: FreeType loading and rendering the same glyphs at the same size.
        var library: FT_Library?
        FT_Init_FreeType(&library)
        let floor = measure(warmup: 2, iterations: 20) {
            var face: FT_Face?
            guard FT_New_Face(library, path, 0, &face) == 0, let face else { return }
            FT_Set_Char_Size(face, 0, 15 * 64, 72, 72)
            for glyph in glyphs where FT_Load_Glyph(face, glyph, FT_Int32(quill_ft_load_flags_light())) == 0 {
                FT_Render_Glyph(face.pointee.glyph, FT_RENDER_MODE_NORMAL)
            }
            FT_Done_Face(face)
        }
        report("glyph_cold_per_glyph_freetype_floor_us", floor, unit: "us", scale: 1000 / Double(glyphs.count))
        print("glyph_quill_over_freetype: \(String(format: "%.2f", median(quill) / median(floor)))")
        FT_Done_FreeType(library)
    }
}

/// The median of samples.
func median(_ samples: [Double]) -> Double { samples.sorted()[samples.count / 2] }

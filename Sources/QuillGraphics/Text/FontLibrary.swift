internal import CFontconfig
import Foundation
import QuillFoundation

/// Resolves font descriptions to opened faces. Knows the bundled DejaVu Sans family; apps and
/// widget bundles can register more files. Faces are opened once and shared.
public final class FontLibrary: @unchecked Sendable {
    /// The library every view uses.
    public static let shared = FontLibrary()

    private struct FaceKey: Hashable {
        var family: String
        var weight: FontWeight
        var isItalic: Bool
    }

    private let lock = NSLock()
    /// Paragraphs shaped with this library's faces, to be laid out again without shaping.
    let shapedParagraphs = ShapedParagraphCache()
    private var files: [FaceKey: String] = [:]
    private var faces: [String: FontFace] = [:]
    private var reportedProblems: [String] = []

    /// The family that stands in for Apple's Helvetica, Arial and San Francisco
    /// (`Font.appleCompatibleFamily`).
    public static let appleCompatibleFamily = Font.appleCompatibleFamily

    /// Apple's system font as .xib files use it (`Font.appleSystemFamily`).
    public static let appleSystemFamily = Font.appleSystemFamily

    /// The bundled colour emoji family (Noto Color Emoji), which draws every character shown as
    /// an emoji by default, whatever the text's font, the same on every machine.
    public static let emojiFamily = "Noto Color Emoji"

    /// The line metrics `appleSystemFamily` takes, in ems.
    static let appleSystemLineMetrics = FontMetrics(ascender: 0.952, descender: 0.241, lineGap: 0)

    /// Families drawn with another bundled family of matching metrics.
    private var familyAliases: [String: String] = [
        "Helvetica": FontLibrary.appleCompatibleFamily, "Helvetica Neue": FontLibrary.appleCompatibleFamily,
        "HelveticaNeue": FontLibrary.appleCompatibleFamily, "Arial": FontLibrary.appleCompatibleFamily,
        ".SF UI Text": FontLibrary.appleSystemFamily, "System": FontLibrary.appleSystemFamily,
        ".AppleSystemUIFont": FontLibrary.appleSystemFamily, "SF Pro": FontLibrary.appleSystemFamily,
        "SF Pro Text": FontLibrary.appleSystemFamily,
        "Menlo": Font.monospacedFamily, "Courier": Font.monospacedFamily, "Courier New": Font.monospacedFamily,
        "SF Mono": Font.monospacedFamily, "Monaco": Font.monospacedFamily,
    ]

    /// Creates a library that knows the bundled fonts.
    public init() {
        for (weight, italic, file) in [
            (FontWeight.regular, false, "DejaVuSans.ttf"), (.bold, false, "DejaVuSans-Bold.ttf"),
            (.regular, true, "DejaVuSans-Oblique.ttf"), (.bold, true, "DejaVuSans-BoldOblique.ttf"),
        ] {
            files[FaceKey(family: Font.systemFamily, weight: weight, isItalic: italic)] = "@assets/Fonts/" + file
        }
        for (weight, italic, file) in [
            (FontWeight.regular, false, "LiberationSans-Regular.ttf"), (.bold, false, "LiberationSans-Bold.ttf"),
            (.regular, true, "LiberationSans-Italic.ttf"), (.bold, true, "LiberationSans-BoldItalic.ttf"),
        ] {
            files[FaceKey(family: FontLibrary.appleCompatibleFamily, weight: weight, isItalic: italic)] = "@assets/Fonts/" + file
            files[FaceKey(family: FontLibrary.appleSystemFamily, weight: weight, isItalic: italic)] = "@assets/Fonts/" + file
        }
        // The monospaced family has no italics bundled: its italic requests draw upright.
        for (weight, italic, file) in [
            (FontWeight.regular, false, "DejaVuSansMono.ttf"), (.bold, false, "DejaVuSansMono-Bold.ttf"),
            (.regular, true, "DejaVuSansMono.ttf"), (.bold, true, "DejaVuSansMono-Bold.ttf"),
        ] {
            files[FaceKey(family: Font.monospacedFamily, weight: weight, isItalic: italic)] = "@assets/Fonts/" + file
        }
        // One colour face serves every weight and slant.
        for (weight, italic) in [(FontWeight.regular, false), (.bold, false), (.regular, true), (.bold, true)] {
            files[FaceKey(family: FontLibrary.emojiFamily, weight: weight, isItalic: italic)] = "@assets/Fonts/NotoColorEmoji.ttf"
        }
    }

    /// Makes a font file available under a family name, weight and slant.
    public func register(family: String, weight: FontWeight = .regular, isItalic: Bool = false, path: String) {
        lock.lock()
        defer { lock.unlock() }
        files[FaceKey(family: family, weight: weight, isItalic: isItalic)] = path
        // A family may now resolve to another face: shapings made before are not reused.
        shapedParagraphs.removeAll()
    }

    /// The families known, sorted.
    public var families: [String] {
        lock.lock()
        defer { lock.unlock() }
        return Set(files.keys.map(\.family)).sorted()
    }

    /// The face for a font. Helvetica, Arial and Apple's system fonts use Liberation Sans; any
    /// other unknown family falls back to the system family with the same weight and slant,
    /// as desktop font matching does.
    /// - Throws: `QuillError` when the font file is missing or unreadable.
    public func face(for font: Font) throws -> FontFace {
        lock.lock()
        defer { lock.unlock() }
        let family = familyAliases[font.family] ?? font.family
        let exact = FaceKey(family: family, weight: font.weight, isItalic: font.isItalic)
        let fallback = FaceKey(family: Font.systemFamily, weight: font.weight, isItalic: font.isItalic)
        guard let file = files[exact] ?? files[fallback] else {
            throw QuillError("no font file for \(font)")
        }
        let lineMetrics = files[exact] != nil && family == FontLibrary.appleSystemFamily ? FontLibrary.appleSystemLineMetrics : nil
        let cacheKey = lineMetrics == nil ? file : file + "#" + family
        if let face = faces[cacheKey] { return face }
        let path = file.hasPrefix("@assets/") ? try AssetLocator.path(of: String(file.dropFirst(8))) : file
        let face = try FontFace(contentsOfFile: path, lineMetricsInEm: lineMetrics)
        faces[cacheKey] = face
        return face
    }

    // MARK: Missing glyphs

    private var missing: [Character] = []

    /// Characters laid out since the start or the last `resetMissingCharacters()` that no
    /// available font has (drawn as the missing-glyph box), in the order first met, at most 32:
    /// snapshot failures name them.
    public var missingCharacters: [Character] { lock.withLock { missing } }

    /// Forgets the missing characters noted so far (each snapshot check starts afresh, so a
    /// failure names only what was laid out since the check before).
    public func resetMissingCharacters() {
        lock.withLock { missing.removeAll() }
    }

    /// Records a character no font could draw.
    func noteMissing(_ character: Character) {
        lock.withLock {
            if missing.count < 32, !missing.contains(character) { missing.append(character) }
        }
    }

    // MARK: Fallback

    private var fallbackFamilyList = [Font.systemFamily]
    private var systemFontsEnabled = false
    /// Installed font files found for characters, by character (nil: none has it).
    private var systemFilesByScalar: [UInt32: String?] = [:]

    /// Bundled (or registered) families that draw characters the chosen font lacks, tried in
    /// order before installed fonts. By default the system family (DejaVu Sans: Latin, Greek,
    /// Cyrillic, Arabic, Hebrew, Armenian, Georgian and many symbols), so Liberation Sans text
    /// with those characters draws the same on every machine.
    public var fallbackFamilies: [String] {
        get { lock.withLock { fallbackFamilyList } }
        set {
            lock.withLock { fallbackFamilyList = newValue }
            shapedParagraphs.removeAll()
        }
    }

    /// Whether characters no bundled font has are drawn with an installed font found through
    /// fontconfig (CJK, Thai, Devanagari, emoji…). Off by default, so tests and headless
    /// renders use only Quill's own fonts and draw the same on every machine; windows turn it on
    /// (`App`), and apps may.
    public var usesSystemFonts: Bool {
        get { lock.withLock { systemFontsEnabled } }
        set {
            lock.withLock { systemFontsEnabled = newValue }
            shapedParagraphs.removeAll()
        }
    }

    /// The face to draw a character with when `font`'s own face (`primary`) lacks it: for a
    /// character shown as an emoji by default, the bundled colour emoji face (`emojiFamily`);
    /// otherwise the first fallback family's face (same weight and slant) that has it, then an
    /// installed font when `usesSystemFonts`; `nil` when none has it (the primary face's
    /// missing-glyph box is drawn).
    public func fallbackFace(for scalar: Unicode.Scalar, font: Font, primary: FontFace) -> FontFace? {
        // Emoji take the bundled colour font before a black-and-white glyph of a fallback
        // family, as Apple's platforms draw them in colour whatever the text's font.
        if scalar.properties.isEmojiPresentation, font.family != FontLibrary.emojiFamily,
            let face = try? face(for: Font(family: FontLibrary.emojiFamily, size: font.size)), face !== primary, face.covers(scalar)
        {
            return face
        }
        let system = usesSystemFonts
        for family in fallbackFamilies where family != font.family {
            let fallback = Font(family: family, size: font.size, weight: font.weight, isItalic: font.isItalic)
            if let face = try? face(for: fallback), face !== primary, face.covers(scalar) { return face }
        }
        return system ? systemFace(for: scalar, font: font) : nil
    }

    /// The installed face fontconfig picks for a character, opened once per file.
    private func systemFace(for scalar: Unicode.Scalar, font: Font) -> FontFace? {
        guard let path = systemFontFile(for: scalar, font: font) else { return nil }
        return lock.withLock { () -> FontFace? in
            if let face = faces[path] { return face }
            guard let face = try? FontFace(contentsOfFile: path) else { return nil }
            faces[path] = face
            return face
        }
    }

    /// The installed font file fontconfig picks for a character (cached per character).
    private func systemFontFile(for scalar: Unicode.Scalar, font: Font) -> String? {
        if let known = lock.withLock({ systemFilesByScalar[scalar.value] }) { return known }
        var buffer = [CChar](repeating: 0, count: 4096)
        let emoji = scalar.properties.isEmojiPresentation
        let found = quill_fc_font_for_codepoint(scalar.value, nil, font.weight == .bold ? 1 : 0, font.isItalic ? 1 : 0, emoji ? 1 : 0, &buffer, buffer.count) != 0
        let path: String? = found ? String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self) : nil
        lock.withLock { systemFilesByScalar[scalar.value] = .some(path) }
        return path
    }

    /// Reports a font problem on standard error (with the program's name) once per message;
    /// drawing code uses this because it cannot throw. Text whose font failed is not drawn, so
    /// headless renders check `problems` and fail rather than save a picture missing its text.
    /// - Parameter log: Where the message goes (a view's context's log; by default the
    ///   process's).
    public func report(_ error: Error, to log: RuntimeLogSink = RuntimeLog.process) {
        let text = "\(error)"
        lock.lock()
        let isNew = !reportedProblems.contains(text)
        if isNew { reportedProblems.append(text) }
        lock.unlock()
        if isNew { log.error(text) }
    }

    /// The font problems reported so far, in order (empty when all text could be drawn).
    public var problems: [String] {
        lock.lock()
        defer { lock.unlock() }
        return reportedProblems
    }

    /// Opens the faces of the default font, so an app can refuse to start without its fonts
    /// instead of drawing blank text.
    /// - Throws: `QuillError` saying where fonts were looked for and how to fix it.
    public func checkBundledFonts() throws {
        _ = try face(for: Font.systemFont(ofSize: Font.defaultSize))
        _ = try face(for: Font(family: FontLibrary.appleCompatibleFamily, size: Font.defaultSize))
    }
}

import ArgumentParser
import Foundation
import Quill

/// `--system-fonts`: headless renders draw with Quill's bundled fonts only, so they are the same
/// on every machine; this flag (or `QUILL_SYSTEM_FONTS=1`) lets them fall back to the fonts
/// installed here for characters the bundled ones lack (CJK, Thai, colour emoji), as windows do.
struct FontOptions: ParsableArguments {
    @Flag(name: .customLong("system-fonts"), help: "Fall back to installed fonts for characters Quill's own fonts lack (CJK, Thai, emoji); renders then depend on this machine's fonts. QUILL_SYSTEM_FONTS=1 does the same.")
    var systemFonts = false

    /// Turns the fallback on for the application's fonts when asked.
    @MainActor
    func apply() {
        if systemFonts || Application.shared.launchEnvironment.asksForSystemFonts {
            Application.shared.context.fonts.usesSystemFonts = true
        }
    }

    /// Says on standard error which characters a render drew as missing-glyph boxes, and how to
    /// get them drawn.
    @MainActor
    static func warnAboutMissingCharacters(in out: String) {
        let missing = FontLibrary.shared.missingCharacters
        guard !missing.isEmpty else { return }
        let shown = missing.prefix(12).map(String.init).joined(separator: " ") + (missing.count > 12 ? " …" : "")
        let hint = FontLibrary.shared.usesSystemFonts
            ? "no installed font has them either: install one that does (Debian: fonts-noto-cjk, fonts-thai-tlwg, fonts-noto-color-emoji)"
            : "pass --system-fonts (or set QUILL_SYSTEM_FONTS=1) to draw them with this machine's fonts"
        FileHandle.standardError.write(Data("quill: warning: \(out): characters Quill's own fonts lack show as boxes: \(shown); \(hint)\n".utf8))
    }
}

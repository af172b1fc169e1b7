/// Text from files made safe to print on a terminal. Names and values in messages come from
/// templates, bundles and file names that someone else wrote: an ESC or BEL among them would
/// reach the terminal as a control sequence, and a newline in a file name would forge a whole
/// diagnostic line (issue 25). Every message form escapes its parts with this.
public enum TerminalText {
    /// `text` with every control character written as a Swift escape: C0 controls (newline,
    /// tab and ESC among them), DEL and the C1 range as `\u{1B}`, and the invisible characters
    /// that reorder or hide text (bidirectional overrides and isolates, as in "Trojan Source")
    /// likewise. Text with none is returned as it is, without copying.
    ///
    /// With `keepingIndentedLines`, a newline followed by a space or a tab stays a newline: a
    /// message that lists things on indented lines below its first (a layout conflict) reads as
    /// written, and a newline from a name can still only start an indented line, never one that
    /// passes for a diagnostic of its own.
    public static func escaped(_ text: String, keepingIndentedLines: Bool = false) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 8)
        let scalars = Array(text.unicodeScalars)
        for (index, scalar) in scalars.enumerated() {
            let indentedLine = keepingIndentedLines && scalar == "\n" && index + 1 < scalars.count && (scalars[index + 1] == " " || scalars[index + 1] == "\t")
            if needsEscape(scalar) && !indentedLine {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// The longest quoted name or value a message prints whole, in characters.
    public static let maximumQuotedLength = 200
    /// The longest message printed whole, in characters.
    public static let maximumMessageLength = 4_000

    /// `text` made fit to print: quoted names and values (between single quotes) longer than
    /// `maximumQuotedLength` are cut to their start and the number of characters left out, the
    /// whole is cut likewise past `maximumMessageLength`, and control characters are escaped
    /// (`escaped(_:keepingIndentedLines:)`). A 500 KB image name in a template is then a line,
    /// not half a megabyte of output (issue 25).
    public static func printable(_ text: String, keepingIndentedLines: Bool = false) -> String {
        escaped(shortened(text), keepingIndentedLines: keepingIndentedLines)
    }

    /// `text` with over-long quoted parts and an over-long whole cut (see `printable`).
    public static func shortened(_ text: String) -> String {
        guard text.utf8.count > maximumQuotedLength else { return text }
        var result = ""
        var rest = text[...]
        while let open = rest.firstIndex(of: "'") {
            let afterOpen = rest.index(after: open)
            guard let close = rest[afterOpen...].firstIndex(of: "'") else { break }
            result += rest[..<afterOpen]
            let quoted = rest[afterOpen..<close]
            let count = quoted.count
            if count > maximumQuotedLength {
                let kept = maximumQuotedLength / 2
                result += quoted.prefix(kept) + "… (\(count - kept) more characters)"
            } else {
                result += quoted
            }
            result += "'"
            rest = rest[rest.index(after: close)...]
        }
        result += rest
        let count = result.count
        guard count > maximumMessageLength else { return result }
        return String(result.prefix(maximumMessageLength)) + "… (\(count - maximumMessageLength) more characters)"
    }

    /// Whether a character is printed escaped.
    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: true
        // Bidirectional embeddings, overrides and isolates; the line and paragraph separators.
        case 0x202A...0x202E, 0x2066...0x2069, 0x2028, 0x2029: true
        default: false
        }
    }
}

import QuillFoundation

extension TemplateValue {
    /// A short rendering of the value for error messages.
    public var summary: String {
        switch self {
        case .text(let s): return Double(s) != nil ? s : "'\(s)'"
        case .number(let n): return n == n.rounded() && abs(n) < 1e15 ? String(Int64(n)) : String(n)
        case .bool(let b): return b ? "true" : "false"
        case .color(let c): return c.hexString
        case .font(let f): return f.description
        case .rect(let r): return r.description
        case .point(let p): return p.description
        case .size(let s): return s.description
        case .insets(let i): return "[\(i.top), \(i.left), \(i.bottom), \(i.right)]"
        case .image(let name): return "image '\(name)'"
        case .list(let items): return "[" + items.map(\.summary).joined(separator: ", ") + "]"
        case .map(let entries): return "{" + entries.map { "\($0.key): \($0.value.summary)" }.joined(separator: ", ") + "}"
        case .null: return "null"
        }
    }

    private func mismatch(_ expected: String) -> TemplateValueError {
        TemplateValueError(expected: expected, found: summary)
    }

    /// The value as a string.
    public func asString() throws(TemplateValueError) -> String {
        switch self {
        case .text(let s): return s
        case .number: return summary.replacingOccurrences(of: "'", with: "")
        case .bool(let b): return b ? "true" : "false"
        default: throw mismatch("text")
        }
    }

    /// The value as a number.
    public func asNumber() throws(TemplateValueError) -> Double {
        switch self {
        case .number(let n):
            if n.isFinite { return n }
            throw mismatch("a finite number")
        case .text(let s):
            if let n = Double(s) ?? Double(s.trimmingCharacters(in: .whitespaces)), n.isFinite { return n }
            throw mismatch("a number")
        case .bool(let b): return b ? 1 : 0
        default: throw mismatch("a number")
        }
    }

    /// The value as a whole number.
    public func asInteger() throws(TemplateValueError) -> Int {
        let n = try asNumber()
        guard n == n.rounded(), abs(n) < 1e15 else { throw mismatch("a whole number") }
        return Int(n)
    }

    /// The value as a flag: `true`/`false`, `yes`/`no` (any case), `1`/`0`.
    public func asBool() throws(TemplateValueError) -> Bool {
        switch self {
        case .bool(let b): return b
        case .number(let n) where n == 0 || n == 1: return n == 1
        case .text(let s):
            switch s.lowercased() {
            case "true", "yes", "on", "1": return true
            case "false", "no", "off", "0": return false
            default: throw mismatch("true or false")
            }
        default: throw mismatch("true or false")
        }
    }

    /// Numbers from a list (or a whitespace/comma separated text) of exactly `count` items.
    private func numbers(_ count: Int, _ expected: String) throws(TemplateValueError) -> [Double] {
        var items: [TemplateValue]
        switch self {
        case .list(let list): items = list
        case .text(let s):
            items = s.split(whereSeparator: { $0 == " " || $0 == "," }).map { .text(String($0)) }
        default: throw mismatch(expected)
        }
        guard items.count == count else { throw mismatch(expected) }
        var result: [Double] = []
        for item in items {
            guard let n = try? item.asNumber(), abs(n) <= TemplateLimits.maximumCoordinate else {
                throw mismatch(expected + " of finite numbers within ±\(Int(TemplateLimits.maximumCoordinate))")
            }
            result.append(n)
        }
        return result
    }

    /// The value as a rectangle: `[x, y, width, height]`.
    public func asRect() throws(TemplateValueError) -> Rect {
        if case .rect(let r) = self, TemplateDocumentCheck.reason(self, property: "", depth: 0) == nil { return r }
        let n = try numbers(4, "a rectangle [x, y, width, height]")
        return Rect(x: n[0], y: n[1], width: n[2], height: n[3])
    }

    /// The value as a point: `[x, y]`.
    public func asPoint() throws(TemplateValueError) -> Point {
        if case .point(let p) = self, TemplateDocumentCheck.reason(self, property: "", depth: 0) == nil { return p }
        let n = try numbers(2, "a point [x, y]")
        return Point(x: n[0], y: n[1])
    }

    /// The value as a size: `[width, height]`.
    public func asSize() throws(TemplateValueError) -> Size {
        if case .size(let s) = self, TemplateDocumentCheck.reason(self, property: "", depth: 0) == nil { return s }
        let n = try numbers(2, "a size [width, height]")
        return Size(width: n[0], height: n[1])
    }

    /// The value as insets: `[top, left, bottom, right]`, or one number for all edges.
    public func asInsets() throws(TemplateValueError) -> EdgeInsets {
        if case .insets(let i) = self, TemplateDocumentCheck.reason(self, property: "", depth: 0) == nil { return i }
        if let all = try? asNumber() { return EdgeInsets(all: all) }
        let n = try numbers(4, "insets [top, left, bottom, right]")
        return EdgeInsets(top: n[0], left: n[1], bottom: n[2], right: n[3])
    }

    /// The names of the colours a template may use by name.
    public static let namedColors: [String: Color] = [
        "clear": .clear, "black": .black, "white": .white, "gray": .gray, "grey": .gray, "darkGray": .darkGray,
        "lightGray": .lightGray, "red": .red, "green": .green, "blue": .blue, "yellow": .yellow, "orange": .orange,
        "systemBlue": .systemBlue, "systemGreen": .systemGreen, "systemRed": .systemRed, "systemGray": .systemGray,
        "systemOrange": .systemOrange, "systemYellow": .systemYellow, "systemPurple": .systemPurple, "systemPink": .systemPink,
        "systemTeal": .systemTeal, "systemIndigo": .systemIndigo,
        "systemGray4": .systemGray4, "systemGray5": .systemGray5, "systemGray6": .systemGray6, "label": .label,
        "secondaryLabel": .secondaryLabel, "systemBackground": .systemBackground, "separator": .separator,
    ]

    /// The value as a colour: `#RRGGBB[AA]`, a name, `{white: w, alpha: a}` or `{red: r, green:
    /// g, blue: b, alpha: a}` (components 0...1); `null` is `nil`. (While a template is
    /// instantiated, names of colour sets in the asset catalogs beside it work too: see
    /// `TemplateContext.resolvingCatalogColors(in:)`.)
    public func asColor() throws(TemplateValueError) -> Color? {
        let expected = "a colour (#RRGGBB, #RRGGBBAA, a name such as systemBlue, or {red:, green:, blue:, alpha:})"
        switch self {
        case .color(let c): return c
        case .null: return nil
        case .text(let s):
            if s == "null" || s == "nil" || s == "none" { return nil }
            if let named = TemplateValue.namedColors[s] { return named }
            if s.hasPrefix("#"), let c = Color(hex: s) { return c }
            throw mismatch(expected + ", or a colour set in an asset catalog beside the template")
        case .map(let entries):
            var values: [String: Double] = [:]
            for entry in entries {
                guard ["red", "green", "blue", "alpha", "white"].contains(entry.key), let n = try? entry.value.asNumber() else {
                    throw mismatch(expected)
                }
                values[entry.key] = n
            }
            let alpha = values["alpha"] ?? 1
            if let white = values["white"] { return Color(white: white, alpha: alpha) }
            guard let r = values["red"], let g = values["green"], let b = values["blue"] else { throw mismatch(expected) }
            return Color(red: r, green: g, blue: b, alpha: alpha)
        default:
            throw mismatch(expected)
        }
    }

    /// The value as a font: a size (`17`), `bold 17`, `italic 15`, `bold italic 12`, or
    /// `{family:, size:, weight: bold, italic: true}`.
    public func asFont() throws(TemplateValueError) -> Font {
        let expected = "a font (17, 'bold 17', 'italic 15' or {family:, size:, weight:, italic:})"
        switch self {
        case .font(let f):
            guard f.size.isFinite, f.size > 0, f.size <= TemplateLimits.maximumFontSize else { throw mismatch(expected) }
            return f
        case .number(let n) where n > 0 && n <= TemplateLimits.maximumFontSize: return .systemFont(ofSize: n)
        case .text(let s):
            var font = Font(size: Font.defaultSize)
            var sawSize = false
            for word in s.split(separator: " ") {
                switch word.lowercased() {
                case "bold": font.weight = .bold
                case "italic", "oblique": font.isItalic = true
                case "regular", "system": break
                default:
                    guard let size = Double(word), size > 0, size <= TemplateLimits.maximumFontSize else { throw mismatch(expected) }
                    font.size = size
                    sawSize = true
                }
            }
            guard sawSize else { throw mismatch(expected) }
            return font
        case .map(let entries):
            var font = Font(size: Font.defaultSize)
            for entry in entries {
                switch entry.key {
                case "family": font.family = try entry.value.asString()
                case "size":
                    let size = try entry.value.asNumber()
                    guard size > 0, size <= TemplateLimits.maximumFontSize else { throw mismatch(expected) }
                    font.size = size
                case "weight":
                    switch try entry.value.asString() {
                    case "bold": font.weight = .bold
                    case "regular": font.weight = .regular
                    default: throw mismatch(expected)
                    }
                case "italic": font.isItalic = try entry.value.asBool()
                default: throw mismatch(expected)
                }
            }
            return font
        default:
            throw mismatch(expected)
        }
    }

    /// The value as an image name.
    public func asImageName() throws(TemplateValueError) -> String {
        switch self {
        case .image(let name), .text(let name): return name
        default: throw mismatch("an image name")
        }
    }

    /// The value as one of a fixed set of names.
    public func asSymbol<T>(_ cases: [(String, T)], what: String) throws(TemplateValueError) -> T {
        if case .text(let s) = self, let match = cases.first(where: { $0.0 == s }) { return match.1 }
        // The message is built only when the value does not match.
        throw mismatch("\(what): one of \(cases.map(\.0).joined(separator: ", "))")
    }

    /// The entries of a map value; any other value is the entry for `defaultKey`.
    public func entries(defaultKey: String) -> [TemplateEntry] {
        if case .map(let entries) = self { return entries }
        return [TemplateEntry(key: defaultKey, value: self)]
    }
}

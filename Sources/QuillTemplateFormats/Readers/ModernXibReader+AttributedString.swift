import QuillFoundation

extension ModernXibReader {
    /// An `<attributedString>` element as the native form of attributed text (a list of runs),
    /// read from its `<fragment>`s: the text (`content=`, or a `<string key="content">` child
    /// for text with line breaks) and the `<attributes>` Quill draws — `NSFont`, `NSColor`,
    /// `NSBackgroundColor`, `NSUnderline`, `NSStrikethrough` and their colours, `NSKern`,
    /// `NSBaselineOffset`, `NSLink`, and the `NSParagraphStyle`'s alignment and spacing. Other
    /// attributes (shadows, ligature settings…) are left out with a warning.
    mutating func attributedTextValue(_ element: XMLElementNode) -> TemplateValue {
        var runs: [TemplateValue] = []
        for fragment in element.children("fragment") {
            let content = fragment["content"] ?? fragment.child("string", key: "content")?.text ?? ""
            guard !content.isEmpty else { continue }
            var entries = [TemplateEntry(key: "text", value: .text(content), location: fragment.location)]
            for attribute in fragment.child("attributes")?.children ?? [] {
                entries += runEntries(for: attribute)
            }
            runs.append(entries.count == 1 ? .text(content) : .map(entries))
        }
        return .list(runs)
    }

    private mutating func runEntries(for attribute: XMLElementNode) -> [TemplateEntry] {
        let location = attribute.location
        func entry(_ key: String, _ value: TemplateValue) -> [TemplateEntry] { [TemplateEntry(key: key, value: value, location: location)] }
        func lineStyle() -> TemplateValue {
            // NSUnderlineStyle: 1 single, 2 thick, 9 double; pattern bits (dots, dashes) are
            // drawn as solid lines.
            let raw = Int(attribute["value"] ?? "") ?? 0
            switch raw & 0xFF {
            case 0: return .text("none")
            case 2: return .text("thick")
            case 9: return .text("double")
            default: return .text("single")
            }
        }
        switch (attribute.name, attribute["key"] ?? "") {
        case ("color", let key):
            guard let color = XibValues.color(attribute, resources: resources) ?? attribute["name"].flatMap(catalogColor(named:)) else {
                let what = attribute["name"].map { "'\($0)' (\(key))" } ?? "'\(key)'"
                warn("colour \(what) in an attributed string is not one Quill knows; ignored", attribute)
                return []
            }
            let names = ["NSColor": "color", "NSBackgroundColor": "backgroundColor", "NSUnderlineColor": "underlineColor", "NSStrikethroughColor": "strikethroughColor"]
            guard let name = names[key] else { return unsupported(key, attribute) }
            return entry(name, .color(color))
        case ("font", "NSFont"):
            return entry("font", .font(attributedFont(attribute)))
        case ("integer", "NSUnderline"), ("real", "NSUnderline"):
            return entry("underline", lineStyle())
        case ("integer", "NSStrikethrough"), ("real", "NSStrikethrough"):
            return entry("strikethrough", lineStyle())
        case ("real", "NSKern"), ("integer", "NSKern"):
            guard let value = attribute["value"].flatMap(Double.init), value.isFinite, abs(value) <= 100 else { return [] }
            return entry("kern", .number(value))
        case ("real", "NSBaselineOffset"), ("integer", "NSBaselineOffset"):
            guard let value = attribute["value"].flatMap(Double.init), value.isFinite, abs(value) <= 1000 else { return [] }
            return entry("baselineOffset", .number(value))
        case ("url", "NSLink"):
            return attribute["string"].map { entry("link", .text($0)) } ?? []
        case ("string", "NSLink"):
            return entry("link", .text(attribute.text))
        case ("paragraphStyle", "NSParagraphStyle"):
            var entries: [TemplateEntry] = []
            let alignments = ["left": "left", "center": "center", "right": "right", "natural": "natural", "justified": "natural"]
            if let alignment = attribute["alignment"].flatMap({ alignments[$0] }) { entries += entry("alignment", .text(alignment)) }
            for (xibName, name) in [("lineSpacing", "lineSpacing"), ("paragraphSpacing", "paragraphSpacing")] {
                if let value = attribute[xibName].flatMap(Double.init), value.isFinite, value > 0, value <= 1000 { entries += entry(name, .number(value)) }
            }
            return entries
        case (_, let key):
            return unsupported(key, attribute)
        }
    }

    private mutating func unsupported(_ key: String, _ attribute: XMLElementNode) -> [TemplateEntry] {
        // Attributes about how text is edited or stored, not how it looks, are dropped quietly.
        let quiet: Set<String> = ["NSOriginalFont", "NSLigature", "NSWritingDirection", "NSAttachment", "NSToolTip"]
        if !quiet.contains(key) { warn("the attributed-string attribute '\(key.isEmpty ? attribute.name : key)' is not drawn by Quill; ignored", attribute) }
        return []
    }

    /// An attributed string's `<font key="NSFont">`: `metaFont` (system, boldSystem…) or a
    /// PostScript `name`, mapped to families as `<fontDescription>` is.
    private func attributedFont(_ element: XMLElementNode) -> Font {
        var font = Font(family: Font.appleSystemFamily, size: element["size"].flatMap(Double.init).flatMap { $0 > 0 && $0 <= 1000 ? $0 : nil } ?? Font.defaultSize)
        if let meta = element["metaFont"]?.lowercased() {
            if meta.contains("bold") { font.weight = .bold }
            if meta.contains("italic") { font.isItalic = true }
        }
        if let name = element["name"] {
            font.family = XibValues.family(forFontName: name)
            XibValues.applyFontName(name, to: &font)
        }
        return font
    }
}

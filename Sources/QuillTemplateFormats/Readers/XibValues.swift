import QuillFoundation

/// Converts .xib value elements (`<color>`, `<fontDescription>`, `<rect>`…) to template values.
package enum XibValues {
    /// UIKit's named system colours, as they resolve in light mode.
    static let systemColors: [String: Color] = [
        "darkTextColor": .black, "lightTextColor": Color(white: 1, alpha: 0.6), "groupTableViewBackgroundColor": Color(red8: 242, green8: 242, blue8: 247),
        "tableCellGroupedBackgroundColor": .white, "viewFlipsideBackgroundColor": Color(red8: 31, green8: 33, blue8: 36),
        "scrollViewTexturedBackgroundColor": Color(red8: 111, green8: 113, blue8: 121), "underPageBackgroundColor": Color(red8: 181, green8: 183, blue8: 189),
        "systemBackgroundColor": .white, "secondarySystemBackgroundColor": Color(red8: 242, green8: 242, blue8: 247),
        "labelColor": .black, "secondaryLabelColor": .secondaryLabel, "systemBlueColor": .systemBlue,
        "systemGreenColor": .systemGreen, "systemRedColor": .systemRed, "systemGrayColor": .systemGray,
        "systemOrangeColor": .systemOrange, "systemYellowColor": .systemYellow, "systemPurpleColor": .systemPurple,
        "systemPinkColor": .systemPink, "systemTealColor": .systemTeal, "systemIndigoColor": .systemIndigo,
        "separatorColor": .separator, "systemGroupedBackgroundColor": Color(red8: 242, green8: 242, blue8: 247),
        "tertiaryLabelColor": Color(red8: 60, green8: 60, blue8: 67, alpha8: 77), "linkColor": .systemBlue,
        "whiteColor": .white, "blackColor": .black, "clearColor": .clear,
    ]

    /// A `<color>` element; `resources` are the document's `<systemColor>` definitions.
    static func color(_ element: XMLElementNode, resources: [String: Color]) -> Color? {
        let a = element.attributes
        let alpha = a["alpha"].flatMap(Double.init) ?? 1
        if let r = a["red"].flatMap(Double.init), let g = a["green"].flatMap(Double.init), let b = a["blue"].flatMap(Double.init) {
            return Color(red: r, green: g, blue: b, alpha: alpha)
        }
        if let white = a["white"].flatMap(Double.init) { return Color(white: white, alpha: alpha) }
        if let name = a["systemColor"] ?? a["cocoaTouchSystemColor"] {
            if let defined = resources[name] { return defined }
            return systemColors[name]
        }
        if let name = a["name"] { return resources[name] }
        return nil
    }

    /// Text style sizes of iOS at the default content size.
    static let textStyles: [String: (Double, FontWeight)] = [
        "UICTFontTextStyleLargeTitle": (34, .regular), "UICTFontTextStyleTitle1": (28, .regular), "UICTFontTextStyleTitle2": (22, .regular),
        "UICTFontTextStyleTitle3": (20, .regular), "UICTFontTextStyleHeadline": (17, .bold), "UICTFontTextStyleBody": (17, .regular),
        "UICTFontTextStyleCallout": (16, .regular), "UICTFontTextStyleSubhead": (15, .regular), "UICTFontTextStyleFootnote": (13, .regular),
        "UICTFontTextStyleCaption1": (12, .regular), "UICTFontTextStyleCaption2": (11, .regular),
    ]

    /// A `<fontDescription>` element. The system font and text styles become
    /// `Font.appleSystemFamily` (San Francisco's line height); Helvetica and Arial become
    /// Liberation Sans (their metrics), by weight and slant, so text fits the frames it was
    /// designed in; other named families keep their name and fall back the same way.
    static func font(_ element: XMLElementNode) -> Font {
        let a = element.attributes
        var font = Font(family: Font.appleSystemFamily, size: a["pointSize"].flatMap(Double.init) ?? Font.defaultSize)
        if let style = a["style"], let (size, weight) = textStyles[style] {
            font.size = size
            font.weight = weight
        }
        switch a["type"] {
        case "boldSystem": font.weight = .bold
        case "italicSystem": font.isItalic = true
        default: break
        }
        if let name = a["name"] {
            font.family = family(forFontName: name)
            applyFontName(name, to: &font)
            if let family = a["family"], !["Helvetica", "Helvetica Neue", "Arial", "System"].contains(family) { font.family = family }
        }
        if let weight = a["weight"], ["bold", "heavy", "black", "semibold"].contains(weight) { font.weight = .bold }
        return font
    }

    /// The family a PostScript font name stands for: `.SFUIText` and friends are the system
    /// font; Menlo, Courier, Monaco and SF Mono are monospaced; the rest (Helvetica, Arial,
    /// PingFang…) take Liberation Sans, Helvetica's metrics.
    package static func family(forFontName name: String) -> String {
        if name.hasPrefix(".") { return Font.appleSystemFamily }
        let base = name.split(separator: "-").first.map(String.init)?.lowercased() ?? ""
        if ["menlo", "courier", "couriernewpsmt", "couriernew", "monaco", "sfmono", "andalemono"].contains(base) { return Font.monospacedFamily }
        return Font.appleCompatibleFamily
    }

    /// Weight and slant from a PostScript name such as `Helvetica-BoldOblique`.
    static func applyFontName(_ name: String, to font: inout Font) {
        let lower = name.lowercased()
        if lower.contains("bold") || lower.contains("heavy") || lower.contains("black") || lower.contains("semibold") { font.weight = .bold }
        if lower.contains("italic") || lower.contains("oblique") { font.isItalic = true }
    }

    /// A `<rect>` element.
    static func rect(_ element: XMLElementNode) -> Rect {
        func v(_ key: String) -> Double { element[key].flatMap(Double.init) ?? 0 }
        return Rect(x: v("x"), y: v("y"), width: v("width"), height: v("height"))
    }

    /// An `<autoresizingMask>` element, as a list of Quill's names.
    static func autoresizingMask(_ element: XMLElementNode) -> TemplateValue {
        let names: [(String, String)] = [
            ("flexibleMinX", "flexibleLeftMargin"), ("widthSizable", "flexibleWidth"), ("flexibleMaxX", "flexibleRightMargin"),
            ("flexibleMinY", "flexibleTopMargin"), ("heightSizable", "flexibleHeight"), ("flexibleMaxY", "flexibleBottomMargin"),
        ]
        return .list(names.filter { element[$0.0] == "YES" }.map { .text($0.1) })
    }

    /// Boolean attributes are `YES`/`NO`.
    static func bool(_ text: String) -> Bool { text == "YES" || text == "true" }

    /// A finite number, or a ratio of two written with ':' or '/' ("16:9", "1/3"); nil for
    /// anything else, a zero denominator included.
    static func ratio(_ text: String) -> Double? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false).flatMap {
            $0.split(separator: "/", omittingEmptySubsequences: false)
        }
        let numbers = parts.map { Double($0) }
        if numbers.count == 1, let value = numbers[0], value.isFinite { return value }
        if numbers.count == 2, let a = numbers[0], let b = numbers[1], b != 0, (a / b).isFinite { return a / b }
        return nil
    }
}

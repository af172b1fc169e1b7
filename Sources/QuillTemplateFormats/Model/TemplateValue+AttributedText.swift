import QuillFoundation

extension TemplateValue {
    /// The keys a run of attributed text may have, besides `text`.
    static let attributedRunKeys = [
        "font", "color", "backgroundColor", "underline", "underlineColor", "strikethrough", "strikethroughColor", "kern",
        "baselineOffset", "link", "alignment", "lineSpacing", "paragraphSpacing",
    ]

    /// The value as attributed text: a string (one plain run), a run, or a list of runs and
    /// strings. A run is a map with `text` and any of `font color backgroundColor underline
    /// underlineColor strikethrough strikethroughColor kern baselineOffset link alignment
    /// lineSpacing paragraphSpacing` (lines are `single`, `thick`, `double` or `none`).
    ///
    ///     attributedText:
    ///       - "Read the "
    ///       - {text: terms, link: "https://example.org/terms"}
    ///       - {text: " by Friday", font: {size: 17, weight: bold}, color: systemRed}
    public func asAttributedText() throws(TemplateValueError) -> AttributedText {
        switch self {
        case .text(let string):
            return AttributedText(string)
        case .map(let entries):
            var text = AttributedText("")
            try TemplateValue.appendRun(entries, to: &text)
            return text
        case .list(let items):
            var text = AttributedText("")
            for item in items {
                switch item {
                case .text(let string): text.append(string, attributes: .plain)
                case .number: text.append(try item.asString(), attributes: .plain)
                case .map(let entries): try TemplateValue.appendRun(entries, to: &text)
                default: throw TemplateValueError(expected: "a run of attributed text: a string or {text: …, font: …, color: …}", found: item.summary)
                }
            }
            return text
        default:
            throw TemplateValueError(expected: "attributed text: a string or a list of runs {text: …, font: …, color: …}", found: summary)
        }
    }

    private static func appendRun(_ entries: [TemplateEntry], to text: inout AttributedText) throws(TemplateValueError) {
        guard let body = entries.first(where: { $0.key == "text" }) else {
            throw TemplateValueError(expected: "a run with its text: {text: …, \(attributedRunKeys.prefix(3).joined(separator: ": …, ")): …}", found: TemplateValue.map(entries).summary)
        }
        var attributes = TextAttributes()
        let lineStyles = TextLineStyle.allCases.map { ($0.rawValue, $0) }
        for entry in entries where entry.key != "text" {
            let value = entry.value
            switch entry.key {
            case "font": attributes.font = try value.asFont()
            case "color": attributes.foregroundColor = try value.asColor()
            case "backgroundColor": attributes.backgroundColor = try value.asColor()
            case "underline": attributes.underlineStyle = try value.asSymbol(lineStyles, what: "an underline")
            case "underlineColor": attributes.underlineColor = try value.asColor()
            case "strikethrough": attributes.strikethroughStyle = try value.asSymbol(lineStyles, what: "a strikethrough")
            case "strikethroughColor": attributes.strikethroughColor = try value.asColor()
            case "kern": attributes.kern = try value.finiteNumber(within: -100...100)
            case "baselineOffset": attributes.baselineOffset = try value.finiteNumber(within: -1000...1000)
            case "link": attributes.link = try value.asString()
            case "alignment": attributes.alignment = try value.asSymbol(TemplateValue.textAlignments, what: "an alignment")
            case "lineSpacing": attributes.lineSpacing = try value.finiteNumber(within: 0...1000)
            case "paragraphSpacing": attributes.paragraphSpacing = try value.finiteNumber(within: 0...1000)
            default:
                throw TemplateValueError(
                    expected: "a run key: text, " + attributedRunKeys.joined(separator: ", ")
                        + (Suggestions.closest(to: entry.key, among: attributedRunKeys, limit: 1).first.map { " (did you mean '\($0)'?)" } ?? ""),
                    found: "'\(entry.key)'")
            }
        }
        text.append(try body.value.asString(), attributes: attributes)
    }

    /// The value as a number inside bounds (an attribute out of them is a mistake, not a
    /// layout to attempt).
    private func finiteNumber(within bounds: ClosedRange<Double>) throws(TemplateValueError) -> Double {
        let number = try asNumber()
        guard bounds.contains(number) else {
            throw TemplateValueError(expected: "a number from \(formatCoordinate(bounds.lowerBound)) to \(formatCoordinate(bounds.upperBound))", found: summary)
        }
        return number
    }
}

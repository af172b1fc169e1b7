import QuillTemplateFormats
import Foundation
import QuillFoundation
import QuillViews
import QuillWidgets
import QuillGraphics

extension TemplateValue {
    /// Which corners a view rounds: Core Animation's `maskedCorners` bits (1 top left, 2 top
    /// right, 4 bottom left, 8 bottom right), as runtime attributes store them, or a list of
    /// corner names.
    func asRectCorners() throws(TemplateValueError) -> RectCorner {
        let names: [(String, RectCorner)] = [
            ("topLeft", .topLeft), ("topRight", .topRight), ("bottomLeft", .bottomLeft), ("bottomRight", .bottomRight),
            ("top", .top), ("bottom", .bottom), ("allCorners", .allCorners),
        ]
        let expected = "corners to round: a number 0–15 or a list of \(names.map(\.0).joined(separator: ", "))"
        if let bits = try? asInteger() {
            guard (0..<16).contains(bits) else { throw TemplateValueError(expected: expected, found: summary) }
            return RectCorner(rawValue: UInt8(bits))
        }
        return try asFlags(names, expected: expected)
    }

    /// The value as an autoresizing mask: a list or space-separated names
    /// (`flexibleWidth flexibleHeight`), or the raw bits.
    func asAutoresizingMask() throws(TemplateValueError) -> AutoresizingMask {
        let names: [(String, AutoresizingMask)] = [
            ("flexibleLeftMargin", .flexibleLeftMargin), ("flexibleWidth", .flexibleWidth),
            ("flexibleRightMargin", .flexibleRightMargin), ("flexibleTopMargin", .flexibleTopMargin),
            ("flexibleHeight", .flexibleHeight), ("flexibleBottomMargin", .flexibleBottomMargin),
        ]
        var expected: String { "an autoresizing mask: a list of \(names.map(\.0).joined(separator: ", "))" }
        // The raw bits, as legacy .xib files store them (and their conversions write them).
        if let bits = try? asInteger(), (0..<64).contains(bits) { return AutoresizingMask(rawValue: bits) }
        return try asFlags(names, expected: expected)
    }

    /// A set of flags by name: a list, or names separated by spaces (`flexibleWidth
    /// flexibleHeight`); `null` is none.
    private func asFlags<Flags: SetAlgebra>(_ names: [(String, Flags)], expected: String) throws(TemplateValueError) -> Flags {
        var items: [TemplateValue]
        switch self {
        case .list(let list): items = list
        case .text(let s): items = s.split(separator: " ").map { .text(String($0)) }
        case .null: return []
        default: throw TemplateValueError(expected: expected, found: summary)
        }
        var flags: Flags = []
        for item in items {
            guard case .text(let name) = item, let flag = names.first(where: { $0.0 == name })?.1 else {
                throw TemplateValueError(expected: expected, found: item.summary)
            }
            flags.formUnion(flag)
        }
        return flags
    }

    static let semanticContentAttributes: [(String, SemanticContentAttribute)] = SemanticContentAttribute.allCases.map { ($0.rawValue, $0) }
    static let lineBreakModes: [(String, LineBreakMode)] = [
        ("wordWrap", .byWordWrapping), ("charWrap", .byCharWrapping), ("characterWrap", .byCharWrapping), ("clip", .byClipping),
        ("headTruncation", .byTruncatingHead), ("tailTruncation", .byTruncatingTail), ("middleTruncation", .byTruncatingMiddle),
    ]
    static let contentModes: [(String, ContentMode)] = [
        ("scaleToFill", .scaleToFill), ("scaleAspectFit", .scaleAspectFit), ("scaleAspectFill", .scaleAspectFill),
        ("center", .center), ("top", .top), ("bottom", .bottom), ("left", .left), ("right", .right),
        ("topLeft", .topLeft), ("topRight", .topRight), ("bottomLeft", .bottomLeft), ("bottomRight", .bottomRight),
    ]
    static let controlStates: [(String, ControlState)] = [
        ("normal", .normal), ("highlighted", .highlighted), ("disabled", .disabled), ("selected", .selected), ("focused", .focused),
    ]
    static let buttonStyles: [(String, ButtonStyle)] = [("plain", .plain), ("bordered", .bordered), ("filled", .filled)]
    static let accessoryTypes: [(String, TableViewCellAccessoryType)] = [
        ("none", .none), ("disclosureIndicator", .disclosureIndicator), ("detailDisclosureButton", .detailDisclosureButton),
        ("checkmark", .checkmark), ("detailButton", .detailButton),
    ]
    static let selectionStyles: [(String, TableViewCellSelectionStyle)] = [("none", .none), ("default", .default), ("blue", .blue), ("gray", .gray)]
    static let interpolations: [(String, ImageInterpolation)] = [("nearest", .nearest), ("bilinear", .bilinear)]

    /// The value as a date in ISO 8601 form: `2026-11-22` (midnight UTC) or a full timestamp.
    func asISODate() throws(TemplateValueError) -> Date {
        let text = try asString()
        let full = ISO8601DateFormatter()
        if let date = full.date(from: text) { return date }
        let day = ISO8601DateFormatter()
        day.formatOptions = [.withFullDate]
        if let date = day.date(from: text) { return date }
        throw TemplateValueError(expected: "an ISO 8601 date (2026-11-22 or 2026-11-22T10:30:00Z)", found: summary)
    }

    /// Per-state values: a map of state names, or one value for `normal`.
    func perState<T>(_ convert: (TemplateValue) throws(TemplateValueError) -> T) throws(TemplateValueError) -> [(ControlState, T)] {
        var result: [(ControlState, T)] = []
        for entry in entries(defaultKey: "normal") {
            let state = try TemplateValue.text(entry.key).asSymbol(TemplateValue.controlStates, what: "a control state")
            result.append((state, try convert(entry.value)))
        }
        return result
    }
}

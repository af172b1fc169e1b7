import QuillFoundation

extension View {
    /// A one-line description: class, frame, tag, restoration identifier and details such as
    /// a label's text.
    public var summary: String {
        var parts = ["\(className): frame = \(frame)"]
        if tag != 0 { parts.append("tag = \(tag)") }
        if let restorationIdentifier { parts.append("restorationIdentifier = \"\(restorationIdentifier)\"") }
        if let accessibilityIdentifier { parts.append("identifier = \"\(accessibilityIdentifier)\"") }
        if isHidden { parts.append("hidden") }
        if alpha < 1 { parts.append("alpha = \(alpha)") }
        if !isUserInteractionEnabled { parts.append("userInteractionEnabled = NO") }
        if !autoresizingMask.isEmpty { parts.append("autoresize = \(describe(autoresizingMask))") }
        parts.append(contentsOf: debugDetails)
        return "<" + parts.joined(separator: "; ") + ">"
    }

    /// The view and its descendants, one per line, indented by depth (like UIKit's
    /// `recursiveDescription`).
    public var recursiveDescription: String {
        var lines: [String] = []
        func walk(_ view: View, depth: Int) {
            lines.append(String(repeating: "   | ", count: depth) + view.summary)
            for subview in view.subviews { walk(subview, depth: depth + 1) }
        }
        walk(self, depth: 0)
        return lines.joined(separator: "\n")
    }

    /// `recursiveDescription` with each view's appearance too (`appearanceDetails`: colours,
    /// fonts, borders), as `.tree` snapshots record it.
    public var appearanceDescription: String {
        var lines: [String] = []
        func walk(_ view: View, depth: Int) {
            let summary = view.summary
            let appearance = view.appearanceDetails
            let line = appearance.isEmpty ? summary : String(summary.dropLast()) + "; " + appearance.joined(separator: "; ") + ">"
            lines.append(String(repeating: "   | ", count: depth) + line)
            for subview in view.subviews { walk(subview, depth: depth + 1) }
        }
        walk(self, depth: 0)
        return lines.joined(separator: "\n")
    }

    private func describe(_ mask: AutoresizingMask) -> String {
        let names: [(AutoresizingMask, String)] = [
            (.flexibleLeftMargin, "LM"), (.flexibleWidth, "W"), (.flexibleRightMargin, "RM"),
            (.flexibleTopMargin, "TM"), (.flexibleHeight, "H"), (.flexibleBottomMargin, "BM"),
        ]
        return names.filter { mask.contains($0.0) }.map(\.1).joined(separator: "+")
    }
}

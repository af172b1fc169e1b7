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
    public var recursiveDescription: String { describeTree { $0.summary } }

    /// `recursiveDescription` with each view's appearance too (`appearanceDetails`: colours,
    /// fonts, borders), as `.tree` snapshots record it.
    public var appearanceDescription: String {
        describeTree { view in
            let appearance = view.appearanceDetails
            return appearance.isEmpty ? view.summary : String(view.summary.dropLast()) + "; " + appearance.joined(separator: "; ") + ">"
        }
    }

    /// The view and its descendants, a line each as `line` writes it, indented by depth.
    private func describeTree(_ line: (View) -> String) -> String {
        var lines: [String] = []
        func walk(_ view: View, depth: Int) {
            lines.append(String(repeating: "   | ", count: depth) + line(view))
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

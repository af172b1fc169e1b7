import QuillFoundation
import QuillGraphics
import QuillViews

extension TextView {
    /// Draws paragraph `index` in its own view's coordinates: the selection behind the text,
    /// the text, the input method's marked text after the caret, and the caret.
    func drawParagraph(_ index: Int, in context: GraphicsContext) {
        guard document.paragraphs.indices.contains(index), let layout = document.paragraphs[index].layout else { return }
        let paragraph = document.paragraphs[index], start = document.starts[index]
        if isFirstResponder, !selectedRange.isEmpty {
            let low = Swift.max(0, selectedRange.lowerBound - start), high = Swift.min(paragraph.characters.count, selectedRange.upperBound - start)
            let local = low..<Swift.max(low, high)
            for (i, line) in layout.lines.enumerated() where !local.isEmpty {
                guard let geometry = paragraph.caretGeometry(ofLine: i) else { continue }
                let lineStart = paragraph.lineStarts[i]
                for span in geometry.selectionSpans(for: local.lowerBound - lineStart..<local.upperBound - lineStart) {
                    context.fill(
                        Rect(x: line.originX + span.lowerBound, y: line.baseline - line.ascent, width: span.upperBound - span.lowerBound, height: line.height),
                        color: tintColor.withAlphaComponent(0.25))
                }
            }
        }
        if !paragraph.characters.isEmpty { context.draw(layout, at: .zero, color: textColor) }
        let caretParagraph = document.location(of: selectedRange.lowerBound).paragraph
        guard isFirstResponder, isEditable, caretParagraph == index, selectedRange.isEmpty else { return }
        let frame = paragraphFrame(index)
        var caret = caretRect(at: selectedRange.lowerBound).offsetBy(dx: -frame.minX, dy: -frame.minY)
        if !markedText.isEmpty, let marked = try? TextLayout(text: markedText, style: paragraphStyle, library: self.context.fonts) {
            context.fill(Rect(x: caret.minX, y: caret.minY, width: marked.size.width, height: caret.height), color: backgroundColor ?? .systemBackground)
            context.draw(marked, at: Point(x: caret.minX, y: caret.minY), color: textColor)
            context.fill(Rect(x: caret.minX, y: caret.maxY - 2, width: marked.size.width, height: 1.5), color: textColor)
            caret.origin.x += marked.size.width
        }
        if caretVisible { context.fill(Rect(x: caret.minX.rounded(), y: caret.minY + 1, width: 2, height: caret.height - 2), color: tintColor) }
    }
}

import QuillFoundation
import QuillGraphics
import QuillViews

extension PickerView {
    /// The selection band across the middle, then each wheel's visible titles (larger in the
    /// middle row, fading towards the edges), and the focus ring on the focused wheel.
    func drawWheels(_ context: GraphicsContext) {
        let mid = bounds.midY
        let bandHeight = wheels.indices.map(rowHeight).max() ?? PickerView.defaultRowHeight
        let band = Rect(x: bounds.minX + 4, y: mid - bandHeight / 2, width: bounds.width - 8, height: bandHeight)
        context.fill(band, cornerRadius: 8, with: .color(Color(red8: 238, green8: 238, blue8: 242)))
        let frames = componentFrames()
        let showsFocus = isFirstResponder || focusHost?.isFirstResponder == true
        for (component, frame) in frames.enumerated() {
            for row in visibleRows(component) where view(forRow: row, forComponent: component) == nil {
                drawTitle(row, component: component, in: rowRect(row, component: component, in: frame), context: context)
            }
            if showsFocus, component == focusedComponent {
                context.strokeInside(Rect(x: frame.minX, y: band.minY, width: frame.width, height: band.height), cornerRadius: 6, lineWidth: 1.5, color: tintColor)
            }
        }
    }

    private func drawTitle(_ row: Int, component: Int, in rect: Rect, context: GraphicsContext) {
        let isCentre = abs(Double(row) - wheels[component].position) < 0.5
        let style = TextStyle(font: .systemFont(ofSize: isCentre ? 21 : 19), alignment: .center, lineBreakMode: .byTruncatingTail, numberOfLines: 1)
        let color = Color(white: isCentre ? 0 : 0.3, alpha: rowAlpha(rect.midY))
        let layout: TextLayout?
        if let attributed = delegate?.pickerView(self, attributedTitleForRow: row, forComponent: component) {
            layout = try? TextLayout(attributedText: attributed, style: style, maxWidth: rect.width, library: self.context.fonts)
        } else if let title = delegate?.pickerView(self, titleForRow: row, forComponent: component) {
            layout = try? TextLayout(text: title, style: style, maxWidth: rect.width, library: self.context.fonts)
        } else {
            layout = nil
        }
        guard let layout else { return }
        context.draw(layout, at: Point(x: rect.minX, y: (rect.midY - layout.size.height / 2).rounded()), color: color)
    }
}

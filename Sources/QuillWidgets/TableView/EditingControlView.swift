import QuillFoundation
import QuillGraphics
import QuillViews
/// The round control a table cell shows in editing mode: a red minus to delete, a green plus
/// to insert, or, when several rows may be selected while editing, a circle that is ticked
/// while the row is selected.
@MainActor
final class EditingControlView: Control {
    var style: TableViewCellEditingStyle = .delete { didSet { setNeedsDisplay() } }
    /// Shows the selection circle instead of the delete or insert control.
    var showsSelectionCircle = false { didSet { if showsSelectionCircle != oldValue { setNeedsDisplay() } } }
    /// Whether the selection circle is ticked.
    var isChecked = false { didSet { if isChecked != oldValue { setNeedsDisplay() } } }
    /// A delete confirmation is showing: the bar stands upright, as in UIKit.
    var isConfirming = false { didSet { if isConfirming != oldValue { setNeedsDisplay() } } }

    override func draw(in context: GraphicsContext) {
        if showsSelectionCircle {
            drawSelectionCircle(context)
            return
        }
        guard style != .none else { return }
        let circle = bounds.insetBy(dx: 1, dy: 1)
        let color = style == .delete ? Color.systemRed : Color.systemGreen
        context.fill(Path(ellipseIn: circle), color: isHighlighted ? color.interpolated(to: .black, fraction: 0.2) : color)
        let mid = Point(x: bounds.midX, y: bounds.midY)
        if isConfirming && style == .delete {
            context.fill(Rect(x: mid.x - 1, y: mid.y - 6, width: 2, height: 12), color: .white)
            return
        }
        context.fill(Rect(x: mid.x - 6, y: mid.y - 1, width: 12, height: 2), color: .white)
        if style == .insert { context.fill(Rect(x: mid.x - 1, y: mid.y - 6, width: 2, height: 12), color: .white) }
    }

    private func drawSelectionCircle(_ context: GraphicsContext) {
        let circle = bounds.insetBy(dx: 1, dy: 1)
        guard isChecked else {
            var ring = Path()
            ring.addRing(center: Point(x: circle.midX, y: circle.midY), radius: circle.width / 2, lineWidth: 1.5)
            context.fill(ring, color: Color(red8: 199, green8: 199, blue8: 204))
            return
        }
        context.fill(Path(ellipseIn: circle), color: .systemBlue)
        // A tick: two strokes drawn as thin rotated bars would need a path; the check glyph
        // is two short polygons.
        var tick = Path()
        let m = Point(x: circle.midX, y: circle.midY)
        tick.move(to: Point(x: m.x - 5.5, y: m.y - 0.5))
        tick.addLine(to: Point(x: m.x - 1.5, y: m.y + 3.5))
        tick.addLine(to: Point(x: m.x + 5.5, y: m.y - 4))
        tick.addLine(to: Point(x: m.x + 4, y: m.y - 5.5))
        tick.addLine(to: Point(x: m.x - 1.5, y: m.y + 0.5))
        tick.addLine(to: Point(x: m.x - 4, y: m.y - 2))
        tick.closeSubpath()
        context.fill(tick, color: .white)
    }

    override func point(inside point: Point) -> Bool {
        bounds.insetBy(dx: -8, dy: -8).contains(point)
    }
}

import QuillFoundation
import QuillGraphics
import QuillViews
/// The round control a table cell shows in editing mode: a red minus to delete, a green plus
/// to insert.
@MainActor
final class EditingControlView: Control {
    var style: TableViewCellEditingStyle = .delete { didSet { setNeedsDisplay() } }
    /// A delete confirmation is showing: the bar stands upright, as in UIKit.
    var isConfirming = false { didSet { if isConfirming != oldValue { setNeedsDisplay() } } }

    override func draw(in context: GraphicsContext) {
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

    override func point(inside point: Point) -> Bool {
        bounds.insetBy(dx: -8, dy: -8).contains(point)
    }
}

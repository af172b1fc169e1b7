import QuillFoundation
import QuillGraphics
import QuillViews
/// Draws a standard table-cell accessory (chevron, check mark, info button).
@MainActor
final class AccessoryIndicatorView: View {
    var type: TableViewCellAccessoryType = .none { didSet { setNeedsDisplay() } }

    override init(frame: Rect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Not made by templates.
    required init?(coder: TemplateCoder) { nil }

    override func draw(in context: GraphicsContext) {
        // Mirrored in right-to-left layouts (the chevron points left), except the check mark.
        let mirrored = effectiveUserInterfaceLayoutDirection == .rightToLeft && type != .checkmark
        if mirrored {
            context.save()
            context.concatenate(Transform(a: -1, b: 0, c: 0, d: 1, tx: bounds.minX + bounds.maxX, ty: 0))
        }
        defer { if mirrored { context.restore() } }
        let mid = Point(x: bounds.midX, y: bounds.midY)
        switch type {
        case .none:
            break
        case .disclosureIndicator:
            chevron(context, at: Point(x: bounds.maxX - 6, y: mid.y))
        case .checkmark:
            var path = Path()
            path.addLineSegment(from: Point(x: mid.x - 7, y: mid.y), to: Point(x: mid.x - 2, y: mid.y + 5), width: 2.2)
            path.addLineSegment(from: Point(x: mid.x - 3, y: mid.y + 5), to: Point(x: mid.x + 7, y: mid.y - 6), width: 2.2)
            context.fill(path, color: tintColor)
        case .detailButton, .detailDisclosureButton:
            let x = type == .detailButton ? bounds.maxX - 11 : bounds.minX + 11
            let circle = Rect(x: x - 10, y: mid.y - 10, width: 20, height: 20)
            context.strokeInside(circle, cornerRadius: 10, lineWidth: 1.5, color: tintColor)
            context.fill(Rect(x: x - 1, y: mid.y - 2, width: 2, height: 7), color: tintColor)
            context.fill(Path(ellipseIn: Rect(x: x - 1.3, y: mid.y - 5.8, width: 2.6, height: 2.6)), color: tintColor)
            if type == .detailDisclosureButton { chevron(context, at: Point(x: bounds.maxX - 6, y: mid.y)) }
        }
    }

    private func chevron(_ context: GraphicsContext, at tip: Point) {
        var path = Path()
        path.addLineSegment(from: Point(x: tip.x - 7, y: tip.y - 7), to: Point(x: tip.x + 0.7, y: tip.y + 0.7), width: 2)
        path.addLineSegment(from: Point(x: tip.x + 0.7, y: tip.y - 0.7), to: Point(x: tip.x - 7, y: tip.y + 7), width: 2)
        context.fill(path, color: Color(red8: 196, green8: 196, blue8: 199))
    }

    override func sizeThatFits(_ size: Size) -> Size {
        switch type {
        case .none: return .zero
        case .detailDisclosureButton: return Size(width: 44, height: 24)
        default: return Size(width: 22, height: 24)
        }
    }
}

import Foundation
import QuillFoundation
import QuillGraphics

/// A standard symbol a button can show instead of (or before) its title, drawn in the tint
/// colour at 22 by 22 points: UIKit's info, contact-add and close button types.
public enum ButtonSymbol: String, Sendable, CaseIterable {
    /// A circled "i" (UIKit's `infoLight`, `infoDark` and `detailDisclosure`).
    case info
    /// A circled plus (`contactAdd`).
    case add
    /// A circled cross (`close`).
    case close

    /// The symbol's size.
    public static let size = Size(width: 22, height: 22)

    /// The symbol's shape centred in `rect`, as one path filled with non-zero winding.
    public func path(centeredIn rect: Rect) -> Path {
        let c = Point(x: (rect.midX).rounded(), y: (rect.midY).rounded())
        let radius = 10.0
        var path = Path()
        // The ring, as short thick segments (they overlap; non-zero winding fills their union).
        let steps = 48
        for i in 0..<steps {
            let a0 = Double(i) / Double(steps) * 2 * Double.pi
            let a1 = Double(i + 1) / Double(steps) * 2 * Double.pi
            path.addLineSegment(
                from: Point(x: c.x + cos(a0) * (radius - 0.75), y: c.y + sin(a0) * (radius - 0.75)),
                to: Point(x: c.x + cos(a1) * (radius - 0.75), y: c.y + sin(a1) * (radius - 0.75)), width: 1.5)
        }
        switch self {
        case .info:
            path.addEllipse(in: Rect(x: c.x - 1.25, y: c.y - 6, width: 2.5, height: 2.5))
            path.addLineSegment(from: Point(x: c.x, y: c.y - 1.5), to: Point(x: c.x, y: c.y + 5.5), width: 2)
        case .add:
            path.addLineSegment(from: Point(x: c.x - 5, y: c.y), to: Point(x: c.x + 5, y: c.y), width: 1.5)
            path.addLineSegment(from: Point(x: c.x, y: c.y - 5), to: Point(x: c.x, y: c.y + 5), width: 1.5)
        case .close:
            path.addLineSegment(from: Point(x: c.x - 3.5, y: c.y - 3.5), to: Point(x: c.x + 3.5, y: c.y + 3.5), width: 1.5)
            path.addLineSegment(from: Point(x: c.x + 3.5, y: c.y - 3.5), to: Point(x: c.x - 3.5, y: c.y + 3.5), width: 1.5)
        }
        return path
    }
}

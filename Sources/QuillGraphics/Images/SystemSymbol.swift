import Foundation
import QuillFoundation

/// A small set of standard symbols, named as Apple's SF Symbols are (`chevron.right`,
/// `checkmark`, `magnifyingglass`…), drawn as vector paths so they are crisp at every size and
/// scale. `Image(systemName:)` makes a template image of one (tinted where it is drawn).
public enum SystemSymbol: String, Sendable, CaseIterable {
    /// `chevron.left`: a chevron pointing left whatever the layout direction (see `chevronBackward`).
    case chevronLeft = "chevron.left"
    /// A chevron pointing forward in the reading direction: right, or left when mirrored.
    case chevronForward = "chevron.forward"
    /// A chevron pointing back: left, or right when mirrored.
    case chevronBackward = "chevron.backward"
    /// `chevron.right`: a chevron pointing right whatever the layout direction (see `chevronForward`).
    case chevronRight = "chevron.right"
    /// `chevron.up`: a chevron pointing up.
    case chevronUp = "chevron.up"
    /// `chevron.down`: a chevron pointing down.
    case chevronDown = "chevron.down"
    /// `checkmark`: a tick.
    case checkmark
    /// `plus`: a plus sign (add).
    case plus
    /// `minus`: a horizontal bar (remove).
    case minus
    /// `xmark`: a diagonal cross (close, delete).
    case xmark
    /// `circle`: an empty ring.
    case circle
    /// `circle.fill`: a filled disc.
    case circleFill = "circle.fill"
    /// `info.circle`: an "i" in a ring (more information).
    case infoCircle = "info.circle"
    /// `plus.circle`: a plus sign in a ring.
    case plusCircle = "plus.circle"
    /// `xmark.circle`: a cross in a ring (clear a field).
    case xmarkCircle = "xmark.circle"
    /// `checkmark.circle`: a tick in a ring.
    case checkmarkCircle = "checkmark.circle"
    /// `magnifyingglass`: a ring with a handle (search).
    case magnifyingGlass = "magnifyingglass"
    /// `star`: an outlined five-pointed star.
    case star
    /// `star.fill`: a filled five-pointed star.
    case starFill = "star.fill"
    /// `heart.fill`: a filled heart.
    case heartFill = "heart.fill"
    /// `ellipsis`: three dots in a row (more actions).
    case ellipsis
    /// `line.3.horizontal`: three horizontal bars (a menu, a reorder handle).
    case lineThreeHorizontal = "line.3.horizontal"

    /// Whether the symbol points in the reading direction, so images of it mirror in
    /// right-to-left layouts.
    public var isDirectional: Bool { self == .chevronForward || self == .chevronBackward }

    /// The side of the square the paths are designed in.
    public static let designSize = 24.0

    /// The symbol's shape in a `designSize` square (filled with non-zero winding).
    public var path: Path {
        var path = Path()
        let stroke = 2.0
        func p(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }
        func line(_ points: Point...) { path.addPolyline(points, width: stroke) }
        switch self {
        case .chevronLeft, .chevronBackward: line(p(15, 4), p(8, 12), p(15, 20))
        case .chevronRight, .chevronForward: line(p(9, 4), p(16, 12), p(9, 20))
        case .chevronUp: line(p(4, 15.5), p(12, 8.5), p(20, 15.5))
        case .chevronDown: line(p(4, 8.5), p(12, 15.5), p(20, 8.5))
        case .checkmark: line(p(4, 12.5), p(9.5, 18), p(20, 6))
        case .plus:
            line(p(12, 4), p(12, 20))
            line(p(4, 12), p(20, 12))
        case .minus: line(p(4, 12), p(20, 12))
        case .xmark:
            line(p(6, 6), p(18, 18))
            line(p(18, 6), p(6, 18))
        case .circle: path.addRing(center: p(12, 12), radius: 9.5, lineWidth: stroke)
        case .circleFill: path.addEllipse(in: Rect(x: 1.5, y: 1.5, width: 21, height: 21))
        case .infoCircle:
            path.addRing(center: p(12, 12), radius: 9.5, lineWidth: stroke)
            path.addPolyline([p(12, 7.5)], width: 2.6)
            line(p(12, 11), p(12, 17))
        case .plusCircle:
            path.addRing(center: p(12, 12), radius: 9.5, lineWidth: stroke)
            line(p(12, 7.5), p(12, 16.5))
            line(p(7.5, 12), p(16.5, 12))
        case .xmarkCircle:
            path.addRing(center: p(12, 12), radius: 9.5, lineWidth: stroke)
            line(p(8.8, 8.8), p(15.2, 15.2))
            line(p(15.2, 8.8), p(8.8, 15.2))
        case .checkmarkCircle:
            path.addRing(center: p(12, 12), radius: 9.5, lineWidth: stroke)
            line(p(7.5, 12.5), p(10.8, 15.6), p(16.5, 8.8))
        case .magnifyingGlass:
            path.addRing(center: p(10, 10), radius: 6, lineWidth: stroke)
            // The handle starts outside the ring (overlapping it would cut a notch).
            path.addPolyline([p(15, 15), p(20.5, 20.5)], width: 2.6)
        case .star, .starFill:
            let points = (0..<10).map { i -> Point in
                let angle = -Double.pi / 2 + Double(i) * Double.pi / 5
                let radius = i.isMultiple(of: 2) ? 10.5 : 4.3
                return p(12 + cos(angle) * radius, 12.8 + sin(angle) * radius)
            }
            if self == .starFill {
                path.move(to: points[0])
                for point in points.dropFirst() { path.addLine(to: point) }
                path.closeSubpath()
            } else {
                path.addPolyline(points + [points[0]], width: 1.8)
            }
        case .heartFill:
            path.addEllipse(in: Rect(x: 2, y: 4, width: 11, height: 11))
            path.addEllipse(in: Rect(x: 11, y: 4, width: 11, height: 11))
            // Turning the way the discs turn, so the overlaps add up instead of cancelling.
            path.move(to: p(2.6, 12.2))
            path.addLine(to: p(12, 8))
            path.addLine(to: p(21.4, 12.2))
            path.addLine(to: p(12, 21))
            path.closeSubpath()
        case .ellipsis:
            for x in [5.0, 12, 19] { path.addEllipse(in: Rect(x: x - 1.75, y: 10.25, width: 3.5, height: 3.5)) }
        case .lineThreeHorizontal:
            for y in [6.0, 12, 18] { line(p(4, y), p(20, y)) }
        }
        return path
    }
}

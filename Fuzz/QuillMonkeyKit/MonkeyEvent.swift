import QuillFoundation
import QuillViews

/// One random thing a `Monkey` does to a window, printable so a failing run can be replayed
/// and read.
public enum MonkeyEvent: Sendable, CustomStringConvertible {
    /// A click of `count` presses (1 to 3) at a point in window coordinates.
    case click(Point, count: Int)
    /// A press, moves in `steps` and a release.
    case drag(from: Point, to: Point, steps: Int)
    /// A wheel turn over a point.
    case wheel(Point, deltaX: Double, deltaY: Double)
    /// A key pressed and released with modifiers.
    case key(Key, KeyModifiers)
    /// Text from the input method.
    case text(String)
    /// The window resized.
    case resize(Size)
    /// The window moved to a screen of another scale.
    case scale(Double)
    /// The window's layout direction set (a right-to-left interface mirrors).
    case direction(UserInterfaceLayoutDirection)
    /// Time passing (timers, animations) without a frame.
    case wait(Double)
    /// A frame rendered.
    case render

    public var description: String {
        func p(_ point: Point) -> String { "(\(point.x), \(point.y))" }
        switch self {
        case let .click(point, count): return "click \(p(point)) x\(count)"
        case let .drag(from, to, steps): return "drag \(p(from)) → \(p(to)) in \(steps) steps"
        case let .wheel(point, dx, dy): return "wheel \(p(point)) by (\(dx), \(dy))"
        case let .key(key, modifiers): return "key \(key) modifiers \(modifiers.rawValue)"
        case let .text(text): return "text \(text.debugDescription)"
        case let .resize(size): return "resize to \(size.width)x\(size.height)"
        case let .scale(scale): return "scale \(scale)"
        case let .direction(direction): return "layout direction \(direction.rawValue)"
        case let .wait(seconds): return "wait \(seconds) s"
        case .render: return "render"
        }
    }
}

/// A window's size, place and full-screen state as remembered between runs.
public struct WindowState: Codable, Hashable, Sendable {
    /// The window's left edge on the screen, in points.
    public var x: Double
    /// The window's top edge on the screen, in points.
    public var y: Double
    /// The content's width, in points.
    public var width: Double
    /// The content's height, in points.
    public var height: Double
    /// Whether the window was full screen.
    public var isFullScreen: Bool

    /// Creates a state.
    public init(x: Double, y: Double, width: Double, height: Double, isFullScreen: Bool = false) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
        self.isFullScreen = isFullScreen
    }

    /// Whether the values are ones a window can take: finite, a size from 50 to 20,000 points,
    /// a place within 100,000 points of the screen's origin (a hand-edited or damaged file may
    /// say anything).
    public var isPlausible: Bool {
        [x, y, width, height].allSatisfy(\.isFinite) && (50...20_000).contains(width) && (50...20_000).contains(height)
            && abs(x) <= 100_000 && abs(y) <= 100_000
    }
}

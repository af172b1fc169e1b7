import QuillFoundation

/// A linear gradient: colours at locations along the line from `start` to `end`.
/// Colours are interpolated in premultiplied sRGB; beyond the ends the end colours extend.
public struct LinearGradient: Hashable, Sendable {
    /// A colour at a location in 0...1 along the gradient line.
    public struct Stop: Hashable, Sendable {
        /// Where the colour lies along the gradient line: 0 at `start`, 1 at `end`.
        public var location: Double
        /// The colour at that location.
        public var color: Color
        /// Creates a stop.
        public init(location: Double, color: Color) {
            self.location = location
            self.color = color
        }
    }

    /// The stops, sorted by location.
    public var stops: [Stop]
    /// Where location 0 lies, in the drawing's coordinates.
    public var start: Point
    /// Where location 1 lies.
    public var end: Point

    /// Creates a gradient from stops (sorted for you) between two points.
    public init(stops: [Stop], start: Point, end: Point) {
        self.stops = stops.sorted { $0.location < $1.location }
        self.start = start
        self.end = end
    }

    /// Creates a gradient whose colours are evenly spaced.
    public init(colors: [Color], start: Point, end: Point) {
        let n = colors.count
        self.init(
            stops: colors.enumerated().map { Stop(location: n > 1 ? Double($0.offset) / Double(n - 1) : 0, color: $0.element) },
            start: start, end: end)
    }

    /// A vertical gradient from the top to the bottom of a rectangle.
    public static func vertical(_ colors: [Color], in rect: Rect) -> LinearGradient {
        LinearGradient(colors: colors, start: Point(x: rect.midX, y: rect.minY), end: Point(x: rect.midX, y: rect.maxY))
    }

    /// The colour at a location along the line.
    public func color(at location: Double) -> Color {
        guard let first = stops.first, let last = stops.last else { return .clear }
        if location <= first.location { return first.color }
        if location >= last.location { return last.color }
        for i in 1..<stops.count where location <= stops[i].location {
            let a = stops[i - 1], b = stops[i]
            let span = b.location - a.location
            let t = span > 0 ? (location - a.location) / span : 1
            // Interpolate premultiplied so a fade to clear does not darken.
            let pa = a.color.alpha, pb = b.color.alpha
            let alpha = pa + (pb - pa) * t
            if alpha == 0 { return .clear }
            func channel(_ x: Double, _ y: Double) -> Double { (x * pa + (y * pb - x * pa) * t) / alpha }
            return Color(
                red: channel(a.color.red, b.color.red), green: channel(a.color.green, b.color.green),
                blue: channel(a.color.blue, b.color.blue), alpha: alpha)
        }
        return last.color
    }
}

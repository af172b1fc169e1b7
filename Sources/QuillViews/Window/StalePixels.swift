import QuillGraphics

/// The device rectangles of a window's framebuffer whose pixels are out of date: scrolled
/// content whose move was left to the presenter, which makes it where the pixels are shown (on
/// the X server) instead of in the framebuffer too. Drawing again what these cover brings the
/// framebuffer back to the frame shown.
///
/// The set may hold more than is stale, never less: when it would grow past
/// `maximumRectangles` it becomes their bounding rectangle.
package struct StalePixels {
    /// The most rectangles kept apart.
    package static let maximumRectangles = 32

    /// An empty set.
    package init() {}

    /// The rectangles, none inside another.
    package private(set) var rectangles: [PixelRect] = []

    /// Whether nothing is stale.
    package var isEmpty: Bool { rectangles.isEmpty }

    /// Marks `rect` stale.
    package mutating func add(_ rect: PixelRect) {
        guard !rect.isEmpty, !rectangles.contains(where: { $0.contains(rect) }) else { return }
        rectangles.removeAll { rect.contains($0) }
        rectangles.append(rect)
        if rectangles.count > Self.maximumRectangles {
            rectangles = [rectangles.dropFirst().reduce(rectangles[0]) { $0.union($1) }]
        }
    }

    /// Marks `rect` up to date (drawn again).
    package mutating func remove(_ rect: PixelRect) {
        guard !rect.isEmpty, rectangles.contains(where: { $0.intersects(rect) }) else { return }
        rectangles = rectangles.flatMap { Self.pieces(of: $0, outside: rect) }
    }

    /// Whether any stale pixel lies in `rect`.
    package func intersects(_ rect: PixelRect) -> Bool {
        rectangles.contains { $0.intersects(rect) }
    }

    /// Forgets everything (the framebuffer is drawn whole, or has a new size).
    package mutating func removeAll() { rectangles.removeAll() }

    /// The parts of `rect` outside `hole`: at most four rectangles (above, below, left and
    /// right of it).
    package static func pieces(of rect: PixelRect, outside hole: PixelRect) -> [PixelRect] {
        let cut = rect.intersection(hole)
        guard !cut.isEmpty else { return [rect] }
        let pieces = [
            PixelRect(x: rect.x, y: rect.y, width: rect.width, height: cut.y - rect.y),
            PixelRect(x: rect.x, y: cut.maxY, width: rect.width, height: rect.maxY - cut.maxY),
            PixelRect(x: rect.x, y: cut.y, width: cut.x - rect.x, height: cut.height),
            PixelRect(x: cut.maxX, y: cut.y, width: rect.maxX - cut.maxX, height: cut.height),
        ]
        return pieces.filter { $0.width > 0 && $0.height > 0 }
    }
}

extension SwipeGestureRecognizer {
    /// The directions a swipe may go (UIKit's `UISwipeGestureRecognizer.Direction`, with its
    /// raw values).
    public struct Direction: OptionSet, Hashable, Sendable {
        /// The bits.
        public let rawValue: UInt
        /// Creates a set from bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Towards the right edge.
        public static let right = Direction(rawValue: 1 << 0)
        /// Towards the left edge.
        public static let left = Direction(rawValue: 1 << 1)
        /// Towards the top.
        public static let up = Direction(rawValue: 1 << 2)
        /// Towards the bottom.
        public static let down = Direction(rawValue: 1 << 3)
    }
}

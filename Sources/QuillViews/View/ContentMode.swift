import QuillFoundation

/// How content of one size is placed in bounds of another (UIKit's `UIView.ContentMode`).
public enum ContentMode: Hashable, Sendable, CaseIterable {
    /// Stretched to the bounds, distorting it if need be; scaled keeping its aspect ratio to fit
    /// inside them, centred; or scaled keeping its aspect ratio to cover them, centred and cropped.
    case scaleToFill, scaleAspectFit, scaleAspectFill
    /// Kept at its size: centred, or centred along the named edge.
    case center, top, bottom, left, right
    /// Kept at its size in the named corner.
    case topLeft, topRight, bottomLeft, bottomRight

    /// Where content of `size` goes in `bounds` under this mode.
    public func rect(forContentOf size: Size, in bounds: Rect) -> Rect {
        guard size.width > 0, size.height > 0 else { return bounds }
        switch self {
        case .scaleToFill:
            return bounds
        case .scaleAspectFit, .scaleAspectFill:
            let sx = bounds.width / size.width, sy = bounds.height / size.height
            let s = self == .scaleAspectFit ? Swift.min(sx, sy) : Swift.max(sx, sy)
            let w = size.width * s, h = size.height * s
            return Rect(x: bounds.midX - w / 2, y: bounds.midY - h / 2, width: w, height: h)
        default:
            let w = size.width, h = size.height
            let x: Double
            switch self {
            case .left, .topLeft, .bottomLeft: x = bounds.minX
            case .right, .topRight, .bottomRight: x = bounds.maxX - w
            default: x = bounds.midX - w / 2
            }
            let y: Double
            switch self {
            case .top, .topLeft, .topRight: y = bounds.minY
            case .bottom, .bottomLeft, .bottomRight: y = bounds.maxY - h
            default: y = bounds.midY - h / 2
            }
            return Rect(x: x, y: y, width: w, height: h)
        }
    }
}

import QuillFoundation

/// Where one of a view's own guides lies along one axis of the view, as a linear function of
/// the view's size along that axis: the guide starts `startFactor × size + startOffset` from the
/// view's bounds origin and is `lengthFactor × size + lengthOffset` long. The layout engine
/// writes guide constraints over the view's own variables with it, and `layoutFrame` reads the
/// guide's rectangle from it.
struct LayoutGuideSpan: Equatable {
    var startFactor: Double
    var startOffset: Double
    var lengthFactor: Double
    var lengthOffset: Double

    /// The whole size inset by `leading` and `trailing`.
    static func inset(_ leading: Double, _ trailing: Double) -> LayoutGuideSpan {
        LayoutGuideSpan(startFactor: 0, startOffset: leading, lengthFactor: 1, lengthOffset: -(leading + trailing))
    }

    /// The guide's start and length for a view `size` long.
    func resolved(size: Double) -> (start: Double, length: Double) {
        (startFactor * size + startOffset, lengthFactor * size + lengthOffset)
    }
}

extension LayoutGuide.Kind {
    /// The widest line of text the readable content guide allows, in points: UIKit's figure at
    /// the default text size (iPad's 768-point portrait screen, with 20-point margins, puts the
    /// guide at x 48, 672 wide).
    static let readableContentWidth = 672.0

    /// The guide's span along one axis of a view `size` long with the given margins (the
    /// effective ones, measured from the safe area where the view does so) and safe area insets.
    /// The readable content guide is the margins guide, centred and narrowed to
    /// `readableContentWidth` where the margins leave more; the keyboard guide is the strip
    /// below the safe area across the whole width (Quill shows no on-screen keyboard).
    func span(horizontal: Bool, size: Double, margins: EdgeInsets, safeArea: EdgeInsets) -> LayoutGuideSpan {
        let m = horizontal ? (margins.left, margins.right) : (margins.top, margins.bottom)
        switch self {
        case .free:
            return .inset(0, 0)
        case .margins:
            return .inset(m.0, m.1)
        case .safeArea:
            return horizontal ? .inset(safeArea.left, safeArea.right) : .inset(safeArea.top, safeArea.bottom)
        case .readableContent:
            let width = Self.readableContentWidth
            guard horizontal, size - m.0 - m.1 > width else { return .inset(m.0, m.1) }
            return LayoutGuideSpan(startFactor: 0.5, startOffset: (m.0 - m.1 - width) / 2, lengthFactor: 0, lengthOffset: width)
        case .keyboard:
            guard !horizontal else { return .inset(0, 0) }
            return LayoutGuideSpan(startFactor: 1, startOffset: -safeArea.bottom, lengthFactor: 0, lengthOffset: safeArea.bottom)
        }
    }

    /// The guide's rectangle in a view with these bounds, margins and safe area insets.
    func frame(in bounds: Rect, margins: EdgeInsets, safeArea: EdgeInsets) -> Rect {
        let x = span(horizontal: true, size: bounds.width, margins: margins, safeArea: safeArea).resolved(size: bounds.width)
        let y = span(horizontal: false, size: bounds.height, margins: margins, safeArea: safeArea).resolved(size: bounds.height)
        return Rect(x: bounds.minX + x.start, y: bounds.minY + y.start, width: x.length, height: y.length)
    }
}

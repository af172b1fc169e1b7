/// A view that shows one or more lines of read-only text (UIKit's `UILabel`).
///
/// Text is shaped with HarfBuzz and wrapped or truncated to the bounds' width following
/// `numberOfLines` and `lineBreakMode`, then centred vertically, as UILabel does.
@MainActor
open class Label: View, WidthDependentContent {
    /// The text shown; `nil` shows nothing.
    public var text: String? { didSet { if text != oldValue { textDidChange() } } }
    /// The font.
    public var font: Font = .systemFont(ofSize: Font.defaultSize) { didSet { if font != oldValue { textDidChange() } } }
    /// The colour of the text.
    public var textColor: Color = .label { didSet { if textColor != oldValue { setNeedsDisplay() } } }
    /// The colour of the text while highlighted; `nil` keeps `textColor`.
    public var highlightedTextColor: Color? { didSet { setNeedsDisplay() } }
    /// Whether the label shows its highlighted colour (table cells set this when selected).
    public var isHighlighted = false { didSet { if isHighlighted != oldValue { setNeedsDisplay() } } }
    /// Whether the text is drawn normally (`false` draws it grey).
    public var isEnabled = true { didSet { if isEnabled != oldValue { setNeedsDisplay() } } }
    /// The horizontal alignment of lines.
    public var textAlignment: TextAlignment = .natural { didSet { if textAlignment != oldValue { textDidChange() } } }
    /// The most lines shown; 0 means as many as needed.
    public var numberOfLines = 1 { didSet { if numberOfLines != oldValue { textDidChange() } } }
    /// How text that does not fit wraps or is truncated.
    public var lineBreakMode: LineBreakMode = .byTruncatingTail { didSet { if lineBreakMode != oldValue { textDidChange() } } }

    /// The width at which a multi-line label wraps when measuring its intrinsic size; 0 (the
    /// default) uses the width Auto Layout gave it in the last pass, as UIKit's automatic
    /// preferred width does.
    public var preferredMaxLayoutWidth: Double = 0 {
        didSet { if preferredMaxLayoutWidth != oldValue { invalidateIntrinsicContentSize() } }
    }

    private var cachedLayout: (width: Double?, layout: TextLayout)?

    /// Creates a label.
    public override init(frame: Rect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Creates a label showing text, sized to fit it.
    public convenience init(text: String, font: Font = .systemFont(ofSize: Font.defaultSize)) {
        self.init(frame: .zero)
        self.text = text
        self.font = font
        sizeToFit()
    }

    private func textDidChange() {
        cachedLayout = nil
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
    }

    /// The text laid out for a width (`nil`: unconstrained), cached for the current width.
    public func textLayout(forWidth width: Double?) -> TextLayout? {
        guard let text, !text.isEmpty else { return nil }
        if let cached = cachedLayout, cached.width == width { return cached.layout }
        let style = TextStyle(
            font: font, alignment: textAlignment, lineBreakMode: lineBreakMode, numberOfLines: numberOfLines,
            layoutDirection: effectiveUserInterfaceLayoutDirection)
        do {
            let layout = try TextLayout(text: text, style: style, maxWidth: width)
            cachedLayout = (width, layout)
            return layout
        } catch {
            FontLibrary.shared.report(error)
            return nil
        }
    }

    /// `.natural` alignment follows the new direction.
    open override func effectiveUserInterfaceLayoutDirectionDidChange() {
        super.effectiveUserInterfaceLayoutDirectionDidChange()
        textDidChange()
    }

    /// Whether the text, laid out in the current bounds, was cut short.
    public var isTruncated: Bool { textLayout(forWidth: bounds.width)?.isTruncated ?? false }

    open override func draw(in context: GraphicsContext) {
        guard let layout = textLayout(forWidth: bounds.width) else { return }
        let color: Color
        if !isEnabled {
            color = textColor.withAlphaComponent(textColor.alpha * 0.35)
        } else if isHighlighted, let highlightedTextColor {
            color = highlightedTextColor
        } else {
            color = textColor
        }
        let height = layout.size.height
        let y = ((bounds.height - height) / 2).rounded()
        context.draw(layout, at: Point(x: bounds.minX, y: bounds.minY + y), color: color)
    }

    open override func sizeThatFits(_ size: Size) -> Size {
        let width: Double? = (numberOfLines == 1 || size.width <= 0) ? nil : size.width
        guard let text, !text.isEmpty else { return .zero }
        let style = TextStyle(
            font: font, alignment: textAlignment, lineBreakMode: lineBreakMode, numberOfLines: numberOfLines,
            layoutDirection: effectiveUserInterfaceLayoutDirection)
        guard let layout = try? TextLayout(text: text, style: style, maxWidth: width) else { return .zero }
        return Size(width: layout.size.width.rounded(.up), height: layout.size.height.rounded(.up))
    }

    /// The text's size on one line, or wrapped at `preferredMaxLayoutWidth` (or the width of
    /// the last layout pass) when `numberOfLines` is not 1; an empty label is 0 by 0.
    open override var intrinsicContentSize: Size? {
        guard let text, !text.isEmpty else { return Size(width: 0, height: 0) }
        var wrap: Double?
        if numberOfLines != 1 {
            if preferredMaxLayoutWidth > 0 {
                wrap = preferredMaxLayoutWidth
            } else if bounds.width > 0 {
                wrap = bounds.width
            }
        }
        return sizeThatFits(Size(width: wrap ?? 0, height: 0))
    }

    /// A label of several lines with no preferred width wraps at the width Auto Layout gives it.
    public var intrinsicSizeDependsOnWidth: Bool { numberOfLines != 1 && preferredMaxLayoutWidth == 0 }

    /// The text's size wrapped at `width`.
    public func intrinsicContentSize(forWidth width: Double) -> Size? {
        guard let text, !text.isEmpty else { return Size(width: 0, height: 0) }
        return sizeThatFits(Size(width: Swift.max(1, width), height: 0))
    }

    /// The ascent of the first line, where the text sits when the label is its intrinsic height.
    open override var firstBaselineOffsetFromTop: Double {
        guard let layout = textLayout(forWidth: nil) else { return 0 }
        return layout.metrics.ascender.rounded(.up)
    }

    /// The descent (and line gap) below the last line's baseline.
    open override var lastBaselineOffsetFromBottom: Double {
        guard let layout = textLayout(forWidth: nil) else { return 0 }
        return (layout.metrics.descender + layout.metrics.lineGap).rounded(.down)
    }

    open override var debugDetails: [String] {
        guard let text else { return [] }
        return ["text = \"\(text)\""]
    }
}

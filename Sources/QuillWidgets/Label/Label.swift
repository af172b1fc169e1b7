import QuillFoundation
import QuillGraphics
import QuillViews
/// A view that shows one or more lines of read-only text (UIKit's `UILabel`).
///
/// Text is shaped with HarfBuzz and wrapped or truncated to the bounds' width following
/// `numberOfLines` and `lineBreakMode`, then centred vertically, as UILabel does.
/// `attributedText` mixes fonts, colours, underlines, strikethroughs, backgrounds and links;
/// links are drawn in the tint colour, underlined, and reported to `linkTapped` when clicked.
@MainActor
open class Label: View, WidthDependentContent {
    /// The text shown; `nil` shows nothing. Setting it replaces any attributed text.
    public var text: String? {
        get { storedText }
        set {
            guard newValue != storedText || storedAttributedText != nil else { return }
            storedText = newValue
            storedAttributedText = nil
            textDidChange()
        }
    }
    private var storedText: String?

    /// The text with runs of their own font, colour, lines and links; attributes a run leaves
    /// unset follow `font`, `textColor` and `textAlignment`. Setting it sets `text` to its
    /// characters; setting `text` clears it.
    public var attributedText: AttributedText? {
        get { storedAttributedText ?? storedText.map { AttributedText($0) } }
        set {
            guard newValue != storedAttributedText else { return }
            storedAttributedText = newValue
            storedText = newValue?.string
            // A label with links takes clicks on them (see `point(inside:)`).
            if hasLinks { isUserInteractionEnabled = true }
            textDidChange()
        }
    }
    private var storedAttributedText: AttributedText?

    private var hasLinks: Bool { storedAttributedText?.runs.contains { $0.attributes.link != nil } ?? false }

    /// Called with a link's target when a link in `attributedText` is clicked.
    public var linkTapped: ((String) -> Void)?
    /// The font.
    public var font: Font = .systemFont(ofSize: Font.defaultSize) { didSet { if font != oldValue { textDidChange() } } }
    /// The colour of the text.
    public var textColor: Color = .label { didSet { if textColor != oldValue { setNeedsDisplay() } } }

    /// Its font and text colour besides the view's own appearance (`.tree` snapshots).
    open override var appearanceDetails: [String] { super.appearanceDetails + ["font = \(font)", "textColor = \(textColor)"] }
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
    /// The text's size unwrapped with a font library, kept until the text or its style changes
    /// (Auto Layout asks for it at every measurement of a wrapping label).
    private var cachedUnwrappedSize: (fonts: ObjectIdentifier, size: Size)?

    /// Creates a label.
    public override init(frame: Rect) {
        super.init(frame: frame)
        commonInit()
    }

    /// Creates the label a template describes by name (see `View.init(coder:)`); the
    /// template sets its frame and properties afterwards.
    public required init?(coder: TemplateCoder) {
        super.init(coder: coder)
        commonInit()
    }

    /// What both initializers set up.
    private func commonInit() {
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
        cachedUnwrappedSize = nil
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
    }

    /// The text laid out for a width (`nil`: unconstrained), cached for the current width.
    public func textLayout(forWidth width: Double?) -> TextLayout? {
        guard let text, !text.isEmpty else { return nil }
        if let cached = cachedLayout, cached.width == width { return cached.layout }
        do {
            let layout = try makeLayout(text, width: width)
            cachedLayout = (width, layout)
            return layout
        } catch {
            context.fonts.report(error, to: context.log)
            return nil
        }
    }

    /// The label's font, alignment, line breaking and direction, for laying its text out.
    private var textStyle: TextStyle {
        TextStyle(
            font: font, alignment: textAlignment, lineBreakMode: lineBreakMode, numberOfLines: numberOfLines,
            layoutDirection: effectiveUserInterfaceLayoutDirection)
    }

    private func makeLayout(_ text: String, width: Double?) throws -> TextLayout {
        let style = textStyle
        guard let attributed = storedAttributedText else { return try TextLayout(text: text, style: style, maxWidth: width, library: self.context.fonts) }
        return try TextLayout(attributedText: displayedAttributedText(attributed), style: style, maxWidth: width, library: self.context.fonts)
    }

    /// Links take the tint colour and an underline unless their run sets its own.
    private func displayedAttributedText(_ text: AttributedText) -> AttributedText {
        guard text.runs.contains(where: { $0.attributes.link != nil }) else { return text }
        var shown = AttributedText("")
        let bytes = Array(text.string.utf8)
        for run in text.runs {
            var attributes = run.attributes
            if attributes.link != nil {
                attributes.foregroundColor = attributes.foregroundColor ?? tintColor
                attributes.underlineStyle = attributes.underlineStyle ?? .single
            }
            shown.append(String(decoding: bytes[run.byteRange], as: UTF8.self), attributes: attributes)
        }
        return shown
    }

    /// The link target under a point in the label's coordinates, if a link is there.
    public func link(at point: Point) -> String? {
        guard let attributed = storedAttributedText, let layout = textLayout(forWidth: bounds.width) else { return nil }
        let top = ((bounds.height - layout.size.height) / 2).rounded()
        let y = point.y - bounds.minY - top
        guard let line = layout.lines.first(where: { y >= $0.baseline - $0.ascent && y < $0.baseline - $0.ascent + $0.height }) else { return nil }
        var pen = line.originX
        let x = point.x - bounds.minX
        for i in line.glyphs.indices {
            let advance = i < line.advances.count ? line.advances[i] : 0
            if x >= pen, x < pen + advance, line.clusters[i] >= 0 { return attributed.attributes(atByte: line.clusters[i]).link }
            pen += advance
        }
        return nil
    }

    open override func point(inside point: Point) -> Bool {
        guard super.point(inside: point) else { return false }
        // Only links take clicks: elsewhere they pass to the views below.
        return !hasLinks || link(at: point) != nil
    }

    open override func pointerEnded(_ event: PointerEvent) {
        if let target = link(at: event.location(in: self)) {
            linkTapped?(target)
            return
        }
        super.pointerEnded(event)
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if hasLinks { textDidChange() }
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
        let measured: Size
        if storedAttributedText == nil {
            // Plain text is measured without keeping its lines.
            guard let size = try? TextLayout.measuredSize(text: text, style: textStyle, maxWidth: width, library: context.fonts) else { return .zero }
            measured = size
        } else {
            guard let layout = try? makeLayout(text, width: width) else { return .zero }
            measured = layout.size
        }
        return Size(width: measured.width.rounded(.up), height: measured.height.rounded(.up))
    }

    /// The text's size on one line (each paragraph on a line of its own), or wrapped at
    /// `preferredMaxLayoutWidth` when that is set and `numberOfLines` is not 1; an empty label
    /// is 0 by 0. A wrapping label with an automatic preferred width is measured again at the
    /// width Auto Layout gives it (`intrinsicContentSize(forWidth:)`); its frame before that
    /// (a template's stored frame, made with another font's widths, or a frame from before
    /// the text changed) does not narrow it, so a word never breaks because the label was
    /// narrower once.
    open override var intrinsicContentSize: Size? {
        guard let text, !text.isEmpty else { return Size(width: 0, height: 0) }
        if numberOfLines != 1 && preferredMaxLayoutWidth > 0 { return sizeThatFits(Size(width: preferredMaxLayoutWidth, height: 0)) }
        let fonts = ObjectIdentifier(context.fonts)
        if let cached = cachedUnwrappedSize, cached.fonts == fonts { return cached.size }
        let size = sizeThatFits(.zero)
        cachedUnwrappedSize = (fonts, size)
        return size
    }

    /// A label of several lines with no preferred width wraps at the width Auto Layout gives it.
    public var intrinsicSizeDependsOnWidth: Bool { numberOfLines != 1 && preferredMaxLayoutWidth == 0 }

    /// The text's size wrapped at `width`.
    public func intrinsicContentSize(forWidth width: Double) -> Size? {
        guard let text, !text.isEmpty else { return Size(width: 0, height: 0) }
        let fonts = ObjectIdentifier(context.fonts)
        // Text that fits unwrapped is its unwrapped size at any width at least that wide.
        if numberOfLines == 0, let cached = cachedUnwrappedSize, cached.fonts == fonts, width >= cached.size.width { return cached.size }
        guard storedAttributedText == nil, numberOfLines == 0, cachedUnwrappedSize?.fonts != fonts else {
            return sizeThatFits(Size(width: Swift.max(1, width), height: 0))
        }
        // Plain text without a line limit: the unwrapped size Auto Layout asks for next comes
        // from the same shaping.
        guard let sizes = try? TextLayout.measuredSizes(text: text, style: textStyle, maxWidth: Swift.max(1, width), library: context.fonts) else {
            return .zero
        }
        cachedUnwrappedSize = (fonts, Size(width: sizes.unwrapped.width.rounded(.up), height: sizes.unwrapped.height.rounded(.up)))
        return Size(width: sizes.wrapped.width.rounded(.up), height: sizes.wrapped.height.rounded(.up))
    }

    /// The ascent of the first line, where the text sits when the label is its intrinsic height.
    open override var firstBaselineOffsetFromTop: Double {
        guard let layout = textLayout(forWidth: nil) else { return 0 }
        return layout.firstBaseline.rounded(.up)
    }

    /// The descent (and line gap) below the last line's baseline.
    open override var lastBaselineOffsetFromBottom: Double {
        guard let layout = textLayout(forWidth: nil) else { return 0 }
        return layout.lastBaselineFromBottom.rounded(.down)
    }

    /// A label is static text named by its text (a link in it makes it a link).
    open override var defaultAccessibility: AccessibilityDescription {
        var traits: AccessibilityTraits = hasLinks ? [.staticText, .link] : .staticText
        if !isEnabled { traits.insert(.notEnabled) }
        return AccessibilityDescription(isElement: !(text ?? "").isEmpty, label: text, traits: traits)
    }

    /// Activating a label with links follows its first link; a label with a tap recognizer is
    /// tapped.
    open override func accessibilityActivate() -> Bool {
        guard let link = storedAttributedText?.runs.lazy.compactMap(\.attributes.link).first, let linkTapped else { return super.accessibilityActivate() }
        linkTapped(link)
        return true
    }

    open override var debugDetails: [String] {
        guard let text else { return [] }
        return ["text = \"\(text)\""]
    }
}

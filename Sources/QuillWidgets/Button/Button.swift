import QuillFoundation
import QuillGraphics
import QuillViews
/// A control that sends an action when clicked, showing a title and/or an image that can
/// differ per state (UIKit's `UIButton`). It highlights while pressed and dims when disabled.
@MainActor
open class Button: Control {
    /// How the background is drawn.
    public var style: ButtonStyle { didSet { if style != oldValue { updateAppearance() } } }
    /// The label showing the current title.
    public let titleLabel = Label()
    /// The view showing the current image.
    public let imageView = ImageView()
    /// Space between the bezel and the content; `nil` uses the style's (none for plain
    /// buttons, as UIKit's system buttons have none; 6 by 14 points for bezels).
    public var customContentEdgeInsets: EdgeInsets? { didSet { setNeedsLayout(); invalidateIntrinsicContentSize() } }
    /// The space between the bezel and the content in effect.
    public var contentEdgeInsets: EdgeInsets {
        get {
            if let customContentEdgeInsets { return customContentEdgeInsets }
            switch style {
            case .plain:
                // Like UIKit's system buttons: text gets 6 points above and below; an image or
                // symbol alone is its own size.
                return currentTitle?.isEmpty == false ? EdgeInsets(top: 6, left: 0, bottom: 6, right: 0) : EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
            case .bordered, .filled:
                return EdgeInsets(top: 6, left: 14, bottom: 6, right: 14)
            }
        }
        set { customContentEdgeInsets = newValue }
    }
    /// The title's font; `nil` uses the style's font (15 pt, bold when filled, as UIKit's
    /// system button uses 15 pt).
    public var titleFont: Font? { didSet { updateAppearance() } }
    /// A standard symbol shown where the image goes (UIKit's info, contact-add and close
    /// buttons), in the tint colour.
    public var symbol: ButtonSymbol? {
        didSet {
            guard symbol != oldValue else { return }
            setNeedsLayout()
            setNeedsDisplay()
            invalidateIntrinsicContentSize()
        }
    }
    /// Space between the image and the title.
    public var imageTitleSpacing = 6.0 { didSet { setNeedsLayout(); invalidateIntrinsicContentSize() } }

    // The values set per state; setting one shows it.
    private var titles: [ControlState: String] = [:] { didSet { updateAppearance() } }
    private var attributedTitles: [ControlState: AttributedText] = [:] { didSet { updateAppearance() } }
    private var titleColors: [ControlState: Color] = [:] { didSet { updateAppearance() } }
    private var images: [ControlState: Image] = [:] { didSet { updateAppearance() } }
    private var backgroundColors: [ControlState: Color] = [:] { didSet { updateAppearance() } }

    /// Creates a button.
    public init(frame: Rect = .zero, style: ButtonStyle = .plain) {
        self.style = style
        super.init(frame: frame)
        commonInit()
    }

    /// Creates the button a template describes by name (see `View.init(coder:)`), plain
    /// until the template gives its configuration.
    public required init?(coder: TemplateCoder) {
        style = .plain
        super.init(coder: coder)
        commonInit()
    }

    /// What both initializers set up.
    private func commonInit() {
        titleLabel.textAlignment = .center
        titleLabel.lineBreakMode = .byTruncatingMiddle
        imageView.contentMode = .center
        addSubview(imageView)
        addSubview(titleLabel)
        updateAppearance()
    }

    /// Creates a button with a title, sized to fit it.
    public convenience init(title: String, style: ButtonStyle = .bordered) {
        self.init(frame: .zero, style: style)
        setTitle(title, for: .normal)
        sizeToFit()
    }

    // MARK: Per-state values

    /// Sets the title for a state.
    public func setTitle(_ title: String?, for state: ControlState) { titles[state] = title }

    /// Sets an attributed title for a state; it wins over `setTitle` for that state. Runs
    /// without a colour take the title colour; runs without a font take `titleFont`.
    public func setAttributedTitle(_ title: AttributedText?, for state: ControlState) { attributedTitles[state] = title }

    /// The attributed title for a state, falling back as titles do; `nil` when only plain
    /// titles are set.
    public func attributedTitle(for state: ControlState) -> AttributedText? { lookup(attributedTitles, state) }

    /// Sets the title colour for a state.
    public func setTitleColor(_ color: Color?, for state: ControlState) { titleColors[state] = color }

    /// Sets the image for a state.
    public func setImage(_ image: Image?, for state: ControlState) { images[state] = image }

    /// Sets the bezel colour for a state (bordered and filled styles).
    public func setBackgroundColor(_ color: Color?, for state: ControlState) { backgroundColors[state] = color }

    /// The title for a state, falling back as UIKit does (then to `normal`).
    public func title(for state: ControlState) -> String? { lookup(titles, state) }
    /// The title colour set for a state, falling back to `normal`.
    public func titleColor(for state: ControlState) -> Color? { lookup(titleColors, state) }
    /// The image for a state, falling back to `normal`.
    public func image(for state: ControlState) -> Image? { lookup(images, state) }

    /// The title shown now (the characters of the attributed title when one is set).
    public var currentTitle: String? { attributedTitle(for: state)?.string ?? title(for: state) }
    /// The attributed title shown now, if one is set.
    public var currentAttributedTitle: AttributedText? { attributedTitle(for: state) }
    /// The image shown now.
    public var currentImage: Image? { image(for: state) }

    private func lookup<T>(_ table: [ControlState: T], _ state: ControlState) -> T? {
        if let exact = table[state] { return exact }
        if state.contains(.disabled), let value = table[.disabled] { return value }
        if state.contains(.highlighted), let value = table[.highlighted] { return value }
        if state.contains(.selected), let value = table[.selected] { return value }
        return table[.normal]
    }

    // MARK: Appearance

    open override func stateDidChange() {
        updateAppearance()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateAppearance()
    }

    /// The colour of the title in the current state.
    public var currentTitleColor: Color {
        if let custom = titleColor(for: state) { return custom }
        switch style {
        case .plain, .bordered: return isEnabled ? tintColor : Color.systemGray
        case .filled: return .white
        }
    }

    private func updateAppearance() {
        let before = (titleLabel.attributedText, titleLabel.font, imageView.image?.size)
        defer {
            if before != (titleLabel.attributedText, titleLabel.font, imageView.image?.size) { invalidateIntrinsicContentSize() }
        }
        if let attributed = currentAttributedTitle {
            titleLabel.attributedText = attributed
        } else {
            titleLabel.text = currentTitle
        }
        titleLabel.font = titleFont ?? .systemFont(ofSize: 15, weight: style == .filled ? .bold : .regular)
        var color = currentTitleColor
        if isHighlighted, style == .plain, titleColor(for: .highlighted) == nil { color = color.withAlphaComponent(0.3) }
        titleLabel.textColor = color
        imageView.image = currentImage
        imageView.alpha = (isHighlighted && style == .plain) ? 0.3 : 1
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// Whether the button lights up while the pointer is over it (UIKit's
    /// `isPointerInteractionEnabled`): a faint tint over plain buttons, a slightly darker bezel
    /// over bordered and filled ones. Off by default.
    public var isPointerInteractionEnabled = false {
        didSet {
            guard isPointerInteractionEnabled != oldValue else { return }
            if isPointerInteractionEnabled {
                let hover = HoverGestureRecognizer { [weak self] recognizer in
                    self?.isHovered = recognizer.state == .began || recognizer.state == .changed
                }
                addGestureRecognizer(hover)
                hoverRecognizer = hover
            } else if let hoverRecognizer {
                removeGestureRecognizer(hoverRecognizer)
                self.hoverRecognizer = nil
                isHovered = false
            }
        }
    }
    /// Whether the pointer is over the button (tracked while `isPointerInteractionEnabled`).
    public private(set) var isHovered = false { didSet { if isHovered != oldValue { setNeedsDisplay() } } }
    private var hoverRecognizer: HoverGestureRecognizer?

    /// The bezel colour in the current state, or `nil` for none.
    public var currentBackgroundColor: Color? {
        if let custom = lookup(backgroundColors, state) {
            return isHighlighted && backgroundColors[.highlighted] == nil ? custom.interpolated(to: .black, fraction: 0.15) : custom
        }
        switch style {
        case .plain:
            return nil
        case .bordered:
            return isHighlighted ? Color.systemGray4 : Color.systemGray6
        case .filled:
            let base = isEnabled ? tintColor! : Color.systemGray
            return isHighlighted ? base.interpolated(to: .black, fraction: 0.2) : base
        }
    }

    open override func draw(in context: GraphicsContext) {
        let radius = Swift.min(8, bounds.height / 2)
        if let fill = currentBackgroundColor {
            context.fill(bounds, cornerRadius: radius, with: .color(isEnabled ? fill : fill.withAlphaComponent(fill.alpha * 0.5)))
        }
        if isHovered, isEnabled, !isHighlighted {
            let glow = style == .plain ? tintColor.withAlphaComponent(0.12) : Color.black.withAlphaComponent(0.07)
            context.fill(bounds, cornerRadius: radius, with: .color(glow))
        }
        if let symbol {
            let color = isEnabled ? tintColor.withAlphaComponent(isHighlighted ? 0.3 : 1) : Color.systemGray
            context.fill(symbol.path(centeredIn: imageView.frame), color: color)
        }
        if style == .bordered {
            context.strokeInside(bounds, cornerRadius: radius, lineWidth: 1, color: Color.systemGray4.interpolated(to: .black, fraction: isHighlighted ? 0.15 : 0))
        }
        if isFirstResponder {
            // On a filled bezel a tinted ring would vanish: draw a white one inside it.
            if style == .filled {
                context.strokeInside(bounds.insetBy(dx: 2, dy: 2), cornerRadius: Swift.max(0, radius - 2), lineWidth: 1.5, color: .white)
            } else {
                context.strokeInside(bounds, cornerRadius: radius, lineWidth: 2, color: tintColor.withAlphaComponent(0.6))
            }
        }
    }

    /// The size of what stands before the title: the symbol, or the current image.
    private var leadingImageSize: Size { symbol != nil ? ButtonSymbol.size : (imageView.image?.size ?? .zero) }

    open override func layoutSubviews() {
        let content = bounds.inset(by: contentEdgeInsets)
        let imageSize = leadingImageSize
        let titleSize = titleLabel.sizeThatFits(.zero)
        let spacing = (imageSize.width > 0 && titleSize.width > 0) ? imageTitleSpacing : 0
        let titleWidth = Swift.min(titleSize.width, Swift.max(0, content.width - imageSize.width - spacing))
        let total = imageSize.width + spacing + titleWidth
        var x = (content.midX - total / 2).rounded()
        // The image leads the title: at its right in right-to-left layouts.
        imageView.frame = mirroredForLayoutDirection(
            Rect(x: x, y: (content.midY - imageSize.height / 2).rounded(), width: imageSize.width, height: imageSize.height), in: content)
        x += imageSize.width + spacing
        titleLabel.frame = mirroredForLayoutDirection(
            Rect(x: x, y: (content.midY - titleSize.height / 2).rounded(), width: titleWidth.rounded(.up), height: titleSize.height), in: content)
    }

    open override func sizeThatFits(_ size: Size) -> Size {
        let imageSize = leadingImageSize
        let titleSize = titleLabel.sizeThatFits(.zero)
        let spacing = (imageSize.width > 0 && titleSize.width > 0) ? imageTitleSpacing : 0
        let width = imageSize.width + spacing + titleSize.width + contentEdgeInsets.horizontal
        let height = Swift.max(imageSize.height, titleSize.height) + contentEdgeInsets.vertical
        return Size(width: width.rounded(.up), height: Swift.max(style == .plain ? 0 : 32, height.rounded(.up)))
    }

    open override var intrinsicContentSize: Size? { sizeThatFits(.zero) }

    /// The title's first baseline where `layoutSubviews` puts it at the intrinsic height.
    open override var firstBaselineOffsetFromTop: Double {
        guard titleLabel.text?.isEmpty == false, let height = intrinsicContentSize?.height else { return 0 }
        let titleHeight = titleLabel.sizeThatFits(.zero).height
        let content = Rect(x: 0, y: 0, width: 0, height: height).inset(by: contentEdgeInsets)
        return (content.midY - titleHeight / 2).rounded() + titleLabel.firstBaselineOffsetFromTop
    }

    /// The distance from the title's last baseline to the bottom at the intrinsic height.
    open override var lastBaselineOffsetFromBottom: Double {
        guard titleLabel.text?.isEmpty == false, let height = intrinsicContentSize?.height else { return 0 }
        let titleHeight = titleLabel.sizeThatFits(.zero).height
        let content = Rect(x: 0, y: 0, width: 0, height: height).inset(by: contentEdgeInsets)
        let titleBottom = (content.midY - titleHeight / 2).rounded() + titleHeight
        return height - titleBottom + titleLabel.lastBaselineOffsetFromBottom
    }

    /// A button is named by its title, else its symbol or image name.
    open override var defaultAccessibility: AccessibilityDescription {
        let name = currentTitle.flatMap { $0.isEmpty ? nil : $0 } ?? symbol.map { ButtonSymbol.accessibilityName($0) } ?? currentImage.flatMap { $0.name.isEmpty ? nil : $0.name }
        return AccessibilityDescription(isElement: true, label: name, traits: AccessibilityTraits([.button]).union(controlStateTraits))
    }

    open override var canBecomeFirstResponder: Bool { isEnabled }

    open override func keyDown(_ event: KeyEvent) {
        switch event.key {
        case .space, .return:
            guard isEnabled, !event.isRepeat else { return }
            sendActions(for: [.touchUpInside, .primaryActionTriggered])
        default:
            super.keyDown(event)
        }
    }

    open override var debugDetails: [String] {
        var details: [String] = []
        if let title = currentTitle { details.append("title = \"\(title)\"") }
        if !isEnabled { details.append("disabled") }
        if isSelected { details.append("selected") }
        return details
    }
}

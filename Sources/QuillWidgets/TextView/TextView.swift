import QuillFoundation
import QuillGraphics
import QuillViews

/// Multi-line text to read, select and edit, in a scroll view (UIKit's `UITextView`).
///
///     let notes = TextView(frame: Rect(x: 0, y: 0, width: 320, height: 200))
///     notes.text = "Buy milk\nCall Ada"
///     notes.delegate = self          // a TextViewDelegate
///
/// The text is kept as paragraphs, each laid out when it first comes on screen and again only
/// when it is edited, so a long document scrolls and types as quickly as a short one. The caret
/// and selection follow the mouse (a double click selects a word, a triple click a paragraph)
/// and the keyboard (arrows, Ctrl for words, Home and End for lines, Ctrl+Home and Ctrl+End for
/// the document, Page Up and Page Down, Shift to extend); Ctrl+C, Ctrl+X, Ctrl+V and Ctrl+A
/// use the clipboard; an input method composes in place. With `isScrollEnabled` off the view
/// sizes itself to its text in Auto Layout, as a wrapping label does. Tab moves focus, as in
/// every other Quill view.
@MainActor
open class TextView: ScrollView, WidthDependentContent {
    var document: TextViewDocument
    /// The characters selected, or the caret where the range is empty (offsets in characters;
    /// a line break counts one).
    public var selectedRange: Range<Int> = 0..<0 {
        didSet {
            let clamped = Swift.min(selectedRange.lowerBound, document.count)..<Swift.min(selectedRange.upperBound, document.count)
            if clamped != selectedRange { selectedRange = clamped }
            guard selectedRange != oldValue else { return }
            selectionAnchor = selectedRange.lowerBound
            redisplaySelection(from: oldValue, to: selectedRange)
        }
    }
    /// Where a Shift-extended selection started.
    var selectionAnchor = 0
    /// The end of the selection that keys and drags move.
    var movingEnd = 0
    /// The word or paragraph a double or triple click selected, which a drag extends by.
    var pressUnit: Range<Int>?
    /// The run of typed characters that one undo removes, while typing goes on after it.
    var typingRecord: TextEditRecord?
    /// The horizontal position Up and Down keep to, in the text container.
    var goalX: Double?
    var caretVisible = true
    var blink: ScheduledTimer?
    var paragraphViews: [Int: TextParagraphView] = [:]
    private var sparePargraphViews: [TextParagraphView] = []
    private var laidOutWidth = -1.0

    /// Creates an empty text view.
    public override init(frame: Rect) {
        document = TextViewDocument(characters: [], attributes: nil) { _ in 17 }
        super.init(frame: frame)
        commonInit()
    }

    /// Creates the text view a template describes by name (see `View.init(coder:)`).
    public required init?(coder: TemplateCoder) {
        document = TextViewDocument(characters: [], attributes: nil) { _ in 17 }
        super.init(coder: coder)
        commonInit()
    }

    /// What both initializers set up.
    private func commonInit() {
        backgroundColor = .systemBackground
        showsHorizontalScrollIndicator = false
        pointerStyle = .iBeam
        addInteraction(TextEditMenuInteraction())
        addInteraction(DropInteraction(delegate: textDropTarget))
    }

    /// Takes dropped text where it lands.
    private lazy var textDropTarget = TextDropTarget(isEditable: { [unowned self] in isEditable }) { [unowned self] text, point in
        let at = characterOffset(at: point)
        selectByUser(at..<at)
        typeText(text)
    }

    // MARK: Text

    /// The text; setting it puts the caret at the end and forgets any attributes.
    public var text: String {
        get { document.string }
        set { setCharacters(Array(newValue), attributes: nil) }
    }

    /// The text with its runs' fonts, colours and lines; runs without a font or colour use
    /// `font` and `textColor`. Typed text takes `typingAttributes`.
    public var attributedText: AttributedText {
        get {
            var result = AttributedText("")
            for (i, paragraph) in document.paragraphs.enumerated() {
                if i > 0 { result.append("\n", attributes: document.paragraphs[i - 1].attributes?.last ?? .plain) }
                result.append(paragraph.attributedText)
            }
            return result
        }
        set {
            setCharacters(Array(newValue.string), attributes: newValue.hasAttributes ? newValue.attributesPerCharacter : nil)
        }
    }

    /// The font of text without one of its own. Default: the system font at 14 points, as
    /// Interface Builder makes a text view.
    public var font: Font = .systemFont(ofSize: 14) { didSet { if font != oldValue { styleDidChange() } } }
    /// The colour of text without one of its own.
    public var textColor: Color = .label { didSet { redisplayAll() } }

    /// Its font and text colour besides the view's own appearance (`.tree` snapshots).
    open override var appearanceDetails: [String] { super.appearanceDetails + ["font = \(font)", "textColor = \(textColor)"] }
    /// How paragraphs without an alignment of their own are aligned.
    public var textAlignment: TextAlignment = .natural { didSet { if textAlignment != oldValue { styleDidChange() } } }
    /// The attributes typed and pasted text takes.
    public var typingAttributes: TextAttributes = .plain
    /// Whether the user may change the text. Default `true`.
    public var isEditable = true
    /// Whether the user may select the text (and copy it). Default `true`.
    public var isSelectable = true
    /// The space between the view's edges and the text. Default: 8 points above and below.
    public var textContainerInset = EdgeInsets(top: 8, left: 0, bottom: 8, right: 0) { didSet { styleDidChange() } }
    /// Space inside the text container on each side of every line (UIKit's
    /// `lineFragmentPadding`). Default 5.
    public var lineFragmentPadding = 5.0 { didSet { styleDidChange() } }

    /// Whether the text view has keyboard focus.
    public var isEditing: Bool { isFirstResponder }

    /// Text an input method is composing at the caret, not yet part of the text.
    public internal(set) var markedText = ""

    /// The text view's delegate, when `delegate` adopts `TextViewDelegate`.
    var textDelegate: (any TextViewDelegate)? { delegate as? any TextViewDelegate }

    /// Replaces the whole text; the caret goes to the end.
    func setCharacters(_ characters: [Character], attributes: [TextAttributes]?) {
        document = TextViewDocument(characters: characters, attributes: attributes, estimate: estimatedHeight)
        markedText = ""
        selectedRange = document.count..<document.count
        textDidChangeLayout(from: 0)
    }

    // MARK: Layout

    /// The width lines wrap at.
    var containerWidth: Double {
        Swift.max(1, bounds.width - textContainerInset.left - textContainerInset.right - 2 * lineFragmentPadding)
    }

    /// The style paragraphs are laid out in.
    var paragraphStyle: TextStyle {
        TextStyle(font: font, alignment: textAlignment, lineBreakMode: .byWordWrapping, numberOfLines: 0, layoutDirection: effectiveUserInterfaceLayoutDirection)
    }

    /// A paragraph's height before it is laid out: its characters spread over lines of
    /// average-width characters.
    func estimatedHeight(_ characterCount: Int) -> Double {
        let lineHeight = (font.size * 1.2).rounded(.up)
        let perLine = Swift.max(1, containerWidth / (font.size * 0.5))
        return lineHeight * Swift.max(1, (Double(characterCount) / perLine).rounded(.up))
    }

    /// Where paragraph `index` is drawn, in the content's coordinates.
    func paragraphFrame(_ index: Int) -> Rect {
        Rect(
            x: textContainerInset.left + lineFragmentPadding, y: textContainerInset.top + document.tops[index],
            width: containerWidth, height: document.paragraphs[index].height)
    }

    /// Makes sure paragraph `index` is laid out at the current width; returns how much its
    /// height changed.
    @discardableResult
    func layOutParagraph(_ index: Int) -> Double {
        guard document.paragraphs[index].layout == nil else { return 0 }
        let style = paragraphStyle, width = containerWidth, fonts = context.fonts
        return document.layOut(index) { $0.lay(out: style, width: width, library: fonts) }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if laidOutWidth != containerWidth {
            laidOutWidth = containerWidth
            document.invalidateLayouts()
            redisplayAll()
        }
        tile()
    }

    /// Lays out the paragraphs on screen and gives each a view; paragraphs laid out above the
    /// top of the screen keep what is shown in place.
    private func tile() {
        let margin = bounds.height / 2
        let top = contentOffset.y - textContainerInset.top - margin, bottom = contentOffset.y - textContainerInset.top + bounds.height + margin
        var index = document.paragraph(atY: Swift.max(0, top))
        var shift = 0.0
        var visible: [Int] = []
        while index < document.paragraphs.count, document.tops[index] < bottom {
            let wasAbove = document.tops[index] + textContainerInset.top < contentOffset.y
            let delta = layOutParagraph(index)
            if wasAbove { shift += delta }
            visible.append(index)
            index += 1
        }
        contentSize = Size(width: bounds.width, height: document.height + textContainerInset.top + textContainerInset.bottom)
        if shift != 0 { contentOffset.y += shift }
        placeParagraphViews(visible)
    }

    private func placeParagraphViews(_ visible: [Int]) {
        let wanted = Set(visible)
        for (index, view) in paragraphViews where !wanted.contains(index) {
            paragraphViews[index] = nil
            view.isHidden = true
            sparePargraphViews.append(view)
        }
        for index in visible {
            let view: TextParagraphView
            if let shown = paragraphViews[index] {
                view = shown
            } else {
                view = sparePargraphViews.popLast() ?? TextParagraphView(frame: .zero)
                if view.superview == nil {
                    view.textView = self
                    insertSubview(view, at: 0)
                }
                view.isHidden = false
                view.index = index
                view.setNeedsDisplay()
                paragraphViews[index] = view
            }
            let frame = paragraphFrame(index)
            if view.frame != frame { view.frame = frame }
        }
    }

    /// The text changed from paragraph `index` on: views of those paragraphs draw again, and
    /// the view lays out (and, not scrolling, resizes).
    func textDidChangeLayout(from index: Int, through last: Int? = nil) {
        for (shown, view) in paragraphViews where shown >= index && shown <= (last ?? Int.max) { view.setNeedsDisplay() }
        setNeedsLayout()
        if !isScrollEnabled { invalidateIntrinsicContentSize() }
    }

    private func styleDidChange() {
        laidOutWidth = -1
        textDidChangeLayout(from: 0)
    }

    func redisplayAll() {
        for view in paragraphViews.values { view.setNeedsDisplay() }
    }

    override func scrollEnabledDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    open override func effectiveUserInterfaceLayoutDirectionDidChange() {
        super.effectiveUserInterfaceLayoutDirectionDidChange()
        styleDidChange()
    }

    // MARK: Events

    open override var canBecomeFirstResponder: Bool {
        (isEditable || isSelectable) && (textDelegate?.textViewShouldBeginEditing(self) ?? true)
    }

    open override func didBecomeFirstResponder() {
        super.didBecomeFirstResponder()
        focusDidChange(gained: true)
    }

    open override func didResignFirstResponder() {
        super.didResignFirstResponder()
        focusDidChange(gained: false)
    }

    /// A press places the caret (Shift extends the selection; a double click selects a word, a
    /// triple click a paragraph). A text view does not scroll by dragging, as desktop text
    /// views do not: the wheel scrolls it.
    open override func pointerBegan(_ event: PointerEvent) { pressBegan(event) }
    /// Dragging extends the selection (by words or paragraphs after a double or triple click).
    open override func pointerMoved(_ event: PointerEvent) { pressMoved(event) }
    open override func pointerEnded(_ event: PointerEvent) { pressUnit = nil }
    open override func pointerCancelled() { pressUnit = nil }

    /// Cut, Copy, Paste, Delete and Select All, from the Edit menu, the context menu or their
    /// shortcuts.
    open override func canPerformAction(_ action: CommandAction, withSender sender: AnyObject?) -> Bool {
        canPerformEditAction(action) ?? super.canPerformAction(action, withSender: sender)
    }

    /// Performs an edit action (see `canPerformAction(_:withSender:)`).
    open override func perform(_ action: CommandAction, withSender sender: AnyObject?) {
        if !performEditAction(action) { super.perform(action, withSender: sender) }
    }

    open override func keyDown(_ event: KeyEvent) {
        if !handleKey(event) { super.keyDown(event) }
    }

    /// Typed text replaces the selection (`\n` starts a paragraph).
    open override func insertText(_ text: String) { typeText(text) }

    /// An input method's uncommitted text, shown at the caret until it is typed or dropped.
    open override func setMarkedText(_ text: String, cursor: Int) { composeMarkedText(text) }

    /// A text view is an element that holds text (read through its text interface).
    open override var defaultAccessibility: AccessibilityDescription {
        AccessibilityDescription(isElement: true, traits: isEditable ? [.textEntry] : [.staticText])
    }

    /// Activating a text view gives it keyboard focus.
    open override func accessibilityActivate() -> Bool {
        window?.makeFirstResponder(self) ?? false
    }

    // MARK: Sizing

    /// With scrolling off, the text view's height depends on its width (its text wraps).
    public var intrinsicSizeDependsOnWidth: Bool { !isScrollEnabled }

    open override var intrinsicContentSize: Size? {
        guard !isScrollEnabled else { return nil }
        return textSize(forWidth: bounds.width > 0 ? bounds.width : nil)
    }

    /// The size the text needs `width` points wide (unwrapped for `nil`), insets included.
    func textSize(forWidth width: Double?) -> Size {
        let horizontal = textContainerInset.left + textContainerInset.right + 2 * lineFragmentPadding
        let wrapAt = width.map { Swift.max(1, $0 - horizontal) }
        var height = 0.0, widest = 0.0
        for paragraph in document.paragraphs {
            let measured = paragraph.attributes == nil || paragraph.characters.isEmpty
                ? try? TextLayout.measuredSize(text: paragraph.characters.isEmpty ? " " : paragraph.string, style: paragraphStyle, maxWidth: wrapAt, library: context.fonts)
                : try? TextLayout(attributedText: paragraph.attributedText, style: paragraphStyle, maxWidth: wrapAt, library: context.fonts).size
            let size = measured ?? Size(width: 0, height: estimatedHeight(paragraph.characters.count))
            height += size.height
            widest = Swift.max(widest, size.width)
        }
        return Size(width: (width ?? widest + horizontal).rounded(.up), height: (height + textContainerInset.top + textContainerInset.bottom).rounded(.up))
    }

    /// The intrinsic size at a width, for Auto Layout.
    public func intrinsicContentSize(forWidth width: Double) -> Size? {
        isScrollEnabled ? nil : textSize(forWidth: width)
    }
}

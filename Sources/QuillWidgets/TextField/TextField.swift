import Foundation
import QuillFoundation
import QuillGraphics
import QuillViews

/// A single line of editable text (UIKit's `UITextField`): a blinking caret, selection with
/// the mouse (click, drag, shift-click, double-click for a word) and the keyboard (arrows, Home,
/// End, with Shift to extend), copy/cut/paste through the application clipboard (Control-C, X,
/// V; Control-A selects all), a placeholder, secure entry, input-method composition shown
/// underlined, and a delegate that can refuse changes. Tab moves the focus on; the focused field
/// shows a ring.
///
/// Text of mixed directions (Latin with Arabic or Hebrew) is drawn in visual order; the caret
/// stands where a character of the paragraph's direction would go, a selection may cover
/// several spans, and the arrow keys move through the text in reading order (Left moves
/// forward in right-to-left text). `.natural` alignment is right for right-to-left text and
/// in right-to-left interfaces.
@MainActor
open class TextField: Control {
    /// The text.
    public var text: String {
        get { String(characters) }
        set {
            characters = Array(newValue)
            characterAttributes = nil
            selection = characters.count..<characters.count
            textDidChange()
        }
    }

    /// The text with its runs' fonts, colours and lines (UIKit's `attributedText`); runs
    /// without a font or colour use `font` and `textColor`. Typed text takes
    /// `typingAttributes`, which follow the character before the caret as it moves.
    public var attributedText: AttributedText {
        get {
            guard let characterAttributes else { return AttributedText(String(characters)) }
            var result = AttributedText("")
            for (character, attributes) in zip(characters, characterAttributes) { result.append(String(character), attributes: attributes) }
            return result
        }
        set {
            characters = Array(newValue.string)
            characterAttributes = newValue.hasAttributes ? newValue.attributesPerCharacter : nil
            selection = characters.count..<characters.count
            textDidChange()
        }
    }

    /// The attributes given to typed and pasted text.
    public var typingAttributes: TextAttributes = .plain

    /// A placeholder with attributes of its own; wins over `placeholder` (which it sets to its
    /// characters).
    public var attributedPlaceholder: AttributedText? {
        didSet {
            if let attributedPlaceholder { placeholder = attributedPlaceholder.string } else { setNeedsDisplay() }
        }
    }
    /// Shown in grey while the text is empty.
    public var placeholder: String? { didSet { setNeedsDisplay(); invalidateIntrinsicContentSize() } }
    /// The font.
    public var font: Font = .systemFont(ofSize: 15) { didSet { textDidChange() } }
    /// The text colour.
    public var textColor: Color = .label { didSet { setNeedsDisplay() } }

    /// Its font and text colour besides the view's own appearance (`.tree` snapshots).
    open override var appearanceDetails: [String] { super.appearanceDetails + ["font = \(font)", "textColor = \(textColor)"] }
    /// Where the text sits when it is narrower than the field.
    public var textAlignment: TextAlignment = .natural { didSet { if textAlignment != oldValue { textDidChange() } } }
    /// Whether characters show as dots.
    public var isSecureTextEntry = false { didSet { textDidChange() } }
    /// Steers and hears editing.
    public weak var delegate: (any TextFieldDelegate)?
    /// The selected characters (empty: the caret position), as character offsets.
    public private(set) var selection: Range<Int> = 0..<0 {
        didSet {
            resetBlink()
            setNeedsDisplay()
            // Typing continues in the look of the character before the caret (at the start,
            // the first character's).
            if let characterAttributes, selection.isEmpty, !characterAttributes.isEmpty {
                typingAttributes = characterAttributes[Swift.max(0, Swift.min(selection.lowerBound, characterAttributes.count) - 1)]
            }
        }
    }
    /// Uncommitted input-method text shown at the caret.
    public private(set) var markedText = ""

    private var characters: [Character] = []
    /// The attributes of each character, when the text is attributed.
    private var characterAttributes: [TextAttributes]?
    private var geometry: CaretGeometry?
    private var layout: TextLayout?
    private var scrollX = 0.0
    private var anchor = 0
    /// The run of typed characters one undo removes, while typing goes on after it.
    private var typingRun: TextEditRecord?
    private var caretVisible = true
    private var blink: ScheduledTimer?
    private static let padding = 8.0

    /// Creates a text field.
    public override init(frame: Rect) {
        super.init(frame: Rect(origin: frame.origin, size: frame.size == .zero ? Size(width: 200, height: 34) : frame.size))
        commonInit()
    }

    /// Creates the text field a template describes by name (see `View.init(coder:)`); the
    /// template sets its frame and properties afterwards.
    public required init?(coder: TemplateCoder) {
        super.init(coder: coder)
        bounds.size = Size(width: 200, height: 34)
        commonInit()
    }

    /// What both initializers set up.
    private func commonInit() {
        backgroundColor = .white
        cornerRadius = 6
        borderWidth = 1
        borderColor = Color(red8: 200, green8: 200, blue8: 206)
        clipsToBounds = true
        pointerStyle = .iBeam
        addInteraction(TextEditMenuInteraction())
        addInteraction(DropInteraction(delegate: textDropTarget))
        textDidChange()
    }

    /// Takes dropped text where it lands.
    private lazy var textDropTarget = TextDropTarget(isEditable: { [unowned self] in isEnabled }) { [unowned self] text, point in
        let at = offset(at: point.x)
        anchor = at
        movingEnd = at
        selection = at..<at
        insertText(text)
    }

    /// A view shown inside the field before the text (UIKit's `leftView`, always shown): a
    /// search field's magnifying glass.
    public var leftView: View? {
        didSet {
            oldValue?.removeFromSuperview()
            if let leftView { addSubview(leftView) }
            setNeedsLayout()
            setNeedsDisplay()
            invalidateIntrinsicContentSize()
        }
    }

    /// The room the left view takes, with 4 points after it.
    private var leftViewSpace: Double { leftView.map { $0.frame.width + 4 } ?? 0 }

    /// Where the text is drawn: inside the padding, after the left view.
    private var textArea: Rect {
        Rect(x: TextField.padding + leftViewSpace, y: 0, width: Swift.max(0, bounds.width - 2 * TextField.padding - leftViewSpace), height: bounds.height)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if let leftView {
            leftView.frame.origin = Point(x: TextField.padding - 2, y: ((bounds.height - leftView.frame.height) / 2).rounded())
        }
    }

    /// Whether the field has focus and takes typing.
    public var isEditing: Bool { isFirstResponder }

    // MARK: Layout of the text

    private var displayedText: String {
        let base = isSecureTextEntry ? String(repeating: "•", count: characters.count) : String(characters)
        guard !markedText.isEmpty else { return base }
        var shown = Array(base)
        shown.insert(contentsOf: markedText, at: Swift.min(selection.lowerBound, shown.count))
        return String(shown)
    }

    private func textDidChange() {
        invalidateIntrinsicContentSize()
        let shown = displayedText
        layout = try? makeLayout(shown)
        geometry = layout?.lines.first.map { CaretGeometry(line: $0, text: shown) }
        selection = Swift.min(selection.lowerBound, characters.count)..<Swift.min(selection.upperBound, characters.count)
        scrollToCaret()
        setNeedsDisplay()
    }

    /// The shown text laid out, with its runs when attributed (marked text underlined).
    private func makeLayout(_ shown: String) throws -> TextLayout {
        let style = textStyle(lineBreakMode: .byClipping)
        guard let characterAttributes, !isSecureTextEntry else { return try TextLayout(text: shown, style: style, library: self.context.fonts) }
        var attributed = AttributedText("")
        let caret = Swift.min(selection.lowerBound, characters.count)
        for (index, character) in characters.enumerated() {
            if index == caret, !markedText.isEmpty { attributed.append(markedText, attributes: typingAttributes) }
            attributed.append(String(character), attributes: characterAttributes[index])
        }
        if caret == characters.count, !markedText.isEmpty { attributed.append(markedText, attributes: typingAttributes) }
        return try TextLayout(attributedText: attributed, style: style, library: self.context.fonts)
    }

    private func textStyle(lineBreakMode: LineBreakMode) -> TextStyle {
        TextStyle(font: font, alignment: .left, lineBreakMode: lineBreakMode, numberOfLines: 1, layoutDirection: effectiveUserInterfaceLayoutDirection)
    }

    /// The x, from the line's left edge, of the caret before character `offset` of the text
    /// (marked text shown at the caret counts).
    private func caretX(_ offset: Int) -> Double {
        let shownOffset = offset + (offset >= selection.lowerBound && !markedText.isEmpty ? markedText.count : 0)
        return geometry?.caretX(at: shownOffset) ?? 0
    }

    /// `textAlignment` with `.natural` resolved: right for right-to-left text, or for any text
    /// in a right-to-left interface.
    private var resolvedAlignment: TextAlignment {
        guard textAlignment == .natural else { return textAlignment }
        let rtl = (geometry?.isRightToLeft ?? false) || effectiveUserInterfaceLayoutDirection == .rightToLeft
        return rtl ? .right : .left
    }

    /// How far the line's left edge is from the inner area's, scrolled and aligned.
    private func lineOffset(visible: Double) -> Double {
        let free = Swift.max(0, visible - (geometry?.width ?? 0))
        let shift: Double = switch resolvedAlignment {
        case .left, .natural: 0
        case .center: (free / 2).rounded()
        case .right: Swift.max(0, free - 2)  // room for the caret after the text
        }
        return shift - scrollX
    }

    private func scrollToCaret() {
        let visible = textArea.width
        let x = caretX(selection.upperBound)
        if x - scrollX > visible { scrollX = x - visible }
        if x - scrollX < 0 { scrollX = x }
        scrollX = Swift.max(0, Swift.min(scrollX, Swift.max(0, (geometry?.width ?? 0) - visible)))
    }

    /// The character offset nearest an x position in the field.
    private func offset(at x: Double) -> Int {
        let target = x - textArea.minX - lineOffset(visible: textArea.width)
        return Swift.min(geometry?.offset(nearestX: target) ?? 0, characters.count)
    }

    // MARK: Focus

    open override var canBecomeFirstResponder: Bool { isEnabled && (delegate?.textFieldShouldBeginEditing(self) ?? true) }

    open override func didBecomeFirstResponder() {
        resetBlink()
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
    }

    open override func didResignFirstResponder() {
        blink?.cancel()
        blink = nil
        markedText = ""
        textDidChange()
        delegate?.textFieldDidEndEditing(self)
        sendActions(for: .editingDidEnd)
    }

    private func resetBlink() {
        caretVisible = true
        blink?.cancel()
        guard isFirstResponder else { return }
        blink = scheduler.schedule(after: 0.53, repeating: 0.53) { [weak self] _ in
            guard let self else { return }
            self.caretVisible.toggle()
            self.setNeedsDisplay()
        }
    }

    // MARK: Mouse

    open override func beginTracking(_ event: PointerEvent) -> Bool {
        typingRun = nil
        if !isFirstResponder { becomeFirstResponder() }
        let position = offset(at: event.location(in: self).x)
        if event.clickCount == 2 {
            selectWord(at: position)
        } else if event.clickCount >= 3 {
            selection = 0..<characters.count
        } else if event.modifiers.contains(.shift) {
            select(to: position)
        } else {
            anchor = position
            selection = position..<position
        }
        return true
    }

    open override func continueTracking(_ event: PointerEvent) -> Bool {
        select(to: offset(at: event.location(in: self).x))
        scrollToCaret()
        return true
    }

    private func select(to position: Int) {
        selection = Swift.min(anchor, position)..<Swift.max(anchor, position)
        movingEnd = position
    }

    /// The end of the selection that moves with Shift-arrows.
    private var movingEnd = 0

    private func selectWord(at position: Int) {
        func isWord(_ c: Character) -> Bool { c.isLetter || c.isNumber || c == "_" }
        var start = Swift.min(position, characters.count), end = start
        while start > 0, isWord(characters[start - 1]) { start -= 1 }
        while end < characters.count, isWord(characters[end]) { end += 1 }
        anchor = start
        selection = start..<end
        movingEnd = end
    }

    // MARK: Keys and typing

    open override func keyDown(_ event: KeyEvent) {
        let shift = event.modifiers.contains(.shift)
        let command = event.modifiers.contains(.control) || event.modifiers.contains(.meta)
        switch event.key {
        case .left, .right, .home, .end:
            typingRun = nil
            // Left and Right move backward and forward in reading order: in right-to-left text,
            // Left moves forward.
            let rightToLeft = geometry?.isRightToLeft ?? (effectiveUserInterfaceLayoutDirection == .rightToLeft)
            let backward = event.key == .home || ((event.key == .left) != rightToLeft && event.key != .end)
            let from = shift ? movingEnd : (backward ? selection.lowerBound : selection.upperBound)
            var to: Int
            switch event.key {
            case .left, .right: to = shift || selection.isEmpty ? (backward ? from - 1 : from + 1) : from
            case .home: to = 0
            default: to = characters.count
            }
            to = Swift.min(Swift.max(0, to), characters.count)
            if shift {
                if selection.isEmpty { anchor = selection.lowerBound }
                select(to: to)
            } else {
                anchor = to
                movingEnd = to
                selection = to..<to
            }
            scrollToCaret()
        case .backspace:
            if selection.isEmpty, selection.lowerBound > 0 {
                replace(selection.lowerBound - 1..<selection.lowerBound, with: "")
            } else if !selection.isEmpty {
                replace(selection, with: "")
            }
        case .delete:
            if selection.isEmpty, selection.upperBound < characters.count {
                replace(selection.lowerBound..<selection.lowerBound + 1, with: "")
            } else if !selection.isEmpty {
                replace(selection, with: "")
            }
        case .return:
            if delegate?.textFieldShouldReturn(self) ?? true {
                sendActions(for: [.editingDidEndOnExit, .primaryActionTriggered])
                resignFirstResponder()
            }
        case .escape:
            resignFirstResponder()
        case .character(let c) where command:
            let actions: [Character: CommandAction] = ["a": .selectAll, "c": .copy, "x": .cut, "v": .paste]
            if let action = actions[c] {
                if canPerformAction(action, withSender: nil) { perform(action, withSender: nil) }
            } else {
                super.keyDown(event)
            }
        default:
            super.keyDown(event)
        }
    }

    private func copy() {
        guard !selection.isEmpty, !isSecureTextEntry else { return }
        context.pasteboard.string = String(characters[selection])
    }

    /// Cut, Copy, Paste, Delete and Select All, from the Edit menu, the context menu or their
    /// shortcuts: copying needs a selection (and no secure entry), pasting text on the clipboard.
    open override func canPerformAction(_ action: CommandAction, withSender sender: AnyObject?) -> Bool {
        guard isEnabled else { return super.canPerformAction(action, withSender: sender) }
        switch action {
        case .copy: return !selection.isEmpty && !isSecureTextEntry
        case .cut: return !selection.isEmpty && !isSecureTextEntry
        case .delete: return !selection.isEmpty
        case .paste: return context.pasteboard.hasStrings
        case .selectAll: return !characters.isEmpty && selection != 0..<characters.count
        default: return super.canPerformAction(action, withSender: sender)
        }
    }

    /// Performs an edit action (see `canPerformAction(_:withSender:)`).
    open override func perform(_ action: CommandAction, withSender sender: AnyObject?) {
        switch action {
        case .copy: copy()
        case .cut: copy(); if !selection.isEmpty { replace(selection, with: "") }
        case .delete: if !selection.isEmpty { replace(selection, with: "") }
        case .paste: if let pasted = context.pasteboard.string { insertText(pasted) }
        case .selectAll: anchor = 0; selection = 0..<characters.count; movingEnd = characters.count
        default: super.perform(action, withSender: sender)
        }
    }

    open override func insertText(_ text: String) {
        guard isEnabled else { return }
        let clean = text.replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "\r", with: "")
        markedText = ""
        replace(selection, with: clean)
    }

    open override func setMarkedText(_ text: String, cursor: Int) {
        markedText = text
        textDidChange()
    }

    /// Replaces characters, asking the delegate first; sends `editingChanged`.
    private func replace(_ range: Range<Int>, with replacement: String) {
        let range = Swift.min(range.lowerBound, characters.count)..<Swift.min(range.upperBound, characters.count)
        guard delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: replacement) ?? true else { return }
        let inserted = Array(replacement)
        registerUndo(replacing: range, with: inserted)
        characters.replaceSubrange(range, with: inserted)
        if characterAttributes != nil || typingAttributes != .plain {
            var attributes = characterAttributes ?? [TextAttributes](repeating: .plain, count: characters.count - inserted.count + range.count)
            attributes.replaceSubrange(range, with: [TextAttributes](repeating: typingAttributes, count: inserted.count))
            characterAttributes = attributes.contains { $0 != .plain } ? attributes : nil
        }
        let caret = range.lowerBound + replacement.count
        anchor = caret
        movingEnd = caret
        selection = caret..<caret
        textDidChange()
        sendActions(for: .editingChanged)
    }

    /// Records how to undo an edit; a character typed right after the last one joins its
    /// undo step.
    private func registerUndo(replacing range: Range<Int>, with inserted: [Character]) {
        if inserted.count == 1, range.isEmpty, let run = typingRun, run.range.upperBound == range.lowerBound {
            run.range = run.range.lowerBound..<run.range.upperBound + 1
            return
        }
        let record = TextEditRecord(
            range: range.lowerBound..<range.lowerBound + inserted.count, removed: Array(characters[range]),
            removedAttributes: characterAttributes.map { Array($0[range]) })
        undoManager?.registerUndo(withTarget: self) { field in field.revert(record) }
        undoManager?.setActionName(inserted.count == 1 && range.isEmpty ? "Typing" : inserted.isEmpty ? "Delete" : "Paste")
        typingRun = inserted.count == 1 && range.isEmpty ? record : nil
    }

    /// Undoes (or redoes) an edit, selecting what comes back and registering the reverse.
    private func revert(_ record: TextEditRecord) {
        let range = Swift.min(record.range.lowerBound, characters.count)..<Swift.min(record.range.upperBound, characters.count)
        let inverse = TextEditRecord(
            range: range.lowerBound..<range.lowerBound + record.removed.count, removed: Array(characters[range]),
            removedAttributes: characterAttributes.map { Array($0[range]) })
        undoManager?.registerUndo(withTarget: self) { field in field.revert(inverse) }
        typingRun = nil
        characters.replaceSubrange(range, with: record.removed)
        if characterAttributes != nil || record.removedAttributes != nil {
            var attributes = characterAttributes ?? [TextAttributes](repeating: .plain, count: characters.count - record.removed.count + range.count)
            attributes.replaceSubrange(range, with: record.removedAttributes ?? [TextAttributes](repeating: .plain, count: record.removed.count))
            characterAttributes = attributes.contains { $0 != .plain } ? attributes : nil
        }
        anchor = inverse.range.lowerBound
        movingEnd = inverse.range.upperBound
        selection = inverse.range
        textDidChange()
        sendActions(for: .editingChanged)
    }

    // MARK: Drawing

    open override func draw(in context: GraphicsContext) {
        let inner = textArea
        let lineHeight = layout?.size.height ?? font.size * 1.2
        let top = ((bounds.height - lineHeight) / 2).rounded()
        let lineX = inner.minX + lineOffset(visible: inner.width)
        context.save()
        context.clip(to: inner)
        if characters.isEmpty, markedText.isEmpty, let placeholder {
            var style = textStyle(lineBreakMode: .byTruncatingTail)
            style.alignment = textAlignment
            let layout = attributedPlaceholder.map { try? TextLayout(attributedText: $0, style: style, maxWidth: inner.width, library: self.context.fonts) }
                ?? (try? TextLayout(text: placeholder, style: style, maxWidth: inner.width, library: self.context.fonts))
            if let layout { context.draw(layout, at: Point(x: inner.minX, y: top), color: Color(white: 0.6)) }
        }
        if isFirstResponder, !selection.isEmpty, let geometry {
            let shown = markedText.isEmpty ? selection : selection.lowerBound + markedText.count..<selection.upperBound + markedText.count
            for span in geometry.selectionSpans(for: shown) {
                context.fill(
                    Rect(x: lineX + span.lowerBound, y: top, width: span.upperBound - span.lowerBound, height: lineHeight),
                    color: tintColor.withAlphaComponent(0.25))
            }
        }
        if let layout, !layout.lines.isEmpty {
            context.draw(layout, at: Point(x: lineX, y: top), color: isEnabled ? textColor : textColor.withAlphaComponent(0.4))
        }
        if !markedText.isEmpty, let geometry {
            for span in geometry.selectionSpans(for: selection.lowerBound..<selection.lowerBound + markedText.count) {
                context.fill(Rect(x: lineX + span.lowerBound, y: top + lineHeight - 2, width: span.upperBound - span.lowerBound, height: 1.5), color: textColor)
            }
        }
        if isFirstResponder, selection.isEmpty, caretVisible {
            let x = Swift.min((lineX + caretX(selection.lowerBound)).rounded(), inner.maxX - 2)
            context.fill(Rect(x: x, y: top + 1, width: 2, height: lineHeight - 2), color: tintColor)
        }
        context.restore()
        if isFirstResponder {
            context.strokeInside(bounds, cornerRadius: cornerRadius, lineWidth: 2, color: tintColor.withAlphaComponent(0.7))
        }
    }

    /// `.natural` alignment and neutral text follow the new direction.
    open override func effectiveUserInterfaceLayoutDirectionDidChange() {
        super.effectiveUserInterfaceLayoutDirectionDidChange()
        textDidChange()
    }

    open override func sizeThatFits(_ size: Size) -> Size { Size(width: Swift.max(size.width, 100), height: 34) }

    /// Wide enough for the text or the placeholder (whichever is wider) and 34 points tall, as
    /// UIKit's rounded-rect field.
    open override var intrinsicContentSize: Size? {
        let style = textStyle(lineBreakMode: .byClipping)
        let widths = [displayedText, placeholder ?? ""].map { text in
            text.isEmpty ? 0 : ((try? TextLayout(text: text, style: style, library: self.context.fonts))?.size.width ?? 0)
        }
        return Size(width: ((widths.max() ?? 0) + 2 * TextField.padding + leftViewSpace).rounded(.up), height: 34)
    }

    /// The baseline of the text, centred vertically in the field's intrinsic height.
    open override var firstBaselineOffsetFromTop: Double {
        let metrics = (try? TextLayout(text: " ", style: TextStyle(font: font), library: self.context.fonts))?.metrics
        guard let metrics else { return 0 }
        return ((34 - metrics.lineHeight) / 2).rounded() + metrics.ascender
    }

    open override var lastBaselineOffsetFromBottom: Double { firstBaselineOffsetFromTop > 0 ? 34 - firstBaselineOffsetFromTop : 0 }

    /// A text field takes text; it is named by its placeholder and its value is its text
    /// (dots for secure entry).
    open override var defaultAccessibility: AccessibilityDescription {
        let shown = isSecureTextEntry ? String(repeating: "•", count: characters.count) : String(characters)
        return AccessibilityDescription(isElement: true, label: placeholder, value: shown, traits: AccessibilityTraits([.textEntry]).union(controlStateTraits))
    }

    /// Activating a field starts editing it.
    open override func accessibilityActivate() -> Bool {
        guard isEnabled else { return false }
        return becomeFirstResponder()
    }

    open override var debugDetails: [String] {
        var details = ["text = \"\(isSecureTextEntry ? String(repeating: "•", count: characters.count) : String(characters))\""]
        if let placeholder { details.append("placeholder = \"\(placeholder)\"") }
        return details
    }
}

/// Assistive technologies read a field's text, move its caret and selection, and edit it as
/// typing would (the delegate is asked, `editingChanged` sent); a secure field reads as dots.
extension TextField: AccessibilityTextContent {
    /// The field's text, or one `•` per character when `isSecureTextEntry` is on.
    public var accessibilityText: String {
        isSecureTextEntry ? String(repeating: "•", count: characters.count) : String(characters)
    }

    /// The selection in character offsets, or the caret as an empty range.
    public var accessibilitySelectedRange: Range<Int>? { selection }

    /// Selects `range` (character offsets, clamped to the text), or puts the caret there when it is
    /// empty; always succeeds.
    public func setAccessibilitySelectedRange(_ range: Range<Int>) -> Bool {
        let lower = Swift.max(0, Swift.min(range.lowerBound, characters.count))
        let upper = Swift.max(lower, Swift.min(range.upperBound, characters.count))
        anchor = lower
        movingEnd = upper
        selection = lower..<upper
        return true
    }

    /// Whether the field is enabled: a disabled field cannot be edited.
    public var isAccessibilityTextEditable: Bool { isEnabled }

    /// Replaces characters `range` with `text` as typing would: the delegate may refuse it, and
    /// `editingChanged` is sent. Returns whether the text changed (`false` when
    /// disabled).
    public func replaceAccessibilityText(in range: Range<Int>, with text: String) -> Bool {
        guard isEnabled else { return false }
        let before = characters
        replace(range, with: text)
        return characters != before
    }
}

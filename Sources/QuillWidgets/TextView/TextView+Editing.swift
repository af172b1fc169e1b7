import QuillFoundation
import QuillGraphics
import QuillViews

extension TextView {
    // MARK: Keys

    /// Moves the caret and edits the text (see the class's description for the keys); returns
    /// whether the key was the text view's.
    func handleKey(_ event: KeyEvent) -> Bool {
        let shift = event.modifiers.contains(.shift)
        let command = event.modifiers.contains(.control) || event.modifiers.contains(.meta)
        switch event.key {
        case .left, .right, .up, .down, .home, .end, .pageUp, .pageDown:
            moveCaret(event.key, byWord: command, extending: shift)
        case .backspace, .delete:
            guard isEditable else { return true }
            if selectedRange.isEmpty {
                let from = selectedRange.lowerBound, forward = event.key == .delete
                let to = command ? wordBoundary(from: from, forward: forward) : (forward ? from + 1 : from - 1)
                let range = Swift.max(0, Swift.min(from, to))..<Swift.min(document.count, Swift.max(from, to))
                if !range.isEmpty { replaceByUser(range, with: "") }
            } else {
                replaceByUser(selectedRange, with: "")
            }
        case .return:
            if isEditable { typeText("\n") }
        case .escape:
            resignFirstResponder()
        case .character(let c) where command:
            return performCommand(c)
        default:
            return false
        }
        return true
    }

    private func performCommand(_ c: Character) -> Bool {
        let actions: [Character: CommandAction] = ["a": .selectAll, "c": .copy, "x": .cut, "v": .paste]
        guard let action = actions[c] else { return false }
        if canPerformEditAction(action) == true { _ = performEditAction(action) }
        return true
    }

    /// Whether the text view performs an edit action now (`nil`: not an edit action).
    func canPerformEditAction(_ action: CommandAction) -> Bool? {
        let selects = isSelectable || isEditable
        switch action {
        case .copy: return selects && !selectedRange.isEmpty
        case .cut, .delete: return isEditable && !selectedRange.isEmpty
        case .paste: return isEditable && context.pasteboard.hasStrings
        case .selectAll: return selects && document.count > 0 && selectedRange != 0..<document.count
        default: return nil
        }
    }

    /// Performs an edit action; returns whether it was one.
    func performEditAction(_ action: CommandAction) -> Bool {
        switch action {
        case .selectAll: selectByUser(0..<document.count)
        case .copy: copySelection()
        case .cut:
            copySelection()
            if isEditable, !selectedRange.isEmpty { replaceByUser(selectedRange, with: "") }
        case .delete:
            if isEditable, !selectedRange.isEmpty { replaceByUser(selectedRange, with: "") }
        case .paste:
            if isEditable, let pasted = context.pasteboard.string { typeText(pasted) }
        default: return false
        }
        return true
    }

    private func moveCaret(_ key: Key, byWord: Bool, extending: Bool) {
        let from = extending ? movingEnd : (key == .left || key == .up || key == .home || key == .pageUp ? selectedRange.lowerBound : selectedRange.upperBound)
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        var target: Int
        switch key {
        case .left, .right:
            let forward = (key == .right) != rightToLeft
            if !extending, !selectedRange.isEmpty, !byWord {
                target = forward ? selectedRange.upperBound : selectedRange.lowerBound
            } else {
                target = byWord ? wordBoundary(from: from, forward: forward) : from + (forward ? 1 : -1)
            }
            goalX = nil
        case .home, .end:
            target = byWord ? (key == .home ? 0 : document.count) : (key == .home ? lineRange(at: from).lowerBound : lineRange(at: from).upperBound)
            goalX = nil
        default:
            target = verticalTarget(from: from, key: key)
        }
        moveSelection(to: target, extending: extending)
    }

    /// The offset a line (Up, Down) or a screen (Page Up, Page Down) away, at the same
    /// horizontal position as the moves before.
    private func verticalTarget(from offset: Int, key: Key) -> Int {
        let caret = caretRect(at: offset)
        let x = goalX ?? caret.minX
        goalX = x
        let distance: Double
        switch key {
        case .up: distance = -caret.height / 2 - 1
        case .down: distance = caret.height * 1.5 + 1
        case .pageUp: distance = -Swift.max(caret.height, bounds.height - caret.height)
        default: distance = Swift.max(caret.height, bounds.height - caret.height) + caret.height / 2
        }
        let y = (key == .up || key == .pageUp) ? caret.minY + distance : caret.minY + distance
        if y < textContainerInset.top { return 0 }
        if y >= textContainerInset.top + document.height { return document.count }
        return characterOffset(at: Point(x: x, y: y))
    }

    private func copySelection() {
        guard isSelectable || isEditable, !selectedRange.isEmpty else { return }
        context.pasteboard.string = String(document.characters(in: selectedRange).characters)
    }

    // MARK: Typing

    /// Typed text replaces the selection (`\n` starts a paragraph).
    func typeText(_ text: String) {
        guard isEditable else { return }
        markedText = ""
        replaceByUser(selectedRange, with: text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n"), typing: text.count == 1)
    }

    /// An input method's uncommitted text, shown at the caret until it is typed or dropped.
    func composeMarkedText(_ text: String) {
        guard isEditable else { return }
        markedText = text
        let p = document.location(of: selectedRange.lowerBound).paragraph
        paragraphViews[p]?.setNeedsDisplay()
    }

    /// Replaces characters as the user did: the delegate may refuse; the change can be
    /// undone (a run of typed characters as one step); the caret goes after the new text; the
    /// delegate hears of the change.
    func replaceByUser(_ range: Range<Int>, with replacement: String, typing: Bool = false) {
        guard textDelegate?.textView(self, shouldChangeTextIn: range, replacementText: replacement) ?? true else { return }
        let inserted = Array(replacement)
        if typing, range.isEmpty, let record = typingRecord, record.range.upperBound == range.lowerBound, !inserted.contains("\n") {
            record.range = record.range.lowerBound..<record.range.upperBound + inserted.count
        } else {
            let removed = document.characters(in: range)
            let record = TextEditRecord(
                range: range.lowerBound..<range.lowerBound + inserted.count, removed: removed.characters, removedAttributes: removed.attributes)
            undoManager?.registerUndo(withTarget: self) { view in view.revert(record) }
            undoManager?.setActionName(typing ? "Typing" : replacement.isEmpty ? "Delete" : "Paste")
            typingRecord = typing ? record : nil
        }
        replaceCharacters(in: range, with: replacement, attributes: typingAttributes)
        textDelegate?.textViewDidChange(self)
        textDelegate?.textViewDidChangeSelection(self)
    }

    /// Undoes (or redoes) an edit: the characters it put in give way to those it removed,
    /// which are selected, and the reverse is registered.
    func revert(_ record: TextEditRecord) {
        let current = document.characters(in: record.range)
        let inverse = TextEditRecord(
            range: record.range.lowerBound..<record.range.lowerBound + record.removed.count, removed: current.characters, removedAttributes: current.attributes)
        undoManager?.registerUndo(withTarget: self) { view in view.revert(inverse) }
        typingRecord = nil
        replace(record.range, with: record.removed, attributes: record.removedAttributes)
        selectedRange = inverse.range
        selectionAnchor = inverse.range.lowerBound
        movingEnd = inverse.range.upperBound
        scrollRangeToVisible(inverse.range)
        textDelegate?.textViewDidChange(self)
    }

    /// Replaces the characters in `range` with `replacement` in `attributes` (used where the
    /// text has attributes); only the paragraphs touched are laid out again. Not undoable:
    /// the user's edits are.
    public func replaceCharacters(in range: Range<Int>, with replacement: String, attributes: TextAttributes = .plain) {
        let inserted = Array(replacement)
        replace(range, with: inserted, attributes: Array(repeating: attributes, count: inserted.count))
    }

    /// Replaces characters, each with its attributes, and puts the caret after them.
    func replace(_ range: Range<Int>, with inserted: [Character], attributes: [TextAttributes]?) {
        let range = Swift.max(0, Swift.min(range.lowerBound, document.count))..<Swift.max(0, Swift.min(range.upperBound, document.count))
        let before = document.paragraphs.count
        if document.paragraphs[0].attributes == nil, let attributes, attributes.contains(where: { $0 != .plain }) { attributeWholeText() }
        let touched = document.replace(
            range, with: inserted, attributes: document.paragraphs[0].attributes == nil ? nil : attributes ?? Array(repeating: .plain, count: inserted.count),
            estimate: estimatedHeight)
        let caret = range.lowerBound + inserted.count
        selectedRange = caret..<caret
        selectionAnchor = caret
        movingEnd = caret
        goalX = nil
        textDidChangeLayout(from: touched.lowerBound, through: document.paragraphs.count == before ? touched.upperBound - 1 : nil)
        resetBlink()
        layoutIfNeeded()
        scrollRangeToVisible(caret..<caret)
    }

    /// Gives every character plain attributes, before the first attributed run is typed.
    private func attributeWholeText() {
        let characters = Array(document.string)
        let caret = selectedRange
        setCharacters(characters, attributes: Array(repeating: .plain, count: characters.count))
        selectedRange = caret
    }
}

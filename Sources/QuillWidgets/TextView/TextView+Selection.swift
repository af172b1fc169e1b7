import QuillFoundation
import QuillGraphics
import QuillViews

extension TextView {
    // MARK: Focus

    /// Keyboard focus came or went: the caret shows or hides, marked text is dropped, and the
    /// delegate hears of it.
    func focusDidChange(gained: Bool) {
        if gained {
            resetBlink()
        } else {
            blink?.cancel()
            blink = nil
            if !markedText.isEmpty { composeMarkedText("") }
        }
        redisplayCaretParagraphs()
        if gained { textDelegate?.textViewDidBeginEditing(self) } else { textDelegate?.textViewDidEndEditing(self) }
    }

    /// Shows the caret and restarts its blinking (after it moves or the text changes).
    func resetBlink() {
        caretVisible = true
        blink?.cancel()
        guard isFirstResponder, isEditable else { return }
        blink = scheduler.schedule(after: 0.53, repeating: 0.53) { [weak self] _ in
            guard let self else { return }
            self.caretVisible.toggle()
            self.redisplayCaretParagraphs()
        }
    }

    private func redisplayCaretParagraphs() {
        redisplaySelection(from: selectedRange, to: selectedRange)
    }

    /// The paragraph views that show part of either selection draw again.
    func redisplaySelection(from old: Range<Int>, to new: Range<Int>) {
        let low = document.location(of: Swift.min(old.lowerBound, new.lowerBound)).paragraph
        let high = document.location(of: Swift.max(old.upperBound, new.upperBound)).paragraph
        for (index, view) in paragraphViews where index >= low && index <= high { view.setNeedsDisplay() }
    }

    /// Moves the caret (or, extending, the moving end of the selection) to `offset`, as the
    /// user did: the selection shows, the caret blinks anew and the delegate hears of it.
    func moveSelection(to offset: Int, extending: Bool) {
        let offset = Swift.max(0, Swift.min(offset, document.count))
        let anchor = selectionAnchor
        let range = extending ? Swift.min(anchor, offset)..<Swift.max(anchor, offset) : offset..<offset
        let changed = range != selectedRange
        if changed { typingRecord = nil }
        selectedRange = range
        selectionAnchor = extending ? anchor : offset
        movingEnd = offset
        resetBlink()
        scrollRangeToVisible(offset..<offset)
        if changed { textDelegate?.textViewDidChangeSelection(self) }
    }

    /// Selects a range as the user did (a double or triple click, Ctrl+A).
    func selectByUser(_ range: Range<Int>) {
        let changed = range != selectedRange
        if changed { typingRecord = nil }
        selectedRange = range
        selectionAnchor = range.lowerBound
        movingEnd = range.upperBound
        resetBlink()
        if changed { textDelegate?.textViewDidChangeSelection(self) }
    }

    // MARK: Mouse

    /// A press places the caret (Shift extends the selection; a double click selects a word,
    /// a triple click a paragraph); the text view does not scroll by dragging, as desktop text
    /// views do not: the wheel scrolls it.
    func pressBegan(_ event: PointerEvent) {
        guard event.button == .left, isSelectable || isEditable else { return }
        if !isFirstResponder { window?.makeFirstResponder(self) }
        let offset = characterOffset(at: event.location(in: self))
        goalX = nil
        switch event.clickCount {
        case 1:
            pressUnit = nil
            moveSelection(to: offset, extending: event.modifiers.contains(.shift))
        case 2:
            pressUnit = wordRange(at: offset)
            selectByUser(pressUnit!)
        default:
            pressUnit = paragraphRange(at: offset)
            selectByUser(pressUnit!)
        }
    }

    /// Dragging extends the selection (by words or paragraphs after a double or triple click).
    func pressMoved(_ event: PointerEvent) {
        guard isSelectable || isEditable else { return }
        let offset = characterOffset(at: event.location(in: self))
        if let unit = pressUnit {
            let other = event.clickCount >= 3 ? paragraphRange(at: offset) : wordRange(at: offset)
            selectByUser(Swift.min(unit.lowerBound, other.lowerBound)..<Swift.max(unit.upperBound, other.upperBound))
        } else {
            moveSelection(to: offset, extending: true)
        }
    }

}

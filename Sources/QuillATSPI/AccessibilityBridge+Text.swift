import QuillBus
import QuillFoundation
import QuillViews

extension AccessibilityBridge {
    /// A Text property of a node with text.
    func textProperty(_ name: String, of node: AccessibleNode) -> BusValue? {
        guard let content = node.view as? AccessibilityTextContent else { return nil }
        let offsets = TextOffsets(content.accessibilityText)
        switch name {
        case "CharacterCount": return .int32(Int32(clamping: offsets.count))
        case "CaretOffset":
            return .int32(content.accessibilitySelectedRange.map { Int32(clamping: offsets.scalarOffset(ofCharacter: $0.upperBound)) } ?? -1)
        default: return nil
        }
    }

    private func appendRange(_ range: Range<Int>, of offsets: TextOffsets, to reply: BusMessage) throws {
        try reply.append(offsets.substring(range.lowerBound, range.upperBound))
        try reply.append(Int32(clamping: range.lowerBound))
        try reply.append(Int32(clamping: range.upperBound))
    }

    private func appendExtents(_ rect: Rect, to reply: BusMessage) throws {
        for number in [rect.minX, rect.minY, rect.width, rect.height] { try reply.append(Int32(clamping: Int(number.rounded()))) }
    }

    /// Answers the Text interface. Offsets are in Unicode scalars, as AT-SPI counts them.
    /// Character and range extents are the element's extents (Quill does not report the boxes
    /// of single characters yet).
    /// Kept as one piece: a switch over the D-Bus Text methods; each case is a few lines and they
    /// share the text's offsets and selection.
    func handleText(_ message: BusMessage, node: AccessibleNode, reply: BusMessage) throws -> Bool {
        guard let content = node.view as? AccessibilityTextContent else { return false }
        let offsets = TextOffsets(content.accessibilityText)
        let selection = content.accessibilitySelectedRange
        switch message.member {
        case "GetText":
            let start = Int(try message.readInt32()), end = Int(try message.readInt32())
            try reply.append(offsets.substring(start, end))
        case "GetCharacterAtOffset":
            let offset = Int(try message.readInt32())
            try reply.append(offsets.scalars.indices.contains(offset) ? Int32(bitPattern: offsets.scalars[offset].value) : 0)
        case "SetCaretOffset":
            let offset = offsets.characterOffset(ofScalar: Int(try message.readInt32()))
            try reply.append(content.setAccessibilitySelectedRange(offset..<offset))
        case "GetStringAtOffset":
            let offset = Int(try message.readInt32())
            try appendRange(offsets.range(at: offset, granularity: try message.readUInt32()), of: offsets, to: reply)
        case "GetTextAtOffset", "GetTextBeforeOffset", "GetTextAfterOffset":
            let offset = Int(try message.readInt32())
            let boundary = try message.readUInt32()
            let step = message.member == "GetTextBeforeOffset" ? -1 : message.member == "GetTextAfterOffset" ? 1 : 0
            try appendRange(offsets.range(at: offset, boundary: boundary, step: step), of: offsets, to: reply)
        case "GetNSelections":
            try reply.append(Int32(selection.map { $0.isEmpty ? 0 : 1 } ?? 0))
        case "GetSelection":
            let index = try message.readInt32()
            if index == 0, let selection, !selection.isEmpty {
                try reply.append(Int32(clamping: offsets.scalarOffset(ofCharacter: selection.lowerBound)))
                try reply.append(Int32(clamping: offsets.scalarOffset(ofCharacter: selection.upperBound)))
            } else {
                try reply.append(Int32(0))
                try reply.append(Int32(0))
            }
        case "AddSelection", "SetSelection":
            if message.member == "SetSelection" { _ = try message.readInt32() }
            let start = offsets.characterOffset(ofScalar: Int(try message.readInt32()))
            let end = offsets.characterOffset(ofScalar: Int(try message.readInt32()))
            try reply.append(content.setAccessibilitySelectedRange(Swift.min(start, end)..<Swift.max(start, end)))
        case "RemoveSelection":
            _ = try message.readInt32()
            guard let selection else {
                try reply.append(false)
                return true
            }
            try reply.append(content.setAccessibilitySelectedRange(selection.upperBound..<selection.upperBound))
        case "GetAttributes", "GetAttributeRun":
            let offset = Int(try message.readInt32())
            if message.member == "GetAttributeRun" { _ = try message.readBool() }
            try reply.append(attributes: [:])
            try reply.append(Int32(0))
            try reply.append(Int32(clamping: Swift.max(offset, offsets.count)))
        case "GetAttributeValue":
            _ = try message.readInt32()
            _ = try message.readString()
            try reply.append("")
        case "GetDefaultAttributes", "GetDefaultAttributeSet":
            try reply.append(attributes: [:])
        case "GetCharacterExtents":
            _ = try message.readInt32()
            try appendExtents(extents(of: node, coordinates: try message.readUInt32()), to: reply)
        case "GetRangeExtents":
            _ = try message.readInt32()
            _ = try message.readInt32()
            try appendExtents(extents(of: node, coordinates: try message.readUInt32()), to: reply)
        case "GetOffsetAtPoint":
            let x = Double(try message.readInt32()), y = Double(try message.readInt32())
            let rect = extents(of: node, coordinates: try message.readUInt32())
            try reply.append(Int32(rect.contains(Point(x: x, y: y)) ? 0 : -1))
        case "GetBoundedRanges":
            try reply.open("a", "(iisv)")
            try reply.close()
        case "ScrollSubstringTo", "ScrollSubstringToPoint":
            try reply.append(false)
        default:
            return false
        }
        return true
    }

    /// Answers the EditableText interface: edits go through the view as typing does.
    func handleEditableText(_ message: BusMessage, node: AccessibleNode, reply: BusMessage) throws -> Bool {
        guard let content = node.view as? AccessibilityTextContent, content.isAccessibilityTextEditable else { return false }
        let offsets = TextOffsets(content.accessibilityText)
        let characterCount = content.accessibilityText.count
        func characters(_ start: Int32, _ end: Int32) -> Range<Int> {
            let lower = offsets.characterOffset(ofScalar: Int(start))
            let upper = end < 0 ? characterCount : offsets.characterOffset(ofScalar: Int(end))
            return Swift.min(lower, upper)..<Swift.max(lower, upper)
        }
        switch message.member {
        case "SetTextContents":
            try reply.append(content.replaceAccessibilityText(in: 0..<characterCount, with: try message.readString()))
        case "InsertText":
            let position = offsets.characterOffset(ofScalar: Int(try message.readInt32()))
            let text = try message.readString()
            let length = Int(try message.readInt32())
            let inserted = length >= 0 ? String(String.UnicodeScalarView(text.unicodeScalars.prefix(length))) : text
            try reply.append(content.replaceAccessibilityText(in: position..<position, with: inserted))
        case "DeleteText", "CutText":
            let range = characters(try message.readInt32(), try message.readInt32())
            if message.member == "CutText" {
                Application.shared.clipboard.text = String(Array(content.accessibilityText)[range])
            }
            try reply.append(content.replaceAccessibilityText(in: range, with: ""))
        case "CopyText":
            let range = characters(try message.readInt32(), try message.readInt32())
            Application.shared.clipboard.text = String(Array(content.accessibilityText)[range])
        case "PasteText":
            let position = offsets.characterOffset(ofScalar: Int(try message.readInt32()))
            let text = Application.shared.clipboard.text ?? ""
            try reply.append(!text.isEmpty && content.replaceAccessibilityText(in: position..<position, with: text))
        default:
            return false
        }
        return true
    }
}

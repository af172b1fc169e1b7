import XCTest
@testable import QuillGraphics
import QuillFoundation

/// Carets and selections through text of mixed directions (issue 13).
final class CaretGeometryTests: XCTestCase {
    private let font = Font(family: FontLibrary.appleCompatibleFamily, size: 17)

    private func geometry(_ text: String, direction: UserInterfaceLayoutDirection = .leftToRight) throws -> CaretGeometry {
        let layout = try TextLayout(text: text, style: TextStyle(font: font, alignment: .left, layoutDirection: direction))
        return CaretGeometry(line: try XCTUnwrap(layout.lines.first), text: text)
    }

    func testLeftToRightCaretsRunLeftToRight() throws {
        let g = try geometry("abc")
        let xs = (0...3).map(g.caretX(at:))
        XCTAssertEqual(xs, xs.sorted())
        XCTAssertEqual(xs.first, 0)
        XCTAssertEqual(xs.last ?? 0, g.width, accuracy: 0.001)
        for offset in 0...3 { XCTAssertEqual(g.offset(nearestX: g.caretX(at: offset)), offset) }
        XCTAssertEqual(g.offset(nearestX: -50), 0)
        XCTAssertEqual(g.offset(nearestX: 500), 3)
        XCTAssertEqual(g.selectionSpans(for: 1..<3).count, 1)
    }

    func testRightToLeftCaretsRunRightToLeft() throws {
        let g = try geometry("שלום")
        XCTAssertTrue(g.isRightToLeft)
        let xs = (0...4).map(g.caretX(at:))
        XCTAssertEqual(xs, xs.sorted(by: >), "each letter typed moves the caret left")
        XCTAssertEqual(xs.first ?? 0, g.width, accuracy: 0.001)
        XCTAssertEqual(xs.last, 0)
        for offset in 0...4 { XCTAssertEqual(g.offset(nearestX: g.caretX(at: offset)), offset) }
        XCTAssertEqual(g.offset(nearestX: 500), 0, "right of the text is its start")
        XCTAssertEqual(g.offset(nearestX: -50), 4, "left of the text is its end")
    }

    func testHebrewInsideEnglishHasItsOwnCaretsAndASelectionAcrossTheChangeHasTwoSpans() throws {
        let text = "ab שלום cd"
        let g = try geometry(text)
        XCTAssertFalse(g.isRightToLeft)
        XCTAssertEqual(g.boxes.count, text.count)
        XCTAssertEqual(g.boxes.map(\.isRightToLeft), [false, false, false, true, true, true, true, false, false, false])
        // Inside the Hebrew word the caret moves right to left.
        XCTAssertGreaterThan(g.caretX(at: 4), g.caretX(at: 5))
        XCTAssertGreaterThan(g.caretX(at: 5), g.caretX(at: 6))
        // The end of the text is at its right edge (the strong caret of a left-to-right paragraph).
        XCTAssertEqual(g.caretX(at: text.count), g.width, accuracy: 0.001)
        // "b ש" (offsets 1..<4): 'b' and the space on the left, ש at the right end of the word.
        let spans = g.selectionSpans(for: 1..<4)
        XCTAssertEqual(spans.count, 2, "\(spans)")
        XCTAssertEqual(spans[0].lowerBound, g.boxes[1].minX, accuracy: 0.001)
        XCTAssertEqual(spans[1].upperBound, g.boxes[3].maxX, accuracy: 0.001)
        // Every box is inside the line and none overlap.
        let sorted = g.boxes.sorted { $0.minX < $1.minX }
        for (a, b) in zip(sorted, sorted.dropFirst()) { XCTAssertLessThanOrEqual(a.maxX, b.minX + 0.001) }
    }

    func testLigaturesShareTheirWidthAmongTheirCharacters() throws {
        let g = try geometry("office")
        XCTAssertEqual(g.boxes.count, 6)
        for (a, b) in zip(g.boxes, g.boxes.dropFirst()) {
            XCTAssertEqual(a.maxX, b.minX, accuracy: 0.001, "characters follow one another even inside a ligature")
            XCTAssertGreaterThan(a.maxX, a.minX)
        }
    }

    func testNeutralTextInARightToLeftInterfaceReadsRightToLeftAndAlignsRight() throws {
        let text = "(1) - 2"
        let ltr = try TextLayout(text: text, style: TextStyle(font: font, alignment: .natural), maxWidth: 200)
        let rtl = try TextLayout(text: text, style: TextStyle(font: font, alignment: .natural, layoutDirection: .rightToLeft), maxWidth: 200)
        XCTAssertEqual(ltr.lines.first?.originX, 0)
        XCTAssertFalse(ltr.lines.first?.isRightToLeft ?? true)
        let line = try XCTUnwrap(rtl.lines.first)
        XCTAssertTrue(line.isRightToLeft, "no strong character: the interface's direction")
        XCTAssertEqual(line.originX + line.width, 200, accuracy: 0.01)
        // English in a right-to-left interface stays left to right but aligns right.
        let english = try TextLayout(text: "Hello", style: TextStyle(font: font, alignment: .natural, layoutDirection: .rightToLeft), maxWidth: 200)
        let englishLine = try XCTUnwrap(english.lines.first)
        XCTAssertFalse(englishLine.isRightToLeft)
        XCTAssertEqual(englishLine.originX + englishLine.width, 200, accuracy: 0.01)
        let left = try TextLayout(text: "Hello", style: TextStyle(font: font, alignment: .left, layoutDirection: .rightToLeft), maxWidth: 200)
        XCTAssertEqual(left.lines.first?.originX, 0, ".left is left in any direction")
    }
}

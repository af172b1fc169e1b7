import XCTest
import QuillTesting
@testable import QuillWidgets
import QuillFoundation

final class LabelTests: XCTestCase {
    @MainActor func testSizeThatFitsMeasuresText() async {
        let label = Label(text: "Hello")
        XCTAssertGreaterThan(label.frame.width, 30)
        XCTAssertEqual(label.frame.height, 20, "17 pt DejaVu Sans is 19.8 pt tall, rounded up")
        label.text = "Hello, wider world"
        XCTAssertGreaterThan(label.sizeThatFits(.zero).width, label.frame.width)
    }

    @MainActor func testMultilineSizeThatFitsWrapsToTheGivenWidth() async {
        let label = Label()
        label.text = "A label that wraps onto more than one line"
        label.numberOfLines = 0
        let size = label.sizeThatFits(Size(width: 120, height: 0))
        XCTAssertLessThanOrEqual(size.width, 120)
        XCTAssertGreaterThanOrEqual(size.height, 60)
    }

    @MainActor func testTruncationIsReported() async {
        let label = Label(frame: Rect(x: 0, y: 0, width: 60, height: 24))
        label.text = "Much too long for this label"
        XCTAssertTrue(label.isTruncated)
        label.frame.size.width = 400
        XCTAssertFalse(label.isTruncated)
    }

    @MainActor func testTreeDumpShowsText() async {
        let label = Label(frame: Rect(x: 1, y: 2, width: 30, height: 20))
        label.text = "Hi"
        label.tag = 4
        XCTAssertEqual(label.summary, "<Label: frame = (1 2; 30 20); tag = 4; userInteractionEnabled = NO; text = \"Hi\">")
    }

    @MainActor func testSnapshots() async {
        func make(_ text: String, width: Double, lines: Int = 1, mode: LineBreakMode = .byTruncatingTail, alignment: TextAlignment = .left, font: Font = .systemFont(ofSize: 17)) -> Label {
            let label = Label(frame: Rect(x: 0, y: 0, width: width, height: 10))
            label.text = text
            label.font = font
            label.numberOfLines = lines
            label.lineBreakMode = mode
            label.textAlignment = alignment
            label.frame.size.height = Swift.max(24, label.sizeThatFits(Size(width: width, height: 0)).height)
            return label
        }
        assertImageSnapshot(of: make("Hello, Linux!", width: 160), named: "plain")
        assertImageSnapshot(of: make("AVATAR office ﬁ Wavy", width: 200, font: .boldSystemFont(ofSize: 20)), named: "bold-kerning")
        assertImageSnapshot(of: make("Truncated at the tail of the line", width: 150), named: "truncate-tail")
        assertImageSnapshot(of: make("Truncated at the head of the line", width: 150, mode: .byTruncatingHead), named: "truncate-head")
        assertImageSnapshot(of: make("Truncated in the middle of the line", width: 150, mode: .byTruncatingMiddle), named: "truncate-middle")
        assertImageSnapshot(of: make("A longer text that wraps at word boundaries onto several lines, centred.", width: 180, lines: 0, mode: .byWordWrapping, alignment: .center), named: "wrapped-centered")
        assertImageSnapshot(of: make("Crème brûlée, naïve café — ½ ✓", width: 240, font: .italicSystemFont(ofSize: 16)), named: "unicode-italic")
        assertImageSnapshot(of: make("HiDPI text", width: 100), scale: 2, named: "hidpi")
        let disabled = make("Disabled", width: 100)
        disabled.isEnabled = false
        assertImageSnapshot(of: disabled, named: "disabled")
        let highlighted = make("Highlighted", width: 120)
        highlighted.highlightedTextColor = .white
        highlighted.backgroundColor = .systemBlue
        highlighted.isHighlighted = true
        assertImageSnapshot(of: highlighted, named: "highlighted")
    }
}

import XCTest
import QuillTesting
@testable import QuillWidgets
import QuillFoundation
import QuillGraphics

/// Attributed text in widgets (issue 13): labels with runs and links, button titles, text
/// fields that keep their runs while editing.
final class AttributedTextWidgetsTests: XCTestCase {
    @MainActor func testALabelDrawsRunsAndReportsLinkClicks() async {
        let harness = HeadlessHarness(size: Size(width: 320, height: 110))
        let label = Label(frame: Rect(x: 10, y: 10, width: 300, height: 90))
        label.numberOfLines = 0
        var text = AttributedText("Read the ")
        text.append("terms", attributes: TextAttributes(link: "https://example.org/terms"))
        text.append(" before ", attributes: .plain)
        text.append("Friday", attributes: TextAttributes(font: .boldSystemFont(ofSize: 17), foregroundColor: .systemRed))
        text.append(". ", attributes: .plain)
        text.append("Old price", attributes: TextAttributes(foregroundColor: .secondaryLabel, strikethroughStyle: .single))
        text.append(" New!", attributes: TextAttributes(font: .systemFont(ofSize: 24), backgroundColor: .systemYellow))
        label.attributedText = text
        XCTAssertEqual(label.text, text.string)
        XCTAssertTrue(label.isUserInteractionEnabled, "links make it clickable")
        var tapped: [String] = []
        label.linkTapped = { tapped.append($0) }
        harness.window.addSubview(label)
        let bitmap = harness.render()
        assertImageSnapshot(of: bitmap, named: "label")
        // Find the link: the first tint-coloured pixel.
        let tint = PixelColor(label.tintColor)
        let link = (0..<bitmap.height).lazy.flatMap { y in (0..<bitmap.width).lazy.map { x in (x, y) } }.first { bitmap[$0.0, $0.1] == tint }
        let (x, y) = try! XCTUnwrap(link)
        harness.click(at: Point(x: Double(x) + 1, y: Double(y)))
        XCTAssertEqual(tapped, ["https://example.org/terms"])
        harness.click(at: Point(x: 14, y: Double(y)))
        XCTAssertEqual(tapped.count, 1, "plain text is not a link")
        // Setting plain text drops the runs.
        label.text = "plain"
        XCTAssertEqual(label.attributedText, AttributedText("plain"))
        XCTAssertNil(label.link(at: Point(x: 12, y: 50)))
    }

    @MainActor func testAButtonShowsItsAttributedTitleForTheState() async {
        let harness = HeadlessHarness(size: Size(width: 220, height: 60))
        let button = Button(frame: Rect(x: 10, y: 10, width: 200, height: 40), style: .bordered)
        button.setTitle("plain", for: .normal)
        var title = AttributedText("Buy ", attributes: TextAttributes(font: .boldSystemFont(ofSize: 15)))
        title.append("$9", attributes: TextAttributes(foregroundColor: .systemGreen, underlineStyle: .single))
        button.setAttributedTitle(title, for: .normal)
        XCTAssertEqual(button.currentTitle, "Buy $9")
        XCTAssertEqual(button.currentAttributedTitle, title)
        harness.window.addSubview(button)
        assertImageSnapshot(of: harness.render(), named: "button")
        button.setAttributedTitle(nil, for: .normal)
        XCTAssertEqual(button.currentTitle, "plain")
        XCTAssertNil(button.titleLabel.attributedText?.hasAttributes == true ? 1 : nil)
    }

    @MainActor func testATextFieldKeepsItsRunsWhileEditing() async {
        let harness = HeadlessHarness(size: Size(width: 300, height: 60))
        let field = TextField(frame: Rect(x: 10, y: 10, width: 280, height: 34))
        var text = AttributedText("Hello ")
        text.append("world", attributes: TextAttributes(foregroundColor: .systemRed, underlineStyle: .single))
        field.attributedText = text
        harness.window.addSubview(field)
        harness.click(field)
        harness.key(.end)
        harness.type("!")
        XCTAssertEqual(field.text, "Hello world!")
        XCTAssertEqual(field.attributedText.attributes(atByte: 11).foregroundColor, .systemRed, "typed text follows the character before the caret")
        harness.key(.home)
        harness.type(">")
        XCTAssertEqual(field.attributedText.attributes(atByte: 0), .plain)
        XCTAssertEqual(field.attributedText.runs.count, 2)
        assertImageSnapshot(of: harness.render(), named: "field")
        field.text = "plain again"
        XCTAssertFalse(field.attributedText.hasAttributes)
        field.attributedPlaceholder = AttributedText("Search", attributes: TextAttributes(foregroundColor: .systemBlue))
        XCTAssertEqual(field.placeholder, "Search")
    }
}

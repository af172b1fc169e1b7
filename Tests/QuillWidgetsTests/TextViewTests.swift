import XCTest
import QuillTesting
import QuillViews
@testable import QuillWidgets
import QuillFoundation

/// A delegate that records what it hears and may refuse changes.
@MainActor
private final class EditLog: TextViewDelegate {
    var events: [String] = []
    var refuses: String?
    func textViewDidBeginEditing(_ textView: TextView) { events.append("begin") }
    func textViewDidEndEditing(_ textView: TextView) { events.append("end") }
    func textView(_ textView: TextView, shouldChangeTextIn range: Range<Int>, replacementText text: String) -> Bool { text != refuses }
    func textViewDidChange(_ textView: TextView) { events.append("change") }
}

/// The text view (issue 27): paragraphs laid out as they show, caret and selection by mouse and
/// keyboard, editing with the clipboard and an input method, a delegate, self-sizing without
/// scrolling, and a long document edited a paragraph at a time.
final class TextViewTests: XCTestCase {
    static let sample = "Quill draws text views.\nThe second paragraph is long enough to wrap onto a second line at this width.\n\nAfter an empty one, the last."

    @MainActor private func makeTextView(_ text: String = TextViewTests.sample) -> (HeadlessHarness, TextView) {
        let harness = HeadlessHarness(size: Size(width: 320, height: 240))
        let view = TextView(frame: Rect(x: 10, y: 10, width: 300, height: 220))
        view.text = text
        harness.window.addSubview(view)
        harness.render()
        return (harness, view)
    }

    @MainActor func testParagraphsWrapAndDraw() async {
        let (harness, view) = makeTextView()
        XCTAssertEqual(view.text, TextViewTests.sample)
        XCTAssertEqual(view.document.paragraphs.count, 4)
        XCTAssertGreaterThan(view.document.paragraphs[1].layout?.lines.count ?? 0, 1, "the long paragraph wraps")
        XCTAssertEqual(view.selectedRange, 132..<132, "the caret goes to the end")
        harness.click(at: Point(x: 60, y: 28))
        harness.key(.right, modifiers: [.shift, .control])
        XCTAssertEqual(view.selectedRange, 7..<11, "from inside \"draws\" to its end")
        assertImageSnapshot(of: harness.render(), named: "paragraphs-and-selection")
    }

    @MainActor func testTypingReturnBackspaceAndTheDelegate() async {
        let (harness, view) = makeTextView("Hello")
        let log = EditLog()
        view.delegate = log
        harness.click(view)
        XCTAssertTrue(view.isEditing)
        harness.key(.end, modifiers: .control)
        harness.type(", world")
        harness.key(.return)
        harness.type("Line two")
        XCTAssertEqual(view.text, "Hello, world\nLine two")
        harness.key(.backspace, modifiers: .control)
        XCTAssertEqual(view.text, "Hello, world\nLine ")
        harness.key(.backspace)
        harness.key(.backspace)
        harness.key(.backspace)
        harness.key(.backspace)
        harness.key(.backspace)
        harness.key(.backspace)
        XCTAssertEqual(view.text, "Hello, world", "backspace at the start of a paragraph joins it to the one before")
        log.refuses = "!"
        harness.type("!")
        XCTAssertEqual(view.text, "Hello, world", "the delegate refused")
        XCTAssertEqual(log.events.first, "begin")
        XCTAssertEqual(log.events.filter { $0 == "change" }.count, 10)
        harness.key(.escape)
        XCTAssertEqual(log.events.last, "end")
    }

    @MainActor func testClicksSelectWordsAndParagraphsAndTheClipboardCopiesThem() async {
        let (harness, view) = makeTextView()
        harness.click(view)
        let second = view.caretRect(at: 30)
        let point = view.convert(Point(x: second.midX, y: second.midY), to: nil)
        harness.click(at: point, clickCount: 2)
        XCTAssertEqual(view.selectedRange, 28..<34, "the word 'second'")
        harness.key(.character("c"), modifiers: .control)
        XCTAssertEqual(harness.context.clipboard.text, "second")
        harness.click(at: point, clickCount: 3)
        XCTAssertEqual(view.selectedRange, 24..<101, "the whole paragraph, without its line break")
        harness.key(.character("a"), modifiers: .control)
        XCTAssertEqual(view.selectedRange, 0..<132)
        harness.key(.character("x"), modifiers: .control)
        XCTAssertEqual(view.text, "")
        harness.key(.character("v"), modifiers: .control)
        XCTAssertEqual(view.text, TextViewTests.sample)
    }

    @MainActor func testArrowsMoveByLineAndKeepTheirColumn() async {
        let (harness, view) = makeTextView("abcdefgh\nab\nabcdefgh")
        harness.click(view)
        harness.key(.home, modifiers: .control)
        for _ in 0..<6 { harness.key(.right) }
        XCTAssertEqual(view.selectedRange, 6..<6)
        harness.key(.down)
        XCTAssertEqual(view.selectedRange, 11..<11, "the short line's end")
        harness.key(.down)
        XCTAssertEqual(view.selectedRange, 18..<18, "back to the sixth column")
        harness.key(.up, modifiers: .shift)
        harness.key(.up, modifiers: .shift)
        XCTAssertEqual(view.selectedRange, 6..<18)
        harness.key(.home)
        XCTAssertEqual(view.selectedRange, 0..<0, "Home goes to the start of the line of the selection's start")
        harness.key(.end)
        XCTAssertEqual(view.selectedRange, 8..<8)
    }

    @MainActor func testAnInputMethodComposesAtTheCaret() async {
        let (harness, view) = makeTextView("ab")
        harness.click(view)
        harness.key(.end, modifiers: .control)
        harness.window.send(.textEditing("に", cursor: 1))
        XCTAssertEqual(view.markedText, "に")
        XCTAssertEqual(view.text, "ab", "marked text is not yet text")
        harness.window.send(.textEditing("", cursor: 0))
        harness.type("日本")
        XCTAssertEqual(view.text, "ab日本")
        XCTAssertEqual(view.markedText, "")
    }

    @MainActor func testReadOnlyAndUnselectableViews() async {
        let (harness, view) = makeTextView("Fixed")
        view.isEditable = false
        harness.click(view)
        XCTAssertTrue(view.isFirstResponder, "still selectable")
        harness.type("x")
        harness.key(.backspace)
        XCTAssertEqual(view.text, "Fixed")
        view.resignFirstResponder()
        view.isSelectable = false
        harness.click(view)
        XCTAssertFalse(view.isFirstResponder)
    }

    @MainActor func testWithoutScrollingItSizesItselfToItsText() async {
        let harness = HeadlessHarness(size: Size(width: 320, height: 400))
        let view = TextView(frame: .zero)
        view.isScrollEnabled = false
        view.text = "One line"
        view.translatesAutoresizingMaskIntoConstraints = false
        harness.window.addSubview(view)
        LayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: harness.window.leadingAnchor, constant: 10),
            view.widthAnchor.constraint(equalToConstant: 200),
            view.topAnchor.constraint(equalTo: harness.window.topAnchor, constant: 10),
        ])
        harness.render()
        let oneLine = view.frame.height
        XCTAssertEqual(oneLine, 16 + 17, accuracy: 1, "8-point insets around one 14-point line")
        view.text = "A much longer text that has to wrap over several lines at two hundred points wide."
        harness.render()
        XCTAssertGreaterThan(view.frame.height, oneLine * 2)
        XCTAssertEqual(view.frame.width, 200)
    }

    @MainActor func testALongDocumentLaysOutOnlyWhatShowsAndWhatIsEdited() async {
        let lines = (0..<10_000).map { "Line \($0) of a long document, long enough to wrap once or twice at this width." }
        let (harness, view) = makeTextView(lines.joined(separator: "\n"))
        XCTAssertEqual(view.document.paragraphs.count, 10_000)
        let laidOut = view.document.paragraphs.filter { $0.layout != nil }.count
        XCTAssertLessThan(laidOut, 40, "only the paragraphs near the screen")
        view.selectedRange = view.document.starts[5_000]..<view.document.starts[5_000]
        view.scrollRangeToVisible(view.selectedRange)
        harness.render()
        view.becomeFirstResponder()
        harness.type("x")
        XCTAssertTrue(view.document.paragraphs[5_000].string.hasPrefix("xLine 5000"))
        XCTAssertLessThan(view.document.paragraphs.filter { $0.layout != nil }.count, 120)
        XCTAssertEqual(view.text.count, lines.joined(separator: "\n").count + 1)
    }
}

extension TextViewTests {
    @MainActor func testTypingUndoesAsOneStepAndRedoes() async {
        let (harness, view) = makeTextView("Start")
        harness.click(view)
        harness.key(.end, modifiers: .control)
        harness.type(" ")
        for c in "typed" { harness.type(String(c)) }
        harness.key(.left)
        harness.key(.right)
        harness.type("!")
        harness.key(.backspace)
        harness.key(.backspace)
        XCTAssertEqual(view.text, "Start type")
        harness.key(.character("z"), modifiers: .control)
        XCTAssertEqual(view.text, "Start typed")
        harness.key(.character("z"), modifiers: .control)
        XCTAssertEqual(view.text, "Start typed!")
        harness.key(.character("z"), modifiers: .control)
        XCTAssertEqual(view.text, "Start typed", "the typing after the caret moved is its own step")
        harness.key(.character("z"), modifiers: .control)
        XCTAssertEqual(view.text, "Start", "the first run of typing is one step")
        harness.key(.character("z"), modifiers: [.control, .shift])
        XCTAssertEqual(view.text, "Start typed")
        XCTAssertEqual(view.selectedRange, 5..<11, "the redone text is selected")
        harness.key(.character("a"), modifiers: .control)
        harness.key(.character("x"), modifiers: .control)
        XCTAssertEqual(view.text, "")
        harness.key(.character("z"), modifiers: .control)
        XCTAssertEqual(view.text, "Start typed")
    }
}

extension TextViewTests {
    @MainActor func testATextFieldUndoesTypingAsOneStepToo() async {
        let harness = HeadlessHarness(size: Size(width: 300, height: 60))
        let field = TextField(frame: Rect(x: 10, y: 10, width: 200, height: 34))
        field.text = "ab"
        harness.window.addSubview(field)
        harness.click(field)
        for c in "cde" { harness.type(String(c)) }
        harness.key(.left)
        harness.key(.backspace)
        XCTAssertEqual(field.text, "abce")
        harness.key(.character("z"), modifiers: .control)
        XCTAssertEqual(field.text, "abcde")
        harness.key(.character("z"), modifiers: .control)
        XCTAssertEqual(field.text, "ab")
        harness.key(.character("y"), modifiers: .control)
        XCTAssertEqual(field.text, "abcde")
        XCTAssertEqual(field.selection, 2..<5)
    }
}

import Foundation
import Quill
import QuillTesting

/// Editing a long document (issue 27): a text view holding 10,000 paragraphs of about 100
/// characters (1 MB), the caret in the middle. Each sample types one character (or splits or
/// joins a paragraph) and draws the frame, as a key press in a window does; only the edited
/// paragraphs are laid out again.
@MainActor
func runTextViewBenchmarks() {
    guard selected("textview") else { return }
    let sentence = "Paragraph NUMBER of the long document: enough words to wrap once at this width, and a few more."
    let paragraphs = (0..<10_000).map { sentence.replacingOccurrences(of: "NUMBER", with: String($0)) }
    let text = paragraphs.joined(separator: "\n")
    report("textview_load_1mb_first_frame_ms", measure(warmup: 1, iterations: 10) {
        let harness = HeadlessHarness(size: Size(width: 800, height: 800))
        let view = TextView(frame: Rect(x: 0, y: 0, width: 800, height: 800))
        view.text = text
        harness.window.addSubview(view)
        harness.window.renderFrame()
    })
    let harness = HeadlessHarness(size: Size(width: 800, height: 800))
    let view = TextView(frame: Rect(x: 0, y: 0, width: 800, height: 800))
    view.text = text
    harness.window.addSubview(view)
    harness.window.renderFrame()
    let middle = paragraphs[..<5_000].reduce(0) { $0 + $1.count + 1 } + 40
    view.selectedRange = middle..<middle
    view.scrollRangeToVisible(view.selectedRange)
    harness.window.makeFirstResponder(view)
    harness.window.renderFrame()
    report("textview_type_char_1mb_ms", measure(warmup: 20, iterations: 2000) {
        harness.window.send(.textInput("x"))
        harness.window.renderFrame()
    })
    var split = true
    report("textview_return_backspace_1mb_ms", measure(warmup: 20, iterations: 1000) {
        harness.window.send(split ? .textInput("\n") : .keyDown(KeyEvent(key: .backspace)))
        split.toggle()
        harness.window.renderFrame()
    })
}

import XCTest
@testable import QuillViews
import QuillWidgets
import QuillFoundation

/// A wrapping label (`numberOfLines` 0, automatic preferred width) whose width no constraint
/// fixes is as wide as its text on one line; only a width constraints impose makes it wrap
/// (issue 26: labels came out narrower than their text and broke words, "Labe|l").
final class WrappingLabelWidthTests: XCTestCase {
    /// A wrapping label pinned at its leading edge and top only, with the frame it had before.
    @MainActor private func pinnedLabel(_ text: String, frame: Rect, in root: View) -> Label {
        let label = Label(text: text)
        label.numberOfLines = 0
        label.frame = frame
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
        ])
        return label
    }

    @MainActor func testAFrameNarrowerThanTheTextDoesNotNarrowTheLabel() async {
        // A template's stored frame, made with another font's narrower widths.
        let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 200))
        let label = pinnedLabel("Label", frame: Rect(x: 16, y: 20, width: 30, height: 21), in: root)
        let oneLine = label.sizeThatFits(.zero)
        root.layoutIfNeeded()
        XCTAssertEqual(label.frame.size, oneLine, "one line, as wide as the text: no word is broken")
    }

    @MainActor func testALabelWhoseTextGrowsGrowsWithIt() async {
        let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 200))
        let label = pinnedLabel("Hi", frame: .zero, in: root)
        root.layoutIfNeeded()
        label.text = "Hello there, a longer text"
        root.layoutIfNeeded()
        XCTAssertEqual(label.frame.size, label.sizeThatFits(.zero), "one line: there is room for it")
    }

    @MainActor func testALabelWrapsOnlyAtAWidthItsConstraintsImpose() async {
        let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let label = pinnedLabel("A label that is longer than its room allows", frame: .zero, in: root)
        label.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -16).isActive = true
        root.layoutIfNeeded()
        XCTAssertLessThanOrEqual(label.frame.maxX, 184)
        XCTAssertEqual(label.frame.height, label.sizeThatFits(Size(width: label.frame.width, height: 0)).height, "the height of the text wrapped at its width")
        XCTAssertGreaterThan(label.frame.height, label.sizeThatFits(.zero).height, "more than one line")
        // Given room again, it unwraps.
        root.frame = Rect(x: 0, y: 0, width: 600, height: 200)
        root.layoutIfNeeded()
        XCTAssertEqual(label.frame.size, label.sizeThatFits(.zero))
    }
}

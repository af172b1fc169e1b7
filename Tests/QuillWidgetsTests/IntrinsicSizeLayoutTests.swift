import XCTest
import QuillTesting
@testable import QuillWidgets
import QuillViews
import QuillFoundation

/// Widgets' intrinsic sizes under Auto Layout: text that sizes its views, wrapping labels,
/// hugging against compression resistance, baselines.
final class IntrinsicSizeLayoutTests: XCTestCase {
    @MainActor func pinned<V: View>(_ view: V, in harness: HeadlessHarness, x: Double = 10, y: Double = 10) -> V {
        view.translatesAutoresizingMaskIntoConstraints = false
        harness.window.addSubview(view)
        LayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: harness.window.leadingAnchor, constant: x),
            view.topAnchor.constraint(equalTo: harness.window.topAnchor, constant: y),
        ])
        return view
    }

    @MainActor func testALabelTakesTheSizeOfItsTextAndFollowsItsChanges() async {
        let harness = HeadlessHarness(size: Size(width: 400, height: 200))
        let label = pinned(Label(), in: harness)
        label.text = "Hi"
        harness.render()
        let short = label.frame.size
        XCTAssertEqual(short, label.sizeThatFits(.zero))
        XCTAssertGreaterThan(short.width, 0)
        label.text = "A much longer title"
        harness.render()
        XCTAssertGreaterThan(label.frame.width, short.width * 3, "it grew with its text")
        XCTAssertEqual(label.frame.height, short.height)
        label.text = ""
        harness.render()
        XCTAssertEqual(label.frame.size, Size(width: 0, height: 0), "an empty label is 0 by 0, as in UIKit")
    }

    @MainActor func testAMultiLineLabelWrapsAtItsPreferredWidth() async {
        let harness = HeadlessHarness(size: Size(width: 400, height: 300))
        let label = pinned(Label(), in: harness)
        label.numberOfLines = 0
        label.text = "The quick brown fox jumps over the lazy dog and keeps on running"
        harness.render()
        let oneLine = label.frame.height
        label.preferredMaxLayoutWidth = 120
        harness.render()
        XCTAssertLessThanOrEqual(label.frame.width, 120)
        XCTAssertGreaterThanOrEqual(label.frame.height, oneLine * 3, "several lines")
    }

    @MainActor func testAMultiLineLabelBetweenTwoEdgesGetsTheHeightOfItsWrappedText() async {
        let harness = HeadlessHarness(size: Size(width: 300, height: 300))
        let label = Label()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.numberOfLines = 0
        label.text = "The quick brown fox jumps over the lazy dog and keeps on running far away"
        harness.window.addSubview(label)
        let trailing = label.trailingAnchor.constraint(equalTo: harness.window.trailingAnchor, constant: -20)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: harness.window.leadingAnchor, constant: 20), trailing,
            label.topAnchor.constraint(equalTo: harness.window.topAnchor, constant: 20),
        ])
        harness.render()
        XCTAssertEqual(label.frame.width, 260)
        let expected = label.sizeThatFits(Size(width: 260, height: 0)).height
        XCTAssertEqual(label.frame.height, expected, "the second pass measured at the solved width")
        XCTAssertFalse(label.isTruncated)
        harness.window.send(.resized(Size(width: 600, height: 300)))
        harness.render()
        XCTAssertEqual(label.frame.width, 560)
        XCTAssertEqual(label.frame.height, label.sizeThatFits(Size(width: 560, height: 0)).height, "wider: fewer lines")
        XCTAssertLessThan(label.frame.height, expected)
    }

    @MainActor func testCompressionResistanceDecidesWhichLabelShrinks() async {
        let harness = HeadlessHarness(size: Size(width: 200, height: 100))
        let left = Label(), right = Label()
        left.text = "A fairly long left title"
        right.text = "Right side text"
        for label in [left, right] {
            label.translatesAutoresizingMaskIntoConstraints = false
            harness.window.addSubview(label)
        }
        right.setContentCompressionResistancePriority(.defaultHigh + 1, for: .horizontal)
        LayoutConstraint.activate([
            left.leadingAnchor.constraint(equalTo: harness.window.leadingAnchor),
            right.leadingAnchor.constraint(equalTo: left.trailingAnchor, constant: 8),
            right.trailingAnchor.constraint(equalTo: harness.window.trailingAnchor),
            left.topAnchor.constraint(equalTo: harness.window.topAnchor), right.topAnchor.constraint(equalTo: harness.window.topAnchor),
        ])
        harness.render()
        XCTAssertEqual(right.frame.width, right.sizeThatFits(.zero).width, "the more resistant label keeps its text width")
        XCTAssertEqual(left.frame.width, 200 - 8 - right.frame.width, "the other gives way")
        XCTAssertTrue(left.isTruncated)
    }

    @MainActor func testHuggingDecidesWhichViewGrows() async {
        let harness = HeadlessHarness(size: Size(width: 400, height: 100))
        let name = Label(), value = Label()
        name.text = "Name"
        value.text = "Value"
        for label in [name, value] {
            label.translatesAutoresizingMaskIntoConstraints = false
            harness.window.addSubview(label)
        }
        name.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
        LayoutConstraint.activate([
            name.leadingAnchor.constraint(equalTo: harness.window.leadingAnchor),
            value.leadingAnchor.constraint(equalTo: name.trailingAnchor, constant: 8),
            value.trailingAnchor.constraint(equalTo: harness.window.trailingAnchor),
            name.topAnchor.constraint(equalTo: harness.window.topAnchor), value.topAnchor.constraint(equalTo: harness.window.topAnchor),
        ])
        harness.render()
        XCTAssertEqual(name.frame.width, name.sizeThatFits(.zero).width, "the label that hugs harder keeps its size")
        XCTAssertEqual(value.frame.maxX, 400)
        XCTAssertGreaterThan(value.frame.width, 300, "the other one stretches")
    }

    @MainActor func testAButtonGrowsWithItsTitleAndBaselinesAlign() async {
        let harness = HeadlessHarness(size: Size(width: 400, height: 100))
        let button = pinned(Button(frame: .zero, style: .bordered), in: harness)
        button.setTitle("OK", for: .normal)
        harness.render()
        let small = button.frame.width
        button.setTitle("Save the document", for: .normal)
        harness.render()
        XCTAssertGreaterThan(button.frame.width, small + 50)
        let label = Label()
        label.text = "Aligned"
        label.font = .systemFont(ofSize: 24)
        label.translatesAutoresizingMaskIntoConstraints = false
        harness.window.addSubview(label)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: button.trailingAnchor, constant: 8),
            label.firstBaselineAnchor.constraint(equalTo: button.firstBaselineAnchor),
        ])
        harness.render()
        let buttonBaseline = button.frame.minY + button.firstBaselineOffsetFromTop
        let labelBaseline = label.frame.minY + label.firstBaselineOffsetFromTop
        XCTAssertEqual(labelBaseline, buttonBaseline)
        XCTAssertLessThan(label.frame.minY, button.frame.minY, "the bigger text starts higher to share the baseline")
    }

    @MainActor func testControlsHaveUIKitShapedIntrinsicSizes() async {
        XCTAssertEqual(Switch().intrinsicContentSize, Size(width: 49, height: 31), "the alignment rectangle; the frame is 51 wide")
        XCTAssertEqual(Switch().frame.size, Size(width: 51, height: 31))
        XCTAssertEqual(Slider(frame: .zero).intrinsicContentSize?.width, View.noIntrinsicMetric, "a slider takes the width it is given")
        XCTAssertEqual(ActivityIndicatorView(frame: .zero).intrinsicContentSize, Size(width: 20, height: 20))
        let field = TextField(frame: .zero)
        field.placeholder = "Search the catalogue"
        let withPlaceholder = field.intrinsicContentSize?.width ?? 0
        XCTAssertGreaterThan(withPlaceholder, 100)
        field.text = "x"
        XCTAssertEqual(field.intrinsicContentSize?.width, withPlaceholder, "the wider of text and placeholder")
        let segments = SegmentedControl(titles: ["One", "Two", "Three"])
        XCTAssertEqual(segments.intrinsicContentSize?.height, 31, "the alignment rectangle; the frame is 32")
        let before = segments.intrinsicContentSize?.width ?? 0
        segments.titles.append("Four")
        XCTAssertGreaterThan(segments.intrinsicContentSize?.width ?? 0, before)
        XCTAssertNil(ImageView().intrinsicContentSize, "no image, no size")
    }
}

/// `systemLayoutSizeFitting` and `hasAmbiguousLayout`.
final class LayoutFittingTests: XCTestCase {
    @MainActor func makeCard(text: String) -> (View, Label) {
        let card = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let title = Label(), body = Label()
        title.text = "Title"
        body.text = text
        body.numberOfLines = 0
        for label in [title, body] {
            label.translatesAutoresizingMaskIntoConstraints = false
            card.addSubview(label)
        }
        LayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
            title.trailingAnchor.constraint(lessThanOrEqualTo: card.layoutMarginsGuide.trailingAnchor),
            title.topAnchor.constraint(equalTo: card.layoutMarginsGuide.topAnchor),
            body.leadingAnchor.constraint(equalTo: title.leadingAnchor),
            body.trailingAnchor.constraint(equalTo: card.layoutMarginsGuide.trailingAnchor),
            body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
            body.bottomAnchor.constraint(equalTo: card.layoutMarginsGuide.bottomAnchor),
        ])
        return (card, body)
    }

    @MainActor func testFittingGivesTheHeightOfWrappedContentAtAGivenWidth() async {
        let (card, body) = makeCard(text: String(repeating: "words that wrap ", count: 12))
        let titleHeight = Label(text: "Title").frame.height
        let narrow = card.systemLayoutSizeFitting(
            Size(width: 200, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        XCTAssertEqual(narrow.width, 200)
        let bodyHeight = body.sizeThatFits(Size(width: 200 - 16, height: 0)).height
        XCTAssertEqual(narrow.height, 8 + titleHeight + 4 + bodyHeight + 8, "margins, title, gap, wrapped body at its solved width")
        let wide = card.systemLayoutSizeFitting(
            Size(width: 600, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        XCTAssertLessThan(wide.height, narrow.height, "wider: fewer lines")
        XCTAssertEqual(card.frame.size, Size(width: 10, height: 10), "measuring changes no frame")
        XCTAssertEqual(body.frame, .zero)
        // The compressed size of a card with one-line text: the text's own size plus margins.
        let (small, _) = makeCard(text: "Hi")
        let compressed = small.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
        XCTAssertEqual(compressed.height, 8 + titleHeight + 4 + Label(text: "Hi").frame.height + 8)
        XCTAssertEqual(compressed.width, 16 + Label(text: "Title").frame.width)
    }

    @MainActor func testAmbiguityIsFoundAndNamed() async {
        let harness = HeadlessHarness(size: Size(width: 300, height: 200))
        let box = View(frame: .zero)
        box.translatesAutoresizingMaskIntoConstraints = false
        harness.window.addSubview(box)
        let width = box.widthAnchor.constraint(equalToConstant: 40)
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: harness.window.leadingAnchor, constant: 10),
            box.topAnchor.constraint(greaterThanOrEqualTo: harness.window.topAnchor, constant: 10),
            width, box.heightAnchor.constraint(equalToConstant: 40),
        ])
        harness.render()
        XCTAssertTrue(box.hasAmbiguousLayout, "only a lower bound on its top")
        XCTAssertEqual(box.ambiguousLayoutParts, ["y"])
        XCTAssertEqual(box.frame, Rect(x: 10, y: 10, width: 40, height: 40), "probing leaves the solution as it was")
        box.topAnchor.constraint(equalTo: harness.window.topAnchor, constant: 20).isActive = true
        harness.render()
        XCTAssertFalse(box.hasAmbiguousLayout)
        XCTAssertEqual(box.frame.minY, 20)
        width.priority = .defaultLow
        harness.render()
        XCTAssertFalse(box.hasAmbiguousLayout, "a weak wish still decides the width")
        XCTAssertFalse(harness.window.hasAmbiguousLayout, "the window is laid out by its frame")
    }
}

import XCTest
import QuillTesting
@testable import QuillWidgets
import QuillFoundation
import QuillGraphics
import QuillViews

/// Widgets in a right-to-left interface (issue 13): each one mirrors as its UIKit counterpart
/// does, and a whole screen mirrors from one setting on the window.
final class RightToLeftWidgetsTests: XCTestCase {
    @MainActor private func rightToLeftHarness(_ size: Size = Size(width: 320, height: 240)) -> HeadlessHarness {
        let harness = HeadlessHarness(size: size)
        harness.window.semanticContentAttribute = .forceRightToLeft
        return harness
    }

    @MainActor func testAHorizontalStackRunsFromTheRight() async {
        let a = View(frame: Rect(x: 0, y: 0, width: 40, height: 20)), b = View(frame: Rect(x: 0, y: 0, width: 60, height: 20))
        let stack = StackView(arrangedSubviews: [a, b])
        stack.spacing = 10
        stack.distribution = .equalSpacing
        stack.frame = Rect(x: 0, y: 0, width: 300, height: 20)
        stack.semanticContentAttribute = .forceRightToLeft
        stack.layoutIfNeeded()
        XCTAssertEqual(a.frame.maxX, 300, "the first arranged view is at the leading (right) end")
        XCTAssertEqual(b.frame.minX, 0)
        stack.semanticContentAttribute = .forceLeftToRight
        stack.layoutIfNeeded()
        XCTAssertEqual(a.frame.minX, 0)
        XCTAssertEqual(b.frame.maxX, 300)
    }

    @MainActor func testACellMirrorsItsImageTextAccessoryIndentationAndSeparator() async {
        let harness = rightToLeftHarness()
        let cell = TableViewCell(style: .value1, reuseIdentifier: "c", frame: Rect(x: 0, y: 0, width: 320, height: 44))
        cell.textLabel.text = "Wi-Fi"
        cell.detailTextLabel?.text = "Home"
        cell.imageView.image = Image(systemName: "star.fill")
        cell.accessoryType = .disclosureIndicator
        cell.indentationLevel = 1
        harness.window.addSubview(cell)
        assertImageSnapshot(of: harness.render(), named: "cell")
        let image = cell.imageView
        let imageFrame = image.convert(image.bounds, to: cell)
        let textFrame = cell.textLabel.convert(cell.textLabel.bounds, to: cell)
        let detail = try! XCTUnwrap(cell.detailTextLabel)
        let detailFrame = detail.convert(detail.bounds, to: cell)
        XCTAssertGreaterThan(imageFrame.minX, textFrame.maxX, "the image leads, at the right")
        XCTAssertLessThan(detailFrame.maxX, textFrame.minX, "the value trails, at the left")
        XCTAssertEqual(cell.contentView.frame.maxX, 320 - cell.indentationWidth, "indented from the right")
        XCTAssertLessThan(cell.contentView.frame.minX, 50, "the disclosure indicator takes the left")
        let onLeft = cell.subviews.filter { $0 !== cell.contentView && !$0.isHidden && $0.frame.maxX < cell.contentView.frame.minX + 1 && $0.frame.width > 0 && $0.frame.height > 2 }
        XCTAssertFalse(onLeft.isEmpty, "the accessory is left of the content")
    }

    @MainActor func testSliderSwitchAndSegmentsRunFromTheRight() async {
        let harness = rightToLeftHarness(Size(width: 320, height: 160))
        let slider = Slider(frame: Rect(x: 10, y: 10, width: 300, height: 32))
        let toggle = Switch(frame: Rect(x: 10, y: 60, width: 51, height: 31))
        let segments = SegmentedControl(titles: ["One", "Two", "Three"])
        segments.frame = Rect(x: 10, y: 110, width: 300, height: 32)
        for view in [slider, toggle, segments] as [View] { harness.window.addSubview(view) }
        harness.render()
        harness.click(at: Point(x: 300, y: 26))
        XCTAssertLessThan(slider.value, 0.1, "the minimum is at the right")
        harness.key(.left)
        XCTAssertGreaterThan(slider.value, 0.05, "Left moves toward the maximum")
        toggle.setOn(true, animated: false)
        harness.render()
        XCTAssertLessThan(toggle.subviews.flatMap(\.subviews).map(\.frame.minX).min() ?? 99, 6, "on: the knob is at the left")
        XCTAssertEqual(toggle.knobPosition, 1)
        harness.click(at: Point(x: 300, y: 126))
        XCTAssertEqual(segments.selectedSegmentIndex, 0, "the first segment is at the right")
        XCTAssertTrue(segments.becomeFirstResponder())
        harness.key(.left)
        XCTAssertEqual(segments.selectedSegmentIndex, 1, "Left moves to the next segment")
        assertImageSnapshot(of: harness.render(), named: "controls")
    }

    @MainActor func testGridItemsStartAtTheRight() async {
        let harness = rightToLeftHarness(Size(width: 336, height: 200))
        let grid = GridView(frame: Rect(x: 0, y: 0, width: 336, height: 200))
        grid.register(forCellReuseIdentifier: "Cell") { GridViewCell(reuseIdentifier: "Cell") }
        let model = GridViewTests.Model(count: 10)
        grid.dataSource = model
        grid.layoutIfNeeded()
        let first = grid.rectForItem(at: 0), second = grid.rectForItem(at: 1)
        harness.window.addSubview(grid)
        XCTAssertLessThan(first.minX, second.minX, "out of the window it is left to right")
        let rtlFirst = grid.rectForItem(at: 0), rtlSecond = grid.rectForItem(at: 1)
        XCTAssertEqual(rtlFirst.maxX, 336 - first.minX, accuracy: 1)
        XCTAssertLessThan(rtlSecond.minX, rtlFirst.minX)
        harness.render()
        XCTAssertEqual(grid.indexForItem(at: Point(x: rtlFirst.midX, y: rtlFirst.midY)), 0)
        XCTAssertEqual(grid.cellForItem(at: 0)?.frame, rtlFirst, "the cells stand where the items are")
        withExtendedLifetime(model) {}
    }

    @MainActor func testImagesMirrorOnlyWhenAskedAndButtonsPutTheirImageAfterTheTitle() async throws {
        let harness = rightToLeftHarness(Size(width: 200, height: 80))
        let arrow = try XCTUnwrap(Image(systemName: "chevron.right", pointSize: 24))
        let plain = ImageView(image: arrow), flipped = ImageView(image: arrow.imageFlippedForRightToLeftLayoutDirection())
        plain.frame = Rect(x: 10, y: 10, width: 30, height: 30)
        flipped.frame = Rect(x: 50, y: 10, width: 30, height: 30)
        XCTAssertTrue(flipped.image!.flipsForRightToLeftLayoutDirection)
        XCTAssertFalse(arrow.flipsForRightToLeftLayoutDirection)
        XCTAssertTrue(arrow.withRenderingMode(.alwaysTemplate).imageFlippedForRightToLeftLayoutDirection().withRenderingMode(.alwaysOriginal).flipsForRightToLeftLayoutDirection)
        let button = Button(frame: Rect(x: 90, y: 10, width: 100, height: 40), style: .bordered)
        button.setTitle("Next", for: .normal)
        button.setImage(arrow, for: .normal)
        for view in [plain, flipped, button] as [View] { harness.window.addSubview(view) }
        let bitmap = harness.render()
        XCTAssertGreaterThan(button.imageView.frame.minX, button.titleLabel.frame.maxX, "the image leads the title: at its right")
        // The flipped chevron is the mirror image of the plain one.
        func column(_ x: Int) -> [PixelColor] { (10..<40).map { bitmap[x, $0] } }
        for dx in 0..<30 { XCTAssertEqual(column(10 + dx), column(50 + 29 - dx), "column \(dx)") }
        XCTAssertNotEqual((10..<40).map(column), (50..<80).map(column), "and not the same picture")
        assertImageSnapshot(of: bitmap, named: "images")
    }
}

import XCTest
import QuillTesting
@testable import QuillWidgets
import QuillFoundation
import QuillGraphics

final class ButtonTests: XCTestCase {
    @MainActor func testPerStateTitlesFallBackToNormal() async {
        let button = Button(title: "Normal")
        button.setTitle("Pressed", for: .highlighted)
        XCTAssertEqual(button.currentTitle, "Normal")
        button.isHighlighted = true
        XCTAssertEqual(button.currentTitle, "Pressed")
        XCTAssertEqual(button.titleLabel.text, "Pressed")
        button.isHighlighted = false
        button.isSelected = true
        XCTAssertEqual(button.currentTitle, "Normal")
        button.setTitleColor(.red, for: .selected)
        XCTAssertEqual(button.currentTitleColor, .red)
    }

    @MainActor func testHighlightsWhileTrackingAndFiresOnRelease() async {
        let harness = HeadlessHarness(size: Size(width: 200, height: 100))
        let button = Button(title: "Go")
        button.frame.origin = Point(x: 20, y: 20)
        harness.window.addSubview(button)
        var taps = 0
        button.addAction(for: .touchUpInside) { _ in taps += 1 }
        let center = button.convert(Point(x: button.bounds.midX, y: button.bounds.midY), to: nil)
        harness.press(at: center)
        XCTAssertTrue(button.isHighlighted)
        let pressed = harness.render(button)
        harness.move(to: Point(x: 190, y: 90), steps: 3)
        XCTAssertFalse(button.isHighlighted, "dragging out removes the highlight")
        harness.move(to: center)
        harness.release()
        XCTAssertEqual(taps, 1)
        let released = harness.render(button)
        XCTAssertNotEqual(pressed.pixels, released.pixels, "the highlight is visible")
    }

    @MainActor func testKeyboardActivationWhenFocused() async {
        let harness = HeadlessHarness(size: Size(width: 200, height: 100))
        let button = Button(title: "Go")
        harness.window.addSubview(button)
        var taps = 0
        button.addAction(for: .primaryActionTriggered) { _ in taps += 1 }
        XCTAssertTrue(button.becomeFirstResponder())
        harness.key(.space)
        harness.key(.return)
        XCTAssertEqual(taps, 2)
    }

    @MainActor func testSizeThatFitsIncludesInsets() async {
        let button = Button(title: "OK")
        XCTAssertEqual(button.frame.height, 32)
        XCTAssertGreaterThan(button.frame.width, button.titleLabel.sizeThatFits(.zero).width + 27)
    }

    @MainActor func testSnapshotsOfEveryStyleAndState() async {
        let logo = try? ImageCatalog.shared.image(named: "quill")
        for style in [ButtonStyle.plain, .bordered, .filled] {
            for (name, configure) in [
                ("normal", { (_: Button) in }),
                ("highlighted", { (b: Button) in b.isHighlighted = true }),
                ("disabled", { (b: Button) in b.isEnabled = false }),
                ("selected", { (b: Button) in b.isSelected = true }),
            ] as [(String, (Button) -> Void)] {
                let button = Button(frame: Rect(x: 0, y: 0, width: 140, height: 36), style: style)
                button.setTitle("Button", for: .normal)
                button.setTitle("Selected", for: .selected)
                configure(button)
                assertImageSnapshot(of: button, named: "\(style)-\(name)")
            }
        }
        let withImage = Button(frame: Rect(x: 0, y: 0, width: 160, height: 80), style: .bordered)
        withImage.setTitle("Quill", for: .normal)
        withImage.setImage(logo, for: .normal)
        assertImageSnapshot(of: withImage, named: "image-and-title")
    }
}

import SnapshotTesting
import XCTest
import HelloExample
import QuillTesting
@testable import Quill

final class HelloTests: XCTestCase {
    @MainActor private func makeScene(scale: Double = 1) -> (HeadlessHarness, HelloScene) {
        let harness = HeadlessHarness(size: Size(width: 420, height: 240), scale: scale, title: "Hello")
        let scene = HelloScene(in: harness.window)
        return (harness, scene)
    }

    @MainActor func testClickingTheButtonChangesTheLabelOnScreen() async {
        let (harness, scene) = makeScene()
        let before = harness.render(scene.greetingLabel)
        harness.click(scene.greetButton)
        let after = harness.render(scene.greetingLabel)
        XCTAssertNotEqual(before.pixels, after.pixels, "the label's pixels changed")

        // The pixels equal those of a label that was given the expected text directly.
        let (expectedHarness, expectedScene) = makeScene()
        expectedScene.greetingLabel.text = "Hello again! (1×)"
        XCTAssertEqual(after.pixels, expectedHarness.render(expectedScene.greetingLabel).pixels)
        assertImageSnapshot(of: harness.render(), named: "after-one-click")
    }

    @MainActor func testSwitchMakesTheGreetingShout() async {
        let (harness, scene) = makeScene()
        harness.click(scene.shoutSwitch)
        harness.settle()
        XCTAssertEqual(scene.greetingLabel.text, "HELLO, LINUX!")
        assertImageSnapshot(of: harness.render(), named: "shouting")
    }

    @MainActor func testWindowSnapshots() async {
        let (harness, _) = makeScene()
        assertImageSnapshot(of: harness.render(), named: "hello-1x")
        let (retina, _) = makeScene(scale: 2)
        assertImageSnapshot(of: retina.render(), named: "hello-2x")
    }

    @MainActor func testResizingTheWindowReflowsTheContent() async {
        let (harness, scene) = makeScene()
        harness.window.send(.resized(Size(width: 600, height: 240)))
        harness.render()
        XCTAssertEqual(scene.greetingLabel.frame.width, 552)
        XCTAssertEqual(scene.greetButton.frame.maxX, 576)
        assertImageSnapshot(of: harness.window.framebuffer, named: "resized-600")
    }

    @MainActor func testTreeDump() async {
        let (harness, _) = makeScene()
        harness.render()  // runs layout, so the button's subviews have their frames
        assertSnapshot(of: harness.window, as: .tree)
    }

    @MainActor func testHeadlessRenderWritesTheSamePixelsAsTheHarness() async throws {
        let (harness, _) = makeScene()
        let path = NSTemporaryDirectory() + "quill-hello-\(UUID().uuidString).png"
        defer { try? FileManager.default.removeItem(atPath: path) }
        try App.renderHeadless(harness.window, to: path)
        let written = try PNGCodec.decode(try Data(contentsOf: URL(fileURLWithPath: path)))
        let (fresh, _) = makeScene()
        XCTAssertEqual(written.pixels, fresh.render().pixels)
    }
}

import XCTest
import Foundation
import CSDL2
@testable import QuillSDL
import QuillTesting
@testable import Quill

/// A frame drawn before its window opened (`App.run` draws the first one while SDL connects to
/// the display) is presented as drawn, and an expose sends the frame again: neither draws it
/// again (on SDL's dummy video driver; the window checks of `make test` compare the X window's
/// pixels with the headless render under Xvfb).
final class SDLPresentationTests: XCTestCase {
    @MainActor private func makeWindow(_ title: String) -> Window {
        let window = Window(size: Size(width: 240, height: 120), title: title, context: HeadlessHarness(size: Size(width: 1, height: 1)).context)
        let label = Label()
        label.text = "Drawn before the window opened"
        label.frame = Rect(x: 10, y: 10, width: 220, height: 30)
        window.rootView.addSubview(label)
        return window
    }

    @MainActor func testAFrameDrawnBeforeTheWindowOpensIsPresentedAsDrawn() async throws {
        let backend = try makeDummySDLBackend()
        let window = makeWindow("Drawn early")
        XCTAssertFalse(window.renderFrame().isEmpty, "the first frame drew nothing")
        let drawn = window.frameNumber
        let pixels = window.framebuffer.pixels
        try backend.attach(window)
        defer { backend.detach(window) }
        XCTAssertTrue(window.needsPresentation, "the drawn frame is not presented")
        XCTAssertFalse(window.needsFrame, "attaching the window damaged a frame that was drawn already")
        XCTAssertTrue(window.renderFrame().isEmpty, "the frame was drawn again")
        backend.present(window, damage: window.lastFrameChangedRegions)
        XCTAssertEqual(window.frameNumber, drawn + 1)
        XCTAssertEqual(window.framebuffer.pixels, pixels)
    }

    @MainActor func testAWindowNeverDrawnIsDrawnWhenItOpens() async throws {
        let backend = try makeDummySDLBackend()
        let window = makeWindow("Not drawn yet")
        try backend.attach(window)
        defer { backend.detach(window) }
        XCTAssertTrue(window.needsFrame)
        XCTAssertFalse(window.renderFrame().isEmpty)
    }

    @MainActor func testAnExposeSendsTheFrameAgainWithoutDrawingIt() async throws {
        let backend = try makeDummySDLBackend()
        let window = makeWindow("Exposed")
        try backend.attach(window)
        defer { backend.detach(window) }
        window.renderFrame()
        backend.present(window, damage: window.lastFrameChangedRegions)
        window.needsPresentation = false
        _ = backend.waitForEvents(until: Application.shared.now)  // what opening the window queued
        window.needsPresentation = false
        XCTAssertFalse(window.needsFrame)
        var event = SDL_Event()
        event.type = SDL_WINDOWEVENT.rawValue
        event.window.windowID = try XCTUnwrap(sdlWindowID(titled: "Exposed"))
        event.window.event = UInt8(SDL_WINDOWEVENT_EXPOSED.rawValue)
        XCTAssertEqual(SDL_PushEvent(&event), 1)
        _ = backend.waitForEvents(until: Application.shared.now)
        XCTAssertTrue(window.needsPresentation, "an expose did not present the window again")
        XCTAssertFalse(window.needsFrame, "an expose damaged the frame (it would be drawn again)")
    }
}

import XCTest
import Foundation
import CSDL2
@testable import QuillSDL
import QuillTesting
@testable import Quill

/// A held button keeps the pointer in the window it was pressed in (issue 29): SDL reports
/// moves and the release for the window with its mouse focus, which can be another Quill window
/// opened since; they must reach the pressed window, in its coordinates, or a drag from it could
/// never cross into that other window. Pushed onto SDL's queue under its dummy driver.
final class SDLPointerRoutingTests: XCTestCase {
    @MainActor func testMovesAndTheReleaseGoToTheWindowThePressBeganIn() async throws {
        let backend = try makeDummySDLBackend()
        let context = HeadlessHarness(size: Size(width: 1, height: 1)).context
        let main = Window(size: Size(width: 400, height: 300), title: "Routing main", context: context)
        let inspector = Window(size: Size(width: 200, height: 150), title: "Routing inspector", context: context)
        try backend.attach(main)
        try backend.attach(inspector)
        defer {
            backend.detach(inspector)
            backend.detach(main)
        }
        let mainID = try XCTUnwrap(sdlWindowID(titled: "Routing main")), inspectorID = try XCTUnwrap(sdlWindowID(titled: "Routing inspector"))
        SDL_SetWindowPosition(SDL_GetWindowFromID(mainID), 100, 100)
        SDL_SetWindowPosition(SDL_GetWindowFromID(inspectorID), 500, 120)

        func button(_ type: SDL_EventType, in id: UInt32, at x: Int32, _ y: Int32) {
            var event = SDL_Event()
            event.type = type.rawValue
            event.button.windowID = id
            event.button.button = UInt8(SDL_BUTTON_LEFT)
            event.button.clicks = 1
            event.button.x = x
            event.button.y = y
            XCTAssertEqual(SDL_PushEvent(&event), 1)
        }
        func motion(in id: UInt32, at x: Int32, _ y: Int32) {
            var event = SDL_Event()
            event.type = SDL_MOUSEMOTION.rawValue
            event.motion.windowID = id
            event.motion.x = x
            event.motion.y = y
            XCTAssertEqual(SDL_PushEvent(&event), 1)
        }
        button(SDL_MOUSEBUTTONDOWN, in: mainID, at: 50, 60)
        motion(in: inspectorID, at: 10, 20)        // on screen (510, 140): (410, 40) in the main window
        button(SDL_MOUSEBUTTONUP, in: inspectorID, at: 10, 20)
        motion(in: inspectorID, at: 30, 30)        // nothing held: the inspector's own
        let delivered = backend.waitForEvents(until: Application.shared.now)
        let pointerEvents = delivered.compactMap { window, event -> (String, Point)? in
            switch event {
            case .pointerDown(let pointer): ("down \(window.title)", pointer.locationInWindow)
            case .pointerMoved(let pointer): ("moved \(window.title)", pointer.locationInWindow)
            case .pointerUp(let pointer): ("up \(window.title)", pointer.locationInWindow)
            default: nil
            }
        }
        XCTAssertEqual(pointerEvents.map(\.0), ["down Routing main", "moved Routing main", "up Routing main", "moved Routing inspector"])
        XCTAssertEqual(pointerEvents.map(\.1), [Point(x: 50, y: 60), Point(x: 410, y: 40), Point(x: 410, y: 40), Point(x: 30, y: 30)])
    }

}

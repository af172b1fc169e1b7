import XCTest
import Foundation
import CSDL2
@testable import QuillSDL
import QuillTesting
@testable import Quill

/// Files and text dropped from another application arrive through SDL's own event queue (the
/// events X11's drag and drop produces: SDL_DROPBEGIN, SDL_DROPFILE per file, SDL_DROPTEXT,
/// SDL_DROPCOMPLETE), here pushed onto it under SDL's dummy video driver.
final class SDLDropTests: XCTestCase {
    @MainActor func testDroppedFilesAndTextComeThroughSDLsEventQueue() async throws {
        let backend = try makeDummySDLBackend()
        let window = Window(size: Size(width: 200, height: 100), title: "Drop target", context: HeadlessHarness(size: Size(width: 1, height: 1)).context)
        try backend.attach(window)
        defer { backend.detach(window) }
        let id = try XCTUnwrap(sdlWindowID(titled: "Drop target"))

        func push(_ type: SDL_EventType, _ file: [UInt8]?) {
            var event = SDL_Event()
            event.type = type.rawValue
            event.drop.windowID = id
            if let file {
                let copy = SDL_malloc(file.count + 1)!.assumingMemoryBound(to: CChar.self)
                for (index, byte) in file.enumerated() { copy[index] = CChar(bitPattern: byte) }
                copy[file.count] = 0
                event.drop.file = copy
            }
            XCTAssertEqual(SDL_PushEvent(&event), 1)
        }
        let notUTF8: [UInt8] = Array("/tmp/caf".utf8) + [0xE9] + Array(".txt".utf8)
        push(SDL_DROPBEGIN, nil)
        push(SDL_DROPFILE, Array("/tmp/a b.txt".utf8))
        push(SDL_DROPFILE, notUTF8)
        push(SDL_DROPCOMPLETE, nil)
        push(SDL_DROPTEXT, Array("some words".utf8))
        let events = backend.waitForEvents(until: Application.shared.now).map(\.1)
        XCTAssertEqual(events.count, 2, "\(events)")
        guard case .filesDropped(let urls, _) = events.first, case .textDropped(let text, _) = events.last else {
            return XCTFail("\(events)")
        }
        XCTAssertEqual(urls.count, 2, "one drop of two files")
        XCTAssertEqual(urls[0].path, "/tmp/a b.txt")
        XCTAssertEqual(urls[1].absoluteString, "file:///tmp/caf%E9.txt", "a name that is not UTF-8 keeps its bytes, escaped")
        XCTAssertEqual(urls[1].absoluteString.removingPercentEncoding, nil, "(Foundation cannot make a String of them)")
        XCTAssertEqual(text, "some words")
    }
}

import XCTest
import Foundation
import CSDL2
@testable import QuillSDL
@testable import Quill

extension XCTestCase {
    /// An SDL backend on SDL's dummy video driver, for tests that push events onto SDL's queue.
    /// Starting it changes what the process shares (the clipboard, system fonts); they are put
    /// back when the test ends, for the tests that follow.
    @MainActor func makeDummySDLBackend() throws -> SDLBackend {
        setenv("SDL_VIDEODRIVER", "dummy", 1)
        let clipboard = Application.shared.context.clipboard
        let systemFonts = Application.shared.context.fonts.usesSystemFonts
        addTeardownBlock { @MainActor in
            Application.shared.context.clipboard = clipboard
            Application.shared.context.fonts.usesSystemFonts = systemFonts
        }
        return try SDLBackend()
    }

    /// The id of the SDL window with a title.
    func sdlWindowID(titled title: String) -> UInt32? {
        for id in 1...64 {
            if let window = SDL_GetWindowFromID(UInt32(id)), String(cString: SDL_GetWindowTitle(window)) == title { return UInt32(id) }
        }
        return nil
    }
}

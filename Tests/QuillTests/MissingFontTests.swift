import Foundation
import XCTest
import Quill

/// A missing font is a loud error, never blank text that passes for a good render.
final class MissingFontTests: XCTestCase {
    @MainActor func testAHeadlessRenderWithTextItCannotDrawFails() async throws {
        // A font library and a context of the test's own: the process's library never learns
        // the broken family, and the log read below holds only this window's problems.
        let fonts = FontLibrary()
        fonts.register(family: "Quill Test Missing Face", path: "/nonexistent/Missing.ttf")
        let context = ApplicationContext(fonts: fonts)
        let window = Window(size: Size(width: 120, height: 40), context: context)
        let label = Label(frame: Rect(x: 10, y: 10, width: 100, height: 20))
        label.text = "Hello"
        label.font = Font(family: "Quill Test Missing Face", size: 13)
        window.addSubview(label)
        let path = NSTemporaryDirectory() + "quill-missing-font-\(ProcessInfo.processInfo.processIdentifier).png"
        defer { try? FileManager.default.removeItem(atPath: path) }
        XCTAssertThrowsError(try App.renderHeadless(window, to: path)) { error in
            XCTAssertTrue("\(error)".contains("was written without some of its text"), "\(error)")
            XCTAssertTrue("\(error)".contains("cannot read font file '/nonexistent/Missing.ttf'"), "\(error)")
        }
        XCTAssertTrue(FileManager.default.fileExists(atPath: path), "the picture is still written, for a look")
        XCTAssertTrue(
            context.log.messages.contains { $0.contains("/nonexistent/Missing.ttf") }, "and the problem was logged by the window's context (and on stderr)")
        XCTAssertFalse(FontLibrary.shared.problems.contains { $0.contains("/nonexistent/Missing.ttf") }, "the process's fonts are untouched")
    }

    @MainActor func testTheBundledFontsAreFoundBesideTheExecutable() async throws {
        XCTAssertNoThrow(try FontLibrary.shared.checkBundledFonts())
        let assets = try AssetLocator.assetsDirectory()
        XCTAssertTrue(assets.hasSuffix("_QuillAssets.resources"), "SwiftPM's resource folder beside the test executable, not the checkout: \(assets)")
    }
}

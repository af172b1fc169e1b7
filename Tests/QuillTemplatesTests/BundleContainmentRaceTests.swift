import Foundation
import QuillFoundation
import Synchronization
import QuillGraphics
import XCTest

@testable import QuillTemplates

/// The whole lookup of a bundle's image and template (name check, path lookup, read) while a
/// thread flips a symbolic link between a file inside the bundle and one outside: nothing from
/// outside is ever drawn or parsed (issue 25, class 6).
final class BundleContainmentRaceTests: XCTestCase {
    private var root = ""

    override func setUpWithError() throws {
        root = NSTemporaryDirectory() + "quill-race-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)"
        for folder in [root + "/Bundle", root + "/Outside"] {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: root)
    }

    /// Flips `link` between `inside` (relative to the link's folder) and `outside` until told
    /// to stop, and returns once the thread has flipped it a few times (on a loaded machine a new
    /// thread can wait long to be scheduled, and lookups made before it runs race with nothing).
    private func startFlipping(_ link: String, inside: String, outside: String) -> FlipSwitch {
        let flipper = FlipSwitch()
        let thread = Thread {
            var index = 0
            while !flipper.isStopped {
                let staging = link + ".staging"
                unlink(staging)
                _ = symlink(index.isMultiple(of: 2) ? outside : inside, staging)
                _ = rename(staging, link)
                index += 1
                flipper.countFlip()
            }
            flipper.finish()
        }
        thread.start()
        let deadline = Date().addingTimeInterval(30)
        while flipper.flips < 4 && Date() < deadline { usleep(1_000) }
        return flipper
    }

    /// Runs `lookup` at least `minimum` times and then until `done` holds, for at most 60 seconds:
    /// under load the flipping thread may run in bursts, so a fixed count of lookups may see only
    /// one side of the link.
    private func repeatLookups(atLeast minimum: Int, until done: () -> Bool, _ lookup: () throws -> Void) rethrows {
        let deadline = Date().addingTimeInterval(60)
        var count = 0
        while count < minimum || (!done() && Date() < deadline) {
            try lookup()
            count += 1
        }
    }

    func testAnImageLinkFlippedDuringLookupsNeverDrawsTheOutsideImage() throws {
        try PNGCodec.write(Bitmap(width: 2, height: 2, fill: PixelColor(.red)), to: root + "/Bundle/real.png")
        try PNGCodec.write(Bitmap(width: 4, height: 4, fill: PixelColor(.blue)), to: root + "/Outside/secret.png")
        let link = root + "/Bundle/flip.png"
        symlink("real.png", link)
        let flipping = startFlipping(link, inside: "real.png", outside: root + "/Outside/secret.png")
        defer { flipping.stop() }
        XCTAssertGreaterThan(flipping.flips, 0, "the flipping thread never ran")
        let bundle = TemplateBundle(path: root + "/Bundle")
        var (drawn, refused) = (0, 0)
        try repeatLookups(atLeast: 1_500, until: { drawn > 0 && refused > 0 }) {
            do {
                guard let image = try bundle.image(named: "flip", scale: 1) else { return }  // Between unlink and rename.
                XCTAssertEqual(image.bitmap.width, 2, "the image from outside the bundle was read")
                drawn += 1
            } catch let error as QuillError {
                XCTAssertTrue(error.message.contains("outside"), error.message)
                refused += 1
            }
        }
        XCTAssertGreaterThan(drawn, 0)
        XCTAssertGreaterThan(refused, 0)
    }

    func testATemplateLinkFlippedDuringLookupsNeverParsesTheOutsideTemplate() throws {
        let template = { (label: String) in "quill: 1\nobjects:\n  - {class: Label, text: \(label), frame: [0, 0, 10, 10]}\n" }
        try Data(template("inside").utf8).write(to: URL(fileURLWithPath: root + "/Bundle/Real.quill"))
        try Data(template("outside").utf8).write(to: URL(fileURLWithPath: root + "/Outside/Secret.quill"))
        let link = root + "/Bundle/Flip.quill"
        symlink("Real.quill", link)
        let flipping = startFlipping(link, inside: "Real.quill", outside: root + "/Outside/Secret.quill")
        defer { flipping.stop() }
        XCTAssertGreaterThan(flipping.flips, 0, "the flipping thread never ran")
        let bundle = TemplateBundle(path: root + "/Bundle")
        // A lookup that finds nothing (refused, or the link caught as it changes) is a miss.
        var (parsed, missed) = (0, 0)
        repeatLookups(atLeast: 800, until: { parsed > 0 && missed > 0 }) {
            guard let loaded = try? Template.named("Flip", in: bundle) else { missed += 1; return }
            let text = String(describing: loaded.document)
            XCTAssertFalse(text.contains("outside"), "the template from outside the bundle was parsed")
            parsed += 1
        }
        XCTAssertGreaterThan(parsed, 0)
    }
}

/// The flipping thread's stop flag and its count of flips, shared between two threads.
private final class FlipSwitch: Sendable {
    private let stopFlag = Atomic(false)
    private let finishedFlag = Atomic(false)
    private let flipCount = Atomic(0)
    var isStopped: Bool { stopFlag.load(ordering: .acquiring) }
    var flips: Int { flipCount.load(ordering: .relaxed) }
    func countFlip() { flipCount.add(1, ordering: .relaxed) }
    /// Called by the flipping thread as it returns.
    func finish() { finishedFlag.store(true, ordering: .releasing) }

    /// Stops the flipping and waits (10 s at most) until the thread made its last link, so the
    /// test's folder is removed after it.
    func stop() {
        stopFlag.store(true, ordering: .releasing)
        let deadline = Date().addingTimeInterval(10)
        while !finishedFlag.load(ordering: .acquiring) && Date() < deadline { usleep(1_000) }
    }
}

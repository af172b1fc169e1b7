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
    /// to stop; returns the stop switch and the thread.
    private func startFlipping(_ link: String, inside: String, outside: String) -> (stop: () -> Void, thread: Thread) {
        let stopped = StopSwitch()
        let thread = Thread {
            var index = 0
            while !stopped.isOn {
                let staging = link + ".staging"
                unlink(staging)
                _ = symlink(index.isMultiple(of: 2) ? outside : inside, staging)
                _ = rename(staging, link)
                index += 1
            }
        }
        thread.start()
        return ({ stopped.turnOn() }, thread)
    }

    func testAnImageLinkFlippedDuringLookupsNeverDrawsTheOutsideImage() throws {
        try PNGCodec.write(Bitmap(width: 2, height: 2, fill: PixelColor(.red)), to: root + "/Bundle/real.png")
        try PNGCodec.write(Bitmap(width: 4, height: 4, fill: PixelColor(.blue)), to: root + "/Outside/secret.png")
        let link = root + "/Bundle/flip.png"
        symlink("real.png", link)
        let flipping = startFlipping(link, inside: "real.png", outside: root + "/Outside/secret.png")
        defer { flipping.stop() }
        let bundle = TemplateBundle(path: root + "/Bundle")
        var (drawn, refused) = (0, 0)
        for _ in 0..<1_500 {
            do {
                guard let image = try bundle.image(named: "flip", scale: 1) else { continue }  // Between unlink and rename.
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
        let bundle = TemplateBundle(path: root + "/Bundle")
        var parsed = 0
        for _ in 0..<800 {
            guard let loaded = try? Template.named("Flip", in: bundle) else { continue }
            let text = String(describing: loaded.document)
            XCTAssertFalse(text.contains("outside"), "the template from outside the bundle was parsed")
            parsed += 1
        }
        XCTAssertGreaterThan(parsed, 0)
    }
}

/// A flag one thread turns on and another reads.
private final class StopSwitch: Sendable {
    private let flag = Atomic(false)
    var isOn: Bool { flag.load(ordering: .relaxed) }
    func turnOn() { flag.store(true, ordering: .relaxed) }
}

import Foundation
import XCTest
@testable import QuillTesting
import QuillFoundation
import QuillGraphics
import QuillViews
import QuillWidgets
import SnapshotTesting

final class SnapshotFailureTests: XCTestCase {
    @MainActor private func bitmap(_ color: Color, spot: Bool = false) -> Bitmap {
        var b = Bitmap(width: 8, height: 8, fill: PixelColor(color))
        if spot { b[3, 4] = PixelColor(.black) }
        return b
    }

    @MainActor func testMismatchWritesActualAndDiffNextToTheReferenceAndSaysWhere() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("quill-snapshot-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        func verify(_ b: Bitmap) -> String? {
            verifyImageSnapshot(
                of: b, named: "swatch", in: directory, comparison: ImageComparison(), record: .missing,
                file: #filePath, testName: "testSwatch()", line: #line)
        }
        let reference = directory.appendingPathComponent("testSwatch.swatch.png")
        let actual = directory.appendingPathComponent("testSwatch.swatch.actual.png")
        let diff = directory.appendingPathComponent("testSwatch.swatch.diff.png")

        let first = try XCTUnwrap(verify(bitmap(.white)), "a missing reference is recorded and reported")
        XCTAssertEqual(first, "Snapshot \"swatch\" had no reference: recorded \(reference.path); look at it, then run the test again")
        XCTAssertTrue(FileManager.default.fileExists(atPath: reference.path))

        let failure = try XCTUnwrap(verify(bitmap(.white, spot: true)))
        XCTAssertEqual(failure, """
            Snapshot "swatch" differs from its reference: 1 pixels (1.56%) differ by more than 2 (largest difference 255, first at x=3 y=4)
              reference: \(reference.path)
              actual:    \(actual.path)
              diff:      \(diff.path)
            """, "one short message: what differed and where the three images are")
        for path in [reference, actual, diff] { XCTAssertTrue(FileManager.default.fileExists(atPath: path.path), "\(path.path) exists") }
        let diffImage = try PNGCodec.decode(Data(contentsOf: diff))
        XCTAssertEqual(diffImage[3, 4].color, .red, "the differing pixel is marked red")
        XCTAssertNotEqual(diffImage[0, 0].color, .red)
        XCTAssertEqual(try PNGCodec.decode(Data(contentsOf: actual)), bitmap(.white, spot: true))

        XCTAssertNil(verify(bitmap(.white)), "a match passes")
        XCTAssertFalse(FileManager.default.fileExists(atPath: actual.path), "stale artifacts are removed")
        XCTAssertFalse(FileManager.default.fileExists(atPath: diff.path))

        // Re-recording replaces the reference and leaves no stale artifacts behind.
        _ = verify(bitmap(.white, spot: true))
        XCTAssertTrue(FileManager.default.fileExists(atPath: actual.path))
        let rerecorded = verifyImageSnapshot(
            of: bitmap(.black), named: "swatch", in: directory, comparison: ImageComparison(), record: .all,
            file: #filePath, testName: "testSwatch()", line: #line)
        XCTAssertEqual(rerecorded, "Snapshot \"swatch\" re-recorded at \(reference.path) (SNAPSHOT_TESTING_RECORD=all); run again without it")
        XCTAssertFalse(FileManager.default.fileExists(atPath: actual.path), "recording removes stale artifacts")
        XCTAssertFalse(FileManager.default.fileExists(atPath: diff.path))
        XCTAssertNil(verify(bitmap(.black)), "the new reference is used")
        let refused = verifyImageSnapshot(
            of: bitmap(.black), named: "other", in: directory, comparison: ImageComparison(), record: .never,
            file: #filePath, testName: "testSwatch()", line: #line)
        XCTAssertTrue(refused?.contains("has no reference") ?? false, refused ?? "")
    }

    @MainActor func testToleranceAndSizeMismatch() async {
        let comparison = ImageComparison(perChannelTolerance: 2)
        var a = Bitmap(width: 4, height: 4, fill: PixelColor(.white))
        var b = a
        b[0, 0] = PixelColor(premultipliedRed: 253, green: 254, blue: 255, alpha: 255)
        XCTAssertNil(comparison.difference(a, b), "a difference of 2 is within tolerance")
        b[0, 0] = PixelColor(premultipliedRed: 250, green: 255, blue: 255, alpha: 255)
        XCTAssertNotNil(comparison.difference(a, b))
        XCTAssertNil(ImageComparison(perChannelTolerance: 2, allowedDifferentFraction: 0.1).difference(a, b))
        a = Bitmap(width: 5, height: 4)
        XCTAssertEqual(comparison.difference(a, b), "size differs: reference is 5x4, actual is 4x4")
    }

    @MainActor func testTreeStrategyDumpsTheHierarchy() async {
        let root = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        root.addSubview(Label(text: "Hi"))
        var dump = ""
        Snapshotting<View, String>.tree.snapshot(root).run { dump = $0 }
        XCTAssertTrue(dump.hasPrefix("<View: frame = (0 0; 10 10)>\n   | <Label"), dump)
    }

    /// A change of colour or font fails a `.tree` snapshot as a change of frame does (issue 30:
    /// a recolour used to pass).
    @MainActor func testTheTreeRecordsColoursFontsAndBorders() async {
        func dump(_ configure: (View, Label) -> Void) -> String {
            let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 40))
            let label = Label(text: "Hi")
            root.addSubview(label)
            configure(root, label)
            var text = ""
            Snapshotting<View, String>.tree.snapshot(root).run { text = $0 }
            return text
        }
        let plain = dump { _, _ in }
        XCTAssertTrue(plain.contains("font = \(Font.systemFont(ofSize: Font.defaultSize))"), plain)
        XCTAssertTrue(plain.contains("textColor = \(Color.label)"), plain)
        XCTAssertNotEqual(dump { _, label in label.textColor = .systemRed }, plain, "a text colour")
        XCTAssertNotEqual(dump { _, label in label.font = .boldSystemFont(ofSize: Font.defaultSize) }, plain, "a font")
        XCTAssertNotEqual(dump { root, _ in root.backgroundColor = .systemBlue }, plain, "a background")
        let bordered = dump { root, _ in root.borderWidth = 1; root.borderColor = .systemGray4; root.cornerRadius = 6 }
        XCTAssertTrue(bordered.hasPrefix("<View: frame = (0 0; 100 40); border = 1 \(Color.systemGray4); cornerRadius = 6>"), bordered)
    }

    @MainActor func testHarnessDrivesEventsAndTime() async {
        let harness = HeadlessHarness(size: Size(width: 100, height: 100))
        let control = Control(frame: Rect(x: 10, y: 10, width: 50, height: 50))
        harness.window.addSubview(control)
        var events: [String] = []
        control.addAction(for: .touchDown) { _ in events.append("down") }
        control.addAction(for: .touchUpInside) { _ in events.append("up") }
        harness.click(control)
        XCTAssertEqual(events, ["down", "up"])
        var fired = false
        control.scheduler.schedule(after: 0.5) { _ in fired = true }
        harness.advance(by: 0.4)
        XCTAssertFalse(fired)
        harness.advance(by: 0.2)
        XCTAssertTrue(fired)
    }
}

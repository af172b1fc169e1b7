import Foundation
import QuillGraphics
import QuillViews
import SnapshotTesting
import XCTest

/// Renders a view headless and compares it with `__Snapshots__/<TestFile>/<test>.<name>.png`
/// beside the test file. On a mismatch the failure names the reference and writes
/// `<name>.actual.png` and `<name>.diff.png` next to it (differences in red).
/// A missing reference is recorded and the test fails once; set the environment variable
/// `SNAPSHOT_TESTING_RECORD=all` to re-record every reference.
@MainActor
public func assertImageSnapshot(
    of view: View, size: Size? = nil, scale: Double = 1, named name: String,
    comparison: ImageComparison = ImageComparison(), record: SnapshotTestingConfiguration.Record? = nil,
    file: StaticString = #filePath, testName: String = #function, line: UInt = #line
) {
    let bitmap = SnapshotRenderer.render(view, size: size, scale: scale)
    assertImageSnapshot(of: bitmap, named: name, comparison: comparison, record: record, file: file, testName: testName, line: line)
}

/// Compares a bitmap with a reference PNG, as `assertImageSnapshot(of:View...)` does.
@MainActor
public func assertImageSnapshot(
    of bitmap: Bitmap, named name: String, comparison: ImageComparison = ImageComparison(),
    record: SnapshotTestingConfiguration.Record? = nil,
    file: StaticString = #filePath, testName: String = #function, line: UInt = #line
) {
    let fileURL = URL(fileURLWithPath: "\(file)")
    let directory = fileURL.deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__")
        .appendingPathComponent(fileURL.deletingPathExtension().lastPathComponent)
    if let failure = verifyImageSnapshot(
        of: bitmap, named: name, in: directory, comparison: comparison, record: record, file: file, testName: testName, line: line)
    {
        XCTFail(failure, file: file, line: line)
    }
}

/// The check behind `assertImageSnapshot`: compares with `<directory>/<test>.<name>.png` and
/// returns the failure message, or `nil` when the images match. Writes `<name>.actual.png` and
/// `<name>.diff.png` next to the reference on a mismatch and removes stale ones otherwise.
@MainActor
func verifyImageSnapshot(
    of bitmap: Bitmap, named name: String, in directory: URL, comparison: ImageComparison,
    record: SnapshotTestingConfiguration.Record?, file: StaticString, testName: String, line: UInt
) -> String? {
    let base = "\(sanitizedPathComponent(testName)).\(sanitizedPathComponent(name))"
    let reference = directory.appendingPathComponent(base + ".png")
    let actualURL = directory.appendingPathComponent(base + ".actual.png")
    let diffURL = directory.appendingPathComponent(base + ".diff.png")
    try? FileManager.default.removeItem(at: actualURL)
    try? FileManager.default.removeItem(at: diffURL)

    let diffing = Diffing<Bitmap>.diff(
        toData: { (try? PNGCodec.encode($0)) ?? Data() },
        fromData: { (try? PNGCodec.decode($0)) ?? Bitmap(width: 0, height: 0) },
        diffV2: { referenceBitmap, actual in
            guard let message = comparison.difference(referenceBitmap, actual) else { return nil }
            try? PNGCodec.encode(actual).write(to: actualURL)
            try? PNGCodec.encode(comparison.differenceImage(referenceBitmap, actual)).write(to: diffURL)
            return ("\(message)\n  reference: \(reference.path)\n  actual:    \(actualURL.path)\n  diff:      \(diffURL.path)", [])
        })
    let strategy = Snapshotting<Bitmap, Bitmap>(pathExtension: "png", diffing: diffing, snapshot: { $0 })
    return verifySnapshot(
        of: bitmap, as: strategy, named: sanitizedPathComponent(name), record: record,
        snapshotDirectory: directory.path, file: file, testName: testName, line: line)
}

/// The file-name form swift-snapshot-testing uses: runs of non-word characters become `-`.
func sanitizedPathComponent(_ string: String) -> String {
    string.replacingOccurrences(of: "\\W+", with: "-", options: .regularExpression)
        .replacingOccurrences(of: "^-|-$", with: "", options: .regularExpression)
}

import Foundation
import QuillGraphics
import QuillViews
@_spi(Internals) import SnapshotTesting
import XCTest
import QuillFoundation

/// Renders a view headless and compares it with `__Snapshots__/<TestFile>/<test>.<name>.png`
/// beside the test file. On a mismatch the failure is one message saying what differed, and
/// `<name>.actual.png` and `<name>.diff.png` (differences in red) are written next to the
/// reference. A missing reference is recorded and the test fails once; set the environment
/// variable `SNAPSHOT_TESTING_RECORD=all` to re-record every reference (or `failed` for the
/// ones that differ). Exclude the references from the test target:
/// `.testTarget(name: …, exclude: ["__Snapshots__"])`.
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
        XCTFail(failure + missingGlyphNote(), file: file, line: line)
    }
    FontLibrary.shared.resetMissingCharacters()
}

/// When text laid out since the last snapshot check had characters no font has, says which: they show as
/// missing-glyph boxes, a common reason for a snapshot to differ between machines.
@MainActor
func missingGlyphNote() -> String {
    let missing = FontLibrary.shared.missingCharacters
    guard !missing.isEmpty else { return "" }
    let names = missing.prefix(8).map { character in
        character.unicodeScalars.map { String(format: "U+%04X", $0.value) }.joined(separator: " ") + " \(character)"
    }
    return "; note: no available font has \(names.joined(separator: ", ")) (drawn as missing-glyph boxes; "
        + "bundle a font with FontLibrary.register, or set FontLibrary.shared.usesSystemFonts for installed fonts)"
}

/// The check behind `assertImageSnapshot`: compares with `<directory>/<test>.<name>.png` and
/// returns the failure message, or `nil` when the images match.
///
/// A failure is one short message: what differed (how many pixels, the largest channel
/// difference, where the first one is) and the paths of the reference, actual and diff images,
/// which exist when it is read. A pass, and a re-record, remove stale `.actual`/`.diff` files.
///
/// Record modes are swift-snapshot-testing's: `record:`, else the surrounding
/// `withSnapshotTesting(record:)`, else `SNAPSHOT_TESTING_RECORD` (`all`, `failed`, `missing`,
/// `never`); `missing` by default.
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
    let mode = record ?? SnapshotTestingConfiguration.current?.record ?? recordModeFromEnvironment()

    func write(_ image: Bitmap, to url: URL) -> String? {
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try PNGCodec.encode(image).write(to: url)
            return nil
        } catch {
            return "Snapshot \"\(name)\": could not write \(url.path): \(error)"
        }
    }
    guard FileManager.default.fileExists(atPath: reference.path) else {
        if mode == .never {
            return "Snapshot \"\(name)\" has no reference at \(reference.path), and recording is off (SNAPSHOT_TESTING_RECORD=never)"
        }
        return write(bitmap, to: reference)
            ?? "Snapshot \"\(name)\" had no reference: recorded \(reference.path); look at it, then run the test again"
    }
    if mode == .all {
        return write(bitmap, to: reference)
            ?? "Snapshot \"\(name)\" re-recorded at \(reference.path) (SNAPSHOT_TESTING_RECORD=all); run again without it"
    }
    let stored: Bitmap
    do {
        stored = try PNGCodec.decode(Data(contentsOf: reference))
    } catch {
        return "Snapshot \"\(name)\": the reference \(reference.path) cannot be read (\(error)); delete it to record it again"
    }
    guard let difference = comparison.difference(stored, bitmap) else { return nil }
    if mode == .failed {
        return write(bitmap, to: reference)
            ?? "Snapshot \"\(name)\" differed (\(difference)); re-recorded \(reference.path) (SNAPSHOT_TESTING_RECORD=failed)"
    }
    if let problem = write(bitmap, to: actualURL) ?? write(comparison.differenceImage(stored, bitmap), to: diffURL) { return problem }
    return """
        Snapshot "\(name)" differs from its reference: \(difference)
          reference: \(reference.path)
          actual:    \(actualURL.path)
          diff:      \(diffURL.path)
        """
}

/// `SNAPSHOT_TESTING_RECORD` as swift-snapshot-testing reads it (`all`, `failed`, `missing`,
/// `never`; also `true`/`false`).
func recordModeFromEnvironment() -> SnapshotTestingConfiguration.Record {
    switch ProcessInfo.processInfo.environment["SNAPSHOT_TESTING_RECORD"]?.lowercased() {
    case "all", "true", "1": return .all
    case "failed": return .failed
    case "never", "false", "0": return .never
    default: return .missing
    }
}

/// The file-name form swift-snapshot-testing uses: runs of non-word characters become `-`.
func sanitizedPathComponent(_ string: String) -> String {
    string.replacingOccurrences(of: "\\W+", with: "-", options: .regularExpression)
        .replacingOccurrences(of: "^-|-$", with: "", options: .regularExpression)
}

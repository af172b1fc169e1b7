import Foundation
import XCTest

@testable import QuillFoundation

/// A file's bytes held by address (fonts): mapped where they can be, read otherwise, and kept
/// as they were when the file is replaced or removed.
final class FileBytesTests: XCTestCase {
    private var folder = ""

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "quill-file-bytes-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// Bytes that differ page to page, so an offset mistake shows.
    private func pattern(count: Int) -> Data {
        Data((0..<count).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 12) })
    }

    private func load(_ path: String) throws -> FileBytes {
        try OpenRegularFile.open(atPath: path).flatMap { FileBytes.load($0) }.get()
    }

    func testTheBytesAreTheFilesOverSeveralPages() throws {
        let path = folder + "/font.bin"
        let content = pattern(count: 3 * 4096 + 77)
        try content.write(to: URL(fileURLWithPath: path))
        let file = try load(path)
        XCTAssertEqual(Data(file.bytes), content)
    }

    func testAnEmptyFileGivesNoBytes() throws {
        let path = folder + "/empty.bin"
        try Data().write(to: URL(fileURLWithPath: path))
        XCTAssertEqual(try load(path).bytes.count, 0)
    }

    func testTheBytesOutliveTheFileBeingReplacedAndRemoved() throws {
        let path = folder + "/font.bin", replacement = folder + "/new.bin"
        let content = pattern(count: 10_000)
        try content.write(to: URL(fileURLWithPath: path))
        let file = try load(path)
        // How installers and editors save: a new file renamed over the old one.
        try Data(repeating: 0xEE, count: 10_000).write(to: URL(fileURLWithPath: replacement))
        XCTAssertEqual(rename(replacement, path), 0)
        XCTAssertEqual(Data(file.bytes), content)
        try FileManager.default.removeItem(atPath: path)
        XCTAssertEqual(Data(file.bytes), content)
    }

    func testReadingIntoNewMemoryGivesWhatIsLeftOfAFileThatShrankAfterItWasOpened() throws {
        let path = folder + "/shrinking.bin"
        let content = pattern(count: 9_000)
        try content.write(to: URL(fileURLWithPath: path))
        let open = try OpenRegularFile.open(atPath: path).get()
        XCTAssertEqual(truncate(path, 5_000), 0)
        let memory = try open.readAllIntoNewMemory(alignment: 16).get()
        defer { memory.deallocate() }
        XCTAssertEqual(memory.count, 5_000)
        XCTAssertEqual(Data(memory), content.prefix(5_000))
        XCTAssertEqual(Int(bitPattern: memory.baseAddress) % 16, 0)
    }

    func testAFolderIsRefusedBeforeAnythingIsMapped() {
        let result = OpenRegularFile.open(atPath: folder).flatMap { FileBytes.load($0) }
        guard case .failure(.notARegularFile) = result else { return XCTFail("a folder was loaded: \(result)") }
    }
}

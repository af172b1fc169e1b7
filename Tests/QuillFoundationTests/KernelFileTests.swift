import Foundation
import XCTest
import QuillFoundation

/// Kernel files are read to their end, past the first page that one `read` returns.
final class KernelFileTests: XCTestCase {
    func testTheWholeMapOfTheProcessIsRead() throws {
        let maps = try XCTUnwrap(KernelFile.contents(atPath: "/proc/self/maps"))
        let firstRead = (try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8)) ?? ""
        // A test process maps far more than a page of lines (its libraries, threads' stacks).
        XCTAssertGreaterThan(maps.utf8.count, 4096)
        XCTAssertGreaterThanOrEqual(maps.utf8.count, firstRead.utf8.count)
        XCTAssertTrue(maps.hasSuffix("\n"), "the last line is cut")
        // The stack is mapped high, near the end of the file.
        XCTAssertTrue(maps.contains("[stack]"), "the map has no stack line: it was cut short")
        XCTAssertTrue(maps.split(separator: "\n").allSatisfy { $0.contains("-") }, "a line is cut")
    }

    func testAMissingFileIsNil() {
        XCTAssertNil(KernelFile.contents(atPath: "/proc/self/no-such-file"))
    }
}

import XCTest
import QuillFoundation

/// `FilePaths.parent(of:)` replaces `NSString.deletingLastPathComponent`, which traps on Linux
/// for one-character relative paths (`quill render ./F.xib` crashed through it).
final class FilePathsTests: XCTestCase {
    func testParentOfEveryShapeOfPath() {
        let cases: [(String, String)] = [
            ("a/b/c", "a/b"), ("c", ""), ("F", ""), (".", ""), ("a/", ""), ("./F.xib", "."),
            ("/c", "/"), ("/", "/"), ("", ""), ("a//b", "a"), ("/a/b/", "/a"), ("x/a", "x"), ("é/ü", "é"),
        ]
        for (path, parent) in cases {
            XCTAssertEqual(FilePaths.parent(of: path), parent, "parent of '\(path)'")
        }
    }
}

import Foundation
import XCTest

@testable import QuillFoundation

/// Reading a file confined to a folder: the check is made on the descriptor the bytes come
/// from, so a symbolic link swapped between a lookup and the read cannot lead outside (issue 25,
/// class 6: 54 of 120 renders drew an image from outside the bundle while a link was flipped).
final class ConfinedFileTests: XCTestCase {
    private var root = ""
    private var bundle = ""
    private var outside = ""

    override func setUpWithError() throws {
        root = NSTemporaryDirectory() + "quill-confined-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)"
        bundle = root + "/Bundle"
        outside = root + "/Outside"
        for folder in [bundle + "/Images", outside] {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }
        try Data("inside".utf8).write(to: URL(fileURLWithPath: bundle + "/Images/real.txt"))
        try Data("secret".utf8).write(to: URL(fileURLWithPath: outside + "/secret.txt"))
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: root)
    }

    private func link(_ path: String, to destination: String) throws {
        try? FileManager.default.removeItem(atPath: path)
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: destination)
    }

    func testALinkInsideTheFolderIsReadAndOneLeadingOutIsRefusedWithItsRealPath() throws {
        try link(bundle + "/in.txt", to: "Images/real.txt")
        try link(bundle + "/out.txt", to: "../Outside/secret.txt")
        XCTAssertEqual(try RegularFile.contents(atPath: bundle + "/in.txt", confinedTo: bundle).get(), Data("inside".utf8))
        let refused = RegularFile.contents(atPath: bundle + "/out.txt", confinedTo: bundle)
        guard case .failure(.outside(let real)) = refused else { return XCTFail("read outside the folder: \(refused)") }
        XCTAssertTrue(real.hasSuffix("/Outside/secret.txt"), real)
        XCTAssertTrue("\(RegularFile.Problem.outside(real))".contains("outside the folder"))
        // Without a folder to stay in, the same link is followed.
        XCTAssertEqual(try RegularFile.contents(atPath: bundle + "/out.txt").get(), Data("secret".utf8))
    }

    func testAFolderReachedThroughALinkIsComparedByWhereItReallyIs() throws {
        try link(root + "/Alias", to: "Bundle")
        XCTAssertEqual(try RegularFile.contents(atPath: root + "/Alias/Images/real.txt", confinedTo: root + "/Alias").get(), Data("inside".utf8))
        XCTAssertEqual(try RegularFile.contents(atPath: bundle + "/Images/real.txt", confinedTo: root + "/Alias").get(), Data("inside".utf8))
        // A sibling whose name starts like the folder's is not inside it.
        try FileManager.default.createDirectory(atPath: root + "/BundleX", withIntermediateDirectories: true)
        try Data("x".utf8).write(to: URL(fileURLWithPath: root + "/BundleX/x.txt"))
        guard case .failure(.outside) = RegularFile.contents(atPath: root + "/BundleX/x.txt", confinedTo: bundle) else {
            return XCTFail("a sibling folder counted as inside")
        }
    }

    func testWithoutProcTheFileOpenedMustBeTheOneThePathLeadsToAfterwards() throws {
        try link(bundle + "/flip.txt", to: "Images/real.txt")
        let opened = try OpenRegularFile.open(atPath: bundle + "/flip.txt").get()
        var status = stat()
        XCTAssertEqual(fstat(opened.descriptor, &status), 0)
        XCTAssertNil(OpenedFileLocation.problem(descriptor: opened.descriptor, status: status, path: bundle + "/flip.txt", root: bundle, asksKernel: false))
        // The link now leads elsewhere inside the folder: the open file is not the one the path
        // names any more, which is refused rather than trusted.
        try Data("other".utf8).write(to: URL(fileURLWithPath: bundle + "/Images/other.txt"))
        try link(bundle + "/flip.txt", to: "Images/other.txt")
        let problem = OpenedFileLocation.problem(descriptor: opened.descriptor, status: status, path: bundle + "/flip.txt", root: bundle, asksKernel: false)
        XCTAssertNotNil(problem)
    }

    /// A thread flips a link between a file inside and one outside while confined reads run:
    /// every read that succeeds has the inside file's bytes, and reads of both kinds happen.
    func testALinkFlippedDuringReadsNeverLetsTheOutsideFileThrough() throws {
        let path = bundle + "/flip.txt"
        try link(path, to: "Images/real.txt")
        let flips = 4_000
        let (bundle, outside) = (bundle, outside)
        let flipper = Thread {
            for index in 0..<flips {
                let staging = bundle + "/.staging-link"
                unlink(staging)
                _ = symlink(index.isMultiple(of: 2) ? outside + "/secret.txt" : "Images/real.txt", staging)
                _ = rename(staging, path)  // Atomic: the link is always there, leading one way or the other.
            }
        }
        flipper.start()
        var (inside, refused) = (0, 0)
        for _ in 0..<flips {
            switch RegularFile.contents(atPath: path, confinedTo: bundle) {
            case .success(let data):
                XCTAssertEqual(data, Data("inside".utf8), "a confined read returned the outside file")
                inside += 1
            case .failure(.outside): refused += 1
            case .failure(let problem): XCTFail("unexpected problem: \(problem)")
            }
        }
        while flipper.isExecuting || !flipper.isFinished { usleep(1_000) }
        XCTAssertGreaterThan(inside + refused, 0)
    }
}

/// Folders are compared by their bytes, not as Swift strings (which treat canonically
/// equivalent spellings as equal).
final class PathContainmentTests: XCTestCase {
    func testCanonicallyEquivalentFolderNamesAreDifferentFolders() {
        let composed = "/tmp/caf\u{E9}", decomposed = "/tmp/cafe\u{301}"
        XCTAssertEqual(composed, decomposed, "Swift calls them equal")
        XCTAssertFalse(FilePaths.isPath(composed + "/x.png", inside: decomposed))
        XCTAssertTrue(FilePaths.isPath(decomposed + "/x.png", inside: decomposed))
        XCTAssertTrue(FilePaths.isPath("/tmp/a", inside: "/tmp/a"))
        XCTAssertFalse(FilePaths.isPath("/tmp/ab", inside: "/tmp/a"))
        XCTAssertTrue(FilePaths.isPath("/etc/x", inside: "/"))
    }
}

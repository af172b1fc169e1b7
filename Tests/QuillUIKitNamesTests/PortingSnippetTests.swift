import Foundation
import XCTest
import Quill
import QuillTesting
import QuillUIKitNames

/// The porting guide's three snippets (docs/PortingFromUIKit.md), as ported in `Snippets/`,
/// run against their .xib files (issue 30): each loads its template through UIKit's
/// `Bundle.main.loadNibNamed`, whose classes are found by name with no registration.
final class PortingSnippetTests: XCTestCase {
    @MainActor func testTheFilesOwnerCellSnippetLoadsACellPerRowAndReusesThem() async throws {
        let controller = ContactsViewController()
        let harness = HeadlessHarness(size: Size(width: 320, height: 200))
        harness.window.rootViewController = controller
        harness.render()
        let cells = controller.tableView.visibleCells.compactMap { $0 as? ContactCell }
        XCTAssertEqual(cells.count, 2, "one ContactCell per contact, from the .xib")
        XCTAssertEqual(cells.map { $0.nameLabel.text }, ["Ada Lovelace", "Grace Hopper"])
        XCTAssertEqual(cells.map { $0.phoneLabel.text }, ["+44 20 7946 0001", "+1 202 555 0143"])
        XCTAssertEqual(cells[0].frame.height, 64)
        XCTAssertNil(controller.contactCell, "the snippet clears File's Owner's outlet after taking the cell")
        let call = try XCTUnwrap(cells[1].contentView.subviews.compactMap { $0 as? Button }.first)
        harness.click(call)
        XCTAssertEqual(controller.called, ["Grace Hopper"], "the .xib's call: action reaches the cell")
        // Reloading dequeues the same cells instead of loading the .xib again.
        controller.tableView.reloadData()
        harness.render()
        let again = controller.tableView.visibleCells.compactMap { $0 as? ContactCell }
        XCTAssertEqual(Set(again.map(ObjectIdentifier.init)), Set(cells.map(ObjectIdentifier.init)))
    }

    @MainActor func testTheGridSnippetFindsEachCaptionByTag() async throws {
        let controller = PhotoGridController()
        let harness = HeadlessHarness(size: Size(width: 400, height: 320))
        harness.window.rootViewController = controller
        harness.render()
        let captions = controller.gridView.visibleCells.compactMap { ($0.contentView.viewWithTag(2) as? Label)?.text }
        XCTAssertEqual(Set(captions), Set(controller.captions.prefix(captions.count)))
        XCTAssertGreaterThanOrEqual(captions.count, 4, "two rows of three fit: \(captions)")
        XCTAssertNotNil(controller.gridView.visibleCells.first?.contentView.viewWithTag(1), "the picture, tag 1")
    }

    @MainActor func testThePagesSnippetPicksViewsByRestorationIdentifierAndStepsThroughThem() async throws {
        let controller = OnboardingController()
        let harness = HeadlessHarness(size: Size(width: 320, height: 240))
        harness.window.rootViewController = controller
        harness.render()
        XCTAssertEqual(controller.pages.map(\.restorationIdentifier), ["welcome", "sync", "done"])
        XCTAssertEqual(controller.pages.map(\.isHidden), [false, true, true])
        let next = try XCTUnwrap(controller.pages[0].subviews.compactMap { $0 as? Button }.first)
        harness.click(next)
        XCTAssertEqual(controller.pages.map(\.isHidden), [true, false, true], "Next sends next: to File's Owner")
    }

    @MainActor func testAMissingNibIsReportedAndGivesNil() async throws {
        let messages = RuntimeLog.messages.count
        XCTAssertNil(Bundle.main.loadNibNamed("NoSuchNib", owner: nil, options: nil))
        let reported = RuntimeLog.messages.dropFirst(messages).joined(separator: "\n")
        XCTAssertTrue(reported.contains("no template named 'NoSuchNib'"), reported)
    }

    /// The guide shows each snippet as it is in `Snippets/`: the code cannot drift from it.
    func testTheGuideShowsTheSnippetsAsTheyAre() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        let guide = try String(contentsOf: root.appendingPathComponent("../../docs/PortingFromUIKit.md").standardizedFileURL, encoding: .utf8)
        var shown: [String: String] = [:]
        var block: [Substring]?
        for line in guide.split(separator: "\n", omittingEmptySubsequences: false) {
            if line == "```swift" {
                block = []
            } else if line == "```", let lines = block {
                if let first = lines.first, first.hasPrefix("// Tests/QuillUIKitNamesTests/Snippets/") {
                    shown[String(first.dropFirst(3))] = lines.dropFirst().joined(separator: "\n") + "\n"
                }
                block = nil
            } else {
                block?.append(line)
            }
        }
        for name in ["FilesOwnerCell", "GridCellByTag", "PagesByRestorationIdentifier"] {
            let path = "Tests/QuillUIKitNamesTests/Snippets/\(name).swift"
            let code = try String(contentsOf: root.appendingPathComponent("Snippets/\(name).swift"), encoding: .utf8)
            XCTAssertEqual(shown[path], code, "docs/PortingFromUIKit.md shows \(path) as it is")
        }
    }
}

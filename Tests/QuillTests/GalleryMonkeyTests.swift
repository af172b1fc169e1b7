import Foundation
import XCTest
import GalleryKit
import QuillMonkeyKit
import QuillTesting
@testable import Quill

/// Random events on every gallery page with the window's invariants checked after each one
/// (issue 12). A short run here; `make monkey` runs a million events (`quill-monkey`).
final class GalleryMonkeyTests: XCTestCase {
    @MainActor func testRandomEventsOnEveryPageKeepTheWindowConsistent() async throws {
        let events = Int(ProcessInfo.processInfo.environment["QUILL_MONKEY_EVENTS"] ?? "") ?? 150
        let (harness, gallery) = try GalleryTests.makeGallery(size: Size(width: 900, height: 600))
        var total = 0
        for index in gallery.demos.indices {
            harness.window.send(.resized(Size(width: 900, height: 600)))
            harness.window.send(.scaleChanged(1))
            gallery.select(index)
            harness.render()
            let monkey = Monkey(harness: harness, seed: 0x4D4F_4E4B + UInt64(index))
            monkey.sizeRange = (Size(width: 1, height: 1), Size(width: 1200, height: 800))
            let report = monkey.run(events: events)
            total += report.events
            XCTAssertTrue(report.passed, "\(gallery.demos[index].title): \(report)")
        }
        XCTAssertEqual(total, events * gallery.demos.count)
    }

    @MainActor func testTheSameSeedPlaysTheSameEvents() async {
        let first = Monkey(harness: HeadlessHarness(size: Size(width: 300, height: 200)), seed: 7)
        let second = Monkey(harness: HeadlessHarness(size: Size(width: 300, height: 200)), seed: 7)
        let a = (0..<200).map { _ in first.nextEvent().description }
        let b = (0..<200).map { _ in second.nextEvent().description }
        XCTAssertEqual(a, b)
        XCTAssertGreaterThan(Set(a).count, 100, "the events vary")
    }

    @MainActor func testTheInvariantsCatchABrokenTree() async {
        let harness = HeadlessHarness(size: Size(width: 100, height: 100))
        let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        harness.window.addSubview(view)
        XCTAssertEqual(MonkeyInvariants.violations(in: harness.window), [])
        view.frame = Rect(x: .nan, y: 0, width: 10, height: 10)
        XCTAssertTrue(MonkeyInvariants.violations(in: harness.window).contains { $0.contains("frame is not finite") }, "\(MonkeyInvariants.violations(in: harness.window))")
    }
}

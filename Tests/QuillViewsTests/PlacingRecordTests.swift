import XCTest
@testable import QuillViews
import QuillFoundation

/// A layout engine finds a view's record on the view itself while it places the view
/// (`ViewLayoutStorage.placingRecord`): the record must be the placing engine's own, never one
/// a measuring engine or the engine of a tree the view left holds.
final class PlacingRecordTests: XCTestCase {
    @MainActor func makeBox() -> View {
        let box = View(frame: .zero)
        box.translatesAutoresizingMaskIntoConstraints = false
        return box
    }

    /// A box laid out in one tree, moved to another with other constraints, and back: each
    /// tree's engine places it by its own constraints.
    @MainActor func testAViewMovedBetweenTreesIsPlacedByEachTreesEngine() async {
        let first = View(frame: Rect(x: 0, y: 0, width: 300, height: 200))
        let second = View(frame: Rect(x: 0, y: 0, width: 500, height: 400))
        let box = makeBox()
        first.addSubview(box)
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: first.leadingAnchor, constant: 10),
            box.topAnchor.constraint(equalTo: first.topAnchor, constant: 20),
            box.widthAnchor.constraint(equalToConstant: 30), box.heightAnchor.constraint(equalToConstant: 40),
        ])
        first.layoutIfNeeded()
        XCTAssertEqual(box.frame, Rect(x: 10, y: 20, width: 30, height: 40))
        XCTAssertTrue(box.layoutStorage?.placingEngine === first.layoutStorage?.engine)
        let firstRecord = box.layoutStorage?.placingRecord
        XCTAssertNotNil(firstRecord)

        second.addSubview(box)
        XCTAssertTrue(first.constraints.allSatisfy { !$0.isActive }, "constraints to the old tree leave with it")
        XCTAssertEqual(box.constraints.count, 2, "its own size constraints go with it, as in UIKit")
        LayoutConstraint.activate([
            box.trailingAnchor.constraint(equalTo: second.trailingAnchor, constant: -50),
            box.bottomAnchor.constraint(equalTo: second.bottomAnchor, constant: -60),
        ])
        second.layoutIfNeeded()
        XCTAssertEqual(box.frame, Rect(x: 420, y: 300, width: 30, height: 40))
        XCTAssertTrue(box.layoutStorage?.placingEngine === second.layoutStorage?.engine)
        XCTAssertNotNil(box.layoutStorage?.placingRecord)
        XCTAssertFalse(box.layoutStorage?.placingRecord === firstRecord, "the second engine's own record")

        // The old tree lays out again without the box and without touching it.
        first.frame.size.width = 320
        first.layoutIfNeeded()
        XCTAssertEqual(box.frame, Rect(x: 420, y: 300, width: 30, height: 40))

        // Back to the first tree, its leading edge at the root's centre.
        first.addSubview(box)
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: first.centerXAnchor), box.topAnchor.constraint(equalTo: first.topAnchor, constant: 3),
        ])
        first.layoutIfNeeded()
        XCTAssertEqual(box.frame, Rect(x: 160, y: 3, width: 30, height: 40))
        second.frame.size.width = 600
        second.layoutIfNeeded()
        XCTAssertEqual(box.frame, Rect(x: 160, y: 3, width: 30, height: 40), "the second tree no longer places it")
        first.frame.size.width = 400
        first.layoutIfNeeded()
        XCTAssertEqual(box.frame, Rect(x: 200, y: 3, width: 30, height: 40), "the first tree's engine places it again")
    }

    /// Measuring a subtree (`systemLayoutSizeFitting`) solves it in an engine of its own while
    /// the tree's engine places it: neither takes the other's record, and the placed frames
    /// stay as the tree's engine set them.
    @MainActor func testMeasuringAPlacedSubtreeLeavesItsPlacingAlone() async {
        let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        let card = makeBox(), inner = makeBox()
        root.addSubview(card)
        card.addSubview(inner)
        LayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 5),
            card.topAnchor.constraint(equalTo: root.topAnchor, constant: 6),
            inner.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 10),
            inner.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -10),
            inner.topAnchor.constraint(equalTo: card.topAnchor, constant: 12),
            inner.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -12),
            inner.widthAnchor.constraint(equalToConstant: 100), inner.heightAnchor.constraint(equalToConstant: 30),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(card.frame, Rect(x: 5, y: 6, width: 120, height: 54))
        XCTAssertEqual(inner.frame, Rect(x: 10, y: 12, width: 100, height: 30))
        let engine = root.layoutStorage?.engine
        guard let record = inner.layoutStorage?.placingRecord else { return XCTFail("the placing engine keeps its record on the view") }
        let counted = Array(record.constrainedCount), constrained = Array(record.constraints.keys).sorted { $0.hashValue < $1.hashValue }

        let fitting = card.systemLayoutSizeFitting(Size(width: 0, height: 0))
        XCTAssertEqual(fitting, Size(width: 120, height: 54))
        XCTAssertTrue(inner.layoutStorage?.placingEngine === engine, "measuring does not adopt the views")
        XCTAssertTrue(inner.layoutStorage?.placingRecord === record)
        // The measuring engine counted the constraints in a record of its own.
        XCTAssertEqual(Array(record.constrainedCount), counted)
        XCTAssertEqual(Array(record.constraints.keys).sorted { $0.hashValue < $1.hashValue }, constrained)

        // The tree's engine still finds and moves the inner view by its own record.
        inner.constraints.first { $0.firstAttribute == .width }?.constant = 150
        root.layoutIfNeeded()
        XCTAssertEqual(inner.frame, Rect(x: 10, y: 12, width: 150, height: 30))
        XCTAssertEqual(card.frame, Rect(x: 5, y: 6, width: 170, height: 54))
    }
}

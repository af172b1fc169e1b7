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

    /// A root holding a card (placed by its edges) holding an inner box 100 x 30 pinned inside
    /// it with margins of 10 and 12, laid out; returns them and the inner box's width
    /// constraint.
    @MainActor func makeCardInRoot() -> (root: View, card: View, inner: View, width: LayoutConstraint) {
        let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        let card = makeBox(), inner = makeBox()
        root.addSubview(card)
        card.addSubview(inner)
        let width = inner.widthAnchor.constraint(equalToConstant: 100)
        LayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 5),
            card.topAnchor.constraint(equalTo: root.topAnchor, constant: 6),
            inner.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 10),
            inner.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -10),
            inner.topAnchor.constraint(equalTo: card.topAnchor, constant: 12),
            inner.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -12),
            width, inner.heightAnchor.constraint(equalToConstant: 30),
        ])
        root.layoutIfNeeded()
        return (root, card, inner, width)
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

    /// A laid-out root that joins another tree drops its engine: its views let go of that
    /// engine's records (and the constraints they hold), and the new tree's engine places them.
    @MainActor func testARootJoiningAnotherTreeLetsGoOfItsEnginesRecords() async {
        let panel = View(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        let box = makeBox()
        panel.addSubview(box)
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: panel.leadingAnchor, constant: 4), box.topAnchor.constraint(equalTo: panel.topAnchor),
            box.widthAnchor.constraint(equalToConstant: 10), box.heightAnchor.constraint(equalToConstant: 10),
        ])
        panel.layoutIfNeeded()
        XCTAssertNotNil(box.layoutStorage?.placingRecord)
        weak var oldEngine = panel.layoutStorage?.engine
        let screen = View(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        screen.addSubview(panel)
        XCTAssertNil(panel.layoutStorage?.engine, "the panel is no longer a root")
        XCTAssertNil(box.layoutStorage?.placingRecord, "nothing of the old engine is kept")
        XCTAssertNil(oldEngine)
        screen.layoutIfNeeded()
        XCTAssertEqual(box.frame, Rect(x: 4, y: 0, width: 10, height: 10))
        XCTAssertTrue(box.layoutStorage?.placingEngine === screen.layoutStorage?.engine)
        XCTAssertNotNil(box.layoutStorage?.placingRecord)
        panel.frame.size.width = 300
        screen.layoutIfNeeded()
        XCTAssertEqual(box.frame.minX, 4)
    }

    /// An engine that starts again without most of its tree (`restart`) puts the rest back; a
    /// constraint put back then leaves the solver when deactivated (its record is found).
    @MainActor func testAConstraintKeptThroughARestartLeavesWhenDeactivated() async {
        let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let container = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        root.addSubview(container)
        var leaving: [LayoutConstraint] = []
        for index in 0..<40 {
            let view = makeBox()
            container.addSubview(view)
            leaving += [
                view.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: Double(index)),
                view.topAnchor.constraint(equalTo: container.topAnchor), view.widthAnchor.constraint(equalToConstant: 5),
                view.heightAnchor.constraint(equalToConstant: 5),
            ]
        }
        LayoutConstraint.activate(leaving)
        let kept = makeBox()
        root.addSubview(kept)
        let left = kept.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 30)
        let weakLeft = kept.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 70)
        weakLeft.priority = .defaultLow
        LayoutConstraint.activate([left, weakLeft, kept.topAnchor.constraint(equalTo: root.topAnchor), kept.widthAnchor.constraint(equalToConstant: 8),
            kept.heightAnchor.constraint(equalToConstant: 8)])
        root.layoutIfNeeded()
        XCTAssertEqual(kept.frame.minX, 30)
        // The container takes 160 of the 165 constraints with it: the engine starts again.
        container.removeFromSuperview()
        root.layoutIfNeeded()
        XCTAssertEqual(kept.frame.minX, 30)
        left.isActive = false
        root.layoutIfNeeded()
        XCTAssertEqual(kept.frame.minX, 70, "the required constraint left the solver; the weaker one holds")
        XCTAssertEqual(left.enginesHoldingRecords, 0)
        XCTAssertEqual(weakLeft.enginesHoldingRecords, 1)
    }

    /// Measuring a subtree (`systemLayoutSizeFitting`) solves it in an engine of its own while
    /// the tree's engine places it: neither takes the other's record, and the placed frames
    /// stay as the tree's engine set them.
    @MainActor func testMeasuringAPlacedSubtreeLeavesItsPlacingAlone() async {
        let (root, card, inner, _) = makeCardInRoot()
        XCTAssertEqual(card.frame, Rect(x: 5, y: 6, width: 120, height: 54))
        XCTAssertEqual(inner.frame, Rect(x: 10, y: 12, width: 100, height: 30))
        let engine = root.layoutStorage?.engine
        guard let record = inner.layoutStorage?.placingRecord else { return XCTFail("the placing engine keeps its record on the view") }
        let counted = Array(record.constrainedCount)
        let constrained = (engine?.constraintIDs(using: inner) ?? []).sorted { $0.hashValue < $1.hashValue }
        XCTAssertEqual(constrained.count, 6, "the inner view's four edges and its size")

        let fitting = card.systemLayoutSizeFitting(Size(width: 0, height: 0))
        XCTAssertEqual(fitting, Size(width: 120, height: 54))
        XCTAssertTrue(inner.layoutStorage?.placingEngine === engine, "measuring does not adopt the views")
        XCTAssertTrue(inner.layoutStorage?.placingRecord === record)
        // The measuring engine counted the constraints in a record of its own.
        XCTAssertEqual(Array(record.constrainedCount), counted)
        XCTAssertEqual(Array(record.constraints.keys).sorted { $0.hashValue < $1.hashValue }, constrained)
        XCTAssertEqual((engine?.constraintIDs(using: inner) ?? []).sorted { $0.hashValue < $1.hashValue }, constrained)

        // The tree's engine still finds and moves the inner view by its own record.
        inner.constraints.first { $0.firstAttribute == .width }?.constant = 150
        root.layoutIfNeeded()
        XCTAssertEqual(inner.frame, Rect(x: 10, y: 12, width: 150, height: 30))
        XCTAssertEqual(card.frame, Rect(x: 5, y: 6, width: 170, height: 54))
    }

    /// A changed constraint waits in its tree's engine's queue, remembered on the constraint
    /// (`queuedInEngine`); a measurement queuing it meanwhile keeps it in a set of its own.
    /// Each engine takes it once: the tree's solver holds as many constraints as before.
    @MainActor func testAConstraintQueuedByItsTreeAndByAMeasurementGoesInOnceEach() async {
        let (root, card, inner, width) = makeCardInRoot()
        guard let engine = root.layoutStorage?.engine else { return XCTFail("the tree has an engine") }
        let held = engine.solverConstraintCount
        XCTAssertEqual(width.queuedInEngine, 0)

        width.constant = 150
        XCTAssertNotEqual(width.queuedInEngine, 0, "queued in the tree's engine")
        let queuedIn = width.queuedInEngine
        // Changed twice before the pass: still once in the queue.
        width.constant = 140
        XCTAssertEqual(card.systemLayoutSizeFitting(Size(width: 0, height: 0)), Size(width: 160, height: 54))
        XCTAssertEqual(width.queuedInEngine, queuedIn, "the measurement leaves the tree's mark")
        root.layoutIfNeeded()
        XCTAssertEqual(width.queuedInEngine, 0)
        XCTAssertEqual(inner.frame, Rect(x: 10, y: 12, width: 140, height: 30))
        XCTAssertEqual(card.frame, Rect(x: 5, y: 6, width: 160, height: 54))
        XCTAssertEqual(engine.solverConstraintCount, held, "the constraint went in once")
        // Measured again with nothing queued in the tree: the measurement's own mark is gone
        // after it, and the tree takes the next change.
        _ = card.systemLayoutSizeFitting(Size(width: 0, height: 0))
        XCTAssertEqual(width.queuedInEngine, 0)
        width.constant = 90
        root.layoutIfNeeded()
        XCTAssertEqual(inner.frame.width, 90)
        XCTAssertEqual(engine.solverConstraintCount, held)
    }

    /// Each item's table of the constraints using it is filled when read, not as constraints go
    /// in (`LayoutEngine.indexConstraints`): constraints that left, or came back relating other
    /// views, before the tables were read are entered as they stand, and a subtree leaving
    /// takes exactly the constraints that point into it.
    @MainActor func testTheTablesOfConstraintsByItemAreUpToDateWhenRead() async {
        let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        let a = makeBox(), b = makeBox(), c = makeBox()
        for box in [a, b, c] { root.addSubview(box) }
        let size = [a, b, c].flatMap { [$0.widthAnchor.constraint(equalToConstant: 20), $0.heightAnchor.constraint(equalToConstant: 10)] }
        let aToRoot = a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 5)
        LayoutConstraint.activate(size + [aToRoot, a.topAnchor.constraint(equalTo: root.topAnchor), b.topAnchor.constraint(equalTo: root.topAnchor),
            c.topAnchor.constraint(equalTo: root.topAnchor), b.leadingAnchor.constraint(equalTo: root.leadingAnchor), c.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 300)])
        root.layoutIfNeeded()
        guard let engine = root.layoutStorage?.engine else { return XCTFail("the tree has an engine") }
        // `a` now follows `b` instead of the root; the constant changes many times (each change
        // takes the constraint out and back in), with nothing reading the tables meanwhile.
        aToRoot.isActive = false
        let aToB = a.leadingAnchor.constraint(equalTo: b.trailingAnchor, constant: 1)
        aToB.isActive = true
        for step in 0..<600 {
            aToB.constant = Double(step % 7)
            root.layoutIfNeeded()
        }
        aToB.constant = 4
        root.layoutIfNeeded()
        XCTAssertEqual(a.frame.minX, 24)
        let usingA = Set(engine.constraintIDs(using: a))
        let expected = Set(a.constraints.map(ObjectIdentifier.init) + root.constraints.filter { $0.firstItem === a }.map(ObjectIdentifier.init))
        XCTAssertEqual(usingA, expected, "the table holds a's size, top and the constraint to b, and no longer the one to the root")
        XCTAssertFalse(usingA.contains(ObjectIdentifier(aToRoot)))
        XCTAssertTrue(Set(engine.constraintIDs(using: b)).contains(ObjectIdentifier(aToB)))
        // `b` leaves: the constraint from `a` to it is deactivated, the others stay.
        b.removeFromSuperview()
        XCTAssertFalse(aToB.isActive)
        XCTAssertTrue(size[0].isActive)
        XCTAssertFalse(Set(engine.constraintIDs(using: a)).contains(ObjectIdentifier(aToB)))
        root.layoutIfNeeded()
        XCTAssertEqual(c.frame, Rect(x: 300, y: 0, width: 20, height: 10))
        XCTAssertEqual(a.frame.size, Size(width: 20, height: 10))
    }
}

import XCTest
@testable import QuillViews
import QuillFoundation

/// Constraints, guides and layout engines refer to views without keeping them alive and without
/// weak references (`LayoutItemLink`, `UnretainedReference`): whatever is freed first, what is
/// left reads `nil` where it pointed, and layout goes on.
final class UnretainedLayoutReferenceTests: XCTestCase {
    @MainActor private func makeBox() -> View {
        let box = View(frame: .zero)
        box.translatesAutoresizingMaskIntoConstraints = false
        return box
    }

    /// A view with an intrinsic size, to leave work pending for the engine.
    @MainActor private final class Sized: View {
        var size = Size(width: 40, height: 20)
        override var intrinsicContentSize: Size? { size }
    }

    /// A layout item of the app's own kind: constraints hold it weakly.
    @MainActor private final class ForeignItem: LayoutItem {
        var layoutOwner: View? { nil }
        var layoutDescription: String { "Foreign" }
    }

    @MainActor func testAConstraintForgetsAnItemThatIsFreed() async {
        let kept = makeBox()
        var constraint: LayoutConstraint?
        weak var released: View?
        do {
            let other = makeBox()
            released = other
            constraint = kept.widthAnchor.constraint(equalTo: other.widthAnchor, multiplier: 2)
            XCTAssertTrue(constraint?.secondItem === other)
        }
        XCTAssertNil(released)
        XCTAssertTrue(constraint?.firstItem === kept)
        XCTAssertNil(constraint?.secondItem)
        XCTAssertEqual(constraint?.description, "View.width == nil.width × 2", "not a constant")
        XCTAssertNil(constraint?.violation)
        XCTAssertThrowsError(try constraint?.commonAncestor()) { error in
            XCTAssertTrue("\(error)".contains("lost its second item"), "\(error)")
        }
        // Activating it is refused (with a message), not a crash.
        constraint?.isActive = true
        XCTAssertEqual(constraint?.isActive, false)
    }

    @MainActor func testConstraintsOnAFreedViewBecomeInactiveAndItsSubviewsAreLaidOutElsewhere() async {
        let child = makeBox()
        var constraints: [LayoutConstraint] = []
        weak var releasedRoot: View?
        weak var releasedEngine: LayoutEngine?
        do {
            let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 200))
            releasedRoot = root
            root.addSubview(child)
            constraints = [
                child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                child.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
                child.widthAnchor.constraint(equalToConstant: 30),
                child.heightAnchor.constraint(equalTo: root.heightAnchor, multiplier: 0.5),
            ]
            LayoutConstraint.activate(constraints)
            root.layoutIfNeeded()
            XCTAssertEqual(child.frame, Rect(x: 10, y: 20, width: 30, height: 100))
            releasedEngine = root.layoutStorage?.engine
            XCTAssertNotNil(releasedEngine)
            XCTAssertTrue(child.layoutStorage?.placingEngine === releasedEngine)
            XCTAssertTrue(constraints[0].installedView === root)
        }
        XCTAssertNil(releasedRoot)
        XCTAssertNil(releasedEngine)
        XCTAssertNil(child.superview)
        XCTAssertNil(child.layoutStorage?.placingEngine, "the engine that placed it is gone")
        // The root's constraints lost their host and their second item; the child's own width
        // constraint is still installed on it.
        for constraint in [constraints[0], constraints[1], constraints[3]] {
            XCTAssertNil(constraint.installedView)
            XCTAssertFalse(constraint.isActive)
            XCTAssertTrue(constraint.firstItem === child)
            XCTAssertNil(constraint.secondItem)
        }
        XCTAssertTrue(constraints[2].installedView === child)
        // The child goes on: its frame changes tell no engine, and another tree places it.
        child.frame = Rect(x: 1, y: 2, width: 3, height: 4)
        let other = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        other.addSubview(child)
        LayoutConstraint.activate([
            child.centerXAnchor.constraint(equalTo: other.centerXAnchor),
            child.bottomAnchor.constraint(equalTo: other.bottomAnchor),
            child.heightAnchor.constraint(equalToConstant: 10),
        ])
        other.layoutIfNeeded()
        XCTAssertEqual(child.frame, Rect(x: 35, y: 90, width: 30, height: 10))
    }

    @MainActor func testAGuideForgetsItsFreedView() async {
        var margins: LayoutGuide?
        var free: LayoutGuide?
        do {
            let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 50))
            margins = view.layoutMarginsGuide
            let guide = LayoutGuide(identifier: "gap")
            view.addLayoutGuide(guide)
            free = guide
            XCTAssertEqual(margins?.layoutFrame, Rect(x: 8, y: 8, width: 84, height: 34))
        }
        XCTAssertNil(margins?.owningView)
        XCTAssertNil(free?.owningView)
        XCTAssertEqual(margins?.layoutFrame, .zero)
        XCTAssertEqual(free?.layoutDescription, "?.gap")
        // A kept guide can be added to another view.
        let other = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        if let free { other.addLayoutGuide(free) }
        XCTAssertTrue(free?.owningView === other)
    }

    @MainActor func testAConstraintForgetsAFreedGuide() async {
        let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 50))
        let box = makeBox()
        view.addSubview(box)
        var constraint: LayoutConstraint?
        do {
            let guide = LayoutGuide()
            constraint = box.leadingAnchor.constraint(equalTo: guide.trailingAnchor)
            XCTAssertTrue(constraint?.secondItem === guide)
        }
        XCTAssertNil(constraint?.secondItem)
    }

    @MainActor func testItemsOfTheAppsOwnKindAreHeldWeakly() async {
        let box = makeBox()
        var constraint: LayoutConstraint?
        do {
            let item = ForeignItem()
            constraint = LayoutConstraint(item: box, attribute: .width, toItem: item, attribute: .width)
            XCTAssertTrue(constraint?.secondItem === item)
        }
        XCTAssertNil(constraint?.secondItem)
        XCTAssertTrue(constraint?.firstItem === box)
    }

    @MainActor func testWorkPendingForAFreedViewIsDropped() async {
        let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 200))
        let kept = Sized()
        kept.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(kept)
        do {
            let label = Sized()
            label.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(label)
            LayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                label.topAnchor.constraint(equalTo: root.topAnchor),
                kept.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 5),
                kept.topAnchor.constraint(equalTo: root.topAnchor),
            ])
            root.layoutIfNeeded()
            XCTAssertEqual(kept.frame, Rect(x: 45, y: 0, width: 40, height: 20))
            // Work left pending for the label (a new size, new constraints) when it goes.
            label.size = Size(width: 60, height: 20)
            label.invalidateIntrinsicContentSize()
            label.setNeedsUpdateConstraints()
            label.removeFromSuperview()
        }
        kept.size = Size(width: 70, height: 30)
        kept.invalidateIntrinsicContentSize()
        root.layoutIfNeeded()
        XCTAssertEqual(kept.frame.size, Size(width: 70, height: 30))
    }
}

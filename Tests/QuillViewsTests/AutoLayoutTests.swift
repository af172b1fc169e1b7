import XCTest
import QuillTesting
@testable import QuillViews
import QuillFoundation

/// Auto Layout in code: anchors, priorities, guides, margins, changes at run time, conflicts.
final class AutoLayoutTests: XCTestCase {
    @MainActor func makeView(_ name: String) -> View {
        let view = View(frame: .zero)
        view.accessibilityIdentifier = name
        view.translatesAutoresizingMaskIntoConstraints = false
        return view
    }

    @MainActor func testEdgesFollowTheWindowAsItResizes() async {
        let harness = HeadlessHarness(size: Size(width: 400, height: 300))
        let panel = makeView("panel")
        harness.window.addSubview(panel)
        LayoutConstraint.activate([
            panel.leadingAnchor.constraint(equalTo: harness.window.leadingAnchor, constant: 20),
            panel.trailingAnchor.constraint(equalTo: harness.window.trailingAnchor, constant: -20),
            panel.topAnchor.constraint(equalTo: harness.window.topAnchor, constant: 10),
            panel.heightAnchor.constraint(equalTo: harness.window.heightAnchor, multiplier: 0.5),
        ])
        harness.render()
        XCTAssertEqual(panel.frame, Rect(x: 20, y: 10, width: 360, height: 150))
        harness.window.send(.resized(Size(width: 640, height: 480)))
        harness.render()
        XCTAssertEqual(panel.frame, Rect(x: 20, y: 10, width: 600, height: 240))
        XCTAssertEqual(panel.constraints.count, 0, "installed on the common ancestor, the window")
        XCTAssertEqual(harness.window.constraints.count, 4, "all four relate the panel to the window")
        XCTAssertEqual(harness.window.constraints.filter { $0.firstAttribute == .height }.count, 1)
    }

    @MainActor func testSiblingsCentringAndSizeConstants() async {
        let harness = HeadlessHarness(size: Size(width: 300, height: 200))
        let a = makeView("a"), b = makeView("b")
        harness.window.addSubview(a)
        harness.window.addSubview(b)
        LayoutConstraint.activate([
            a.widthAnchor.constraint(equalToConstant: 100),
            a.heightAnchor.constraint(equalToConstant: 40),
            a.centerXAnchor.constraint(equalTo: harness.window.centerXAnchor),
            a.centerYAnchor.constraint(equalTo: harness.window.centerYAnchor),
            b.topAnchor.constraint(equalToSystemSpacingBelow: a.bottomAnchor),
            b.leadingAnchor.constraint(equalTo: a.leadingAnchor),
            b.widthAnchor.constraint(equalTo: a.widthAnchor, multiplier: 2, constant: -50),
            b.heightAnchor.constraint(equalToConstant: 10),
        ])
        harness.render()
        XCTAssertEqual(a.frame, Rect(x: 100, y: 80, width: 100, height: 40))
        XCTAssertEqual(b.frame, Rect(x: 100, y: 128, width: 150, height: 10))
    }

    @MainActor func testAConstantChangedLaterMovesTheViewAtTheNextPass() async {
        let harness = HeadlessHarness(size: Size(width: 300, height: 200))
        let box = makeView("box")
        harness.window.addSubview(box)
        let left = box.leftAnchor.constraint(equalTo: harness.window.leftAnchor, constant: 10)
        LayoutConstraint.activate([left, box.topAnchor.constraint(equalTo: harness.window.topAnchor),
                                   box.widthAnchor.constraint(equalToConstant: 50), box.heightAnchor.constraint(equalToConstant: 50)])
        harness.render()
        XCTAssertEqual(box.frame.minX, 10)
        left.constant = 70
        XCTAssertEqual(box.frame.minX, 10, "not before the layout pass")
        harness.render()
        XCTAssertEqual(box.frame.minX, 70)
        left.isActive = false
        harness.render()
        XCTAssertEqual(box.frame.minX, 70, "a view keeps its frame when its constraint goes")
        XCTAssertFalse(left.isActive)
    }

    @MainActor func testPrioritiesChooseBetweenWishes() async {
        let harness = HeadlessHarness(size: Size(width: 300, height: 100))
        let box = makeView("box")
        harness.window.addSubview(box)
        let wide = box.widthAnchor.constraint(equalToConstant: 500)
        wide.priority = .defaultHigh
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: harness.window.leadingAnchor),
            box.trailingAnchor.constraint(lessThanOrEqualTo: harness.window.trailingAnchor),
            box.topAnchor.constraint(equalTo: harness.window.topAnchor), box.heightAnchor.constraint(equalToConstant: 20), wide,
        ])
        harness.render()
        XCTAssertEqual(box.frame.width, 300, "the required bound wins over the wish")
        harness.window.send(.resized(Size(width: 800, height: 100)))
        harness.render()
        XCTAssertEqual(box.frame.width, 500, "with room, the wish is met")
    }

    @MainActor func testALayoutGuideAndMargins() async {
        let harness = HeadlessHarness(size: Size(width: 400, height: 100))
        let container = makeView("container")
        harness.window.addSubview(container)
        container.layoutMargins = EdgeInsets(top: 5, left: 12, bottom: 5, right: 12)
        let a = makeView("a"), b = makeView("b")
        container.addSubview(a)
        container.addSubview(b)
        let gap = LayoutGuide(identifier: "gap")
        container.addLayoutGuide(gap)
        let margins = container.layoutMarginsGuide
        LayoutConstraint.activate([
            container.leadingAnchor.constraint(equalTo: harness.window.leadingAnchor),
            container.trailingAnchor.constraint(equalTo: harness.window.trailingAnchor),
            container.topAnchor.constraint(equalTo: harness.window.topAnchor), container.heightAnchor.constraint(equalToConstant: 60),
            a.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            gap.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            b.leadingAnchor.constraint(equalTo: gap.trailingAnchor),
            b.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            gap.widthAnchor.constraint(equalToConstant: 16),
            a.widthAnchor.constraint(equalTo: b.widthAnchor),
            a.topAnchor.constraint(equalTo: margins.topAnchor), a.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            b.topAnchor.constraint(equalTo: a.topAnchor), b.heightAnchor.constraint(equalTo: a.heightAnchor),
            gap.topAnchor.constraint(equalTo: a.topAnchor), gap.heightAnchor.constraint(equalToConstant: 1),
        ])
        harness.render()
        XCTAssertEqual(a.frame, Rect(x: 12, y: 5, width: 180, height: 50))
        XCTAssertEqual(b.frame, Rect(x: 208, y: 5, width: 180, height: 50))
        XCTAssertEqual(gap.layoutFrame, Rect(x: 192, y: 5, width: 16, height: 1))
    }

    @MainActor func testConstraintsAcrossContainersUseTheCommonAncestor() async {
        let harness = HeadlessHarness(size: Size(width: 400, height: 300))
        // Two translated containers (placed by frames) and a view in each, aligned to each other.
        let left = View(frame: Rect(x: 10, y: 10, width: 180, height: 280))
        let right = View(frame: Rect(x: 210, y: 40, width: 180, height: 250))
        harness.window.addSubview(left)
        harness.window.addSubview(right)
        let a = makeView("a"), b = makeView("b")
        left.addSubview(a)
        right.addSubview(b)
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: left.leadingAnchor, constant: 5), a.topAnchor.constraint(equalTo: left.topAnchor, constant: 50),
            a.widthAnchor.constraint(equalToConstant: 20), a.heightAnchor.constraint(equalToConstant: 20),
            b.topAnchor.constraint(equalTo: a.topAnchor),
            b.trailingAnchor.constraint(equalTo: right.trailingAnchor), b.widthAnchor.constraint(equalTo: a.widthAnchor), b.heightAnchor.constraint(equalTo: a.heightAnchor),
        ])
        harness.render()
        XCTAssertEqual(a.frame, Rect(x: 5, y: 50, width: 20, height: 20))
        XCTAssertEqual(b.convert(b.bounds, to: nil).minY, a.convert(a.bounds, to: nil).minY, "aligned across containers")
        XCTAssertEqual(b.frame, Rect(x: 160, y: 20, width: 20, height: 20))
        XCTAssertTrue(harness.window.constraints.contains { $0.firstItem === b && $0.firstAttribute == .top }, "installed on the window")
        right.frame.origin.y = 0
        harness.render()
        XCTAssertEqual(b.frame.minY, 60, "the translated container moved; the aligned view follows")
    }

    @MainActor func testConflictingRequiredConstraintsAreReportedAndLayoutGoesOn() async {
        let harness = HeadlessHarness(size: Size(width: 300, height: 100))
        let box = makeView("box")
        harness.window.addSubview(box)
        LayoutConstraint.activate([
            box.leftAnchor.constraint(equalTo: harness.window.leftAnchor),
            box.topAnchor.constraint(equalTo: harness.window.topAnchor),
            box.widthAnchor.constraint(equalToConstant: 100), box.heightAnchor.constraint(equalToConstant: 10),
        ])
        let conflicting = box.widthAnchor.constraint(equalToConstant: 200)
        conflicting.identifier = "too-wide"
        conflicting.isActive = true
        harness.render()
        XCTAssertEqual(box.frame.width, 100, "the later constraint is the one left out")
        let engine = harness.window.layoutStorage?.engine
        let message = engine?.conflicts.last ?? ""
        XCTAssertTrue(message.contains("unable to satisfy all of these layout constraints"), message)
        XCTAssertTrue(message.contains("View('box').width == 100"), message)
        XCTAssertTrue(message.contains("recovering by leaving out 'too-wide' View('box').width == 200"), message)
        XCTAssertTrue(message.contains("AutoLayoutTests.swift:"), "the creating call site: \(message)")
        XCTAssertTrue(harness.loggedMessages.contains { $0.contains("too-wide") }, "the conflict is in the harness's own log")
    }

    @MainActor func testViewsWithoutACommonAncestorAreAnErrorNotACrash() async {
        // Two views in two windows: no common ancestor.
        let harness = HeadlessHarness(size: Size(width: 100, height: 100)), other = HeadlessHarness(size: Size(width: 100, height: 100))
        let a = makeView("lonely-a"), b = makeView("lonely-b")
        harness.window.addSubview(a)
        other.window.addSubview(b)
        let constraint = a.leadingAnchor.constraint(equalTo: b.trailingAnchor)
        constraint.isActive = true
        XCTAssertFalse(constraint.isActive)
        XCTAssertTrue(
            harness.loggedMessages.contains { $0.contains("View('lonely-a').leading == View('lonely-b').trailing") && $0.contains("no common ancestor") },
            "logged in the context of the constraint's first view: \(harness.loggedMessages)")
        XCTAssertEqual(other.loggedMessages, [], "the other window's context logged nothing")
    }

    @MainActor func testRemovingAViewDeactivatesTheConstraintsAboveThatPointAtIt() async {
        let harness = HeadlessHarness(size: Size(width: 300, height: 100))
        let a = makeView("a"), b = makeView("b")
        harness.window.addSubview(a)
        harness.window.addSubview(b)
        let between = b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8)
        let own = a.widthAnchor.constraint(equalToConstant: 40)
        LayoutConstraint.activate([between, own, a.leadingAnchor.constraint(equalTo: harness.window.leadingAnchor)])
        harness.render()
        a.removeFromSuperview()
        XCTAssertFalse(between.isActive, "it pointed into the removed view from outside")
        XCTAssertTrue(own.isActive, "the removed view keeps its own constraints")
        harness.render()
        harness.window.addSubview(a)
        harness.render()
        XCTAssertEqual(a.frame.width, 40, "and they work again when it comes back")
    }

    @MainActor func testRemovingMostOfTheTreeKeepsTheRestLaidOutAndDeactivatesWhatPointedIn() async {
        // A subtree holding most of the constraints leaves by the engine starting again with
        // what stays (issue 25); what stays must lay out as before, and follow changes.
        let harness = HeadlessHarness(size: Size(width: 300, height: 400))
        let big = makeView("big"), kept = makeView("kept")
        harness.window.addSubview(big)
        harness.window.addSubview(kept)
        var constraints = [big.leadingAnchor.constraint(equalTo: harness.window.leadingAnchor), big.topAnchor.constraint(equalTo: harness.window.topAnchor),
                           big.widthAnchor.constraint(equalToConstant: 100), big.heightAnchor.constraint(equalToConstant: 300)]
        var previous: View?
        for index in 0..<40 {
            let row = makeView("row\(index)")
            big.addSubview(row)
            constraints += [row.leadingAnchor.constraint(equalTo: big.leadingAnchor), row.widthAnchor.constraint(equalToConstant: 10),
                            row.heightAnchor.constraint(equalToConstant: 5), row.topAnchor.constraint(equalTo: previous?.bottomAnchor ?? big.topAnchor)]
            previous = row
        }
        let pointingIn = kept.topAnchor.constraint(equalTo: previous!.bottomAnchor)
        let trailing = kept.trailingAnchor.constraint(equalTo: harness.window.trailingAnchor, constant: -10)
        constraints += [pointingIn, trailing, kept.widthAnchor.constraint(equalToConstant: 30), kept.heightAnchor.constraint(equalToConstant: 20)]
        LayoutConstraint.activate(constraints)
        harness.render()
        XCTAssertEqual(kept.frame, Rect(x: 260, y: 200, width: 30, height: 20))
        big.removeFromSuperview()
        XCTAssertFalse(pointingIn.isActive, "it pointed into the removed subtree from outside")
        trailing.constant = -50
        harness.render()
        XCTAssertEqual(kept.frame.origin.x, 220, "the view that stayed still follows its constraints")
        XCTAssertEqual(kept.frame.size, Size(width: 30, height: 20))
        harness.window.addSubview(big)
        harness.render()
        XCTAssertEqual(big.subviews.last?.frame.maxY, 200, "the removed subtree lays out again when it comes back")
    }

    @MainActor func testASolutionOutOfAllProportionIsClampedAndItsConstraintsNamed() async {
        // Multipliers each within the limits, chained: 2e300 and infinity came out as frames
        // while every required constraint held (issue 25).
        let harness = HeadlessHarness(size: Size(width: 300, height: 100))
        var views: [View] = []
        var constraints: [LayoutConstraint] = []
        for index in 0..<8 {
            let view = makeView("v\(index)")
            harness.window.addSubview(view)
            constraints += [view.leadingAnchor.constraint(equalTo: harness.window.leadingAnchor), view.topAnchor.constraint(equalTo: harness.window.topAnchor),
                            view.heightAnchor.constraint(equalToConstant: 10)]
            if let previous = views.last {
                constraints.append(view.widthAnchor.constraint(equalTo: previous.widthAnchor, multiplier: 1000))
            } else {
                constraints.append(view.widthAnchor.constraint(equalToConstant: 100))
            }
            views.append(view)
        }
        LayoutConstraint.activate(constraints)
        harness.render()
        XCTAssertEqual(views[1].frame.width, 100_000, "in proportion: as solved")
        XCTAssertEqual(views[7].frame.width, LayoutConstants.maximumSolvedCoordinate, "1e23 is clamped")
        XCTAssertTrue(views.allSatisfy { $0.frame.width.isFinite })
        let message = harness.loggedMessages.first { $0.contains("View('v7')") && $0.contains("past ±10000000 points") }
        XCTAssertNotNil(message, "\(harness.loggedMessages)")
        XCTAssertTrue(message?.contains("View('v7').width == View('v6').width × 1000") == true, message ?? "")
    }

    @MainActor func testConstraintChangesInsideAnAnimationAnimateTheFrames() async {
        let harness = HeadlessHarness(size: Size(width: 300, height: 100))
        let box = makeView("box")
        harness.window.addSubview(box)
        let left = box.leftAnchor.constraint(equalTo: harness.window.leftAnchor)
        LayoutConstraint.activate([left, box.topAnchor.constraint(equalTo: harness.window.topAnchor),
                                   box.widthAnchor.constraint(equalToConstant: 20), box.heightAnchor.constraint(equalToConstant: 20)])
        harness.render()
        View.animate(withDuration: 1, curve: .linear) {
            left.constant = 200
            harness.window.layoutIfNeeded()
        }
        harness.advance(by: 0.5)
        XCTAssertEqual(box.frame.minX, 100, accuracy: 5, "half way")
        harness.settle()
        XCTAssertEqual(box.frame.minX, 200)
    }
}

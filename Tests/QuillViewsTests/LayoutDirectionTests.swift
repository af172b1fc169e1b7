import XCTest
import QuillTesting
@testable import QuillViews
import QuillFoundation

/// Right-to-left interfaces (issue 13): the layout direction passes down the tree, leading and
/// trailing constraints mirror as a whole, directional margins follow, and changing the
/// direction at run time lays the screen out again.
final class LayoutDirectionTests: XCTestCase {
    @MainActor private func makeView(_ name: String) -> View {
        let view = View(frame: .zero)
        view.accessibilityIdentifier = name
        view.translatesAutoresizingMaskIntoConstraints = false
        return view
    }

    @MainActor func testTheDirectionPassesDownUntilAViewForcesItsOwn() async {
        let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let middle = View(frame: .zero), leaf = View(frame: .zero), player = View(frame: .zero)
        root.addSubview(middle)
        middle.addSubview(leaf)
        middle.addSubview(player)
        XCTAssertEqual(leaf.effectiveUserInterfaceLayoutDirection, .leftToRight)
        root.semanticContentAttribute = .forceRightToLeft
        XCTAssertEqual(middle.effectiveUserInterfaceLayoutDirection, .rightToLeft)
        XCTAssertEqual(leaf.effectiveUserInterfaceLayoutDirection, .rightToLeft)
        player.semanticContentAttribute = .playback
        XCTAssertEqual(player.effectiveUserInterfaceLayoutDirection, .leftToRight, "playback controls never mirror")
        leaf.removeFromSuperview()
        XCTAssertEqual(leaf.effectiveUserInterfaceLayoutDirection, .leftToRight, "out of the tree it follows the application")
        XCTAssertEqual(View.userInterfaceLayoutDirection(for: .spatial, relativeTo: .rightToLeft), .leftToRight)
        XCTAssertEqual(View.userInterfaceLayoutDirection(for: .unspecified, relativeTo: .rightToLeft), .rightToLeft)
        XCTAssertEqual(UserInterfaceLayoutDirection(setting: "RTL"), .rightToLeft)
        XCTAssertEqual(UserInterfaceLayoutDirection(setting: "left-to-right"), .leftToRight)
        XCTAssertNil(UserInterfaceLayoutDirection(setting: "sideways"))
    }

    @MainActor func testLeadingAndTrailingConstraintsMirrorWithTheirConstants() async {
        let harness = HeadlessHarness(size: Size(width: 300, height: 200))
        harness.window.semanticContentAttribute = .forceRightToLeft
        let a = makeView("a"), b = makeView("b"), c = makeView("c")
        for view in [a, b, c] { harness.window.addSubview(view) }
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: harness.window.leadingAnchor, constant: 20),
            a.widthAnchor.constraint(equalToConstant: 100),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
            b.trailingAnchor.constraint(equalTo: harness.window.trailingAnchor, constant: -10),
            c.centerXAnchor.constraint(equalTo: a.leadingAnchor, constant: 10),
            c.widthAnchor.constraint(equalToConstant: 40),
            // Left and right never mirror.
            c.leftAnchor.constraint(greaterThanOrEqualTo: harness.window.leftAnchor),
        ] + [a, b, c].flatMap { [$0.topAnchor.constraint(equalTo: harness.window.topAnchor), $0.heightAnchor.constraint(equalToConstant: 20)] })
        harness.render()
        XCTAssertEqual(a.frame, Rect(x: 180, y: 0, width: 100, height: 20), "20 points in from the right edge")
        XCTAssertEqual(b.frame, Rect(x: 10, y: 0, width: 162, height: 20), "8 points to a's left, up to 10 from the left edge")
        XCTAssertEqual(c.frame.midX, 270, "a centre 10 points after a's leading edge, which is its right")
        for constraint in harness.window.constraints {
            XCTAssertEqual(constraint.violation ?? -1, 0, accuracy: 0.001, "\(constraint) is satisfied as measured in its own direction")
        }

        // Back to left to right at run time: the same constraints lay out the mirror image.
        harness.window.semanticContentAttribute = .unspecified
        harness.render()
        XCTAssertEqual(a.frame, Rect(x: 20, y: 0, width: 100, height: 20))
        XCTAssertEqual(b.frame, Rect(x: 128, y: 0, width: 162, height: 20))
        XCTAssertEqual(c.frame.midX, 30)
    }

    @MainActor func testASubtreeMovedIntoARightToLeftContainerIsLaidOutAgain() async {
        let harness = HeadlessHarness(size: Size(width: 300, height: 200))
        let left = makeView("left"), right = makeView("right"), child = makeView("child")
        right.semanticContentAttribute = .forceRightToLeft
        for container in [left, right] {
            harness.window.addSubview(container)
            LayoutConstraint.activate([
                container.topAnchor.constraint(equalTo: harness.window.topAnchor),
                container.widthAnchor.constraint(equalToConstant: 150),
                container.heightAnchor.constraint(equalToConstant: 100),
            ])
        }
        LayoutConstraint.activate([
            left.leftAnchor.constraint(equalTo: harness.window.leftAnchor),
            right.rightAnchor.constraint(equalTo: harness.window.rightAnchor),
        ])
        left.addSubview(child)
        func pin() {
            LayoutConstraint.activate([
                child.leadingAnchor.constraint(equalTo: child.superview!.leadingAnchor, constant: 10),
                child.topAnchor.constraint(equalTo: child.superview!.topAnchor),
                child.widthAnchor.constraint(equalToConstant: 30), child.heightAnchor.constraint(equalToConstant: 30),
            ])
        }
        pin()
        harness.render()
        XCTAssertEqual(child.frame.minX, 10)
        right.addSubview(child)
        pin()
        harness.render()
        XCTAssertEqual(child.frame.minX, 110, "10 points from the right of a 150-point container")
        XCTAssertEqual(child.effectiveUserInterfaceLayoutDirection, .rightToLeft)
    }

    @MainActor func testDirectionalMarginsAndTheMarginsGuideFollowTheDirection() async {
        let harness = HeadlessHarness(size: Size(width: 300, height: 200))
        let content = makeView("content")
        harness.window.addSubview(content)
        harness.window.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 40, bottom: 0, trailing: 5)
        LayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: harness.window.layoutMarginsGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: harness.window.layoutMarginsGuide.trailingAnchor),
            content.topAnchor.constraint(equalTo: harness.window.topAnchor), content.heightAnchor.constraint(equalToConstant: 10),
        ])
        harness.render()
        XCTAssertEqual(harness.window.layoutMargins.left, 40)
        XCTAssertEqual(content.frame.minX, 40)
        XCTAssertEqual(content.frame.maxX, 295)
        harness.window.semanticContentAttribute = .forceRightToLeft
        harness.render()
        XCTAssertEqual(harness.window.layoutMargins.right, 40, "the leading margin is now the right one")
        XCTAssertEqual(harness.window.directionalLayoutMargins.leading, 40)
        XCTAssertEqual(content.frame.minX, 5)
        XCTAssertEqual(content.frame.maxX, 260)
        // Setting the physical margins ends following the direction.
        harness.window.layoutMargins = EdgeInsets(top: 0, left: 1, bottom: 0, right: 2)
        harness.window.semanticContentAttribute = .forceLeftToRight
        XCTAssertEqual(harness.window.layoutMargins, EdgeInsets(top: 0, left: 1, bottom: 0, right: 2))
    }

    @MainActor func testViewsHearThatTheirDirectionChangedOnlyWhenItDid() async {
        final class Listener: View {
            var changes = 0
            override func effectiveUserInterfaceLayoutDirectionDidChange() {
                super.effectiveUserInterfaceLayoutDirectionDidChange()
                changes += 1
            }
        }
        let root = View(frame: .zero), forced = View(frame: .zero)
        let inherits = Listener(frame: .zero), pinned = Listener(frame: .zero)
        root.addSubview(inherits)
        root.addSubview(forced)
        forced.semanticContentAttribute = .forceLeftToRight
        forced.addSubview(pinned)
        root.semanticContentAttribute = .forceRightToLeft
        XCTAssertEqual(inherits.changes, 1)
        XCTAssertEqual(pinned.changes, 0, "under a view forced left to right nothing changed")
        root.semanticContentAttribute = .forceRightToLeft
        XCTAssertEqual(inherits.changes, 1, "setting the same value again tells nobody")
        let other = View(frame: .zero)
        other.semanticContentAttribute = .forceRightToLeft
        other.addSubview(inherits)
        XCTAssertEqual(inherits.changes, 1, "moved between two right-to-left parents: no change")
        View(frame: .zero).addSubview(inherits)
        XCTAssertEqual(inherits.changes, 2)
    }

    @MainActor func testAContextsDirectionMirrorsItsWindows() async throws {
        let context = ApplicationContext()
        let window = Window(size: Size(width: 200, height: 100), context: context)
        let box = makeView("box")
        window.addSubview(box)
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
            box.topAnchor.constraint(equalTo: window.topAnchor),
            box.widthAnchor.constraint(equalToConstant: 50), box.heightAnchor.constraint(equalToConstant: 50),
        ])
        window.layoutIfNeeded()
        XCTAssertEqual(box.frame.minX, 10)
        context.userInterfaceLayoutDirection = .rightToLeft
        XCTAssertEqual(box.effectiveUserInterfaceLayoutDirection, .rightToLeft)
        window.layoutIfNeeded()
        XCTAssertEqual(box.frame.minX, 140)
    }
}

import XCTest
@testable import QuillViews
import QuillFoundation

/// A view's readable content and keyboard guides (UIKit's `readableContentGuide` and
/// `keyboardLayoutGuide`) follow the view as its size, margins and safe area change.
final class ViewGuideTests: XCTestCase {
    /// A root view of `width` with one subview pinned to `guide`'s four edges.
    @MainActor private func pinned(to guide: (View) -> LayoutGuide, width: Double, height: Double = 400) -> (View, View) {
        let root = View(frame: Rect(x: 0, y: 0, width: width, height: height))
        let content = View(frame: .zero)
        content.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(content)
        let g = guide(root)
        LayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: g.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: g.trailingAnchor),
            content.topAnchor.constraint(equalTo: g.topAnchor),
            content.bottomAnchor.constraint(equalTo: g.bottomAnchor),
        ])
        root.layoutIfNeeded()
        return (root, content)
    }

    @MainActor func testTheReadableGuideIsTheMarginsGuideOnANarrowView() async {
        let (root, content) = pinned(to: \.readableContentGuide, width: 375)
        root.layoutMargins = EdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
        root.layoutIfNeeded()
        XCTAssertEqual(content.frame, Rect(x: 16, y: 8, width: 343, height: 384))
        XCTAssertEqual(root.readableContentGuide.layoutFrame, root.layoutMarginsGuide.layoutFrame)
    }

    @MainActor func testTheReadableGuideIsCentredAnd672WideOnAWideView() async {
        // UIKit's iPad figure: a 768-point view with 20-point margins has its guide at x 48.
        let (root, content) = pinned(to: \.readableContentGuide, width: 768)
        root.layoutMargins = EdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
        root.layoutIfNeeded()
        XCTAssertEqual(content.frame, Rect(x: 48, y: 0, width: 672, height: 400))
        XCTAssertEqual(root.readableContentGuide.layoutFrame, content.frame)
    }

    @MainActor func testTheReadableGuideFollowsTheViewAcrossTheReadableWidth() async {
        // Growing past the readable width changes the guide's form (its width stops following
        // the view's): the constraints written for the narrow view are redone.
        let (root, content) = pinned(to: \.readableContentGuide, width: 400)
        XCTAssertEqual(content.frame, Rect(x: 8, y: 8, width: 384, height: 384))
        root.frame = Rect(x: 0, y: 0, width: 1000, height: 400)
        root.layoutIfNeeded()
        XCTAssertEqual(content.frame, Rect(x: 164, y: 8, width: 672, height: 384))
        root.frame = Rect(x: 0, y: 0, width: 500, height: 400)
        root.layoutIfNeeded()
        XCTAssertEqual(content.frame, Rect(x: 8, y: 8, width: 484, height: 384))
    }

    @MainActor func testTheReadableGuideCentresBetweenUnequalMargins() async {
        let (root, content) = pinned(to: \.readableContentGuide, width: 1000)
        root.layoutMargins = EdgeInsets(top: 0, left: 100, bottom: 0, right: 20)
        root.layoutIfNeeded()
        // The margins leave 100...980; the 672-point guide sits in its middle, 204 from each end.
        XCTAssertEqual(content.frame.minX, 204)
        XCTAssertEqual(content.frame.width, 672)
    }

    @MainActor func testTheKeyboardGuideIsTheStripBelowTheSafeArea() async {
        let (root, content) = pinned(to: \.keyboardLayoutGuide, width: 390, height: 844)
        XCTAssertEqual(content.frame, Rect(x: 0, y: 844, width: 390, height: 0), "no safe area: an empty strip at the bottom edge")
        root.additionalSafeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        root.layoutIfNeeded()
        XCTAssertEqual(content.frame, Rect(x: 0, y: 810, width: 390, height: 34), "the home indicator's 34 points, across the whole width")
        XCTAssertEqual(root.keyboardLayoutGuide.layoutFrame, content.frame)
    }

    @MainActor func testContentAboveTheKeyboardGuideKeepsClearOfTheHomeIndicator() async {
        let root = View(frame: Rect(x: 0, y: 0, width: 390, height: 844))
        root.additionalSafeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let bar = View(frame: .zero)
        bar.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(bar)
        let constraints = [
            bar.bottomAnchor.constraint(equalTo: root.keyboardLayoutGuide.topAnchor, constant: -8),
            bar.leadingAnchor.constraint(equalTo: root.readableContentGuide.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: root.readableContentGuide.trailingAnchor),
            bar.heightAnchor.constraint(equalToConstant: 44),
        ]
        LayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
        XCTAssertEqual(bar.frame, Rect(x: 8, y: 758, width: 374, height: 44))
        for constraint in constraints {
            XCTAssertEqual(constraint.violation ?? -1, 0, accuracy: 1e-9, "\(constraint) holds on screen")
        }
    }

    @MainActor func testEachGuideIsMadeOnceAndNamedAsInUIKit() async {
        let view = View(frame: .zero)
        XCTAssertTrue(view.readableContentGuide === view.readableContentGuide)
        XCTAssertTrue(view.keyboardLayoutGuide === view.keyboardLayoutGuide)
        XCTAssertFalse(view.keyboardLayoutGuide === view.safeAreaLayoutGuide)
        XCTAssertEqual(view.readableContentGuide.identifier, "readableContentGuide")
        XCTAssertEqual(view.keyboardLayoutGuide.identifier, "keyboardLayoutGuide")
        XCTAssertEqual(view.layoutMarginsGuide.ownGuideProperty, "layoutMarginsGuide")
        XCTAssertNil(LayoutGuide().ownGuideProperty)
    }

    @MainActor func testTheMarginsGuidesLayoutFrameIsTheInsetBounds() async {
        // It used to stay at zero: the engine solves no variables of its own for it.
        let view = View(frame: Rect(x: 10, y: 10, width: 200, height: 100))
        view.layoutMargins = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        XCTAssertEqual(view.layoutMarginsGuide.layoutFrame, Rect(x: 2, y: 1, width: 194, height: 96))
        XCTAssertEqual(view.safeAreaLayoutGuide.layoutFrame, Rect(x: 0, y: 0, width: 200, height: 100))
    }
}

extension ViewGuideTests {
    @MainActor func testChangingTheMarginsOfTheCommonAncestorMovesWhatIsPinnedToThem() async {
        // The constraints use none of the root's variables (it is their common ancestor), only
        // its margins as constants: they are linked to it all the same, and written again.
        let (root, content) = pinned(to: \.layoutMarginsGuide, width: 300)
        let margin = View(frame: .zero)
        margin.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(margin)
        LayoutConstraint.activate([
            LayoutConstraint(item: margin, attribute: .leading, toItem: root, attribute: .leadingMargin),
            margin.topAnchor.constraint(equalTo: root.topAnchor),
            margin.widthAnchor.constraint(equalToConstant: 10),
            margin.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(content.frame.minX, 8)
        root.layoutMargins = EdgeInsets(top: 20, left: 30, bottom: 20, right: 30)
        root.layoutIfNeeded()
        XCTAssertEqual(content.frame, Rect(x: 30, y: 20, width: 240, height: 360))
        XCTAssertEqual(margin.frame.minX, 30)
    }
}

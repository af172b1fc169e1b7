import XCTest
@testable import QuillViews
import QuillFoundation

final class ViewHierarchyTests: XCTestCase {
    @MainActor private func same(_ a: [View], _ b: [View]) -> Bool { a.elementsEqual(b, by: ===) }

    @MainActor func testAddInsertAndReorder() async {
        let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let a = View(), b = View(), c = View(), d = View()
        root.addSubview(a)
        root.addSubview(b)
        root.insertSubview(c, at: 0)
        XCTAssertTrue(same(root.subviews, [c, a, b]))
        root.insertSubview(d, aboveSubview: c)
        XCTAssertTrue(same(root.subviews, [c, d, a, b]))
        root.bringSubviewToFront(c)
        XCTAssertTrue(same(root.subviews, [d, a, b, c]))
        root.sendSubviewToBack(b)
        XCTAssertTrue(same(root.subviews, [b, d, a, c]))
        root.insertSubview(c, belowSubview: d)
        XCTAssertTrue(same(root.subviews, [b, c, d, a]))
        root.exchangeSubview(at: 0, withSubviewAt: 3)
        XCTAssertTrue(same(root.subviews, [a, c, d, b]))
        XCTAssertTrue(a.superview === root)
    }

    @MainActor func testAddingToAnotherSuperviewMovesTheView() async {
        let first = View(), second = View(), child = View()
        first.addSubview(child)
        second.addSubview(child)
        XCTAssertTrue(first.subviews.isEmpty)
        XCTAssertTrue(child.superview === second)
        child.removeFromSuperview()
        XCTAssertNil(child.superview)
        XCTAssertTrue(second.subviews.isEmpty)
    }

    @MainActor func testSubviewsThatOutliveTheirSuperviewForgetIt() async {
        // The back pointer is unretained: the superview clears it as it goes.
        let child = View(), grandchild = View(), sibling = View()
        weak var released: View?
        do {
            let parent = View()
            released = parent
            parent.addSubview(child)
            parent.addSubview(sibling)
            child.addSubview(grandchild)
            XCTAssertTrue(child.superview === parent)
        }
        XCTAssertNil(released)
        XCTAssertNil(child.superview)
        XCTAssertNil(sibling.superview)
        XCTAssertNil(child.next)
        XCTAssertTrue(grandchild.superview === child)
        // A chain freed from the top: the middle view goes with its superview, the kept leaf
        // forgets it.
        let leaf = View()
        do {
            let top = View(), middle = View()
            top.addSubview(middle)
            middle.addSubview(leaf)
        }
        XCTAssertNil(leaf.superview)
        XCTAssertEqual(leaf.tintColor, .systemBlue)
        // A kept subview can join another view afterwards.
        let other = View()
        other.addSubview(leaf)
        XCTAssertTrue(leaf.superview === other)
    }

    @MainActor func testWindowPropagatesToDescendants() async {
        let window = Window(size: Size(width: 100, height: 100))
        let parent = View(), child = View()
        parent.addSubview(child)
        XCTAssertNil(child.window)
        window.addSubview(parent)
        XCTAssertTrue(child.window === window)
        parent.removeFromSuperview()
        XCTAssertNil(child.window)
    }

    @MainActor func testLifecycleHooksRunInOrder() async {
        final class Recorder: View {
            var log: [String] = []
            override func willMove(toSuperview newSuperview: View?) { log.append("willMoveToSuperview(\(newSuperview == nil ? "nil" : "view"))") }
            override func didMoveToSuperview() { log.append("didMoveToSuperview") }
            override func willMove(toWindow newWindow: Window?) { log.append("willMoveToWindow(\(newWindow == nil ? "nil" : "window"))") }
            override func didMoveToWindow() { log.append("didMoveToWindow") }
        }
        let window = Window(size: Size(width: 10, height: 10))
        let view = Recorder()
        window.addSubview(view)
        view.removeFromSuperview()
        XCTAssertEqual(view.log, [
            "willMoveToSuperview(view)", "willMoveToWindow(window)", "didMoveToSuperview", "didMoveToWindow",
            "willMoveToSuperview(nil)", "willMoveToWindow(nil)", "didMoveToSuperview", "didMoveToWindow",
        ])
    }

    @MainActor func testViewWithTagSearchesReceiverFirstThenDepthFirstInSubviewOrder() async {
        let root = View()
        root.tag = 1
        let a = View(), a1 = View(), b = View()
        a.tag = 2; a1.tag = 3; b.tag = 3
        root.addSubview(a)
        a.addSubview(a1)
        root.addSubview(b)
        XCTAssertTrue(root.viewWithTag(1) === root)
        XCTAssertTrue(root.viewWithTag(3) === a1, "a1 comes before b depth-first")
        XCTAssertTrue(b.viewWithTag(3) === b)
        XCTAssertNil(root.viewWithTag(42))
        // Tag 0 is every untagged view's tag: the first untagged one in order is found.
        XCTAssertTrue(a.viewWithTag(0) == nil)
    }

    @MainActor func testRestorationIdentifierLookup() async {
        let root = View(), inner = View()
        inner.restorationIdentifier = "detail"
        root.addSubview(inner)
        XCTAssertTrue(root.viewWithRestorationIdentifier("detail") === inner)
    }

    @MainActor func testRecursiveDescriptionListsClassFrameTagAndIdentifier() async {
        let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 50))
        let child = View(frame: Rect(x: 5, y: 6, width: 20, height: 10))
        child.tag = 7
        child.restorationIdentifier = "cell"
        child.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
        root.addSubview(child)
        XCTAssertEqual(root.recursiveDescription, """
            <View: frame = (0 0; 100 50)>
               | <View: frame = (5 6; 20 10); tag = 7; restorationIdentifier = "cell"; autoresize = W+BM>
            """)
    }

    @MainActor func testFrameBoundsAndCenterStayConsistent() async {
        let v = View(frame: Rect(x: 10, y: 20, width: 30, height: 40))
        XCTAssertEqual(v.center, Point(x: 25, y: 40))
        XCTAssertEqual(v.bounds, Rect(x: 0, y: 0, width: 30, height: 40))
        v.center = Point(x: 0, y: 0)
        XCTAssertEqual(v.frame, Rect(x: -15, y: -20, width: 30, height: 40))
        v.bounds.size = Size(width: 10, height: 10)
        XCTAssertEqual(v.frame, Rect(x: -5, y: -5, width: 10, height: 10))
        v.transform = Transform(scaleX: 2, y: 2)
        XCTAssertEqual(v.frame, Rect(x: -10, y: -10, width: 20, height: 20))
    }

    @MainActor func testSizeToFitKeepsOrigin() async {
        final class Fixed: View {
            override func sizeThatFits(_ size: Size) -> Size { Size(width: 12, height: 8) }
        }
        let v = Fixed(frame: Rect(x: 3, y: 4, width: 100, height: 100))
        v.sizeToFit()
        XCTAssertEqual(v.frame, Rect(x: 3, y: 4, width: 12, height: 8))
    }

    @MainActor func testConvertBetweenSiblingsThroughBoundsOriginAndTransform() async {
        let window = Window(size: Size(width: 200, height: 200))
        let a = View(frame: Rect(x: 10, y: 10, width: 50, height: 50))
        let b = View(frame: Rect(x: 100, y: 20, width: 50, height: 50))
        b.bounds.origin = Point(x: 0, y: 30)  // scrolled down by 30
        window.addSubview(a)
        window.addSubview(b)
        XCTAssertEqual(a.convert(Point(x: 0, y: 0), to: b), Point(x: -90, y: 20))
        XCTAssertEqual(b.convert(Point(x: 0, y: 30), to: nil), Point(x: 100, y: 20))
        XCTAssertEqual(a.convert(Point(x: 100, y: 20), from: nil), Point(x: 90, y: 10))
        a.transform = Transform(scaleX: 2, y: 2)
        // Scaled about its centre (35, 35): local (0,0) is 25 left/up of centre → 50 in window.
        XCTAssertEqual(a.convert(Point(x: 0, y: 0), to: nil), Point(x: -15, y: -15))
        XCTAssertEqual(a.convert(Rect(x: 0, y: 0, width: 50, height: 50), to: nil), Rect(x: -15, y: -15, width: 100, height: 100))
    }
}

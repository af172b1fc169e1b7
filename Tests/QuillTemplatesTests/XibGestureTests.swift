import XCTest
@testable import QuillTemplates
import QuillTesting
import QuillViews
import QuillWidgets
import QuillFoundation

/// Gesture recognizers from a .xib (issue 27): the top-level `<tapGestureRecognizer>` and its
/// siblings with their settings, a view's `gestureRecognizers` outlet collection, actions to
/// File's Owner that take the recognizer, and the delegate outlet, on the general path and on
/// a replayed plan, then driven through a window.
final class XibGestureTests: XCTestCase {
    @MainActor final class PhotoOwner: GestureRecognizerDelegate {
        @Outlet var view: View?
        @Outlet var doubleTap: TapGestureRecognizer?
        @Action var photoTapped = PhotoOwner.tapped
        @Action var photoHeld = PhotoOwner.held
        @Action var photoSwiped = PhotoOwner.swiped
        var log: [String] = []
        func tapped(_ sender: TapGestureRecognizer) { log.append("tap \(sender.numberOfTapsRequired)") }
        func held(_ sender: LongPressGestureRecognizer) { log.append("hold \(sender.state)") }
        func swiped(_ sender: SwipeGestureRecognizer) { log.append("swipe") }
        func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
            log.append("asked")
            return true
        }
    }

    static let screen = TemplateConstraintTests.xib("""
                <view contentMode="scaleToFill" id="V">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="240"/>
                    <subviews>
                        <imageView userInteractionEnabled="YES" contentMode="scaleAspectFit" id="P">
                            <rect key="frame" x="20" y="20" width="200" height="150"/>
                            <connections>
                                <outletCollection property="gestureRecognizers" destination="t2" appends="YES" id="g1"/>
                                <outletCollection property="gestureRecognizers" destination="lp" appends="YES" id="g2"/>
                            </connections>
                        </imageView>
                    </subviews>
                    <gestureRecognizers>
                        <swipeGestureRecognizer direction="left" id="sw">
                            <connections>
                                <action selector="photoSwiped:" destination="-1" id="a3"/>
                            </connections>
                        </swipeGestureRecognizer>
                    </gestureRecognizers>
                </view>
                <tapGestureRecognizer numberOfTapsRequired="2" cancelsTouchesInView="NO" id="t2">
                    <connections>
                        <action selector="photoTapped:" destination="-1" id="a1"/>
                        <outlet property="delegate" destination="-1" id="d1"/>
                    </connections>
                </tapGestureRecognizer>
                <pongPressGestureRecognizer allowableMovement="10" minimumPressDuration="0.8" id="lp">
                    <connections>
                        <action selector="photoHeld:" destination="-1" id="a2"/>
                    </connections>
                </pongPressGestureRecognizer>
                <screenEdgePanGestureRecognizer minimumNumberOfTouches="1" id="ep">
                    <rectEdge key="edges" left="YES"/>
                </screenEdgePanGestureRecognizer>
    """).replacingOccurrences(of: "userLabel=\"File's Owner\"/>", with: """
        userLabel="File's Owner">
                    <connections>
                        <outlet property="view" destination="V" id="o1"/>
                        <outlet property="doubleTap" destination="t2" id="o2"/>
                    </connections>
                </placeholder>
        """)

    @MainActor func testRecognizersFromAXibAreMadeAttachedAndFire() async throws {
        let registry = TemplateRegistry()
        try registry.register(PhotoOwner.self) { PhotoOwner() }
        let template = try TemplateFixture.template(Self.screen, name: "Photo.xib")
        XCTAssertEqual(template.document.diagnostics.map(\.description), [], "every element is known")
        for pass in ["general path", "replayed plan"] {
            let owner = PhotoOwner()
            let objects = try template.instantiate(owner: owner, options: TemplateOptions(strictness: .strict), registry: registry)
            let edge = try XCTUnwrap(objects.compactMap { $0 as? ScreenEdgePanGestureRecognizer }.first, pass)
            XCTAssertEqual(edge.edges, .left, pass)
            XCTAssertNil(edge.view, "\(pass): not attached to any view")
            let root = try XCTUnwrap(owner.view, pass)
            let photo = try XCTUnwrap(root.subviews.first, pass)
            let double = try XCTUnwrap(owner.doubleTap, pass)
            XCTAssertTrue(double.view === photo, pass)
            XCTAssertEqual(double.numberOfTapsRequired, 2, pass)
            XCTAssertFalse(double.cancelsTouchesInView, pass)
            XCTAssertTrue(double.delegate === owner, pass)
            let hold = try XCTUnwrap(photo.gestureRecognizers?.last as? LongPressGestureRecognizer, pass)
            XCTAssertEqual(hold.minimumPressDuration, 0.8, pass)
            XCTAssertEqual((root.gestureRecognizers?.first as? SwipeGestureRecognizer)?.direction, .left, pass)

            let harness = HeadlessHarness(size: Size(width: 320, height: 240))
            harness.window.addSubview(root)
            harness.click(at: Point(x: 100, y: 100))
            harness.advance(by: 0.1)
            harness.click(at: Point(x: 100, y: 100), clickCount: 2)
            harness.press(at: Point(x: 100, y: 100))
            harness.advance(by: 0.9)
            harness.release()
            harness.drag(from: Point(x: 300, y: 200), to: Point(x: 200, y: 200), steps: 5)
            XCTAssertEqual(owner.log, ["asked", "tap 2", "hold began", "hold ended", "swipe"], pass)
        }
    }

    @MainActor func testAnActionFromARecognizerToAMethodForAnotherSenderIsAnError() async throws {
        let registry = TemplateRegistry()
        try registry.register(PhotoOwner.self) { PhotoOwner() }
        let wrong = Self.screen.replacingOccurrences(of: "selector=\"photoTapped:\"", with: "selector=\"photoHeld:\"")
        let errors = TemplateFixture.errors(wrong, name: "Wrong.xib", registry: registry, owner: PhotoOwner())
        XCTAssertTrue(errors.contains("action 'photoHeld' of PhotoOwner takes a LongPressGestureRecognizer sender, but 't2' is a TapGestureRecognizer"), errors)
        XCTAssertTrue(errors.contains("Wrong.xib:"), errors)
    }

    @MainActor func testNativeTemplatesListARecognizersActionsAndAControlMustNameEvents() async throws {
        let registry = TemplateRegistry()
        try registry.register(PhotoOwner.self) { PhotoOwner() }
        let native = """
            quill: 1
            owner: {class: PhotoOwner, outlets: {view: root}}
            objects:
              - class: View
                id: root
                frame: [0, 0, 200, 100]
                outletCollections: {gestureRecognizers: [swipe]}
              - {class: SwipeGestureRecognizer, id: swipe, direction: left right, actions: [owner.photoSwiped]}
            """
        let owner = PhotoOwner()
        _ = try TemplateFixture.template(native, name: "Swipe.quill").instantiate(owner: owner, registry: registry)
        let swipe = try XCTUnwrap(owner.view?.gestureRecognizers?.first as? SwipeGestureRecognizer)
        XCTAssertEqual(swipe.direction, [.left, .right])
        swipe.state = .recognized
        XCTAssertEqual(owner.log, ["swipe"])

        let button = native.replacingOccurrences(of: "{class: SwipeGestureRecognizer, id: swipe, direction: left right,", with: "{class: Button, id: swipe,")
            .replacingOccurrences(of: "outletCollections: {gestureRecognizers: [swipe]}", with: "subviews: []")
        let errors = TemplateFixture.errors(button, name: "Events.quill", registry: registry, owner: PhotoOwner())
        XCTAssertTrue(errors.contains("Events.quill:"), errors)
        XCTAssertTrue(errors.contains("action 'photoSwiped' of 'swipe' (Button) names no control events"), errors)
    }
}

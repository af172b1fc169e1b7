import XCTest
@testable import QuillViews
import QuillFoundation

/// Views, windows and the application's context refer to a window, and recognizers and
/// interactions to their view, without keeping them alive and without weak references
/// (`UnretainedReference`, `WeakViewReference`): what outlives them reads `nil`.
final class UnretainedWindowReferenceTests: XCTestCase {
    /// A drop delegate that accepts nothing.
    @MainActor private final class Refusing: DropInteractionDelegate {
        func dropInteraction(_ interaction: DropInteraction, canHandle session: DropSession) -> Bool { false }
        func dropInteraction(_ interaction: DropInteraction, sessionDidUpdate session: DropSession) -> DropProposal { DropProposal(operation: .forbidden) }
        func dropInteraction(_ interaction: DropInteraction, performDrop session: DropSession) {}
    }

    @MainActor func testViewsAndWindowsThatOutliveAWindowForgetIt() async {
        let kept = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let inner = View()
        kept.addSubview(inner)
        let child = Window(size: Size(width: 50, height: 50))
        weak var released: Window?
        do {
            let window = Window(size: Size(width: 100, height: 100))
            released = window
            window.addSubview(kept)
            child.parentWindow = window
            XCTAssertTrue(kept.window === window)
            XCTAssertTrue(inner.window === window)
            XCTAssertTrue(child.parentWindow === window)
            XCTAssertTrue(Application.shared.context.windows.contains { $0 === window })
        }
        XCTAssertNil(released)
        XCTAssertNil(kept.window)
        XCTAssertNil(inner.window)
        XCTAssertNil(kept.superview)
        XCTAssertNil(child.parentWindow)
        XCTAssertTrue(child.window === child)
        XCTAssertTrue(Application.shared.context.windows.contains { $0 === child })
        // What a view asks of its window falls back to the application's.
        XCTAssertTrue(kept.context === Application.shared.context)
        kept.setNeedsDisplay()
        kept.setNeedsLayout()
        kept.layoutIfNeeded()
        // It can join another window.
        child.addSubview(kept)
        XCTAssertTrue(inner.window === child)
    }

    @MainActor func testRecognizersAndInteractionsForgetAFreedView() async {
        let recognizer = GestureRecognizer()
        let drop = DropInteraction(delegate: Refusing())
        do {
            let view = View()
            view.addGestureRecognizer(recognizer)
            view.addInteraction(drop)
            XCTAssertTrue(recognizer.view === view)
            XCTAssertTrue(drop.view === view)
        }
        XCTAssertNil(recognizer.view)
        XCTAssertNil(drop.view)
        let other = View()
        other.addGestureRecognizer(recognizer)
        XCTAssertTrue(recognizer.view === other)
        other.removeGestureRecognizer(recognizer)
        XCTAssertNil(recognizer.view)
    }
}

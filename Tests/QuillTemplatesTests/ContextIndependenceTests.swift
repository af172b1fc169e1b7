import XCTest
import QuillFoundation
import QuillTemplates
import QuillTesting
import QuillViews
import QuillWidgets

/// A view class registered in one harness's registry only.
@MainActor
final class OnlyInOneContextView: View {}

/// Two headless harnesses in one process: each owns its context (clock, scheduler, clipboard,
/// layout direction, registry, log, switches), and nothing one does reaches the other or the
/// application's context.
final class ContextIndependenceTests: XCTestCase {
    static let template = """
        quill: 1
        objects:
          - {class: OnlyInOneContextView, id: root, frame: [0, 0, 100, 40]}
        """

    @MainActor func testTwoHarnessesSideBySideShareNothing() async throws {
        let first = HeadlessHarness(size: Size(width: 200, height: 100))
        let second = HeadlessHarness(size: Size(width: 200, height: 100), layoutDirection: .rightToLeft)
        XCTAssertFalse(first.context === second.context)
        XCTAssertFalse(first.context === Application.shared.context)

        // Clocks and timers.
        var fired = (first: 0, second: 0)
        first.scheduler.schedule(after: 1) { _ in fired.first += 1 }
        second.scheduler.schedule(after: 1) { _ in fired.second += 1 }
        first.advance(by: 2)
        XCTAssertEqual(fired.first, 1, "the first harness's timer fired on its clock")
        XCTAssertEqual(fired.second, 0, "the second harness's clock did not move")
        XCTAssertEqual(first.clock.now - second.clock.now, 2, accuracy: 1e-9)

        // Layout directions.
        let left = View(frame: Rect(x: 0, y: 0, width: 10, height: 10)), right = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        first.window.addSubview(left)
        second.window.addSubview(right)
        XCTAssertEqual(left.effectiveUserInterfaceLayoutDirection, .leftToRight)
        XCTAssertEqual(right.effectiveUserInterfaceLayoutDirection, .rightToLeft)
        first.context.userInterfaceLayoutDirection = .rightToLeft
        second.context.userInterfaceLayoutDirection = .leftToRight
        XCTAssertEqual(left.effectiveUserInterfaceLayoutDirection, .rightToLeft, "the first harness's views follow its direction")
        XCTAssertEqual(right.effectiveUserInterfaceLayoutDirection, .leftToRight, "and the second's theirs")
        XCTAssertEqual(Application.shared.userInterfaceLayoutDirection, .leftToRight, "the application's direction did not change")

        // Registries.
        try first.context.templateRegistry.register(OnlyInOneContextView.self) { OnlyInOneContextView() }
        XCTAssertTrue(first.context.templateRegistry.isRegistered("OnlyInOneContextView"))
        XCTAssertFalse(second.context.templateRegistry.isRegistered("OnlyInOneContextView"), "the second registry does not know it")
        XCTAssertFalse(TemplateRegistry.shared.isRegistered("OnlyInOneContextView"), "nor does the application's")
        let template = try Template(data: Data(Self.template.utf8), path: "OnlyInOne.quill")
        XCTAssertTrue(try template.instantiate(registry: first.context.templateRegistry).first is OnlyInOneContextView)
        XCTAssertThrowsError(try template.instantiate(registry: second.context.templateRegistry), "unknown in the second context") { error in
            XCTAssertTrue("\(error)".contains("OnlyInOneContextView"), "\(error)")
        }

        // Clipboards.
        first.context.clipboard.text = "first"
        XCTAssertNil(second.context.clipboard.text, "the second harness has its own clipboard")

        // Logs.
        let box = View(frame: .zero)
        box.translatesAutoresizingMaskIntoConstraints = false
        first.window.addSubview(box)
        LayoutConstraint.activate([box.widthAnchor.constraint(equalToConstant: 10), box.widthAnchor.constraint(equalToConstant: 20)])
        first.render()
        second.render()
        XCTAssertTrue(first.loggedMessages.contains { $0.contains("unable to satisfy") }, "\(first.loggedMessages)")
        XCTAssertEqual(second.loggedMessages, [], "nothing the first harness logged reaches the second")

        // Animations and their switches.
        first.context.animationsUseLayers = false
        XCTAssertTrue(second.context.animationsUseLayers)
        View.animate(withDuration: 1) { left.alpha = 0 }
        XCTAssertTrue(first.scheduler.isAnimating)
        XCTAssertFalse(second.scheduler.isAnimating, "an animation in the first harness runs on its scheduler only")
        first.settle()
        XCTAssertEqual(left.alpha, 0)
    }
}

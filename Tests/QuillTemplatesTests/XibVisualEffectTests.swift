import Foundation
import XCTest
@testable import QuillTemplates
import QuillViews
import QuillWidgets
import QuillFoundation

/// A visual effect view from a .xib (issue 27): its material, and its content view with the
/// subviews and constraints written in it, on the general path and on a replayed plan.
final class XibVisualEffectTests: XCTestCase {
    @MainActor func testTheOverlayFixturesEffectViewHoldsItsContent() async throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../Fixtures/Xib/OverlayScreen.xib").standardizedFileURL.path
        let template = try Template(contentsOfFile: path)
        XCTAssertEqual(template.document.diagnostics.map(\.description), [], "every element is known")
        for pass in ["general path", "replayed plan"] {
            let instance = try template.makeInstance(options: TemplateOptions(strictness: .strict))
            let effect = try XCTUnwrap(instance.object(withID: "ovl-02-Eff") as? VisualEffectView, pass)
            XCTAssertEqual(effect.effect, .systemMaterial, pass)
            XCTAssertTrue(instance.object(withID: "ovl-03-Con") === effect.contentView, "\(pass): the content view is the effect view's own")
            let label = try XCTUnwrap(instance.object(withID: "ovl-04-Lab") as? Label, pass)
            XCTAssertTrue(label.superview === effect.contentView, pass)
            let root = try XCTUnwrap(instance.object(withID: "ovl-00-Roo") as? View, pass)
            root.layoutIfNeeded()
            XCTAssertEqual(label.frame.minX, 16, pass)
        }
    }
}

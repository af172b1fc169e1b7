import Foundation
import XCTest
import Quill
import QuillTesting
import QuillWidgetBundles

/// Widget bundles, their templates and images go away when nothing uses them (issue 12): a
/// loader, its bundle and what was read from it are created and dropped ten thousand times.
final class BundleLeakTests: XCTestCase {
    @MainActor func testTenThousandBundlesLoadedAndDroppedLeaveNothingAlive() async throws {
        var references: [() -> AnyObject?] = []
        func watch(_ object: AnyObject) { references.append { [weak object] in object } }
        let folder = Checkout.widgets + "/GridCell"
        for i in 0..<10_000 {
            do {
                let loader = WidgetBundleLoader(searchPaths: [Checkout.widgets])
                let bundle = try loader.load(at: folder)
                let template = try bundle.template(named: "GridCell")
                let image = try XCTUnwrap(try bundle.image(named: "placeholder", scale: i.isMultiple(of: 2) ? 1 : 2))
                if i.isMultiple(of: 10) {
                    watch(loader); watch(bundle); watch(template); watch(image)
                }
                if i.isMultiple(of: 1_000) {
                    let cell = try template.firstObject(of: GridViewCell.self)
                    watch(cell)
                    XCTAssertNotNil((cell.contentView.viewWithTag(2) as? ImageView)?.image)
                }
            }
        }
        XCTAssertEqual(references.count, 4_010)
        XCTAssertEqual(references.count { $0() != nil }, 0, "loaders, bundles, templates, images and cells are all freed")
    }
}

import Foundation
import XCTest
import QuillTesting
@testable import QuillTemplates
import QuillViews
import QuillWidgets
import QuillFoundation
import QuillGraphics

/// A table's inset grouped style and a view's masked corners from a .xib (issue 27).
final class XibSettingsCardTests: XCTestCase {
    @MainActor final class Owner: NSObject {
        @Outlet var view: View?
    }

    @MainActor func testInsetGroupedStyleAndMaskedCornersLoad() async throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../Fixtures/Xib/SettingsCard.xib").standardizedFileURL.path
        let template = try Template(contentsOfFile: path)
        XCTAssertEqual(template.document.diagnostics.map(\.description), [])
        let owner = Owner()
        _ = try template.makeInstance(owner: owner, options: TemplateOptions(strictness: .strict))
        let root = try XCTUnwrap(owner.view)
        let card = root.subviews[0]
        XCTAssertEqual(card.cornerRadius, 16)
        XCTAssertEqual(card.maskedCorners, .top, "Core Animation's bits 1 and 2")
        let table = try XCTUnwrap(root.subviews[1] as? TableView)
        XCTAssertEqual(table.style, .insetGrouped)
    }

    @MainActor func testACornerMaskOutOfRangeIsAnErrorThatSaysWhatItWants() async throws {
        let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch">
            <objects>
                <view contentMode="scaleToFill" id="v1">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                    <userDefinedRuntimeAttributes>
                        <userDefinedRuntimeAttribute type="number" keyPath="layer.maskedCorners">
                            <integer key="value" value="99"/>
                        </userDefinedRuntimeAttribute>
                    </userDefinedRuntimeAttributes>
                </view>
            </objects>
        </document>
        """
        let errors = TemplateFixture.errors(text, name: "Corners.xib", options: TemplateOptions(strictness: .strict))
        XCTAssertTrue(errors.contains("Corners.xib:7:"), errors)
        XCTAssertTrue(errors.contains("corners to round"), errors)
    }
}

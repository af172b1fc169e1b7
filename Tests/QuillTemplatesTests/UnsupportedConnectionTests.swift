import XCTest
@testable import QuillTemplates
import QuillViews

/// Connections Xcode writes to objects Quill does not make yet are left out with a warning that
/// says so; only a connection to an id no element has is taken for a file edited by hand.
final class UnsupportedConnectionTests: XCTestCase {
    @MainActor func testAConnectionToASkippedElementIsLeftOutAndSaysWhy() async throws {
        let screen = TemplateConstraintTests.xib("""
                <view id="V">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                    <navigationItem key="navigationItem" title="Notes" id="nav-1">
                        <barButtonItem key="rightBarButtonItem" systemItem="add" id="add-1"/>
                    </navigationItem>
                    <connections>
                        <outlet property="addButton" destination="add-1" id="o1"/>
                    </connections>
                </view>
        """)
        let template = try TemplateFixture.template(screen, name: "Bar.xib")
        let warnings = template.document.diagnostics.map(\.description).joined(separator: "\n")
        XCTAssertTrue(
            warnings.contains("connection 'addButton' refers to a <barButtonItem> (id 'add-1'), which Quill does not support yet; the connection is left out"),
            warnings)
        XCTAssertFalse(warnings.contains("edited by hand"), warnings)
        XCTAssertTrue(template.document.connections.isEmpty)
        XCTAssertNotNil(try template.makeInstance().object(withID: "V") as? View, "the file loads")

        let dangling = screen.replacingOccurrences(of: "destination=\"add-1\"", with: "destination=\"gone-9\"")
        XCTAssertThrowsError(try TemplateFixture.template(dangling, name: "Bar.xib")) { error in
            XCTAssertTrue("\(error)".contains("refers to id 'gone-9', which no object has"), "\(error)")
            XCTAssertTrue("\(error)".contains("edited by hand"), "\(error)")
        }
    }
}

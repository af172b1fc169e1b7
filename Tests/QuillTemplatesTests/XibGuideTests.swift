import XCTest
@testable import QuillTemplates
import QuillViews
import QuillWidgets
import QuillFoundation

/// What a .xib's views hold besides subviews (issue 26): the readable content and keyboard
/// guides constraints name, and a top-level table's header and footer views, which outlets
/// reach into. Each is checked on the general path and on a replayed plan.
final class XibGuideTests: XCTestCase {
    @MainActor final class HeaderOwner {
        @Outlet var view: TableView?
        @Outlet var titleLabel: Label?
    }

    private static let table = TemplateConstraintTests.xib("""
            <tableView clipsSubviews="YES" contentMode="scaleToFill" style="plain" rowHeight="44" id="T">
                <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                <view key="tableHeaderView" contentMode="scaleToFill" id="H">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="80"/>
                    <subviews>
                        <label opaque="NO" text="Header" translatesAutoresizingMaskIntoConstraints="NO" id="L">
                            <rect key="frame" x="16" y="30" width="56" height="21"/>
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstItem="L" firstAttribute="leading" secondItem="H" secondAttribute="leading" constant="16" id="c1"/>
                        <constraint firstItem="L" firstAttribute="centerY" secondItem="H" secondAttribute="centerY" id="c2"/>
                    </constraints>
                </view>
                <view key="tableFooterView" contentMode="scaleToFill" id="F">
                    <rect key="frame" x="0.0" y="124" width="320" height="44"/>
                </view>
            </tableView>
    """).replacingOccurrences(of: "userLabel=\"File's Owner\"/>", with: """
        userLabel="File's Owner">
                    <connections>
                        <outlet property="view" destination="T" id="o1"/>
                        <outlet property="titleLabel" destination="L" id="o2"/>
                    </connections>
                </placeholder>
        """)

    @MainActor func testATopLevelTablesHeaderAndFooterAreMadeAndReachedByOutlets() async throws {
        let registry = TemplateRegistry()
        try registry.register(HeaderOwner.self) { HeaderOwner() }
        let template = try TemplateFixture.template(Self.table, name: "Header.xib")
        XCTAssertEqual(template.document.diagnostics.map(\.description), [], "nothing is skipped")
        // The first load takes the general path and records a plan; the second replays it.
        for pass in ["general path", "replayed plan"] {
            let owner = HeaderOwner()
            _ = try template.instantiate(owner: owner, registry: registry)
            let table = try XCTUnwrap(owner.view, pass)
            let header = try XCTUnwrap(table.tableHeaderView, pass)
            XCTAssertTrue(owner.titleLabel?.superview === header, "\(pass): the outlet reaches the label inside the header")
            XCTAssertEqual(header.frame.height, 80, pass)
            XCTAssertEqual(table.tableFooterView?.frame.height, 44, pass)
            table.layoutIfNeeded()
            XCTAssertEqual(owner.titleLabel?.frame.minX, 16, pass)
        }
    }

    @MainActor func testReadableAndKeyboardGuidesFromAXib() async throws {
        let screen = TemplateConstraintTests.xib("""
                <view id="V">
                    <rect key="frame" x="0.0" y="0.0" width="1000" height="600"/>
                    <subviews>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="A">
                            <rect key="frame" x="164" y="8" width="672" height="100"/>
                        </view>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="B">
                            <rect key="frame" x="0.0" y="556" width="1000" height="44"/>
                        </view>
                    </subviews>
                    <viewLayoutGuide key="readableContentGuide" id="R"/>
                    <keyboardLayoutGuide key="keyboard" id="K"/>
                    <constraints>
                        <constraint firstItem="A" firstAttribute="leading" secondItem="R" secondAttribute="leading" id="c1"/>
                        <constraint firstItem="R" firstAttribute="trailing" secondItem="A" secondAttribute="trailing" id="c2"/>
                        <constraint firstItem="A" firstAttribute="top" secondItem="R" secondAttribute="top" id="c3"/>
                        <constraint firstAttribute="height" secondItem="A" secondAttribute="height" constant="0" id="c4" firstItem="B"/>
                        <constraint firstItem="A" firstAttribute="height" constant="100" id="c5"/>
                        <constraint firstItem="B" firstAttribute="leading" secondItem="K" secondAttribute="leading" id="c6"/>
                        <constraint firstItem="K" firstAttribute="trailing" secondItem="B" secondAttribute="trailing" id="c7"/>
                        <constraint firstItem="K" firstAttribute="top" secondItem="B" secondAttribute="bottom" id="c8"/>
                    </constraints>
                </view>
        """)
        let template = try TemplateFixture.template(screen, name: "Guides.xib")
        XCTAssertEqual(template.document.diagnostics.map(\.description), [], "both guides are known")
        for pass in ["general path", "replayed plan"] {
            let instance = try template.makeInstance()
            let root = try XCTUnwrap(instance.object(withID: "V") as? View)
            root.layoutIfNeeded()
            XCTAssertTrue(instance.object(withID: "R") === root.readableContentGuide, pass)
            XCTAssertEqual((instance.object(withID: "A") as? View)?.frame, Rect(x: 164, y: 8, width: 672, height: 100), pass)
            XCTAssertEqual((instance.object(withID: "B") as? View)?.frame, Rect(x: 0, y: 500, width: 1000, height: 100), pass)
        }
    }

    @MainActor func testAnUnknownGuideIsLeftOutNamingTheOnesQuillKnows() async throws {
        let screen = TemplateConstraintTests.xib("""
                <view id="V">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                    <viewLayoutGuide key="somethingNew" id="G"/>
                </view>
        """)
        let warnings = try TemplateFixture.template(screen, name: "New.xib").document.diagnostics.map(\.description).joined(separator: "\n")
        XCTAssertTrue(warnings.contains("layout guide 'somethingNew' is not one Quill knows (safeArea, layoutMarginsGuide, readableContentGuide, keyboard, contentLayoutGuide, frameLayoutGuide)"), warnings)
    }

    /// Interface Builder's "Content Layout Guides" (Xcode 11): a column pinned to the content
    /// guide and as wide as the frame guide gives the scroll view its content size.
    @MainActor func testAScrollViewsContentAndFrameGuidesFromAXibSizeItsContent() async throws {
        let screen = TemplateConstraintTests.xib("""
                <scrollView id="S">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="400"/>
                    <subviews>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="C">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="900"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="C" firstAttribute="height" constant="900" id="h"/>
                    </constraints>
                    <viewLayoutGuide key="contentLayoutGuide" id="CG"/>
                    <viewLayoutGuide key="frameLayoutGuide" id="FG"/>
                    <constraints>
                        <constraint firstItem="C" firstAttribute="leading" secondItem="CG" secondAttribute="leading" id="c1"/>
                        <constraint firstItem="C" firstAttribute="top" secondItem="CG" secondAttribute="top" id="c2"/>
                        <constraint firstItem="CG" firstAttribute="trailing" secondItem="C" secondAttribute="trailing" id="c3"/>
                        <constraint firstItem="CG" firstAttribute="bottom" secondItem="C" secondAttribute="bottom" id="c4"/>
                        <constraint firstItem="C" firstAttribute="width" secondItem="FG" secondAttribute="width" id="c5"/>
                    </constraints>
                </scrollView>
        """)
        let template = try TemplateFixture.template(screen, name: "ContentGuides.xib")
        XCTAssertEqual(template.document.diagnostics.map(\.description), [], "both guides are known")
        for pass in ["general path", "replayed plan"] {
            let instance = try template.makeInstance()
            let scroll = try XCTUnwrap(instance.object(withID: "S") as? ScrollView, pass)
            scroll.layoutIfNeeded()
            XCTAssertTrue(instance.object(withID: "CG") === scroll.contentLayoutGuide, pass)
            XCTAssertTrue(instance.object(withID: "FG") === scroll.frameLayoutGuide, pass)
            XCTAssertEqual((instance.object(withID: "C") as? View)?.frame, Rect(x: 0, y: 0, width: 320, height: 900), pass)
            XCTAssertEqual(scroll.contentSize, Size(width: 320, height: 900), "\(pass): the content guide sets the content size")
        }
    }

    @MainActor func testAContentGuideOnAViewThatDoesNotScrollIsAWarningNotACrash() async throws {
        let screen = TemplateConstraintTests.xib("""
                <view id="V">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                    <subviews>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="A">
                            <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                        </view>
                    </subviews>
                    <viewLayoutGuide key="contentLayoutGuide" id="CG"/>
                    <constraints>
                        <constraint firstItem="A" firstAttribute="leading" secondItem="CG" secondAttribute="leading" id="c1"/>
                    </constraints>
                </view>
        """)
        let template = try TemplateFixture.template(screen, name: "Misplaced.xib")
        let instance = try template.makeInstance()
        let warnings = instance.warnings.map(\.description).joined(separator: "\n")
        XCTAssertTrue(warnings.contains("'contentLayoutGuide' belongs to scroll views"), warnings)
        XCTAssertNil(instance.object(withID: "CG"))
    }
}

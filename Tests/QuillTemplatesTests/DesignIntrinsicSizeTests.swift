import Foundation
import XCTest
@testable import QuillTemplates
@testable import QuillTemplateFormats
import QuillViews
import QuillWidgets
import QuillFoundation
import QuillAuthoring

/// A label whose own code reports its size, as an `@IBDesignable` class does in Interface
/// Builder.
final class MeasuringBadgeLabel: Label {
    override var intrinsicContentSize: Size? { Size(width: 50, height: 20) }
}

/// `quill layout` lays a .xib or a storyboard out with the content sizes Interface Builder used
/// at design time: placeholder intrinsic sizes, and the stored size of a view it drew live from
/// the app's code when that class is not registered. A running app never does.
final class DesignIntrinsicSizeTests: XCTestCase {
    /// A 320x100 view holding `subview`, centred by two constraints, with `designables` listed
    /// after the objects (each an id, or an id and the intrinsic size recorded for it).
    private func centred(_ subview: String, id: String, designables: [String] = [], recorded: Size? = nil) -> String {
        let xib = TemplateConstraintTests.xib("""
                <view id="V">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                    <subviews>
                        \(subview)
                    </subviews>
                    <constraints>
                        <constraint firstItem="\(id)" firstAttribute="centerX" secondItem="V" secondAttribute="centerX" id="c1"/>
                        <constraint firstItem="\(id)" firstAttribute="centerY" secondItem="V" secondAttribute="centerY" id="c2"/>
                    </constraints>
                </view>
        """)
        guard !designables.isEmpty else { return xib }
        let size = recorded.map { "<size key=\"intrinsicContentSize\" width=\"\($0.width)\" height=\"\($0.height)\"/>" } ?? ""
        let list = designables.map { "<designable name=\"\($0)\">\(size)</designable>" }.joined()
        return xib.replacingOccurrences(of: "</objects>", with: "</objects>\n<designables>\(list)</designables>")
    }

    /// The frame `quill layout` gives view `id` of top-level view `V`, and whether it matches the
    /// stored one.
    @MainActor
    private func designLayout(_ template: Template, _ id: String, registry: TemplateRegistry = TemplateRegistry()) throws -> (Rect, Bool) {
        let instance = try template.makeInstance(registry: registry)
        let root = try XCTUnwrap(instance.object(withID: "V") as? View)
        let report = TemplateLayoutReport(
            view: root, description: try XCTUnwrap(template.document.objects.first { $0.id == "V" }), instance: instance,
            designDevice: template.document.designDevice, designToolsVersion: template.document.designToolsVersion)
        let entry = try XCTUnwrap(report.entries.first { $0.id == id })
        return (entry.solved, entry.matches)
    }

    @MainActor func testAPlaceholderIntrinsicSizeIsUsedAtDesignTimeOnly() async throws {
        let template = try TemplateFixture.template(centred("""
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Hi" placeholderIntrinsicWidth="100" placeholderIntrinsicHeight="18" translatesAutoresizingMaskIntoConstraints="NO" id="I">
                <rect key="frame" x="110" y="41" width="100" height="18"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            """, id: "I"), name: "Placeholder.xib")
        let object = try XCTUnwrap(template.document.objects.first?.allObjects.first { $0.id == "I" })
        XCTAssertEqual(object.placeholderIntrinsicWidth, 100)
        XCTAssertEqual(object.placeholderIntrinsicHeight, 18)

        let (designed, matches) = try designLayout(template, "I")
        XCTAssertEqual(designed, Rect(x: 110, y: 41, width: 100, height: 18), "laid out with the placeholder, as Interface Builder drew it")
        XCTAssertTrue(matches)

        // The running app measures the label's text, as UIKit does.
        let instance = try template.makeInstance(registry: TemplateRegistry())
        let root = try XCTUnwrap(instance.object(withID: "V") as? View)
        root.layoutIfNeeded()
        let label = try XCTUnwrap(instance.object(withID: "I") as? Label)
        XCTAssertNil(label.designIntrinsicContentSize)
        XCTAssertEqual(label.frame.size, try XCTUnwrap(label.intrinsicContentSize))
        XCTAssertLessThan(label.frame.width, 50)
    }

    @MainActor func testAPlaceholderAlongOneAxisLeavesTheOtherWithoutAnIntrinsicSize() async throws {
        // Only a width: the height comes from the constraint alone, the width from the placeholder.
        let template = try TemplateFixture.template(centred("""
            <view contentMode="scaleToFill" placeholderIntrinsicWidth="80" translatesAutoresizingMaskIntoConstraints="NO" id="P">
                <rect key="frame" x="120" y="35" width="80" height="30"/>
                <constraints>
                    <constraint firstAttribute="height" constant="30" id="h"/>
                </constraints>
            </view>
            """, id: "P"), name: "WidthOnly.xib")
        let (designed, matches) = try designLayout(template, "P")
        XCTAssertEqual(designed, Rect(x: 120, y: 35, width: 80, height: 30))
        XCTAssertTrue(matches)
    }

    @MainActor func testAPlaceholderThatIsNotASizeIsWarnedAboutAtItsLine() async throws {
        let template = try TemplateFixture.template(centred("""
            <view contentMode="scaleToFill" placeholderIntrinsicWidth="wide" placeholderIntrinsicHeight="-4" translatesAutoresizingMaskIntoConstraints="NO" id="P">
                <rect key="frame" x="120" y="35" width="80" height="30"/>
            </view>
            """, id: "P"), name: "BadPlaceholder.xib")
        let warnings = template.document.diagnostics.map { "\($0)" }
        XCTAssertTrue(warnings.contains { $0.contains("BadPlaceholder.xib:9:") && $0.contains("placeholderIntrinsicWidth 'wide' is not a size in points") }, "\(warnings)")
        XCTAssertTrue(warnings.contains { $0.contains("placeholderIntrinsicHeight '-4'") }, "\(warnings)")
        let object = try XCTUnwrap(template.document.objects.first?.allObjects.first { $0.id == "P" })
        XCTAssertNil(object.placeholderIntrinsicWidth)
        XCTAssertNil(object.placeholderIntrinsicHeight)
        // Laid out, drawn: the view has no size of its own, and nothing breaks.
        let (designed, _) = try designLayout(template, "P")
        XCTAssertTrue(designed.width.isFinite && designed.height.isFinite)
    }

    private static let designableLabel = """
        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="" translatesAutoresizingMaskIntoConstraints="NO" id="L" customClass="MeasuringBadgeLabel" customModule="Badges">
            <rect key="frame" x="130" y="35" width="60" height="30"/>
            <fontDescription key="fontDescription" type="system" pointSize="17"/>
        </label>
        """

    @MainActor func testADesignableWhoseClassIsNotRegisteredKeepsTheSizeItsCodeReported() async throws {
        let template = try TemplateFixture.template(centred(Self.designableLabel, id: "L", designables: ["L"]), name: "Designable.xib")
        XCTAssertEqual(template.document.objects.first?.allObjects.first { $0.id == "L" }?.isDesignable, true)
        let (designed, matches) = try designLayout(template, "L")
        XCTAssertEqual(designed, Rect(x: 130, y: 35, width: 60, height: 30), "the stored frame is what the designable's code reported")
        XCTAssertTrue(matches)

        // Not listed as a designable: Interface Builder measured the empty label itself, and so
        // does Quill (no size along either axis).
        let plain = try TemplateFixture.template(centred(Self.designableLabel, id: "L"), name: "NotDesignable.xib")
        XCTAssertEqual(plain.document.objects.first?.allObjects.first { $0.id == "L" }?.isDesignable, false)
        let (measured, plainMatches) = try designLayout(plain, "L")
        XCTAssertEqual(measured.height, 0)
        XCTAssertFalse(plainMatches)
    }

    @MainActor func testADesignablesRecordedIntrinsicSizeWinsOverItsFrame() async throws {
        let template = try TemplateFixture.template(
            centred(Self.designableLabel, id: "L", designables: ["L"], recorded: Size(width: 44, height: 20)), name: "Recorded.xib")
        XCTAssertEqual(template.document.objects.first?.allObjects.first { $0.id == "L" }?.designableIntrinsicSize, Size(width: 44, height: 20))
        let (designed, _) = try designLayout(template, "L")
        XCTAssertEqual(designed, Rect(x: 138, y: 40, width: 44, height: 20))

        // A recorded size of none along an axis (negative) leaves that axis to the constraints.
        let noHeight = try TemplateFixture.template(
            centred(Self.designableLabel, id: "L", designables: ["L"], recorded: Size(width: 44, height: -1)), name: "RecordedWidth.xib")
        let (widthOnly, _) = try designLayout(noHeight, "L")
        XCTAssertEqual(widthOnly.width, 44)
        XCTAssertEqual(widthOnly.height, 30, "no size of its own along it: nothing changes the stored height")
    }

    @MainActor func testARegisteredDesignableMeasuresItself() async throws {
        let template = try TemplateFixture.template(centred(Self.designableLabel, id: "L", designables: ["L"]), name: "Registered.xib")
        let registry = TemplateRegistry()
        try registry.register(MeasuringBadgeLabel.self) { MeasuringBadgeLabel() }
        let (designed, _) = try designLayout(template, "L", registry: registry)
        XCTAssertEqual(designed.size, Size(width: 50, height: 20), "its own code's size, as Interface Builder ran it")
    }

    func testAStoryboardsDesignablesAreMarkedInEveryScene() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" initialViewController="a">
                <device id="retina4_7" orientation="portrait" appearance="light"/>
                <scenes>
                    <scene sceneID="a-s">
                        <objects>
                            <viewController id="a" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="a-v">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                    <subviews>
                                        <label opaque="NO" text="" translatesAutoresizingMaskIntoConstraints="NO" id="d" customClass="ActiveLabel">
                                            <rect key="frame" x="0" y="0" width="335" height="52"/>
                                        </label>
                                        <label opaque="NO" text="Plain" translatesAutoresizingMaskIntoConstraints="NO" id="p">
                                            <rect key="frame" x="0" y="60" width="40" height="21"/>
                                        </label>
                                    </subviews>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
                <designables>
                    <designable name="d">
                        <size key="intrinsicContentSize" width="335" height="52"/>
                    </designable>
                </designables>
            </document>
            """
        let document = try StoryboardReader.read(Data(text.utf8), path: "Designables.storyboard")
        let objects = try XCTUnwrap(document.scene(withControllerID: "a")).document.objects.flatMap(\.allObjects)
        XCTAssertEqual(objects.first { $0.id == "d" }?.isDesignable, true)
        XCTAssertEqual(objects.first { $0.id == "d" }?.designableIntrinsicSize, Size(width: 335, height: 52))
        XCTAssertEqual(objects.first { $0.id == "p" }?.isDesignable, false)
    }
}

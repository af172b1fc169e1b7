import XCTest
import QuillTesting
@testable import QuillTemplateFormats
@testable import QuillTemplates
@testable import QuillWidgetBundles
import QuillAuthoring
import QuillFoundation
import QuillViews
import QuillWidgets

/// Constraints in templates: read from .xib files and native rules, made into active
/// `LayoutConstraint`s, reachable by outlets, and wrong ones reported with their place.
final class TemplateConstraintTests: XCTestCase {
    @MainActor final class BannerView: View {
        @Outlet var heightConstraint: LayoutConstraint?
        @OutletCollection var edgeConstraints: [LayoutConstraint]
        @Outlet var placeholderConstraint: LayoutConstraint?
        @Outlet var title: Label?
    }

    static func xib(_ body: String, device: String = "retina4_7") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <device id="\(device)" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
        \(body)
            </objects>
        </document>
        """
    }

    static let banner = xib("""
                <view contentMode="scaleToFill" id="B" customClass="BannerView">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="120"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <label opaque="NO" text="Banner" horizontalHuggingPriority="251" verticalCompressionResistancePriority="751" translatesAutoresizingMaskIntoConstraints="NO" id="T">
                            <rect key="frame" x="16" y="10" width="56" height="21"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        </label>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="P">
                            <rect key="frame" x="16" y="41" width="128" height="72"/>
                            <edgeInsets key="layoutMargins" top="4" left="6" bottom="4" right="6"/>
                        </view>
                        <view contentMode="scaleToFill" id="F">
                            <rect key="frame" x="200" y="50" width="40" height="40"/>
                            <autoresizingMask key="autoresizingMask" flexibleMinX="YES"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="T" firstAttribute="leading" secondItem="M" secondAttribute="leading" id="c1"/>
                        <constraint firstItem="T" firstAttribute="top" secondItem="B" secondAttribute="top" constant="10" id="c2"/>
                        <constraint firstItem="P" firstAttribute="leading" secondItem="T" secondAttribute="leading" id="c3"/>
                        <constraint firstItem="P" firstAttribute="top" secondItem="T" secondAttribute="bottom" constant="10" symbolic="YES" id="c4"/>
                        <constraint firstItem="P" firstAttribute="width" secondItem="P" secondAttribute="height" multiplier="16:9" id="c5"/>
                        <constraint firstAttribute="height" secondItem="P" secondAttribute="height" constant="48" id="c6" identifier="banner-height"/>
                        <constraint firstItem="P" firstAttribute="width" constant="999" placeholder="YES" id="c7"/>
                        <constraint firstAttribute="trailing" relation="greaterThanOrEqual" secondItem="T" secondAttribute="trailing" constant="8" priority="750" id="c8"/>
                    </constraints>
                    <viewLayoutGuide key="layoutMarginsGuide" id="M"/>
                    <viewLayoutGuide key="safeArea" id="S"/>
                    <edgeInsets key="layoutMargins" top="8" left="16" bottom="8" right="16"/>
                    <connections>
                        <outlet property="heightConstraint" destination="c6" id="o1"/>
                        <outletCollection property="edgeConstraints" destination="c1" id="o2"/>
                        <outletCollection property="edgeConstraints" destination="c2" id="o3"/>
                        <outlet property="placeholderConstraint" destination="c7" id="o4"/>
                        <outlet property="title" destination="T" id="o5"/>
                    </connections>
                </view>
        """)

    @MainActor private func registry() throws -> TemplateRegistry {
        let registry = TemplateRegistry()
        try registry.register(BannerView.self) { BannerView() }
        return registry
    }

    @MainActor func testXibConstraintsAreAppliedAndReachableByOutlets() async throws {
        let template = try TemplateFixture.template(Self.banner, name: "Banner.xib")
        let instance = try template.makeInstance(registry: try registry())
        let banner = try XCTUnwrap(instance.object(withID: "B") as? BannerView)
        let title = try XCTUnwrap(banner.title)
        let panel = try XCTUnwrap(instance.object(withID: "P") as? View)
        let fixed = try XCTUnwrap(instance.object(withID: "F") as? View)
        XCTAssertFalse(title.translatesAutoresizingMaskIntoConstraints)
        XCTAssertTrue(fixed.translatesAutoresizingMaskIntoConstraints, "no attribute: the frame and mask are kept")
        XCTAssertEqual(title.contentHuggingPriority(for: .horizontal), 251)
        XCTAssertEqual(title.contentCompressionResistancePriority(for: .vertical), 751)
        XCTAssertEqual(banner.layoutMargins, EdgeInsets(top: 8, left: 16, bottom: 8, right: 16))
        XCTAssertEqual(panel.layoutMargins, EdgeInsets(top: 4, left: 6, bottom: 4, right: 6))

        // Outlets reach the constraints; "remove at build time" leaves its outlet empty.
        let height = try XCTUnwrap(banner.heightConstraint)
        XCTAssertEqual(height.identifier, "banner-height")
        XCTAssertTrue(height.isActive)
        XCTAssertEqual(banner.edgeConstraints.count, 2)
        XCTAssertNil(banner.placeholderConstraint)
        XCTAssertTrue(height.origin?.hasSuffix("Banner.xib:\(lineOf("id=\"c6\"")):\(height.origin?.split(separator: ":").last ?? "")") ?? false, "\(height.origin ?? "")")

        banner.layoutIfNeeded()
        XCTAssertEqual(title.frame.minX, 16, "to the margins guide")
        XCTAssertEqual(title.frame.minY, 10)
        XCTAssertEqual(panel.frame.minY, title.frame.maxY + 10)
        XCTAssertEqual(panel.frame.height, 120 - 48)
        XCTAssertEqual(panel.frame.width, panel.frame.height * 16 / 9, accuracy: 0.01, "the 16:9 ratio")
        XCTAssertNotEqual(panel.frame.width, 999, "the placeholder constraint is not applied")
        XCTAssertEqual(fixed.frame, Rect(x: 200, y: 50, width: 40, height: 40), "a translated view keeps its frame")

        // Resizing the top-level view re-solves: a constant changed through the outlet moves views.
        banner.frame.size = Size(width: 480, height: 200)
        banner.layoutIfNeeded()
        XCTAssertEqual(panel.frame.height, 200 - 48)
        XCTAssertEqual(fixed.frame.minX, 360, "the autoresizing mask still applies to translated views")
        height.constant = 100
        banner.layoutIfNeeded()
        XCTAssertEqual(panel.frame.height, 100)
    }

    private func lineOf(_ text: String, in document: String = TemplateConstraintTests.banner) -> Int {
        let lines = document.split(separator: "\n", omittingEmptySubsequences: false)
        return (lines.firstIndex { $0.contains(text) } ?? -1) + 1
    }

    @MainActor func testNativeRulesApplyAndRoundTripThroughConvert() async throws {
        let text = """
            quill: 1
            objects:
              - class: View
                id: card
                frame: [0, 0, 300, 100]
                subviews:
                  - {class: Label, id: name, text: Name, translatesAutoresizingMaskIntoConstraints: false}
                  - {class: View, id: badge, translatesAutoresizingMaskIntoConstraints: false}
                constraints:
                  - name.leading == self.margins.leading
                  - name.centerY == superview.centerY
                  - badge.trailing == self.trailingMargin
                  - badge.width == badge.height * 2:1
                  - {badgeHeight: badge.height == 20 @999}
                  - badge.leading >= name.trailing + 8
                  - badge.centerY == name.centerY
            """
        let template = try TemplateFixture.template(text, name: "Card.quill")
        let instance = try template.makeInstance()
        let card = try XCTUnwrap(instance.object(withID: "card") as? View)
        let name = try XCTUnwrap(instance.object(withID: "name") as? Label)
        let badge = try XCTUnwrap(instance.object(withID: "badge") as? View)
        card.layoutIfNeeded()
        XCTAssertEqual(name.frame.minX, 8)
        XCTAssertEqual(name.frame.midY, 50, accuracy: 0.5)
        XCTAssertEqual(badge.frame, Rect(x: 252, y: 40, width: 40, height: 20))
        let named = try XCTUnwrap(instance.object(withID: "badgeHeight") as? LayoutConstraint)
        XCTAssertEqual(named.priority, 999)

        // Written back out, the rules read as the same constraints.
        let written = NativeTemplateWriter.write(template.document).text
        let again = try TemplateFixture.template(written, name: "Card2.quill")
        XCTAssertEqual(again.document.allObjects.flatMap(\.constraints).map(\.rule), template.document.allObjects.flatMap(\.constraints).map(\.rule))
    }

    @MainActor func testAForcedRightToLeftTemplateMirrorsItsLeadingConstraints() async throws {
        let native = """
            quill: 1
            objects:
              - class: View
                id: card
                frame: [0, 0, 300, 100]
                semanticContentAttribute: forceRightToLeft
                subviews:
                  - {class: View, id: badge, translatesAutoresizingMaskIntoConstraints: false}
                constraints:
                  - badge.leading == self.leading + 12
                  - badge.width == 40
                  - badge.height == 20
                  - badge.top == self.top
            """
        let template = try TemplateFixture.template(native, name: "Card.quill")
        let card = try XCTUnwrap(try template.makeInstance().object(withID: "card") as? View)
        card.layoutIfNeeded()
        XCTAssertEqual(card.viewWithTag(0)?.semanticContentAttribute, .forceRightToLeft)
        XCTAssertEqual(card.subviews.first?.frame, Rect(x: 248, y: 0, width: 40, height: 20))

        let xib = Self.xib("""
                    <view contentMode="scaleToFill" semanticContentAttribute="forceRightToLeft" id="B">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="120"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="P">
                                <rect key="frame" x="16" y="0" width="50" height="50"/>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="P" firstAttribute="leading" secondItem="B" secondAttribute="leading" constant="16" id="c1"/>
                            <constraint firstItem="P" firstAttribute="top" secondItem="B" secondAttribute="top" id="c2"/>
                            <constraint firstItem="P" firstAttribute="width" constant="50" id="c3"/>
                            <constraint firstItem="P" firstAttribute="height" constant="50" id="c4"/>
                        </constraints>
                    </view>
            """)
        let instance = try TemplateFixture.template(xib, name: "Mirrored.xib").makeInstance()
        let root = try XCTUnwrap(instance.object(withID: "B") as? View)
        let panel = try XCTUnwrap(instance.object(withID: "P") as? View)
        root.layoutIfNeeded()
        XCTAssertEqual(root.semanticContentAttribute, .forceRightToLeft)
        XCTAssertEqual(panel.frame, Rect(x: 254, y: 0, width: 50, height: 50), "16 points from the right")
        XCTAssertThrowsError(try TemplateFixture.template(native.replacingOccurrences(of: "forceRightToLeft", with: "sideways"), name: "Bad.quill").makeInstance()) { error in
            XCTAssertTrue("\(error)".contains("forceRightToLeft"), "\(error)")
        }
    }

    @MainActor func testAMistakeInARuleIsReportedAtItsColumn() async throws {
        let text = "quill: 1\nobjects:\n  - class: View\n    id: v\n    constraints:\n      - v.widht == 20\n      - \"v.height == v.width * \"\n      - v.top == 10 @2000\n"
        XCTAssertThrowsError(try TemplateFixture.template(text, name: "Bad.quill")) { error in
            let message = "\(error)"
            XCTAssertTrue(message.contains("Bad.quill:6:11: error: constraint 'v.widht == 20': unknown attribute 'widht'"), message)
            XCTAssertTrue(message.contains("attributes are: left, right"), message)
            XCTAssertTrue(message.contains("Bad.quill:7:32: error: constraint 'v.height == v.width * ': expected a number after '*'"), message)
            XCTAssertTrue(message.contains("Bad.quill:8:22: error: constraint 'v.top == 10 @2000': priority 2000 is outside 1...1000"), message)
        }
    }

    @MainActor func testRatioMultipliersAsXcodeWritesThem() async throws {
        // Xcode's launch screen template writes "1/3"; "16:9" comes from the aspect ratio editor.
        let screen = Self.xib("""
                <view id="V">
                    <rect key="frame" x="0.0" y="0.0" width="300" height="600"/>
                    <subviews>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="L">
                            <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="L" firstAttribute="leading" secondItem="V" secondAttribute="leading" id="k1"/>
                        <constraint firstItem="L" firstAttribute="top" secondItem="V" secondAttribute="top" id="k2"/>
                        <constraint firstItem="L" firstAttribute="height" secondItem="V" secondAttribute="height" multiplier="1/3" id="k3"/>
                        <constraint firstItem="L" firstAttribute="width" secondItem="L" secondAttribute="height" multiplier="3:2" id="k4"/>
                    </constraints>
                </view>
        """)
        let instance = try TemplateFixture.template(screen, name: "Launch.xib").makeInstance()
        let root = try XCTUnwrap(instance.object(withID: "V") as? View)
        let logo = try XCTUnwrap(instance.object(withID: "L") as? View)
        root.layoutIfNeeded()
        XCTAssertEqual(logo.frame.height, 200, accuracy: 0.001, "a third of the view's height")
        XCTAssertEqual(logo.frame.width, 300, accuracy: 0.001, "3:2")

        for bad in ["1/0", "1/3/4", "a/3", "/3", "1:", "1:2/3"] {
            let text = screen.replacingOccurrences(of: "multiplier=\"1/3\"", with: "multiplier=\"\(bad)\"")
            XCTAssertThrowsError(try TemplateFixture.template(text, name: "Bad.xib"), bad) { error in
                let message = "\(error)"
                XCTAssertTrue(message.contains("Bad.xib:\(lineOf("id=\"k3\"", in: text)):"), message)
                XCTAssertTrue(message.contains("multiplier '\(bad)' is not a number or a ratio such as 16:9 or 1/3"), message)
            }
        }
    }

    @MainActor func testHostileConstraintsAreErrorsOrWarningsNeverCrashes() async throws {
        // Unknown attribute and relation, bad multiplier and a missing id are read errors.
        let broken = Self.xib("""
                <view id="V">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                    <constraints>
                        <constraint firstItem="V" firstAttribute="middle" constant="3" id="k1"/>
                        <constraint firstItem="V" firstAttribute="width" relation="about" constant="3" id="k2"/>
                        <constraint firstItem="V" firstAttribute="width" secondItem="V" secondAttribute="height" multiplier="16:0" id="k3"/>
                        <constraint firstItem="V" firstAttribute="width" secondItem="V" id="k4"/>
                        <constraint firstAttribute="width" constant="1e999" id="k5"/>
                    </constraints>
                </view>
        """)
        XCTAssertThrowsError(try TemplateFixture.template(broken, name: "Broken.xib")) { error in
            let message = "\(error)"
            for expected in [
                "constraint 'k1': unknown firstAttribute 'middle'", "constraint 'k2': unknown relation 'about'",
                "constraint 'k3': multiplier '16:0' is not a number or a ratio", "constraint 'k4' names a secondItem but no secondAttribute",
                "constant=\"1e999\" is not a number",
            ] {
                XCTAssertTrue(message.contains(expected), "missing '\(expected)' in \(message)")
            }
            XCTAssertTrue(message.contains("Broken.xib:"), message)
        }

        // Items that are missing, not views, or in another tree: left out with a warning when
        // loading leniently, errors when strict; either way layout and rendering go on.
        let dangling = Self.xib("""
                <view id="A">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                    <subviews>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="A1"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/></view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="A1" firstAttribute="width" secondItem="O" secondAttribute="width" id="d1"/>
                        <constraint firstItem="A1" firstAttribute="top" secondItem="B1" secondAttribute="top" id="d2"/>
                        <constraint firstItem="A1" firstAttribute="leading" secondItem="A" secondAttribute="leading" constant="5" id="d3"/>
                        <constraint firstItem="A1" firstAttribute="width" constant="-40" id="d4"/>
                    </constraints>
                </view>
                <customObject id="O" customClass="NSObject"/>
                <view id="B">
                    <rect key="frame" x="0.0" y="0.0" width="50" height="50"/>
                    <subviews>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="B1"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/></view>
                    </subviews>
                </view>
        """)
        let template = try TemplateFixture.template(dangling, name: "Dangling.xib")
        let instance = try template.makeInstance(options: TemplateOptions(strictness: .lenient))
        let warnings = instance.warnings.map(\.description).joined(separator: "\n")
        XCTAssertTrue(warnings.contains("constraint 'd1' refers to 'O', a Object, which is neither a view nor a layout guide; left out"), warnings)
        XCTAssertTrue(warnings.contains("which have no common ancestor"), warnings)
        let a = try XCTUnwrap(instance.object(withID: "A") as? View)
        let a1 = try XCTUnwrap(instance.object(withID: "A1") as? View)
        let image = HeadlessRenderer.render(a, size: nil, scale: 1)
        XCTAssertEqual(image.width, 100)
        XCTAssertEqual(a1.frame.minX, 5, "the good constraint still applies")
        XCTAssertEqual(a1.frame.width, 0, "a negative width constant gives an empty view, not a negative one")
        XCTAssertThrowsError(try template.makeInstance(options: TemplateOptions(strictness: .strict))) { error in
            XCTAssertTrue("\(error)".contains("Dangling.xib:"), "\(error)")
        }
    }

    @MainActor func testConflictingTemplateConstraintsNameTheirLines() async throws {
        let text = """
            quill: 1
            objects:
              - class: View
                id: root
                frame: [0, 0, 200, 100]
                subviews:
                  - {class: View, id: box, translatesAutoresizingMaskIntoConstraints: false}
                constraints:
                  - box.width == 50
                  - box.width == 80
                  - box.leading == self.leading
            """
        let template = try TemplateFixture.template(text, name: "Conflict.quill")
        let instance = try template.makeInstance()
        let root = try XCTUnwrap(instance.object(withID: "root") as? View)
        let harness = HeadlessHarness(size: Size(width: 320, height: 200))
        harness.window.addSubview(root)
        harness.render()
        let box = try XCTUnwrap(instance.object(withID: "box") as? View)
        XCTAssertEqual(box.frame.width, 50, "the first one wins")
        let second = try XCTUnwrap(instance.object(withID: "constraint-2") as? LayoutConstraint)
        XCTAssertTrue(second.isBroken)
        XCTAssertTrue(
            harness.loggedMessages.contains { $0.contains("Conflict.quill:10:") && $0.contains("recovering by leaving out") },
            "the conflict is in the harness's log: \(harness.loggedMessages)")
    }

    @MainActor func testTheLayoutReportComparesWithStoredFramesAndSimulatesTheStatusBar() async throws {
        let text = Self.xib("""
                <view contentMode="scaleToFill" id="R">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="top">
                            <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                        </view>
                        <view translatesAutoresizingMaskIntoConstraints="NO" misplaced="YES" id="off">
                            <rect key="frame" x="0.0" y="300" width="10" height="10"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="top" firstAttribute="top" secondItem="S" secondAttribute="top" id="t1"/>
                        <constraint firstItem="top" firstAttribute="leading" secondItem="S" secondAttribute="leading" id="t2"/>
                        <constraint firstItem="top" firstAttribute="trailing" secondItem="S" secondAttribute="trailing" id="t3"/>
                        <constraint firstItem="top" firstAttribute="height" constant="44" id="t4"/>
                        <constraint firstItem="off" firstAttribute="top" secondItem="R" secondAttribute="top" id="t5"/>
                        <constraint firstItem="off" firstAttribute="leading" secondItem="R" secondAttribute="leading" id="t6"/>
                        <constraint firstItem="off" firstAttribute="width" constant="10" id="t7"/>
                        <constraint firstItem="off" firstAttribute="height" constant="10" id="t8"/>
                    </constraints>
                    <viewLayoutGuide key="safeArea" id="S"/>
                </view>
        """)
        let template = try TemplateFixture.template(text, name: "Screen.xib")
        let instance = try template.makeInstance()
        let root = try XCTUnwrap(instance.object(withID: "R") as? View)
        let report = TemplateLayoutReport(
            view: root, description: template.document.objects[0], instance: instance, designDevice: template.document.designDevice)
        XCTAssertEqual(report.comparedCount, 1, "the misplaced view is left out")
        XCTAssertEqual(report.matchedCount, 1, "the status bar Interface Builder simulates puts the bar at y = 20")
        XCTAssertTrue(report.isSound)
        XCTAssertTrue(report.text(comparing: true).contains("matched 1 of 1 views within 1 pt"))

        let wide = try template.makeInstance()
        let wideRoot = try XCTUnwrap(wide.object(withID: "R") as? View)
        let wider = TemplateLayoutReport(view: wideRoot, description: template.document.objects[0], instance: wide, size: Size(width: 600, height: 667))
        XCTAssertEqual((wide.object(withID: "top") as? View)?.frame.width, 600)
        XCTAssertTrue(wider.isSound)
        XCTAssertEqual(wider.largestResidual, 0, accuracy: 0.01)
    }

    @MainActor func testTheLayoutCheckWarnsAboutConflictsAndAmbiguityAtTheirLines() async throws {
        let text = """
            quill: 1
            objects:
              - class: View
                id: root
                frame: [0, 0, 300, 200]
                subviews:
                  - {class: View, id: pinned, translatesAutoresizingMaskIntoConstraints: false}
                  - {class: View, id: loose, translatesAutoresizingMaskIntoConstraints: false}
                constraints:
                  - pinned.leading == self.leading + 10
                  - pinned.top == self.top + 10
                  - pinned.width == 100
                  - pinned.height == 20
                  - {tooWide: pinned.width == 120}
                  - loose.leading == pinned.trailing + 8
                  - loose.top >= self.top
                  - loose.width == 40
            """
        let template = try TemplateFixture.template(text, name: "Lint.quill")
        let instance = try template.makeInstance()
        let warnings = TemplateLayoutCheck.diagnostics(document: template.document, instance: instance).map(\.description)
        XCTAssertEqual(warnings.count, 2, "\(warnings)")
        XCTAssertTrue(warnings.contains { $0.contains("Lint.quill:14:") && $0.contains("constraint 'tooWide' ('pinned'.width == 120) conflicts with 'pinned'.width == 100 (Lint.quill:12:") }, "\(warnings)")
        XCTAssertTrue(warnings.contains { $0.contains("Lint.quill:8:") && $0.contains("the y and height of 'loose' (View) are ambiguous") }, "\(warnings)")
    }
}

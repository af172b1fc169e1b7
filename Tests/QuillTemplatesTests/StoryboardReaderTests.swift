import Foundation
import XCTest
@testable import QuillTemplateFormats
import QuillFoundation

/// Reading .storyboard files (issue 28): scenes, segues of every kind, prototype cells split
/// into templates of their own, the old top and bottom layout guides, the bars Interface
/// Builder infers, and errors at their lines.
final class StoryboardReaderTests: XCTestCase {
    private func read(_ scenes: String, initial: String = "a", device: String = "retina4_7", tools: String = "21701") throws -> StoryboardDocument {
        let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" initialViewController="\(initial)">
            <device id="\(device)" orientation="portrait" appearance="light"/>
            <scenes>
        \(scenes)
            </scenes>
        </document>
        """
        return try StoryboardReader.read(Data(text.utf8), path: "Test.storyboard")
    }

    private func scene(_ id: String, _ body: String = "", connections: String = "", element: String = "viewController", extra: String = "", outside: String = "") -> String {
        """
                <scene sceneID="\(id)-s">
                    <objects>
                        <\(element) id="\(id)" \(extra) sceneMemberID="viewController">
                            \(body)
                            <connections>\(connections)</connections>
                        </\(element)>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="\(id)-fr" sceneMemberID="firstResponder"/>
                        \(outside)
                    </objects>
                </scene>
        """
    }

    private func view(_ id: String, _ subviews: String = "", constraints: String = "", extra: String = "") -> String {
        """
        <view key="view" contentMode="scaleToFill" id="\(id)" \(extra)>
            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
            <subviews>\(subviews)</subviews>
            <constraints>\(constraints)</constraints>
        </view>
        """
    }

    func testEverySegueKindIsReadWithItsSourceAndDestination() throws {
        let document = try read(
            scene("a", view("a-v", #"<button id="btn"><rect key="frame" x="0" y="0" width="10" height="10"/><connections><segue destination="b" kind="push" identifier="old" id="s0"/></connections></button>"#),
                connections: """
                <segue destination="b" kind="show" identifier="show" id="s1"/>
                <segue destination="b" kind="showDetail" id="s2"/>
                <segue destination="b" kind="modal" id="s3"/>
                <segue destination="b" kind="popoverPresentation" id="s4"/>
                <segue destination="b" kind="custom" customClass="Fade" animates="NO" id="s5"/>
                <segue destination="b" kind="show" trigger="accessoryAction" id="s6"/>
                """) + scene("b", view("b-v"), outside: #"<exit id="b-x" sceneMemberID="exit"/>"#))
        XCTAssertEqual(document.initialScene?.controllerID, "a")
        let segues = try XCTUnwrap(document.scene(withControllerID: "a")).segues
        XCTAssertEqual(segues.map(\.kind), [.show, .show, .showDetail, .presentation, .presentation, .custom, .show])
        XCTAssertEqual(segues.map(\.triggersOnAccessory), [false, false, false, false, false, false, true], "a cell's detail button triggers the last")
        XCTAssertEqual(segues.first?.sourceID, "btn", "a segue a button triggers starts at the button")
        XCTAssertEqual(segues.first?.sceneControllerID, "a")
        XCTAssertEqual(segues[5].customClass, "Fade")
        XCTAssertFalse(segues[5].animates)
        XCTAssertEqual(document.scene(withControllerID: "b")?.exitIDs, ["b-x"])
    }

    func testPrototypeCellsBecomeTemplatesWhoseConnectionsToTheControllerGoToFilesOwner() throws {
        let table = """
        <tableView key="view" dataMode="prototypes" style="plain" rowHeight="44" id="t">
            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
            <prototypes>
                <tableViewCell reuseIdentifier="Cell" id="c">
                    <rect key="frame" x="0" y="0" width="375" height="44"/>
                    <tableViewCellContentView key="contentView" id="cv">
                        <rect key="frame" x="0" y="0" width="375" height="44"/>
                        <subviews><button id="cb"><rect key="frame" x="0" y="0" width="10" height="10"/>
                            <connections><action selector="like:" destination="a" eventType="touchUpInside" id="ac"/></connections></button></subviews>
                    </tableViewCellContentView>
                    <connections>
                        <outlet property="likeButton" destination="cb" id="o1"/>
                        <segue destination="b" kind="show" id="cs"/>
                    </connections>
                </tableViewCell>
            </prototypes>
            <connections><outlet property="dataSource" destination="a" id="o2"/></connections>
        </tableView>
        """
        let document = try read(scene("a", table, element: "tableViewController") + scene("b", view("b-v")))
        let list = try XCTUnwrap(document.scene(withControllerID: "a"))
        let prototype = try XCTUnwrap(list.prototypes.first)
        XCTAssertEqual(prototype.reuseIdentifier, "Cell")
        XCTAssertEqual(prototype.containerID, "t")
        XCTAssertEqual(prototype.document.objects.map(\.id), ["c"])
        XCTAssertEqual(prototype.document.connections.map(\.name).sorted(), ["like", "likeButton"])
        XCTAssertEqual(prototype.document.connections.first { $0.name == "like" }?.destination, .owner, "the controller makes the cells: it is their File's Owner")
        XCTAssertEqual(list.document.connections.map(\.name), ["dataSource"], "the scene keeps only its own connections")
        XCTAssertEqual(list.segues.first?.sourceID, "c")
        let table0 = try XCTUnwrap(list.controller?.parts.first { $0.key == "view" }?.object)
        XCTAssertTrue(table0.subviews.isEmpty && !table0.parts.contains { $0.object.id == "c" }, "a prototype is not a subview of its table")
    }

    func testTopAndBottomLayoutGuidesBecomeTheSafeAreaAndTheViewsEdges() throws {
        let body = """
        <layoutGuides>
            <viewControllerLayoutGuide type="top" id="top"/>
            <viewControllerLayoutGuide type="bottom" id="bottom"/>
        </layoutGuides>
        \(view("v", #"<view id="x" translatesAutoresizingMaskIntoConstraints="NO"><rect key="frame" x="0" y="20" width="10" height="10"/></view>"#, constraints: """
            <constraint firstItem="x" firstAttribute="top" secondItem="top" secondAttribute="bottom" id="c1"/>
            <constraint firstItem="bottom" firstAttribute="top" secondItem="x" secondAttribute="bottom" constant="8" id="c2"/>
            <constraint firstItem="x" firstAttribute="bottom" relation="lessThanOrEqual" secondItem="bottom" secondAttribute="bottom" id="c3"/>
            """))
        """
        let document = try read(scene("a", body))
        let root = try XCTUnwrap(document.initialScene?.controller?.parts.first { $0.key == "view" }?.object)
        XCTAssertEqual(root.layoutGuides.map(\.kind), [.safeArea], "a safe area is made for the guides to stand on")
        let safe = try XCTUnwrap(root.layoutGuides.first?.id)
        let rules = root.constraints.map { "\($0.firstItem ?? "-").\($0.firstAttribute) \($0.secondItem ?? "-").\($0.secondAttribute)" }
        XCTAssertEqual(rules, ["x.top \(safe).top", "\(safe).bottom x.bottom", "x.bottom v.bottom"])
    }

    func testBarsAreInferredThroughNavigationAndTabBarControllers() throws {
        let document = try read(
            scene("tabs", element: "tabBarController", extra: "", outside: "")
                .replacingOccurrences(of: "<connections></connections>", with: """
                <connections>
                    <segue destination="nav" kind="relationship" relationship="viewControllers" id="r1"/>
                    <segue destination="plain" kind="relationship" relationship="viewControllers" id="r2"/>
                </connections>
                """)
                + scene("nav", connections: #"<segue destination="root" kind="relationship" relationship="rootViewController" id="r3"/>"#, element: "navigationController")
                + scene("root", view("root-v"), connections: #"<segue destination="pushed" kind="show" id="s1"/><segue destination="modal" kind="presentation" id="s2"/>"#)
                + scene("pushed", view("pushed-v"), extra: #"hidesBottomBarWhenPushed="YES""#)
                + scene("plain", view("plain-v"))
                + scene("modal", view("modal-v")),
            initial: "tabs")
        func bars(_ id: String) -> EdgeInsets? { document.scene(withControllerID: id)?.controller?.parts.first { $0.key == "view" }?.object.designBarInsets }
        XCTAssertEqual(bars("root"), EdgeInsets(top: 44, left: 0, bottom: 49, right: 0), "a navigation root inside a tab")
        XCTAssertEqual(bars("pushed"), EdgeInsets(top: 44, left: 0, bottom: 0, right: 0), "pushed, hiding the tab bar")
        XCTAssertEqual(bars("plain"), EdgeInsets(top: 0, left: 0, bottom: 49, right: 0))
        XCTAssertEqual(bars("modal"), EdgeInsets(top: 0, left: 0, bottom: 0, right: 0), "presented: no bars")
    }

    func testMistakesAreErrorsAtTheirLines() {
        XCTAssertThrowsError(try read(scene("a", connections: #"<segue destination="gone" kind="show" id="s1"/>"#))) { error in
            XCTAssertTrue("\(error)".contains("Test.storyboard:"), "\(error)")
            XCTAssertTrue("\(error)".contains("leads to 'gone', which is no scene's controller"), "\(error)")
        }
        XCTAssertThrowsError(try read(scene("a", connections: #"<segue destination="a" kind="show" identifier="x" id="s1"/><segue destination="a" kind="show" identifier="x" id="s2"/>"#))) { error in
            XCTAssertTrue("\(error)".contains("segue identifier 'x' is used twice"), "\(error)")
        }
        XCTAssertThrowsError(try read(scene("a") + scene("a"))) { error in
            XCTAssertTrue("\(error)".contains("duplicate id 'a'"), "\(error)")
        }
        XCTAssertThrowsError(try StoryboardReader.read(Data("<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\"/>".utf8), path: "E.storyboard")) { error in
            XCTAssertTrue("\(error)".contains("has no <scenes>"), "\(error)")
        }
    }

    func testAStoryboardGivenToTheXibReaderSaysWhatItIs() {
        let text = #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"><scenes/></document>"#
        XCTAssertThrowsError(try XibReader.read(Data(text.utf8), path: "Main.storyboard")) { error in
            XCTAssertTrue("\(error)".contains("this is a storyboard"), "\(error)")
        }
    }
}

import XCTest
import QuillTesting
@testable import QuillTemplateFormats
@testable import QuillTemplates
@testable import QuillWidgetBundles
import QuillViews
import QuillWidgets
import QuillFoundation
import QuillGraphics

final class XibReaderTests: XCTestCase {
    @MainActor final class InfoCell: TableViewCell {
        @Outlet var titleLabel: Label?
        @Inspectable var highlightCount: Int = 0
        var taps = 0
        @Action var detailsAction = InfoCell.details
        func details(_ sender: Button) { taps += 1 }
    }

    @MainActor final class Controller {
        @Outlet var cell: TableViewCell?
    }

    static let modern = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <dependencies><deployment identifier="iOS"/></dependencies>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="Controller">
                    <connections>
                        <outlet property="cell" destination="C1" id="o1"/>
                    </connections>
                </placeholder>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <tableViewCell contentMode="scaleToFill" selectionStyle="default" accessoryType="checkmark" rowHeight="48" id="C1" customClass="InfoCell" customModule="Demo" restorationIdentifier="infoCell">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="48"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" id="CV">
                        <rect key="frame" x="0.0" y="0.0" width="280" height="48"/>
                        <subviews>
                            <label opaque="NO" text="Title" textAlignment="center" lineBreakMode="middleTruncation" numberOfLines="2" tag="7" id="L1">
                                <rect key="frame" x="20" y="13" width="120" height="21"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
                                <fontDescription key="fontDescription" type="boldSystem" pointSize="15"/>
                                <color key="textColor" systemColor="labelColor"/>
                                <nil key="highlightedColor"/>
                            </label>
                            <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="B1">
                                <rect key="frame" x="200" y="8" width="60" height="30"/>
                                <state key="normal" title="Details"/>
                                <state key="highlighted" title="Pressed"/>
                                <connections>
                                    <action selector="detailsAction:" destination="C1" eventType="touchUpInside" id="a1"/>
                                </connections>
                            </button>
                        </subviews>
                        <color key="backgroundColor" red="0.8" green="0.9" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                        <constraints>
                            <constraint firstItem="L1" firstAttribute="leading" secondItem="CV" secondAttribute="leading" constant="20" id="k1"/>
                        </constraints>
                    </tableViewCellContentView>
                    <userDefinedRuntimeAttributes>
                        <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius"><integer key="value" value="6"/></userDefinedRuntimeAttribute>
                        <userDefinedRuntimeAttribute type="number" keyPath="highlightCount"><integer key="value" value="4"/></userDefinedRuntimeAttribute>
                    </userDefinedRuntimeAttributes>
                    <connections>
                        <outlet property="titleLabel" destination="L1" id="o2"/>
                    </connections>
                    <point key="canvasLocation" x="10" y="10"/>
                </tableViewCell>
                <view contentMode="scaleToFill" id="V2" restorationIdentifier="extra">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="50"/>
                    <color key="backgroundColor" white="0.5" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                    <subviews><sparkleView id="S1"><rect key="frame" x="0" y="0" width="10" height="10"/></sparkleView></subviews>
                </view>
            </objects>
            <resources>
                <systemColor name="labelColor"><color white="0.0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/></systemColor>
            </resources>
        </document>
        """

    @MainActor private func registry() throws -> TemplateRegistry {
        let registry = TemplateRegistry()
        try registry.register(InfoCell.self) { InfoCell() }
        try registry.register(Controller.self) { Controller() }
        return registry
    }

    @MainActor func testModernXibObjectsPropertiesAndConnections() async throws {
        let template = try TemplateFixture.template(XibReaderTests.modern, name: "InfoCell.xib")
        XCTAssertEqual(template.document.format, .xib)
        XCTAssertEqual(template.document.ownerClass, "Controller")
        let controller = Controller()
        let instance = try template.makeInstance(owner: controller, registry: try registry())
        let cell = try XCTUnwrap(controller.cell as? InfoCell, "the custom class is used when registered")
        XCTAssertEqual(cell.reuseIdentifier, nil)
        XCTAssertEqual(cell.restorationIdentifier, "infoCell")
        XCTAssertEqual(cell.accessoryType, .checkmark)
        XCTAssertEqual(cell.rowHeight, 48)
        XCTAssertEqual(cell.cornerRadius, 6, "layer.cornerRadius runtime attribute")
        XCTAssertEqual(cell.highlightCount, 4, "runtime attribute into an @Inspectable")
        XCTAssertEqual(cell.autoresizingMask, [.flexibleRightMargin, .flexibleBottomMargin])
        XCTAssertEqual(cell.contentView.backgroundColor, Color(red: 0.8, green: 0.9, blue: 1))
        let title = try XCTUnwrap(cell.titleLabel)
        XCTAssertTrue(title.superview === cell.contentView, "subviews of the content view go into the cell's own contentView")
        XCTAssertEqual(title.text, "Title")
        XCTAssertEqual(title.tag, 7)
        XCTAssertEqual(title.textAlignment, .center)
        XCTAssertEqual(title.lineBreakMode, .byTruncatingMiddle)
        XCTAssertEqual(title.numberOfLines, 2)
        XCTAssertEqual(title.font, Font(family: FontLibrary.appleSystemFamily, size: 15, weight: .bold), "the system font: Liberation Sans glyphs, San Francisco line height")
        XCTAssertEqual(title.textColor, .black)
        let button = try XCTUnwrap(cell.contentView.subviews.compactMap { $0 as? Button }.first)
        XCTAssertEqual(button.title(for: .highlighted), "Pressed")
        button.sendActions(for: .touchUpInside)
        XCTAssertEqual(cell.taps, 1)
        let extra = try XCTUnwrap(instance.topLevelObjects[1] as? View)
        XCTAssertEqual(extra.backgroundColor, Color(white: 0.5))
        XCTAssertTrue(instance.warnings.contains { $0.message.contains("unknown class 'SparkleView'") }, "\(instance.warnings)")
        let constraints = template.document.allObjects.flatMap(\.constraints)
        XCTAssertEqual(constraints.count, 1, "constraints are kept in the model")
        XCTAssertEqual(constraints.first?.constant, 20)
    }

    @MainActor func testUnregisteredCustomClassFallsBackWithAWarningAndStrictModeRefuses() async throws {
        let template = try TemplateFixture.template(XibReaderTests.modern, name: "InfoCell.xib")
        let registry = TemplateRegistry()
        let instance = try template.makeInstance(registry: registry)
        XCTAssertTrue(instance.topLevelObjects[0] is TableViewCell)
        let warnings = instance.warnings.map(\.description).joined(separator: "\n")
        XCTAssertTrue(warnings.contains("InfoCell.xib:12:"), warnings)
        XCTAssertTrue(warnings.contains("warning: unknown class 'InfoCell' (module Demo); using its base class 'TableViewCell'"), warnings)
        XCTAssertTrue(warnings.contains("TableViewCell has no outlet 'titleLabel'; not connected"), warnings)
        XCTAssertThrowsError(try template.instantiate(options: TemplateOptions(strictness: .strict), registry: registry)) { error in
            XCTAssertTrue("\(error)".contains("error: unknown class 'InfoCell' (module Demo)"), "\(error)")
        }
    }

    @MainActor func testMalformedXMLNamesTheLine() async {
        let broken = "<?xml version=\"1.0\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">\n  <objects>\n    <view id=\"a\">\n  </objects>\n"
        let message = TemplateFixture.errors(broken, name: "Broken.xib")
        XCTAssertTrue(message.contains("Broken.xib:5:"), message)
        XCTAssertTrue(message.contains("error: malformed XML"), message)
        let truncated = TemplateFixture.errors(String(XibReaderTests.modern.prefix(600)), name: "Truncated.xib")
        XCTAssertTrue(truncated.contains("Truncated.xib:") && truncated.contains("malformed XML"), truncated)
    }

    @MainActor func testOtherPlatformsAndNonXibFilesAreRefused() async {
        let mac = "<document type=\"com.apple.InterfaceBuilder3.Cocoa.XIB\" targetRuntime=\"MacOSX.Cocoa\"><objects/></document>"
        XCTAssertTrue(TemplateFixture.errors(mac, name: "Mac.xib").contains("this .xib is for MacOSX.Cocoa, not iOS"))
        XCTAssertTrue(TemplateFixture.errors("<html/>", name: "Page.xib").contains("not a .xib file: the root element is <html>"))
    }

    @MainActor func testDanglingConnectionInXib() async {
        let text = XibReaderTests.modern.replacingOccurrences(of: "destination=\"L1\"", with: "destination=\"ZZZ\"")
        let message = TemplateFixture.errors(text, name: "Dangling.xib")
        XCTAssertTrue(message.contains("connection 'titleLabel' refers to id 'ZZZ', which no object has"), message)
    }

    static let legacy = """
        <?xml version="1.0" encoding="UTF-8"?>
        <archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="7.10">
        	<data>
        		<object class="NSMutableArray" key="IBDocument.RootObjects" id="1000">
        			<object class="IBProxyObject" id="100"><string key="IBProxiedObjectIdentifier">IBFilesOwner</string></object>
        			<object class="IBProxyObject" id="101"><string key="IBProxiedObjectIdentifier">IBFirstResponder</string></object>
        			<object class="IBUIView" id="200">
        				<int key="NSvFlags">274</int>
        				<object class="NSMutableArray" key="NSSubviews">
        					<object class="IBUILabel" id="201">
        						<int key="NSvFlags">-2147483356</int>
        						<string key="NSFrame">{{20, 10}, {100, 21}}</string>
        						<string key="IBUIText">Hello</string>
        						<int key="IBUITag">5</int>
        						<object class="NSFont" key="IBUIFont"><string key="NSName">Helvetica-Bold</string><double key="NSSize">17</double></object>
        						<object class="NSColor" key="IBUITextColor" id="300"><int key="NSColorSpace">1</int><bytes key="NSRGB">MSAwIDAA</bytes></object>
        						<int key="IBUITextAlignment">1</int>
        					</object>
        					<object class="IBUIButton" id="202">
        						<string key="NSFrame">{{20, 40}, {100, 37}}</string>
        						<string key="IBUINormalTitle">Press</string>
        						<reference key="IBUINormalTitleColor" ref="300"/>
        						<int key="IBUIButtonType">1</int>
        					</object>
        				</object>
        				<string key="NSFrameSize">{320, 100}</string>
        				<object class="NSColor" key="IBUIBackgroundColor"><int key="NSColorSpace">3</int><bytes key="NSWhite">MC41AA</bytes></object>
        			</object>
        		</object>
        		<object class="IBObjectContainer" key="IBDocument.Objects">
        			<object class="NSMutableArray" key="connectionRecords">
        				<object class="IBConnectionRecord">
        					<object class="IBCocoaTouchOutletConnection" key="connection">
        						<string key="label">greeting</string>
        						<reference key="source" ref="100"/>
        						<reference key="destination" ref="201"/>
        					</object>
        				</object>
        				<object class="IBConnectionRecord">
        					<object class="IBCocoaTouchEventConnection" key="connection">
        						<string key="label">press:</string>
        						<reference key="source" ref="202"/>
        						<reference key="destination" ref="100"/>
        						<int key="IBEventType">7</int>
        					</object>
        				</object>
        			</object>
        			<object class="IBMutableOrderedSet" key="objectRecords">
        				<object class="NSArray" key="orderedObjects">
        					<object class="IBObjectRecord"><int key="objectID">-1</int><reference key="object" ref="100"/></object>
        					<object class="IBObjectRecord"><int key="objectID">2</int><reference key="object" ref="200"/></object>
        				</object>
        			</object>
        			<object class="NSMutableDictionary" key="flattenedProperties">
        				<object class="NSArray" key="dict.sortedKeys">
        					<string>-1.CustomClassName</string>
        					<string>2.CustomClassName</string>
        				</object>
        				<object class="NSMutableArray" key="dict.values">
        					<string>GreetingController</string>
        					<string>GreetingView</string>
        				</object>
        			</object>
        		</object>
        	</data>
        </archive>
        """

    @MainActor final class GreetingController {
        @Outlet var greeting: Label?
        var presses = 0
        @Action var press = GreetingController.pressed
        func pressed(_ sender: Control) { presses += 1 }
    }

    @MainActor final class GreetingView: View {}

    @MainActor func testLegacyArchive() async throws {
        let registry = TemplateRegistry()
        try registry.register(GreetingController.self) { GreetingController() }
        try registry.register(GreetingView.self) { GreetingView() }
        let template = try TemplateFixture.template(XibReaderTests.legacy, name: "Greeting.xib")
        XCTAssertEqual(template.document.format, .legacyXib)
        XCTAssertEqual(template.document.ownerClass, "GreetingController")
        let controller = GreetingController()
        let root = try XCTUnwrap(try template.instantiate(owner: controller, registry: registry)[0] as? GreetingView, "custom class from flattenedProperties")
        XCTAssertEqual(root.frame, Rect(x: 0, y: 0, width: 320, height: 100))
        XCTAssertEqual(root.autoresizingMask, [.flexibleWidth, .flexibleHeight], "NSvFlags 274 = 256 + 18")
        XCTAssertEqual(root.backgroundColor, Color(white: 0.5))
        let label = try XCTUnwrap(controller.greeting)
        XCTAssertEqual(label.text, "Hello")
        XCTAssertEqual(label.tag, 5)
        XCTAssertTrue(label.isHidden, "the hidden bit of NSvFlags")
        XCTAssertEqual(label.frame, Rect(x: 20, y: 10, width: 100, height: 21))
        XCTAssertEqual(label.textColor, .red, "NSRGB bytes")
        XCTAssertEqual(label.textAlignment, .center)
        XCTAssertEqual(label.font, Font(family: "Liberation Sans", size: 17, weight: .bold))
        let button = try XCTUnwrap(root.subviews[1] as? Button)
        XCTAssertEqual(button.title(for: .normal), "Press")
        XCTAssertEqual(button.titleColor(for: .normal), .red, "a colour shared by reference")
        XCTAssertEqual(button.style, .bordered)
        button.sendActions(for: .touchUpInside)
        XCTAssertEqual(controller.presses, 1, "IBEventType 7 is touch up inside")
    }

    @MainActor final class NoteListController {
        @Outlet var cell: TableViewCell?
        var done = 0
        @Action var markDone = NoteListController.markedDone
        func markedDone(_ sender: Button) { done += 1 }
    }

    @MainActor final class NoteCell: TableViewCell {
        @Outlet var titleLabel: Label?
    }

    /// Xcode 4's spelling of an archive: custom classes in a `<dictionary>` whose entries carry
    /// their keys, and the cell's content view among its subviews (Tests/Fixtures/Xib).
    @MainActor func testLegacyArchiveWithKeyedDictionaryAndContentView() async throws {
        let registry = TemplateRegistry()
        try registry.register(NoteListController.self) { NoteListController() }
        try registry.register(NoteCell.self) { NoteCell() }
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../Fixtures/Xib/LegacyNoteCell.xib").standardizedFileURL.path
        let template = try Template(contentsOfFile: path)
        XCTAssertEqual(template.document.ownerClass, "NoteListController")
        let owner = NoteListController()
        _ = try template.instantiate(owner: owner, options: TemplateOptions(strictness: .strict), registry: registry)
        let cell = try XCTUnwrap(owner.cell as? NoteCell, "4.CustomClassName from the keyed dictionary")
        XCTAssertEqual(cell.reuseIdentifier, "LegacyNoteCell")
        XCTAssertEqual(cell.accessoryType, .checkmark)
        XCTAssertTrue(cell.titleLabel?.superview === cell.contentView, "the referenced subview is the content view")
        XCTAssertEqual(cell.titleLabel?.text, "Buy milk and bread")
        XCTAssertEqual((cell.contentView.viewWithTag(2) as? Label)?.font, Font(family: "Liberation Sans", size: 13))
        let button = try XCTUnwrap(cell.contentView.subviews.compactMap { $0 as? Button }.first)
        XCTAssertEqual(button.title(for: .highlighted), "Done!")
        button.sendActions(for: .touchUpInside)
        XCTAssertEqual(owner.done, 1)
        XCTAssertTrue(cell.contentView.subviews.last?.isHidden ?? false, "a negative NSvFlags keeps its hidden bit")
    }

    @MainActor final class BaseCell: TableViewCell {
        @Outlet var titleLabel: Label?
    }

    /// A legacy file whose custom class is not registered loads leniently as the nearest
    /// registered superclass its class descriptions name; outlets only the missing class has
    /// are skipped with a warning, and the warning sketches what that class should declare.
    @MainActor func testLegacyClassDescriptionsChooseTheFallbackAndSketchTheMissingClass() async throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="7.10">
            \t<data>
            \t\t<object class="NSMutableArray" key="IBDocument.RootObjects" id="1000">
            \t\t\t<object class="IBUITableViewCell" id="200">
            \t\t\t\t<string key="NSFrameSize">{320, 44}</string>
            \t\t\t\t<object class="IBUIView" key="IBUIContentView" id="201">
            \t\t\t\t\t<string key="NSFrameSize">{320, 43}</string>
            \t\t\t\t\t<object class="NSMutableArray" key="NSSubviews">
            \t\t\t\t\t\t<object class="IBUILabel" id="202"><string key="IBUIText">Title</string></object>
            \t\t\t\t\t\t<object class="IBUILabel" id="203"><string key="IBUIText">Subtitle</string></object>
            \t\t\t\t\t</object>
            \t\t\t\t</object>
            \t\t\t</object>
            \t\t</object>
            \t\t<object class="IBObjectContainer" key="IBDocument.Objects">
            \t\t\t<object class="NSMutableArray" key="connectionRecords">
            \t\t\t\t<object class="IBConnectionRecord"><object class="IBCocoaTouchOutletConnection" key="connection">
            \t\t\t\t\t<string key="label">titleLabel</string><reference key="source" ref="200"/><reference key="destination" ref="202"/>
            \t\t\t\t</object></object>
            \t\t\t\t<object class="IBConnectionRecord"><object class="IBCocoaTouchOutletConnection" key="connection">
            \t\t\t\t\t<string key="label">subtitleLabel</string><reference key="source" ref="200"/><reference key="destination" ref="203"/>
            \t\t\t\t</object></object>
            \t\t\t</object>
            \t\t\t<object class="IBMutableOrderedSet" key="objectRecords">
            \t\t\t\t<object class="NSArray" key="orderedObjects">
            \t\t\t\t\t<object class="IBObjectRecord"><int key="objectID">2</int><reference key="object" ref="200"/></object>
            \t\t\t\t</object>
            \t\t\t</object>
            \t\t\t<object class="NSMutableDictionary" key="flattenedProperties">
            \t\t\t\t<object class="NSArray" key="dict.sortedKeys"><string>2.CustomClassName</string></object>
            \t\t\t\t<object class="NSMutableArray" key="dict.values"><string>FancyCell</string></object>
            \t\t\t</object>
            \t\t</object>
            \t\t<object class="IBClassDescriber" key="IBDocument.Classes">
            \t\t\t<object class="NSMutableArray" key="referencedPartialClassDescriptions">
            \t\t\t\t<object class="IBPartialClassDescription">
            \t\t\t\t\t<string key="className">FancyCell</string>
            \t\t\t\t\t<string key="superclassName">BaseCell</string>
            \t\t\t\t\t<object class="NSMutableDictionary" key="outlets">
            \t\t\t\t\t\t<string key="NS.key.0">subtitleLabel</string>
            \t\t\t\t\t\t<string key="NS.object.0">UILabel</string>
            \t\t\t\t\t</object>
            \t\t\t\t\t<object class="NSMutableDictionary" key="actions">
            \t\t\t\t\t\t<string key="NS.key.0">favourite:</string>
            \t\t\t\t\t\t<string key="NS.object.0">UIButton</string>
            \t\t\t\t\t</object>
            \t\t\t\t</object>
            \t\t\t\t<object class="IBPartialClassDescription">
            \t\t\t\t\t<string key="className">BaseCell</string>
            \t\t\t\t\t<string key="superclassName">UITableViewCell</string>
            \t\t\t\t</object>
            \t\t\t</object>
            \t\t</object>
            \t</data>
            </archive>
            """
        let template = try TemplateFixture.template(text, name: "Fancy.xib")
        XCTAssertEqual(template.document.classDescriptions["FancyCell"]?.superclassName, "BaseCell")
        XCTAssertEqual(template.document.classDescriptions["FancyCell"]?.outlets, [TemplateClassDescription.Member(name: "subtitleLabel", typeName: "UILabel")])
        let registry = TemplateRegistry()
        try registry.register(BaseCell.self) { BaseCell() }
        let instance = try template.makeInstance(registry: registry)
        let cell = try XCTUnwrap(instance.topLevelObjects.first as? BaseCell, "the nearest registered superclass")
        XCTAssertEqual(cell.titleLabel?.text, "Title", "the outlet the superclass declares is connected")
        let warnings = instance.warnings.map(\.description).joined(separator: "\n")
        XCTAssertTrue(warnings.contains("unknown class 'FancyCell'; using its superclass 'BaseCell'"), warnings)
        XCTAssertTrue(warnings.contains("the file describes it as a BaseCell subclass with @Outlet var subtitleLabel: Label?, @Action var favourite (sender: Button)"), warnings)
        XCTAssertTrue(warnings.contains("has no outlet 'subtitleLabel'; not connected (make FancyCell, the class the file names, known (declared in a module searched, or registered) to connect it)"), warnings)
        XCTAssertThrowsError(try template.makeInstance(options: TemplateOptions(strictness: .strict), registry: registry), "strict loading refuses the unknown class")
    }

    @MainActor func testLegacyContentViewWrittenInlineIsTheContentView() async throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="7.10">
            \t<data>
            \t\t<object class="NSMutableArray" key="IBDocument.RootObjects" id="1000">
            \t\t\t<object class="IBUITableViewCell" id="200">
            \t\t\t\t<string key="NSFrameSize">{320, 44}</string>
            \t\t\t\t<object class="IBUIView" key="IBUIContentView" id="201">
            \t\t\t\t\t<string key="NSFrameSize">{320, 43}</string>
            \t\t\t\t\t<object class="NSMutableArray" key="NSSubviews">
            \t\t\t\t\t\t<object class="IBUILabel" id="202"><string key="IBUIText">Inline</string><int key="IBUITag">3</int></object>
            \t\t\t\t\t</object>
            \t\t\t\t</object>
            \t\t\t</object>
            \t\t</object>
            \t</data>
            </archive>
            """
        let template = try TemplateFixture.template(text, name: "Inline.xib")
        let cell = try XCTUnwrap(try template.instantiate(registry: TemplateRegistry())[0] as? TableViewCell)
        XCTAssertEqual((cell.contentView.viewWithTag(3) as? Label)?.text, "Inline", "the inline content view's subviews are the cell's content")
    }

    func testLegacyEventTypesMapToControlEvents() {
        XCTAssertEqual(ControlEventNames.events(legacyIndex: 1), .touchDown)
        XCTAssertEqual(ControlEventNames.events(legacyIndex: 7), .touchUpInside)
        XCTAssertEqual(ControlEventNames.events(legacyIndex: 13), .valueChanged)
        XCTAssertNil(ControlEventNames.events(legacyIndex: 40))
    }
}

import XCTest
@testable import QuillTemplates
import QuillViews
import QuillWidgets
import QuillFoundation
import QuillAuthoring

/// Controls take UIKit's metrics when a .xib lays them out (issue 26): a large activity
/// indicator is 37 points, a slider 31 points tall with its frame 2 points past its track on
/// each side.
final class ControlMetricsTests: XCTestCase {
    @MainActor func testActivityIndicatorStylesFromAXib() async throws {
        let screen = TemplateConstraintTests.xib("""
                <view id="V">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                    <subviews>
                        <activityIndicatorView opaque="NO" contentMode="scaleToFill" style="large" translatesAutoresizingMaskIntoConstraints="NO" id="L">
                            <rect key="frame" x="10" y="10" width="37" height="37"/>
                        </activityIndicatorView>
                        <activityIndicatorView opaque="NO" contentMode="scaleToFill" style="whiteLarge" id="W">
                            <rect key="frame" x="60" y="10" width="37" height="37"/>
                        </activityIndicatorView>
                        <activityIndicatorView opaque="NO" contentMode="scaleToFill" style="gray" translatesAutoresizingMaskIntoConstraints="NO" id="G">
                            <rect key="frame" x="110" y="10" width="20" height="20"/>
                        </activityIndicatorView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="L" firstAttribute="leading" secondItem="V" secondAttribute="leading" constant="10" id="c1"/>
                        <constraint firstItem="L" firstAttribute="top" secondItem="V" secondAttribute="top" constant="10" id="c2"/>
                        <constraint firstItem="G" firstAttribute="leading" secondItem="V" secondAttribute="leading" constant="110" id="c3"/>
                        <constraint firstItem="G" firstAttribute="top" secondItem="V" secondAttribute="top" constant="10" id="c4"/>
                    </constraints>
                </view>
        """)
        let instance = try TemplateFixture.template(screen, name: "Spinners.xib").makeInstance()
        let root = try XCTUnwrap(instance.object(withID: "V") as? View)
        root.layoutIfNeeded()
        let large = try XCTUnwrap(instance.object(withID: "L") as? ActivityIndicatorView)
        let white = try XCTUnwrap(instance.object(withID: "W") as? ActivityIndicatorView)
        let gray = try XCTUnwrap(instance.object(withID: "G") as? ActivityIndicatorView)
        XCTAssertEqual(large.style, .large)
        XCTAssertEqual(large.frame.size, Size(width: 37, height: 37), "large is 37 points, its intrinsic size")
        XCTAssertEqual(white.style, .large)
        XCTAssertEqual(white.color, Color(red: 1, green: 1, blue: 1), "whiteLarge is large and white")
        XCTAssertEqual(gray.style, .medium)
        XCTAssertEqual(gray.frame.size, Size(width: 20, height: 20))
        large.style = .medium
        root.layoutIfNeeded()
        XCTAssertEqual(large.frame.size, Size(width: 20, height: 20), "changing the style changes the intrinsic size")
    }

    @MainActor func testASliderAlignsItsTrackAndReachesTwoPointsPast() async throws {
        let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 100))
        let label = Label(text: "Volume")
        let slider = Slider(frame: .zero)
        for view in [label, slider] as [View] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 8),
            slider.leadingAnchor.constraint(equalTo: label.leadingAnchor),
            slider.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
            slider.topAnchor.constraint(equalTo: label.bottomAnchor, constant: 8),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(slider.frame.minX, 14, "the frame starts 2 points before the aligned edge")
        XCTAssertEqual(slider.frame.width, 320 - 32 + 4)
        XCTAssertEqual(slider.frame.height, 31)
    }

    @MainActor func testASwitchAlignsA49PointRectangleAndItsFrameReachesTwoPointsRight() async throws {
        // Interface Builder's frames: centred on x 187.5 a switch's frame starts at 163; after a
        // 327-point label and 8 points of spacing in a 384-point stack it ends at 386.
        let root = View(frame: Rect(x: 0, y: 0, width: 375, height: 100))
        let centred = Switch()
        let label = Label(text: "Hide for a single page")
        let trailing = Switch()
        let stack = StackView(arrangedSubviews: [label, trailing])
        stack.spacing = 8
        for view in [centred, stack] as [View] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        LayoutConstraint.activate([
            centred.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            centred.topAnchor.constraint(equalTo: root.topAnchor),
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            stack.widthAnchor.constraint(equalToConstant: 384),
            stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(centred.intrinsicContentSize, Size(width: 49, height: 31))
        XCTAssertEqual(centred.frame, Rect(x: 163, y: 0, width: 51, height: 31))
        XCTAssertEqual(trailing.frame.minX, 335)
        XCTAssertEqual(trailing.frame.maxX, 386, "2 points past the stack's edge, as Interface Builder draws it")
    }

    @MainActor func testProgressBarsOfFilesSavedBeforeXcode11AreTwoPointsThick() async throws {
        for (toolsVersion, thickness) in [(14460, 2.0), (21701, 4.0)] {
            let screen = TemplateConstraintTests.xib("""
                    <view id="V">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                        <subviews>
                            <progressView opaque="NO" contentMode="scaleToFill" progress="0.5" translatesAutoresizingMaskIntoConstraints="NO" id="P">
                                <rect key="frame" x="16" y="20" width="288" height="\(thickness)"/>
                            </progressView>
                        </subviews>
                        <constraints>
                            <constraint firstItem="P" firstAttribute="leading" secondItem="V" secondAttribute="leading" constant="16" id="c1"/>
                            <constraint firstAttribute="trailing" secondItem="P" secondAttribute="trailing" constant="16" id="c2"/>
                            <constraint firstItem="P" firstAttribute="top" secondItem="V" secondAttribute="top" constant="20" id="c3"/>
                        </constraints>
                    </view>
            """).replacingOccurrences(of: "toolsVersion=\"17701\"", with: "toolsVersion=\"\(toolsVersion)\"")
            let template = try TemplateFixture.template(screen, name: "Progress\(toolsVersion).xib")
            let instance = try template.makeInstance()
            let root = try XCTUnwrap(instance.object(withID: "V") as? View)
            let bar = try XCTUnwrap(instance.object(withID: "P") as? ProgressView)
            root.layoutIfNeeded()
            XCTAssertEqual(bar.frame.height, 4, "Quill's own bar is iOS 13's, whatever saved the file")
            let report = TemplateLayoutReport(
                view: root, description: try XCTUnwrap(template.document.objects.first { $0.id == "V" }), instance: instance, designDevice: template.document.designDevice,
                designToolsVersion: template.document.designToolsVersion)
            XCTAssertEqual(bar.frame.height, thickness, "laid out as the Interface Builder of tools version \(toolsVersion) drew it")
            XCTAssertEqual(report.matchedCount, 1)
        }
    }

    @MainActor func testASegmentedControlsFrameReachesOnePointBelowWhatIsAligned() async throws {
        // Interface Builder's frame for a control with its height constrained to 31 and its top
        // 109 below a guide ending at 20: y 129, 32 tall.
        let root = View(frame: Rect(x: 0, y: 0, width: 375, height: 300))
        let constrained = SegmentedControl(titles: ["audio", "video", "group"])
        let intrinsic = SegmentedControl(titles: ["One", "Two"])
        for view in [constrained, intrinsic] as [View] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        LayoutConstraint.activate([
            constrained.topAnchor.constraint(equalTo: root.topAnchor, constant: 129),
            constrained.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            constrained.heightAnchor.constraint(equalToConstant: 31),
            constrained.widthAnchor.constraint(equalToConstant: 197),
            intrinsic.topAnchor.constraint(equalTo: constrained.bottomAnchor, constant: 8),
            intrinsic.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(constrained.frame, Rect(x: 89, y: 129, width: 197, height: 32))
        XCTAssertEqual(intrinsic.intrinsicContentSize?.height, 31)
        XCTAssertEqual(intrinsic.frame.minY, 168, "8 below the aligned bottom at 160, not the frame's at 161")
        XCTAssertEqual(intrinsic.frame.height, 32)
    }

    @MainActor func testButtonsFromAXibTakeUIKitsSpacingInsetsAndConfiguration() async throws {
        let screen = TemplateConstraintTests.xib("""
                <view id="V">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                    <subviews>
                        <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="C">
                            <rect key="frame" x="16" y="20" width="100" height="40"/>
                            <state key="normal" title="Reply" image="star.fill" catalog="system"/>
                            <inset key="contentEdgeInsets" minX="10" minY="5" maxX="12" maxY="6"/>
                        </button>
                        <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="F">
                            <rect key="frame" x="16" y="80" width="53" height="35"/>
                            <state key="normal" title="Button"/>
                            <buttonConfiguration key="configuration" style="filled" title="Log" imagePadding="4"/>
                        </button>
                    </subviews>
                </view>
        """)
        let instance = try TemplateFixture.template(screen, name: "Buttons.xib").makeInstance()
        let classic = try XCTUnwrap(instance.object(withID: "C") as? Button)
        XCTAssertEqual(classic.imageTitleSpacing, 0, "UIKit's classic buttons put the title right after the image")
        XCTAssertEqual(classic.contentEdgeInsets, EdgeInsets(top: 5, left: 10, bottom: 6, right: 12))
        let image = try XCTUnwrap(classic.currentImage)
        let title = classic.titleLabel.sizeThatFits(.zero)
        XCTAssertEqual(classic.intrinsicContentSize?.width, (image.size.width + title.width + 22).rounded(.up))
        let configured = try XCTUnwrap(instance.object(withID: "F") as? Button)
        XCTAssertEqual(configured.currentTitle, "Log", "the configuration's title, not the state's")
        XCTAssertEqual(configured.style, .filled)
        XCTAssertEqual(configured.imageTitleSpacing, 4)
        XCTAssertEqual(configured.contentEdgeInsets, EdgeInsets(top: 7, left: 12, bottom: 7, right: 12))
        XCTAssertEqual(configured.titleFont?.size, 17)
    }
}

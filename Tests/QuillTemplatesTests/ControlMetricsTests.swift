import XCTest
@testable import QuillTemplates
import QuillViews
import QuillWidgets
import QuillFoundation

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
}

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

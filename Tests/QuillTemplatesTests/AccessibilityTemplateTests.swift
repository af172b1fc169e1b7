import XCTest
import QuillTesting
@testable import QuillTemplateFormats
@testable import QuillTemplates
@testable import QuillWidgetBundles
import QuillAuthoring
import QuillViews

/// Accessibility in templates (issue 14): the native keys, Interface Builder's
/// `<accessibility key="accessibilityConfiguration">`, and lint's warning about a button a
/// screen reader could not name.
final class AccessibilityTemplateTests: XCTestCase {
    @MainActor func testNativeKeysSetTheAccessibilityOfViews() async throws {
        let native = """
            quill: 1
            objects:
              - class: View
                id: root
                frame: [0, 0, 200, 100]
                subviews:
                  - {class: Label, id: title, text: Inbox, frame: [0, 0, 100, 20], accessibilityTraits: [staticText, header]}
                  - {class: ImageView, id: badge, frame: [110, 0, 20, 20], isAccessibilityElement: true, accessibilityLabel: "3 unread", accessibilityTraits: image}
                  - {class: Button, id: go, title: Open, frame: [0, 40, 80, 30], accessibilityHint: Opens the inbox, identifier: open-inbox}
                  - {class: View, id: decoration, frame: [0, 80, 200, 20], accessibilityElementsHidden: true, subviews: [{class: Label, text: hidden}]}
            """
        let instance = try TemplateFixture.template(native, name: "Inbox.quill").makeInstance()
        let root = try XCTUnwrap(instance.object(withID: "root") as? View)
        XCTAssertEqual(root.accessibilityDescription(), """
            heading "Inbox"
            image "3 unread"
            button "Open" hint "Opens the inbox" #open-inbox
            """)
        XCTAssertThrowsError(try TemplateFixture.template(native.replacingOccurrences(of: "[staticText, header]", with: "[headline]"), name: "Bad.quill").makeInstance()) { error in
            XCTAssertTrue("\(error)".contains("an accessibility trait: one of button, link, header"), "\(error)")
        }
    }

    @MainActor func testInterfaceBuilderAccessibilityConfigurationIsRead() async throws {
        let xib = TemplateConstraintTests.xib("""
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                        <subviews>
                            <button opaque="NO" contentMode="scaleToFill" id="close">
                                <rect key="frame" x="0" y="0" width="44" height="44"/>
                                <accessibility key="accessibilityConfiguration" label="Close" hint="Closes the screen" identifier="close-button">
                                    <accessibilityTraits key="traits" button="YES" playsSound="YES"/>
                                </accessibility>
                                <state key="normal" image="xmark"/>
                            </button>
                            <imageView contentMode="scaleToFill" id="logo" image="star.fill">
                                <rect key="frame" x="50" y="0" width="20" height="20"/>
                                <accessibility key="accessibilityConfiguration" label="Logo">
                                    <accessibilityTraits key="traits" image="YES"/>
                                    <bool key="isElement" value="YES"/>
                                </accessibility>
                            </imageView>
                        </subviews>
                    </view>
            """)
        let instance = try TemplateFixture.template(xib, name: "Close.xib").makeInstance(options: TemplateOptions(strictness: .lenient))
        let root = try XCTUnwrap(instance.object(withID: "root") as? View)
        XCTAssertEqual(root.accessibilityDescription(), """
            button "Close" hint "Closes the screen" #close-button
            image "Logo"
            """)
    }

    @MainActor func testLintWarnsAboutAnImageButtonWithoutAName() async throws {
        let native = """
            quill: 1
            objects:
              - class: View
                id: root
                frame: [0, 0, 200, 100]
                subviews:
                  - {class: Button, id: bare, image: star.fill, frame: [0, 0, 44, 44]}
                  - {class: Button, id: named, image: star.fill, accessibilityLabel: Favourite, frame: [50, 0, 44, 44]}
                  - {class: Button, id: titled, title: Save, frame: [100, 0, 80, 44]}
                  - {class: Button, id: filledLater, frame: [0, 50, 80, 44]}
            """
        let template = try TemplateFixture.template(native, name: "Buttons.quill")
        let instance = try template.makeInstance()
        let warnings = TemplateAccessibilityCheck.diagnostics(document: template.document, instance: instance)
        XCTAssertEqual(warnings.count, 1, "\(warnings)")
        XCTAssertEqual(warnings.first?.location.line, 7, "at the bare button's line")
        XCTAssertTrue(warnings.first?.message.contains("is read by its image's file name ('star.fill')") ?? false, "\(warnings)")
        XCTAssertTrue(warnings.first?.hint?.contains("accessibilityLabel") ?? false)
    }
}

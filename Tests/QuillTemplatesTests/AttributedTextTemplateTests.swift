import XCTest
import QuillTesting
@testable import QuillTemplateFormats
@testable import QuillTemplates
@testable import QuillWidgetBundles
import QuillFoundation
import QuillGraphics
import QuillViews
import QuillWidgets

/// Attributed text in templates (issue 13): runs in the native format, `<attributedString>`
/// in .xib files (labels, text fields, button states), mistakes reported at their line, and
/// `quill convert` keeping the runs.
final class AttributedTextTemplateTests: XCTestCase {
    static let native = """
        quill: 1
        objects:
          - class: View
            id: root
            frame: [0, 0, 320, 200]
            subviews:
              - class: Label
                id: notice
                frame: [10, 10, 300, 60]
                numberOfLines: 0
                attributedText:
                  - "Read the "
                  - {text: terms, link: "https://example.org/terms"}
                  - {text: " by Friday", font: {size: 17, weight: bold}, color: systemRed, underline: double}
                  - {text: "\\nSecond paragraph", alignment: center, paragraphSpacing: 6, kern: 1.5}
              - class: Button
                id: buy
                frame: [10, 80, 200, 40]
                attributedTitle:
                  normal: [{text: "Buy ", font: {size: 15, weight: bold}}, {text: "$9", color: systemGreen, strikethrough: single}]
              - class: TextField
                id: field
                frame: [10, 130, 300, 34]
                attributedText: [{text: "warm", backgroundColor: systemYellow}]
                attributedPlaceholder: {text: Search, color: systemBlue}
        """

    @MainActor func testTheNativeFormatSetsRunsOnLabelsButtonsAndFields() async throws {
        let instance = try TemplateFixture.template(Self.native, name: "Attributed.quill").makeInstance()
        let label = try XCTUnwrap(instance.object(withID: "notice") as? Label)
        let text = try XCTUnwrap(label.attributedText)
        XCTAssertEqual(text.string, "Read the terms by Friday\nSecond paragraph")
        XCTAssertEqual(text.runs.count, 4)
        XCTAssertEqual(text.runs[1].attributes.link, "https://example.org/terms")
        XCTAssertEqual(text.runs[2].attributes.font?.weight, .bold)
        XCTAssertEqual(text.runs[2].attributes.foregroundColor, .systemRed)
        XCTAssertEqual(text.runs[2].attributes.underlineStyle, .double)
        XCTAssertEqual(text.runs[3].attributes.alignment, .center)
        XCTAssertEqual(text.runs[3].attributes.kern, 1.5)
        let button = try XCTUnwrap(instance.object(withID: "buy") as? Button)
        XCTAssertEqual(button.currentTitle, "Buy $9")
        XCTAssertEqual(button.currentAttributedTitle?.runs.last?.attributes.strikethroughStyle, .single)
        let field = try XCTUnwrap(instance.object(withID: "field") as? TextField)
        XCTAssertEqual(field.attributedText.runs.first?.attributes.backgroundColor, .systemYellow)
        XCTAssertEqual(field.placeholder, "Search")
        let root = try XCTUnwrap(instance.object(withID: "root") as? View)
        assertImageSnapshot(of: SnapshotRenderer.render(root), named: "native")
    }

    @MainActor func testMistakesInRunsAreReportedAtTheirLine() async throws {
        let bad = Self.native.replacingOccurrences(of: "link: \"https://example.org/terms\"", with: "lnk: x")
        XCTAssertThrowsError(try TemplateFixture.template(bad, name: "Bad.quill").instantiate(options: TemplateOptions(strictness: .strict))) { error in
            let message = "\(error)"
            XCTAssertTrue(message.contains("Bad.quill:"), message)
            XCTAssertTrue(message.contains("did you mean 'link'"), message)
        }
        let noText = Self.native.replacingOccurrences(of: "{text: terms, ", with: "{")
        XCTAssertThrowsError(try TemplateFixture.template(noText, name: "NoText.quill").instantiate(options: TemplateOptions(strictness: .strict))) { error in
            XCTAssertTrue("\(error)".contains("a run with its text"), "\(error)")
        }
        let huge = Self.native.replacingOccurrences(of: "kern: 1.5", with: "kern: 1e300")
        XCTAssertThrowsError(try TemplateFixture.template(huge, name: "Huge.quill").instantiate(options: TemplateOptions(strictness: .strict))) { error in
            XCTAssertTrue("\(error)".contains("a number from -100 to 100"), "\(error)")
        }
    }

    static let xib = TemplateConstraintTests.xib("""
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="160"/>
                    <subviews>
                        <label opaque="NO" numberOfLines="0" id="L">
                            <rect key="frame" x="10" y="10" width="300" height="80"/>
                            <attributedString key="attributedText">
                                <fragment content="Hello ">
                                    <attributes>
                                        <color key="NSColor" red="0.9" green="0.1" blue="0.1" alpha="1" colorSpace="calibratedRGB"/>
                                        <font key="NSFont" metaFont="system" size="14"/>
                                        <paragraphStyle key="NSParagraphStyle" alignment="center" lineBreakMode="wordWrapping" baseWritingDirection="natural" lineSpacing="3"/>
                                    </attributes>
                                </fragment>
                                <fragment>
                                    <string key="content">bold
        world</string>
                                    <attributes>
                                        <font key="NSFont" size="20" name="Helvetica-Bold"/>
                                        <integer key="NSUnderline" value="1"/>
                                        <url key="NSLink" string="https://example.org"/>
                                        <real key="NSKern" value="-0.5"/>
                                        <shadow key="NSShadow"/>
                                    </attributes>
                                </fragment>
                            </attributedString>
                        </label>
                        <button opaque="NO" contentMode="scaleToFill" id="B">
                            <rect key="frame" x="10" y="100" width="200" height="40"/>
                            <state key="normal">
                                <attributedString key="attributedTitle">
                                    <fragment content="Go">
                                        <attributes>
                                            <integer key="NSStrikethrough" value="2"/>
                                        </attributes>
                                    </fragment>
                                </attributedString>
                            </state>
                        </button>
                    </subviews>
                </view>
        """)

    @MainActor func testXibAttributedStringsBecomeRuns() async throws {
        let template = try TemplateFixture.template(Self.xib, name: "Attributed.xib")
        let instance = try template.makeInstance()
        let label = try XCTUnwrap(instance.object(withID: "L") as? Label)
        let text = try XCTUnwrap(label.attributedText)
        XCTAssertEqual(text.string, "Hello bold\nworld")
        XCTAssertEqual(text.runs.count, 2)
        let hello = text.runs[0].attributes, bold = text.runs[1].attributes
        XCTAssertEqual(hello.font?.size, 14)
        XCTAssertEqual(hello.alignment, .center)
        XCTAssertEqual(hello.lineSpacing, 3)
        XCTAssertEqual(hello.foregroundColor, Color(red: 0.9, green: 0.1, blue: 0.1))
        XCTAssertEqual(bold.font, Font(family: FontLibrary.appleCompatibleFamily, size: 20, weight: .bold))
        // PostScript names without a family: monospaced ones stay monospaced.
        XCTAssertEqual(XibValues.family(forFontName: "Menlo-Bold"), Font.monospacedFamily)
        XCTAssertEqual(XibValues.family(forFontName: "CourierNewPSMT"), Font.monospacedFamily)
        XCTAssertEqual(XibValues.family(forFontName: ".SFUIText-Semibold"), FontLibrary.appleSystemFamily)
        XCTAssertEqual(XibValues.family(forFontName: "HelveticaNeue-Light"), FontLibrary.appleCompatibleFamily)
        XCTAssertEqual(bold.underlineStyle, .single)
        XCTAssertEqual(bold.link, "https://example.org")
        XCTAssertEqual(bold.kern, -0.5)
        let warnings = instance.warnings.map(\.description).joined(separator: "\n")
        XCTAssertTrue(warnings.contains("'NSShadow' is not drawn by Quill"), warnings)
        let button = try XCTUnwrap(instance.object(withID: "B") as? Button)
        XCTAssertEqual(button.currentAttributedTitle?.runs.first?.attributes.strikethroughStyle, .thick)

        // Converted to the native format, the runs come back the same.
        let written = NativeTemplateWriter.write(template.document).text
        XCTAssertTrue(written.contains("attributedText"), written)
        let again = try TemplateFixture.template(written, name: "Converted.quill").makeInstance()
        XCTAssertEqual((again.object(withID: "L") as? Label)?.attributedText, text)
        XCTAssertEqual((again.object(withID: "B") as? Button)?.currentAttributedTitle, button.currentAttributedTitle)
    }
}

import XCTest
import QuillTesting
@testable import QuillTemplateFormats
@testable import QuillTemplates
@testable import QuillWidgetBundles
import QuillFoundation
import QuillGraphics
import QuillViews
import QuillWidgets

final class NativeTemplateTests: XCTestCase {
    @MainActor func testPropertiesSubviewsAndTopLevelOrder() async throws {
        let template = try TemplateFixture.template("""
            # A panel with a title and a button.
            quill: 1
            objects:
              - class: View
                id: panel
                frame: [0, 0, 240, 120]
                backgroundColor: "#F2F2F7"
                cornerRadius: 8
                restorationIdentifier: main
                subviews:
                  - {class: Label, id: title, frame: [12, 12, 216, 24], text: "Hello: world", font: bold 17, textColor: systemBlue, tag: 1}
                  - class: Button
                    frame: [12, 70, 100, 36]
                    style: filled
                    title: {normal: Go, highlighted: Going}
                    tag: 2
              - {class: Label, text: second, restorationIdentifier: other}
            """)
        let objects = try template.instantiate(registry: TemplateRegistry())
        XCTAssertEqual(objects.count, 2)
        let panel = try XCTUnwrap(objects[0] as? View)
        XCTAssertEqual(panel.frame, Rect(x: 0, y: 0, width: 240, height: 120))
        XCTAssertEqual(panel.backgroundColor, Color(hex: "#F2F2F7"))
        XCTAssertEqual(panel.cornerRadius, 8)
        let title = try XCTUnwrap(panel.viewWithTag(1) as? Label)
        XCTAssertEqual(title.text, "Hello: world")
        XCTAssertEqual(title.font, .boldSystemFont(ofSize: 17))
        XCTAssertEqual(title.textColor, .systemBlue)
        let button = try XCTUnwrap(panel.viewWithTag(2) as? Button)
        XCTAssertEqual(button.style, .filled)
        XCTAssertEqual(button.title(for: .normal), "Go")
        XCTAssertEqual(button.title(for: .highlighted), "Going")
        XCTAssertEqual((objects[1] as? Label)?.text, "second")
        XCTAssertEqual(try template.view(withRestorationIdentifier: "other", registry: TemplateRegistry()).className, "Label")
        assertImageSnapshot(of: panel, named: "panel")
    }

    @MainActor func testEachInstantiationMakesNewObjects() async throws {
        let template = try TemplateFixture.template("quill: 1\nobjects:\n  - {class: Label, text: x}\n")
        let a = try template.instantiate(registry: TemplateRegistry())[0]
        let b = try template.instantiate(registry: TemplateRegistry())[0]
        XCTAssertFalse(a === b)
    }

    @MainActor func testCacheReturnsTheSameParseUntilTheFileChanges() async throws {
        let path = TemplateFixture.write("quill: 1\nobjects:\n  - {class: Label, text: one}\n", as: "Cached.quill")
        let first = try Template.cached(contentsOfFile: path)
        XCTAssertTrue(first === (try Template.cached(contentsOfFile: path)))
        try await Task.sleep(nanoseconds: 1_100_000_000)
        TemplateFixture.write("quill: 1\nobjects:\n  - {class: Label, text: two}\n", as: "Cached.quill")
        let second = try Template.cached(contentsOfFile: path)
        XCTAssertFalse(first === second)
        XCTAssertEqual((try second.instantiate(registry: TemplateRegistry())[0] as? Label)?.text, "two")
    }

    @MainActor func testTemplatesByNameInABundleAndImagesFromTheBundle() async throws {
        let bundleFolder = TemplateFixture.folder + "/Bundle"
        try FileManager.default.createDirectory(atPath: bundleFolder + "/Images", withIntermediateDirectories: true)
        var pixels = Bitmap(width: 4, height: 4, fill: PixelColor(.red))
        pixels[0, 0] = PixelColor(.blue)
        try PNGCodec.write(pixels, to: bundleFolder + "/Images/dot.png")
        TemplateFixture.write("quill: 1\nobjects:\n  - {class: ImageView, image: dot, frame: [0, 0, 8, 8]}\n", as: "Bundle/Dot.quill")
        let template = try Template.named("Dot", in: TemplateBundle(path: bundleFolder))
        let view = try XCTUnwrap(try template.instantiate(registry: TemplateRegistry())[0] as? ImageView)
        XCTAssertEqual(view.image?.bitmap.width, 4)
        XCTAssertThrowsError(try Template.named("Missing", in: TemplateBundle(path: bundleFolder))) { error in
            XCTAssertTrue("\(error)".contains("no template named 'Missing'"), "\(error)")
        }
        XCTAssertThrowsError(try TemplateBundle(path: bundleFolder).resourcePath("../../etc/passwd")) { error in
            XCTAssertTrue("\(error)".contains("leaves the bundle folder"), "\(error)")
        }
    }
}

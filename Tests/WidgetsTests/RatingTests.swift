import XCTest
import Quill
import QuillTesting
import QuillAuthoring
import QuillWidgetBundles

/// The Rating widget used as an app that loads it as a plugin would: the test does not link
/// `RatingControl`; it knows the view as a `Control`, sets and reads its properties by name and
/// receives its `valueChanged` events.
final class RatingTests: XCTestCase {
    @MainActor static func loadRating() throws -> Control {
        try WidgetBundleBuilder.buildLibrary(ofBundleAt: Checkout.widgets + "/Rating")
        let bundle = try WidgetBundleLoader.shared.load(at: Checkout.widgets + "/Rating")
        return try bundle.template(named: "Rating").firstObject(of: Control.self)
    }

    @MainActor func testAnAppDrivesThePluginByPropertyNamesAndControlEvents() async throws {
        let rating = try Self.loadRating()
        let registry = TemplateRegistry.shared
        XCTAssertEqual(registry.className(of: rating), "RatingControl")
        XCTAssertEqual(try registry.value(ofProperty: "value", of: rating) as? Int, 3, "the template's value")
        XCTAssertEqual(try registry.value(ofProperty: "maximum", of: rating) as? Int, 5)
        XCTAssertTrue(registry.settablePropertyNames(of: rating).contains("starColor"))

        let harness = HeadlessHarness(size: Size(width: 200, height: 56))
        rating.frame.origin = Point(x: 10, y: 10)
        harness.window.addSubview(rating)
        var reported: [Int] = []
        rating.addAction(for: .valueChanged) { control in
            reported.append((try? registry.value(ofProperty: "value", of: control) as? Int) ?? -1)
        }
        // The second star is at x = 10 + 36 * 1.5 in the window.
        harness.click(at: Point(x: 64, y: 28))
        harness.key(.right)
        XCTAssertEqual(reported, [2, 3], "clicks and keys reach the app as valueChanged")

        try registry.setValue(5, forProperty: "value", of: rating)
        XCTAssertEqual(try registry.value(ofProperty: "value", of: rating) as? Int, 5)
        try registry.setValue(9, forProperty: "value", of: rating)
        XCTAssertEqual(try registry.value(ofProperty: "value", of: rating) as? Int, 5, "the widget clamps a value set by name")
        try registry.setValue(TemplateValue.color(.systemBlue), forProperty: "starColor", of: rating)
        try registry.setValue("#34C759FF", forProperty: "starColor", of: rating)
        try registry.setValue(false, forProperty: "enabled", of: rating)
        XCTAssertFalse(rating.isEnabled, "built-in properties can be set by name too")
        try registry.setValue(true, forProperty: "enabled", of: rating)
        XCTAssertTrue(reported.count == 2, "setting by name is not a user change: no event")
        assertImageSnapshot(of: harness.render(rating), named: "five-green-stars")

        XCTAssertThrowsError(try registry.setValue(3, forProperty: "valu", of: rating)) { error in
            XCTAssertTrue("\(error)".contains("RatingControl has no property 'valu' that can be set by name (did you mean 'value'?"), "\(error)")
        }
        XCTAssertThrowsError(try registry.setValue([1, 2], forProperty: "value", of: rating)) { error in
            XCTAssertTrue("\(error)".contains("RatingControl.value cannot be set from a Array<Int> (it holds a Int)"), "\(error)")
        }
        XCTAssertThrowsError(try registry.value(ofProperty: "text", of: rating)) { error in
            XCTAssertTrue("\(error)".contains("its @Inspectable properties are: maximum, starColor, value"), "\(error)")
        }
    }

    @MainActor func testAWrappedPropertyAssignedInItsOwnDidSetDoesNotRecurse() async throws {
        let rating = try Self.loadRating()
        // RatingControl's didSet assigns through the wrapper (_value.wrappedValue), as
        // Inspectable's documentation says; assigning `value` there would never return.
        try TemplateRegistry.shared.setValue(-4, forProperty: "value", of: rating)
        XCTAssertEqual(try TemplateRegistry.shared.value(ofProperty: "value", of: rating) as? Int, 0)
    }
}

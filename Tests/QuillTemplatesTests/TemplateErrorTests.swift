import XCTest
import QuillTesting
@testable import QuillTemplateFormats
@testable import QuillTemplates
@testable import QuillWidgetBundles
import QuillViews
import QuillWidgets

/// Every mistake gives `file:line:column`, what is wrong and what would be right.
final class TemplateErrorTests: XCTestCase {
    @MainActor private func expect(_ text: String, _ fragments: [String], name: String = "Broken.quill", registry: TemplateRegistry = TemplateRegistry(), options: TemplateOptions = TemplateOptions(), file: StaticString = #filePath, line: UInt = #line) {
        let message = TemplateFixture.errors(text, name: name, registry: registry, options: options)
        XCTAssertFalse(message.isEmpty, "expected an error", file: file, line: line)
        for fragment in fragments {
            XCTAssertTrue(message.contains(fragment), "missing '\(fragment)' in:\n\(message)", file: file, line: line)
        }
    }

    @MainActor func testMalformedYAML() async {
        expect("quill: 1\nobjects:\n  - {class: View\n", ["Broken.quill:4:1: error: malformed YAML"])
    }

    @MainActor func testMissingVersionAndUnknownTopLevelKey() async {
        expect("objects: []\nobject: []\n", ["Broken.quill:2:1: error: unknown top-level key 'object'", "allowed: quill, owner, imageSizes, designedFor, objects", "does not say its format version"])
        expect("quill: 7\nobjects: []\n", ["Broken.quill:1:8: error: template format version 7 is not supported"])
    }

    @MainActor func testUnknownClassWithSuggestion() async {
        expect("quill: 1\nobjects:\n  - {class: Lable}\n", ["Broken.quill:3:5: error: unknown class 'Lable'", "did you mean 'Label'"])
    }

    /// An app's own class that was never registered (issue 30): the hint says where the
    /// registration goes and never offers Interface Builder's internal names.
    @MainActor func testAnUnregisteredClassOfTheAppIsNeverOfferedInterfaceBuildersNames() async {
        let message = TemplateFixture.errors("quill: 1\nobjects:\n  - {class: IBTableViewCell}\n", name: "Broken.quill", registry: TemplateRegistry(), options: TemplateOptions())
        XCTAssertTrue(message.contains("unknown class 'IBTableViewCell'"), message)
        XCTAssertFalse(message.contains("IBUI"), "an internal name was suggested: \(message)")
        XCTAssertTrue(message.contains("register it before the template loads (at the app's start): TemplateRegistry.shared.register(IBTableViewCell.self)"), message)
        let registry = TemplateRegistry()
        XCTAssertFalse(registry.suggestions(for: "IBUITableViewCel").contains { $0.hasPrefix("IB") }, "\(registry.suggestions(for: "IBUITableViewCel"))")
        XCTAssertTrue(registry.suggestions(for: "UITableViewCel").contains("UITableViewCell"), "UIKit's own names are still offered")
    }

    @MainActor func testUnknownPropertyListsTheKnownOnes() async {
        expect("quill: 1\nobjects:\n  - {class: Label, txt: hi}\n", ["Broken.quill:3:20: error: Label has no property 'txt'", "did you mean 'text'"])
        // Nothing close: the class's own properties, the ones every view has summed up.
        expect("quill: 1\nobjects:\n  - {class: Label, wobble: 3}\n", [
            "Label has no property 'wobble'", "its properties are:", "textColor", "numberOfLines", "every view has (frame, alpha",
        ])
    }

    @MainActor func testBadValues() async {
        expect("quill: 1\nobjects:\n  - {class: View, frame: [1, 2, 3]}\n", ["Broken.quill:3:19: error: property 'frame' of View expects a rectangle [x, y, width, height], not [1, 2, 3]"])
        expect("quill: 1\nobjects:\n  - {class: Label, textAlignment: middle}\n", ["expects a text alignment: one of left, center, right, natural, not 'middle'"])
        expect("quill: 1\nobjects:\n  - {class: Label, textColor: purple-ish}\n", ["expects a colour"])
        expect("quill: 1\nobjects:\n  - {class: Label, font: huge}\n", ["expects a font"])
    }

    @MainActor func testUnknownOutletListsTheDeclaredOnes() async throws {
        @MainActor final class Owner { @Outlet var title: Label?; @Outlet var icon: ImageView? }
        let registry = TemplateRegistry()
        try registry.register(Owner.self) { Owner() }
        let message = TemplateFixture.errors("quill: 1\nowner: {outlets: {titel: l}}\nobjects:\n  - {class: Label, id: l}\n", registry: registry, owner: Owner())
        XCTAssertTrue(message.contains("Broken.quill:2:19: error: Owner has no outlet 'titel'"), message)
        XCTAssertTrue(message.contains("its outlets are: icon, title"), message)
    }

    @MainActor func testOutletTypeMismatch() async throws {
        @MainActor final class Owner { @Outlet var title: Label? }
        let message = TemplateFixture.errors("quill: 1\nowner: {outlets: {title: b}}\nobjects:\n  - {class: Button, id: b}\n", owner: Owner())
        XCTAssertTrue(message.contains("Broken.quill:2:19: error: outlet 'title' of Owner is a Label, but 'b' is a Button"), message)
    }

    @MainActor func testUnknownActionAndUnknownEvent() async throws {
        @MainActor final class Owner { @Action var save = Owner.doSave; func doSave(_ sender: Control) {} }
        let message = TemplateFixture.errors("quill: 1\nobjects:\n  - {class: Button, actions: {touchUpInside: owner.sav}}\n", owner: Owner())
        XCTAssertTrue(message.contains("Owner has no action 'sav'"), message)
        XCTAssertTrue(message.contains("its actions are: save"), message)
        expect("quill: 1\nobjects:\n  - {class: Button, actions: {tap: owner.save}}\n", ["Broken.quill:3:31: error: unknown control event 'tap'", "touchUpInside"])
        expect("quill: 1\nobjects:\n  - {class: Button, actions: {touchUpInside: save}}\n", ["an action is written 'target.action'"])
    }

    @MainActor func testDanglingReferenceAndDuplicateID() async {
        expect("quill: 1\nowner: {outlets: {title: ghost}}\nobjects:\n  - {class: Label, id: real}\n", ["Broken.quill:2:26: error: 'ghost' does not name an object of this template", "ids in this template: real"])
        expect("quill: 1\nobjects:\n  - {class: Label, id: a}\n  - {class: Label, id: a}\n", ["Broken.quill:4:24: error: duplicate id 'a' (first used at"])
    }

    @MainActor func testMissingResourceIsAnErrorInStrictModeAndAWarningOtherwise() async throws {
        expect("quill: 1\nobjects:\n  - {class: ImageView, image: nowhere}\n", ["Broken.quill:3:24: error: property 'image' of ImageView expects an image file named 'nowhere'"])
        let template = try TemplateFixture.template("quill: 1\nobjects:\n  - {class: ImageView, image: nowhere}\n", name: "Lenient.quill")
        let instance = try template.makeInstance(options: TemplateOptions(strictness: .lenient), registry: TemplateRegistry())
        XCTAssertTrue(instance.warnings.map(\.description).joined().contains("Lenient.quill:3:24: warning: image 'nowhere' not found"))
    }

    @MainActor func testSubviewOfANonViewAndPartsThatDoNotExist() async {
        expect("quill: 1\nobjects:\n  - {class: Object, subviews: [{class: Label}]}\n", ["'object-1' (Object) is not a view and cannot have subviews"])
        expect("quill: 1\nobjects:\n  - {class: Label, parts: {contentView: {}}}\n", ["Label has no part 'contentView'"])
    }

    @MainActor func testNoTopLevelObjectOfTheRequestedKind() async throws {
        let template = try TemplateFixture.template("quill: 1\nobjects:\n  - {class: Label}\n", name: "OnlyLabel.quill")
        XCTAssertThrowsError(try template.firstObject(of: Switch.self, registry: TemplateRegistry())) { error in
            XCTAssertTrue("\(error)".contains("OnlyLabel.quill: error: the template holds no top-level Switch (its top-level objects are: Label)"), "\(error)")
        }
    }

    @MainActor func testManyProblemsAreReportedTogether() async {
        let message = TemplateFixture.errors("quill: 1\nobjects:\n  - {class: Label, txt: a}\n  - {class: Nope}\n  - {class: View, alpha: lots}\n")
        XCTAssertEqual(message.split(separator: "\n").filter { $0.contains("error:") }.count, 3, message)
    }

    @MainActor func testUnreadableFiles() async {
        XCTAssertThrowsError(try Template(contentsOfFile: "/nonexistent/x.quill")) { error in
            XCTAssertTrue("\(error)".contains("/nonexistent/x.quill: error: cannot read template file"))
        }
        let binary = TemplateFixture.write(String(decoding: [0xFF, 0xFE, 0x00, 0x41], as: UTF8.self), as: "Binary.quill")
        XCTAssertThrowsError(try Template(contentsOfFile: binary))
    }

    @MainActor func testRegisteringTwoClassesUnderOneNameIsAnError() async throws {
        final class A {}
        final class B {}
        let registry = TemplateRegistry()
        try registry.register(A.self, name: "Thing") { A() }
        XCTAssertNoThrow(try registry.register(A.self, name: "Thing") { A() }, "registering the same class again is harmless")
        XCTAssertThrowsError(try registry.register(B.self, name: "Thing") { B() }) { error in
            XCTAssertTrue("\(error)".contains("a class named 'Thing' is already registered"))
        }
        XCTAssertThrowsError(try registry.register(B.self, name: "Label") { B() }, "built-in names are taken")
    }
}

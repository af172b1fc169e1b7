import XCTest
import QuillTesting
@testable import QuillTemplateFormats
@testable import QuillTemplates
@testable import QuillWidgetBundles
import QuillFoundation
import QuillWidgets

/// A template naming a class nobody registered: apps are told once, on standard error, with the
/// registration call to add; tests can make it an error.
final class UnregisteredClassTests: XCTestCase {
    static let text = """
        quill: 1
        objects:
          - class: ForgottenCell
            baseClass: TableViewCell
            reuseIdentifier: Forgotten
            frame: [0, 0, 320, 44]
        """

    @MainActor func testLenientLoadingWarnsOnceNamingTheRegistrationCall() async throws {
        let template = try TemplateFixture.template(Self.text, name: "Forgotten.quill")
        let lenient = TemplateOptions(strictness: .lenient)
        for _ in 0..<3 { _ = try template.instantiate(options: lenient, registry: TemplateRegistry()) }
        let warnings = RuntimeLog.messages.filter { $0.hasPrefix(template.document.path + ":") }
        XCTAssertEqual(warnings.count, 1, "one warning, not one per cell: \(warnings)")
        let warning = try XCTUnwrap(warnings.first)
        XCTAssertTrue(warning.hasPrefix("\(template.document.path):3:5: warning: unknown class 'ForgottenCell'; using its base class 'TableViewCell'"), warning)
        XCTAssertTrue(warning.contains("TemplateRegistry.shared.register(ForgottenCell.self) { ForgottenCell() }"), warning)
    }

    @MainActor func testATableCanRegisterATemplateStrictly() async throws {
        let template = try TemplateFixture.template(Self.text, name: "ForgottenStrict.quill")
        let table = TableView(frame: Rect(x: 0, y: 0, width: 320, height: 200))
        table.register(template, forCellReuseIdentifier: "Forgotten", options: TemplateOptions(strictness: .strict), registry: TemplateRegistry())
        XCTAssertThrowsError(try table.dequeueReusableCell(withIdentifier: "Forgotten", for: IndexPath(row: 0, section: 0))) { error in
            XCTAssertTrue("\(error)".contains("unknown class 'ForgottenCell'"), "\(error)")
        }
        let lenientTable = TableView(frame: Rect(x: 0, y: 0, width: 320, height: 200))
        lenientTable.register(template, forCellReuseIdentifier: "Forgotten", options: TemplateOptions(strictness: .lenient), registry: TemplateRegistry())
        XCTAssertNoThrow(try lenientTable.dequeueReusableCell(withIdentifier: "Forgotten", for: IndexPath(row: 0, section: 0)), "lenient: the base class")
    }
}

import QuillViews
import QuillWidgets
import XCTest

@testable import QuillTemplates

/// The registry names types with `_typeName` instead of `String(describing:)` (and
/// `String(reflecting:)`), which skips the runtime's conformance checks: the names must be the
/// very strings those give, for plain, nested, generic and other modules' types.
final class TypeNameTests: XCTestCase {
    private final class Nested {}
    private struct Box<Value> {}

    func testTypeNamesAreWhatStringDescribingGives() {
        let types: [Any.Type] = [
            Int.self, String.self, View.self, Label.self, TableView.self, Nested.self, Box<Int>.self, Box<[String: View]>.self,
            [View].self, Optional<Label>.self, (Int, String).self, TemplateRegistry.self,
        ]
        for type in types {
            XCTAssertEqual(_typeName(type, qualified: false), String(describing: type))
            XCTAssertEqual(_typeName(type, qualified: true), String(reflecting: type))
        }
    }

    @MainActor func testARegisteredClassIsNamedAsItsTypeDescribes() async throws {
        final class ContactCard: View {}
        let registry = TemplateRegistry()
        try registry.register(ContactCard.self) { ContactCard() }
        XCTAssertTrue(registry.makeInstance(of: String(describing: ContactCard.self)) is ContactCard)
        XCTAssertEqual(RuntimeClassLookup.moduleName(of: ContactCard.self), "QuillTemplatesTests")
    }
}

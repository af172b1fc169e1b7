import XCTest
@testable import QuillFoundation

final class ColorTests: XCTestCase {
    func testHexForms() throws {
        XCTAssertEqual(try XCTUnwrap(Color(hex: "#FF8000")).hexString, "#FF8000FF")
        XCTAssertEqual(try XCTUnwrap(Color(hex: "0f0")).hexString, "#00FF00FF")
        XCTAssertEqual(try XCTUnwrap(Color(hex: "#11223344")).hexString, "#11223344")
        XCTAssertNil(Color(hex: "#12"))
        XCTAssertNil(Color(hex: "#GGGGGG"))
        XCTAssertNil(Color(hex: "#-12345"))
    }

    func testComponentsAreClamped() {
        let c = Color(red: 2, green: -1, blue: .nan, alpha: 0.5)
        XCTAssertEqual(c.red, 1)
        XCTAssertEqual(c.green, 0)
        XCTAssertEqual(c.blue, 0)
    }

    func testInterpolation() {
        let mid = Color.black.interpolated(to: .white, fraction: 0.5)
        XCTAssertEqual(mid.red, 0.5, accuracy: 1e-12)
        XCTAssertEqual(Color.black.interpolated(to: .white, fraction: 3), .white)
    }

    func testErrorDescriptionNamesLocationAndHint() {
        let error = QuillError("unknown class 'Foo'", at: SourceLocation(file: "a.xib", line: 3, column: 7), hint: "register it")
        XCTAssertEqual(error.description, "a.xib:3:7: error: unknown class 'Foo' (register it)")
    }
}

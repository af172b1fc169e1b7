import XCTest
@testable import Quill

final class LaunchOptionsTests: XCTestCase {
    func testParsesTheStandardOptions() throws {
        let options = try LaunchOptions.parse(["--headless", "--out", "x.png", "--size", "800x600", "--scale", "2"])
        XCTAssertTrue(options.headless)
        XCTAssertEqual(options.out, "x.png")
        XCTAssertEqual(try options.parsedSize(), Size(width: 800, height: 600))
        XCTAssertEqual(options.scale, 2)
    }

    func testBadSizeIsAClearError() {
        XCTAssertThrowsError(try LaunchOptions.parse(["--size", "800by600"])) { error in
            let message = LaunchOptions.message(for: error)
            XCTAssertTrue(message.contains("--size must be WxH"), message)
            XCTAssertTrue(message.contains("800by600"), message)
        }
        XCTAssertThrowsError(try LaunchOptions.parse(["--scale", "9"])) { error in
            XCTAssertTrue(LaunchOptions.message(for: error).contains("--scale must be between 1 and 4"))
        }
    }

    func testTheLayoutDirectionOption() throws {
        XCTAssertEqual(try LaunchOptions.parse(["--layout-direction", "rtl"]).parsedLayoutDirection, .rightToLeft)
        XCTAssertEqual(try LaunchOptions.parse(["--layout-direction", "LTR"]).parsedLayoutDirection, .leftToRight)
        XCTAssertNil(try LaunchOptions.parse([]).parsedLayoutDirection)
        XCTAssertThrowsError(try LaunchOptions.parse(["--layout-direction", "up"])) { error in
            XCTAssertTrue(LaunchOptions.message(for: error).contains("--layout-direction must be ltr or rtl"))
        }
    }

    @MainActor func testDefaultOutputPathIsASlugOfTheTitle() async {
        XCTAssertEqual(App.defaultOutputPath(for: "Hello World!"), "out/hello-world-.png")
    }
}

import Foundation
import QuillAuthoring
import XCTest

/// The compiler flags a widget build takes from SwiftPM's build description: every `quill`
/// command reads it (a debug build's is megabytes), so it is scanned in one pass.
final class WidgetToolchainFlagsTests: XCTestCase {
    func testModuleMapsThenIncludePathsEachOnceInOrder() {
        let description = """
            commands:
              "C.a":
                args: [/usr/bin/clang -fmodule-map-file=/x/unquoted "-I/first"]
                other: ["-fmodule-map-file=/b/module.modulemap","-I/inc/one","-fmodule-map-file=/a/module.modulemap"]
                more: ["-I/inc/two","-I/inc/one","-fmodule-map-file=/b/module.modulemap","-I"]
            """
        let flags = WidgetToolchain.compilerFlags(inBuildDescription: Data(description.utf8))
        XCTAssertEqual(
            flags,
            [
                "-Xcc", "-fmodule-map-file=/b/module.modulemap", "-Xcc", "-fmodule-map-file=/a/module.modulemap",
                "-Xcc", "-I/first", "-I/first", "-Xcc", "-I/inc/one", "-I/inc/one", "-Xcc", "-I/inc/two", "-I/inc/two",
            ])
    }

    func testAValueWithoutItsClosingQuoteEndsTheSearch() {
        let flags = WidgetToolchain.compilerFlags(inBuildDescription: Data(#"["-I/one","-I/two"#.utf8))
        XCTAssertEqual(flags, ["-Xcc", "-I/one", "-I/one"])
        XCTAssertEqual(WidgetToolchain.compilerFlags(inBuildDescription: Data()), [])
        XCTAssertEqual(WidgetToolchain.compilerFlags(inBuildDescription: Data(#""-I"#.utf8)), [])
    }

    /// A description of a few megabytes with flags at its end: the old scan bridged what was
    /// left of the text to an NSString at every match, so this took seconds in a debug build.
    func testALargeDescriptionIsReadWhole() {
        var text = String(repeating: #"["-O0","-g","-DSWIFT_PACKAGE","-module-name","Thing"],"# + "\n", count: 60_000)
        text += #"["-I/last/one","-fmodule-map-file=/last/module.modulemap"]"#
        let flags = WidgetToolchain.compilerFlags(inBuildDescription: Data(text.utf8))
        XCTAssertEqual(flags, ["-Xcc", "-fmodule-map-file=/last/module.modulemap", "-Xcc", "-I/last/one", "-I/last/one"])
    }
}

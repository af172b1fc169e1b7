import Foundation
import XCTest
@testable import QuillTemplateFormats
@testable import QuillTemplates
@testable import QuillWidgetBundles
import QuillViews
import QuillWidgets

/// Regression tests for hostile input found against the readers (issue 12): each input is
/// refused with an error at its line and column, never a crash, a hang or a runaway allocation.
final class HostileReaderTests: XCTestCase {
    private func error(_ text: String, path: String) -> TemplateDiagnostic? {
        do {
            _ = try Template(data: Data(text.utf8), path: path)
            return nil
        } catch {
            return error.diagnostics.first
        }
    }

    private func error(_ bytes: [UInt8], path: String) -> TemplateDiagnostic? {
        do {
            _ = try Template(data: Data(bytes), path: path)
            return nil
        } catch {
            return error.diagnostics.first
        }
    }

    /// Foundation's XMLParser called strlen(NULL) on an empty processing instruction.
    func testEmptyProcessingInstructionIsAnErrorNotACrash() throws {
        let diagnostic = try XCTUnwrap(error("<?foo?>", path: "PI.xib"))
        XCTAssertEqual(diagnostic.location.description, "PI.xib:1:8")
        XCTAssertTrue(diagnostic.message.contains("Start tag expected"), diagnostic.message)
        // A processing instruction before a real document is legal XML and is skipped.
        XCTAssertNil(error("<?foo?><document><objects/></document>", path: "PI2.xib").map { $0.message.contains("malformed") == true ? $0 : nil } ?? nil)
    }

    /// XML errors name the first problem, where it is, in libxml2's words.
    func testMalformedXMLNamesTheFirstErrorAndItsPosition() throws {
        let diagnostic = try XCTUnwrap(error("<document>\n  <objects>\n    <view id=\"a\" id=\"b\"/>\n</document>", path: "Dup.xib"))
        XCTAssertEqual(diagnostic.location.description, "Dup.xib:3:24")
        XCTAssertEqual(diagnostic.message, "malformed XML: Attribute id redefined")
    }

    /// Found by the xib fuzzer: libxml2 followed the declared encoding, so UTF-8 text declared
    /// ISO-8859-1 was read as mojibake ("é" became "Ã©") and UCS-4 or UTF-7 failed with libxml2's
    /// messages printed on stderr. .xib files are UTF-8; the declaration is not followed.
    @MainActor func testADeclaredEncodingOtherThanUTF8DoesNotChangeTheText() async throws {
        for encoding in ["ISO-8859-1", "UCS-4", "UTF-7", "UTF-32", "UTF-16"] {
            let text = """
                <?xml version="1.0" encoding="\(encoding)"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0"><objects>
                <label text="é ü 😎" id="l"><rect key="frame" x="0" y="0" width="200" height="20"/></label>
                </objects></document>
                """
            let template = try Template(data: Data(text.utf8), path: "Declared.xib")
            let label = try XCTUnwrap(template.instantiate(registry: TemplateRegistry()).first as? Label, encoding)
            XCTAssertEqual(label.text, "é ü 😎", encoding)
        }
    }

    /// A DTD could declare entities that expand without bound; .xib files never have one.
    func testDoctypeAndEntitiesAreRefused() throws {
        let bomb = "<!DOCTYPE d [<!ENTITY a \"aaaaaaaaaa\"><!ENTITY b \"&a;&a;&a;&a;&a;&a;&a;&a;\">]>\n<document>&b;</document>"
        let diagnostic = try XCTUnwrap(error(bomb, path: "Entity.xib"))
        XCTAssertTrue(diagnostic.message.contains("DOCTYPE"), diagnostic.message)
        XCTAssertEqual(diagnostic.location.line, 1)
        let undefined = try XCTUnwrap(error("<document>&nope;</document>", path: "Undefined.xib"))
        XCTAssertTrue(undefined.message.contains("Entity 'nope' not defined"), undefined.message)
    }

    /// 40,000 nested elements overflowed the stack in every command; nesting is now bounded
    /// while the file is read, at the element that goes too deep.
    func testDeepXMLIsRefusedAtTheLimit() throws {
        func nested(_ depth: Int) -> String {
            "<document><objects>" + String(repeating: "<a>", count: depth - 2) + String(repeating: "</a>", count: depth - 2) + "</objects></document>"
        }
        let atLimit = error(nested(TemplateLimits.maximumElementDepth), path: "AtLimit.xib")
        XCTAssertFalse(atLimit?.message.contains("nest") ?? false, "\(String(describing: atLimit))")
        let past = try XCTUnwrap(error(nested(TemplateLimits.maximumElementDepth + 1), path: "Deep.xib"))
        XCTAssertEqual(past.message, "elements nest deeper than \(TemplateLimits.maximumElementDepth) levels")
        let huge = try XCTUnwrap(error(nested(40_000), path: "Huge.xib"))
        XCTAssertEqual(huge.message, past.message)
    }

    func testOversizedFileIsRefusedSayingTheLimit() throws {
        let big = [UInt8](repeating: 0x20, count: TemplateLimits.maximumFileSize + 1)
        let diagnostic = try XCTUnwrap(error(big, path: "Big.xib"))
        XCTAssertTrue(diagnostic.message.contains("16 MiB"), diagnostic.message)
        let quill = try XCTUnwrap(error(big, path: "Big.quill"))
        XCTAssertTrue(quill.message.contains("16 MiB"), quill.message)
    }

    /// A 626-byte alias bomb drove `lint` to 3.8 GB: expansion is counted before composing.
    func testYAMLAliasBombIsRefusedBeforeItExpands() throws {
        var text = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
        for i in 1..<10 { text += "a\(i): &a\(i) [" + Array(repeating: "*a\(i - 1)", count: 10).joined(separator: ", ") + "]\n" }
        text += "quill: 1\nobjects: []\n"
        XCTAssertLessThan(text.utf8.count, 800)
        let diagnostic = try XCTUnwrap(error(text, path: "Bomb.quill"))
        XCTAssertTrue(diagnostic.message.contains("aliases"), diagnostic.message)
        XCTAssertGreaterThan(diagnostic.location.line, 1)
        // A few honest aliases are fine.
        let honest = "quill: 1\nstyle: &s {text: Hi}\nobjects:\n  - Label: {id: a}\n"
        XCTAssertFalse(error(honest, path: "Honest.quill")?.message.contains("aliases") ?? false)
    }

    /// Each value counts once however deeply it is nested (values were once counted again at
    /// every enclosing level, so a deep but honest file hit the alias limit, named wrongly);
    /// a file past the limit without aliases is said to be too large, not to expand.
    func testValuesAreCountedOnceAndALargeFileIsNotCalledABomb() throws {
        let nested = "quill: 1\nobjects:\n  - class: View\n    id: v\n    x: [" + String(repeating: "[[[[[1, 2, 3, 4, 5]]]]], ", count: 40_000) + "1]\n"
        // 40,000 × (5 values + 5 lists) = 400,000 nodes; counted per level it was over 1,000,000.
        XCTAssertFalse(error(nested, path: "Deep.quill")?.message.contains("values") ?? false, error(nested, path: "Deep.quill")?.message ?? "")
        let large = "quill: 1\nobjects: []\nx: [" + String(repeating: "1, ", count: 1_000_001) + "1]\n"
        let diagnostic = try XCTUnwrap(error(large, path: "Large.quill"))
        XCTAssertTrue(diagnostic.message.contains("holds more than 1000000 values"), diagnostic.message)
        XCTAssertFalse(diagnostic.message.contains("aliases"), diagnostic.message)
    }

    /// `top == leading` and `leading == width` were accepted (issue 25): errors at their line.
    func testConstraintsAcrossAxesOrBetweenPositionsAndSizesAreErrors() throws {
        let across = try XCTUnwrap(error(
            "quill: 1\nobjects:\n  - class: View\n    id: a\n    constraints:\n      - a.top == a.leading\n", path: "Axes.quill"))
        XCTAssertTrue(across.message.contains("relates a vertical position ('top') to a horizontal one ('leading')"), across.message)
        XCTAssertEqual(across.location.line, 6)
        let mixed = try XCTUnwrap(error(
            "quill: 1\nobjects:\n  - class: View\n    id: a\n    constraints:\n      - a.leading == a.width\n", path: "Mixed.quill"))
        XCTAssertTrue(mixed.message.contains("relates a position ('leading') to a size ('width')"), mixed.message)
        XCTAssertNil(error(
            "quill: 1\nobjects:\n  - class: View\n    id: a\n    constraints:\n      - a.width == a.height * 2\n      - a.centerY == a.top + 4\n", path: "Fine.quill"),
            "an aspect ratio and a same-axis relation are fine")
    }

    /// A priority past 1000 was clamped with a warning in a .xib and an error in a .quill
    /// (issue 25): an error in both, at the constraint.
    func testAPriorityPast1000IsAnErrorInAXibToo() throws {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
            <objects>
            <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0" y="0" width="320" height="100"/>
            <constraints>
            <constraint firstAttribute="width" constant="10" priority="2000" id="c1"/>
            </constraints>
            </view>
            </objects>
            </document>
            """
        let diagnostic = try XCTUnwrap(error(xib, path: "Priority.xib"))
        XCTAssertTrue(diagnostic.message.contains("priority 2000.0 is not within 0...1000"), diagnostic.message)
        XCTAssertEqual(diagnostic.location.line, 7)
    }

    /// A key written twice gave no line or column and quoted the whole file (9.9 MB of output
    /// for a large one, issue 25): it is an error at the second key, naming the first.
    func testADuplicateKeyIsAnErrorAtItsLine() throws {
        let body = String(repeating: "# filler line that must not be echoed\n", count: 2_000)
        let diagnostic = try XCTUnwrap(error("quill: 1\n" + body + "objects:\n  - class: View\n    id: a\n    id: b\n", path: "Dup.quill"))
        XCTAssertEqual(diagnostic.location.description, "Dup.quill:2005:5")
        XCTAssertTrue(diagnostic.message.contains("the key 'id' appears twice in one mapping (first at line 2004)"), diagnostic.message)
        XCTAssertLessThan("\(diagnostic)".utf8.count, 400, "the file is not quoted")
        XCTAssertNil(error("quill: 1\nobjects:\n  - class: View\n    id: a\n  - class: View\n    id: b\n", path: "Fine.quill"), "the same key in two mappings is fine")
    }

    /// Found by the manifest fuzzer: lists as mapping keys, nested a few levels, made the YAML
    /// library's duplicate-key check compare them exponentially (13 s for 3.5 KB). Keys must be
    /// plain values in every Quill file.
    func testListsAndMappingsAsKeysAreRefusedAtTheirPosition() throws {
        let diagnostic = try XCTUnwrap(error("quill: 1\nobjects:\n  - ? [a, [b]]\n    : 1\n", path: "Key.quill"))
        XCTAssertEqual(diagnostic.location.description, "Key.quill:3:7")
        XCTAssertTrue(diagnostic.message.contains("a mapping key is a list or a mapping"), diagnostic.message)
        XCTAssertNotNil(error("quill: 1\nobjects: [{{a: 1}: 2}]\n", path: "Flow.quill"))
        XCTAssertNotNil(error("quill: 1\nx: &k [1]\nobjects: [{*k : 2}]\n", path: "Alias.quill"), "an alias of a list as a key")
        // The fuzzer's input, through the manifest reader: refused at once.
        let input = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fuzz/Regressions/manifest/complex-keys-exponential-compare.yaml")
        let start = Date()
        XCTAssertThrowsError(try WidgetBundleManifest.read(try Data(contentsOf: input), path: "bundle.yaml"))
        XCTAssertLessThan(Date().timeIntervalSince(start), 5, "not the exponential comparison")
        // Plain keys of every kind still work.
        XCTAssertNil(error("quill: 1\n\"quoted key\": 1\nobjects: []\n", path: "Plain.quill").flatMap { $0.message.contains("mapping key") ? $0 : nil })
    }

    func testDeepYAMLIsRefused() throws {
        let deep = "quill: 1\nobjects: " + String(repeating: "[", count: 40_000) + String(repeating: "]", count: 40_000) + "\n"
        let diagnostic = try XCTUnwrap(error(deep, path: "Deep.quill"))
        XCTAssertEqual(diagnostic.message, "the template nests lists and mappings deeper than \(TemplateLimits.maximumYAMLDepth) levels")
        XCTAssertEqual(diagnostic.location.line, 2)
    }

    /// A tab error says "tab"; a NUL byte has a position.
    func testTabsAndControlCharactersAreNamedWithTheirPosition() throws {
        let tab = try XCTUnwrap(error("quill: 1\nobjects:\n\t- Label: {id: a}\n", path: "Tab.quill"))
        XCTAssertTrue(tab.message.contains("tab character"), tab.message)
        XCTAssertEqual(tab.location.line, 3)
        let nul = try XCTUnwrap(error(Array("quill: 1\nobjects: [a\u{0}b]\n".utf8), path: "Nul.quill"))
        XCTAssertTrue(nul.message.contains("NUL"), nul.message)
        XCTAssertEqual(nul.location.line, 2)
        XCTAssertEqual(nul.location.column, 12)
    }

    private static func xib(frame: String, font: String = "17") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                    <subviews>
                        <label text="Hi" id="l1">
                            <rect key="frame" \(frame)/>
                            <fontDescription key="fontDescription" type="system" pointSize="\(font)"/>
                        </label>
                    </subviews>
                </view>
            </objects>
        </document>
        """
    }

    /// Findings 2 and 3: NaN, infinite and enormous geometry or font sizes in a .xib are errors
    /// at the element that wrote them (lint called such files "ok"; render trapped).
    func testNonFiniteAndHugeGeometryInXibIsRefusedWhereItIsWritten() throws {
        let ok = Self.xib(frame: #"x="1" y="2" width="30" height="20""#)
        XCTAssertNil(error(ok, path: "Ok.xib"))
        for frame in [#"x="nan" y="2" width="30" height="20""#, #"x="1" y="1e20" width="30" height="20""#,
                      #"x="1" y="2" width="inf" height="20""#, #"x="-1e7" y="2" width="30" height="20""#] {
            let diagnostic = try XCTUnwrap(error(Self.xib(frame: frame), path: "Frame.xib"), frame)
            XCTAssertEqual(diagnostic.location.line, 8, frame)
            XCTAssertTrue(diagnostic.message.hasPrefix("'frame': the rectangle holds"), diagnostic.message)
        }
        for size in ["nan", "inf", "2147483648", "1e10", "0", "-4"] {
            let diagnostic = try XCTUnwrap(error(Self.xib(frame: #"x="1" y="2" width="30" height="20""#, font: size), path: "Font.xib"), size)
            XCTAssertTrue(diagnostic.message.contains("font size"), "\(size): \(diagnostic.message)")
        }
        XCTAssertNil(error(Self.xib(frame: #"x="1" y="2" width="30" height="20""#, font: "1000"), path: "Big.xib"), "the limit itself is allowed")
    }

    /// The native reader refuses the same values (so `quill convert` never writes a file that
    /// no longer loads), at instantiation, with the property's position.
    @MainActor func testNativeTemplatesRefuseTheSameValues() async throws {
        for (value, expected) in [("[0, 0, nan, 10]", "rectangle"), ("[0, 0, 1e7, 10]", "rectangle"), ("[0, 0, .inf, 10]", "rectangle")] {
            let text = "quill: 1\nobjects:\n  - class: View\n    id: v\n    frame: \(value)\n"
            let template = try Template(data: Data(text.utf8), path: "V.quill")
            XCTAssertThrowsError(try template.makeInstance(owner: nil)) { error in
                let first = (error as? TemplateError)?.diagnostics.first
                XCTAssertEqual(first?.location.line, 5, "\(value)")
                XCTAssertTrue(first?.message.contains(expected) ?? false, "\(String(describing: first))")
            }
        }
        let font = "quill: 1\nobjects:\n  - class: Label\n    id: l\n    font: 1001\n"
        XCTAssertThrowsError(try Template(data: Data(font.utf8), path: "F.quill").makeInstance(owner: nil))
    }

    /// Finding 4: an outlet that puts a cell's own view (or a view containing the cell) into its
    /// `accessoryView`/`backgroundView` tripped the view tree's cycle precondition, in `lint` too.
    @MainActor func testViewSlotOutletsThatWouldMakeACycleAreErrors() async throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                        <subviews>
                            <tableViewCell contentMode="scaleToFill" id="C1">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                                <tableViewCellContentView key="contentView" id="CV">
                                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                                </tableViewCellContentView>
                                <connections>
                                    <outlet property="accessoryView" destination="C1" id="o1"/>
                                    <outlet property="backgroundView" destination="root" id="o2"/>
                                </connections>
                            </tableViewCell>
                        </subviews>
                    </view>
                </objects>
            </document>
            """
        let template = try Template(data: Data(text.utf8), path: "Cycle.xib")
        XCTAssertThrowsError(try template.makeInstance(owner: nil, options: TemplateOptions(strictness: .strict))) { error in
            let messages = (error as? TemplateError)?.diagnostics.map(\.description) ?? []
            XCTAssertEqual(messages.count, 2, "\(messages)")
            XCTAssertTrue(messages.contains { $0.hasPrefix("Cycle.xib:13:82:") && $0.contains("would make it its own subview") }, "\(messages)")
            XCTAssertTrue(messages.contains { $0.hasPrefix("Cycle.xib:14:85:") && $0.contains("one of its superviews") }, "\(messages)")
        }
        // Like any outlet of the wrong kind, it is an error in lenient mode too (never a trap).
        XCTAssertThrowsError(try template.makeInstance(owner: nil, options: TemplateOptions(strictness: .lenient)))
    }
}

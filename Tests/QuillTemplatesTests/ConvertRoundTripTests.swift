import Foundation
import QuillFoundation
import QuillGraphics
import QuillTesting
import QuillViews
import XCTest

@testable import QuillTemplateFormats
@testable import QuillTemplates

/// `quill convert` writes a native template for every template that loads, and that template
/// loads into the same views (issue 25, class 8: negative and exponent-notation numbers, ids
/// with dots or spaces or named `owner`, and constraints to File's Owner gave files that did not
/// load). Checked over every template of the repository and of the .xib corpus where it is
/// present, and over generated .xib files with odd ids and numbers.
final class ConvertRoundTripTests: XCTestCase {
    /// What loading a template leniently gave: the laid-out view trees and their pixels.
    private struct Outcome: Equatable {
        var trees: [String] = []
        var pixels: [Bitmap] = []
        var constraintCount = 0
        var error: String?

        @MainActor init(_ template: Template, registry: TemplateRegistry) {
            do {
                let instance = try template.makeInstance(options: TemplateOptions(strictness: .lenient), registry: registry)
                let laidOut = LaidOutObjects(instance.topLevelObjects)
                (trees, pixels) = (laidOut.trees, laidOut.pixels)
                constraintCount = laidOut.views.reduce(0) { $0 + Outcome.constraints(in: $1) }
            } catch {
                self.error = "\(error)"
            }
        }

        @MainActor static func constraints(in view: View) -> Int {
            view.constraints.count + view.subviews.reduce(0) { $0 + constraints(in: $1) }
        }
    }

    /// Converts `source` and reads the text back as a template in the same folder.
    private func converted(_ source: Template, path: String) throws -> (Template, String) {
        let text = NativeTemplateWriter.write(source.document, comment: "round trip").text
        let folder = FilePaths.parent(of: path)
        let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        let back = try Template(data: Data(text.utf8), path: (folder.isEmpty ? "." : folder) + "/\(name).converted.quill")
        return (back, text)
    }

    /// Converts `source` (from `path`) and checks that the result loads into the same views;
    /// whether the source loads at all (only then is there something to compare). `label`
    /// names the source in failures, `shown` is printed with them.
    @MainActor private func checkRoundTrip(_ source: Template, path: String, label: String, shown: String, pixels: Bool, registry: TemplateRegistry) -> Bool {
        let expected = Outcome(source, registry: registry)
        guard expected.error == nil else { return false }  // It does not load: nothing to keep.
        let back: Template, text: String
        do {
            (back, text) = try converted(source, path: path)
        } catch {
            XCTFail("\(label): the converted template does not read: \(error)\n\(shown)")
            return true
        }
        let outcome = Outcome(back, registry: registry)
        XCTAssertNil(outcome.error, "\(label): the converted template does not load: \(outcome.error ?? "")\n\(shown)\n\(text)")
        XCTAssertEqual(outcome.trees, expected.trees, "\(label): the converted template loads into other views\n\(shown)\n\(text)")
        XCTAssertEqual(outcome.constraintCount, expected.constraintCount, "\(label): the converted template makes other constraints\n\(text)")
        if pixels { XCTAssertTrue(outcome.pixels == expected.pixels, "\(label): the converted template draws other pixels") }
        return true
    }

    @MainActor func testEveryTemplateThatLoadsConvertsToOneThatLoadsIntoTheSameViews() async throws {
        let paths = EveryTemplate.paths(for: "ConvertRoundTripTests")
        XCTAssertGreaterThan(paths.count, 80, "the repository's templates were not found under \(EveryTemplate.root.path)")
        let registry = TemplateRegistry()
        registry.usesInstantiationPlans = false
        var compared = 0
        for path in paths {
            guard let data = FileManager.default.contents(atPath: path), let source = try? Template(data: data, path: path) else { continue }
            let name = (path as NSString).lastPathComponent
            if checkRoundTrip(source, path: path, label: name, shown: "", pixels: true, registry: registry) { compared += 1 }
        }
        // The repository alone has 46 templates that load; the corpus adds about 20.
        XCTAssertGreaterThanOrEqual(compared, 40)
        print("ConvertRoundTripTests: \(compared) of \(paths.count) templates load, convert and load into the same views")
    }

    /// Generated .xib files: ids made of dots, spaces, symbols, non-Latin letters and the words
    /// the native format reserves; multipliers and constants negative, tiny, huge, in exponent
    /// notation and as ratios; constraints to File's Owner. Each converts to a template that
    /// reads and loads into the same views.
    @MainActor func testOddIdsAndNumbersConvertToTemplatesThatLoadTheSame() async throws {
        var generator = OddXibGenerator(seed: 0x5EED)
        let registry = TemplateRegistry()
        registry.usesInstantiationPlans = false
        var loaded = 0
        for index in 0..<150 {
            let xib = generator.document()
            let path = NSTemporaryDirectory() + "odd-\(index).xib"
            let source: Template
            do {
                source = try Template(data: Data(xib.utf8), path: path)
            } catch {
                XCTFail("generated .xib \(index) does not read: \(error)\n\(xib)")
                continue
            }
            if checkRoundTrip(source, path: path, label: "generated .xib \(index)", shown: xib, pixels: false, registry: registry) { loaded += 1 }
        }
        XCTAssertGreaterThan(loaded, 100, "most generated files should load")
    }

    func testTheWriterRenamesIdsTheNativeFormatReservesAndSaysSo() throws {
        var generator = OddXibGenerator(seed: 7)
        let xib = generator.document(ids: ["owner", "a.b c", "self", "superview", "a-b-c"])
        let source = try Template(data: Data(xib.utf8), path: "Odd.xib")
        let text = NativeTemplateWriter.write(source.document).text
        let back = try NativeTemplateReader.read(Data(text.utf8), path: "Odd.quill")
        let ids = back.allObjects.map(\.id)
        XCTAssertEqual(ids, ["owner-view", "a-b-c-2", "self-view", "superview-view", "a-b-c"], text)
        XCTAssertTrue(text.contains("# id owner is written as 'owner-view'"), text)
        XCTAssertTrue(text.contains("# id \"a.b c\" is written as 'a-b-c-2'"), text)
    }

    func testRulesReadNegativeMultipliersAndExponentNotation() throws {
        let rule = try ConstraintRuleParser.parse("a.width == b.width * -1 + 1e-09 @999.5")
        XCTAssertEqual(rule.multiplier, -1)
        XCTAssertEqual(rule.constant, 1e-09)
        XCTAssertEqual(rule.priority, 999.5)
        XCTAssertEqual(try ConstraintRuleParser.parse("height == 5e-324").constant, Double.leastNonzeroMagnitude)
        XCTAssertEqual(try ConstraintRuleParser.parse("a.top == b.top - 2.5E+3").constant, -2500)
        XCTAssertEqual(try ConstraintRuleParser.parse("a.top == b.top / -4").multiplier, -0.25)
        // Ids that look a little like numbers stay ids.
        XCTAssertEqual(try ConstraintRuleParser.parse("5e2-z4-Xm1.top == 1e5x.bottom").secondItem, "1e5x")
        for bad in ["height == 1e", "height == 1e+", "height == inf", "height == nan", "a.top == b.top * -"] {
            XCTAssertThrowsError(try ConstraintRuleParser.parse(bad), bad)
        }
    }
}

/// Writes .xib documents of a root view with a few labels and views whose ids, constraint
/// numbers and items are chosen to be awkward for a converter, from a seed.
private struct OddXibGenerator {
    private var random: SeededGenerator

    init(seed: UInt64) { random = SeededGenerator(seed: seed) }

    private mutating func next() -> UInt64 { random.next() >> 11 }

    private mutating func pick<T>(_ items: [T]) -> T { items[Int(next() % UInt64(items.count))] }

    private static let idPieces = ["a", "b.c", "owner", "self", "superview", "firstResponder", "x y", "$", "#", "é", "ß", "视图", "1", "-", "_", "constraint-1", "object-1", "5e2", "a:b", "null"]
    private static let multipliers = ["1", "-1", "0.5", "2", "1:2", "16:9", "1/3", "-0.25", "1e-09", "1.0000000000000002", "3"]
    private static let constants = ["0", "8", "-8", "1e-09", "5e-324", "-2.5e+01", "0.1", "123456.789", "1e-300", "-0"]

    mutating func document(ids given: [String]? = nil) -> String {
        let count = given?.count ?? Int(next() % 5) + 2
        var ids: [String] = []
        while ids.count < count {
            let id = given?[ids.count] ?? (0..<Int(next() % 3 + 1)).map { _ in pick(Self.idPieces) }.joined()
            if !ids.contains(id), id != "-1", id != "-2" { ids.append(id) }
        }
        func escaped(_ text: String) -> String {
            text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "\"", with: "&quot;").replacingOccurrences(of: "<", with: "&lt;")
        }
        var subviews = "", constraints = ""
        for (index, id) in ids.dropFirst().enumerated() {
            let element = index.isMultiple(of: 2) ? "label" : "view"
            let text = element == "label" ? " text=\"L\(index)\"" : ""
            subviews += "<\(element) id=\"\(escaped(id))\"\(text)><rect key=\"frame\" x=\"\(index * 10)\" y=\"\(index * 12)\" width=\"40\" height=\"20\"/></\(element)>\n"
            let other = pick(Array(ids.prefix(index + 1)) + ["-1"])
            let attribute = pick(["leading", "top", "width", "height", "centerX", "bottom"])
            constraints += "<constraint firstItem=\"\(escaped(id))\" firstAttribute=\"\(attribute)\" secondItem=\"\(escaped(other))\" secondAttribute=\"\(attribute)\" multiplier=\"\(pick(Self.multipliers))\" constant=\"\(pick(Self.constants))\" priority=\"\(pick(["1000", "999.5", "750", "1"]))\" id=\"k\(index).\(escaped(pick(Self.idPieces)))\"/>\n"
            if next() % 3 == 0 {
                constraints += "<constraint firstItem=\"\(escaped(id))\" firstAttribute=\"height\" constant=\"\(pick(Self.constants))\" multiplier=\"\(pick(Self.multipliers))\" identifier=\"\(escaped(pick(Self.idPieces)))\" id=\"h\(index)\"/>\n"
            }
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" useAutolayout="YES">
            <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
            <view id="\(escaped(ids[0]))"><rect key="frame" x="0" y="0" width="200" height="120"/>
            <subviews>
            \(subviews)</subviews>
            <constraints>
            \(constraints)</constraints>
            </view>
            </objects>
            </document>
            """
    }
}

import Foundation
import XCTest
@testable import QuillTemplateFormats
@testable import QuillTemplates
@testable import QuillWidgetBundles
import QuillTesting
import QuillAuthoring
import QuillViews

/// Feeds thousands of damaged templates (bytes flipped, ranges cut, structure characters
/// inserted, files truncated) through parsing and instantiation. None may crash, and every
/// error must name the file. A fixed seed keeps the run the same every time.
final class TemplateRobustnessTests: XCTestCase {
    /// A small deterministic generator (SplitMix64).
    struct Generator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func below(_ n: Int) -> Int { n <= 0 ? 0 : Int(next() % UInt64(n)) }
    }

    static let structural = Array("<>\"'=:-[]{}#&;/\n \t0123456789.,!|~*%@".utf8)

    static func mutate(_ input: [UInt8], _ g: inout Generator) -> [UInt8] {
        var bytes = input
        for _ in 0..<(1 + g.below(4)) {
            guard !bytes.isEmpty else { break }
            switch g.below(6) {
            case 0: bytes[g.below(bytes.count)] ^= UInt8(1 << g.below(8))
            case 1:
                let start = g.below(bytes.count)
                bytes.removeSubrange(start..<min(bytes.count, start + 1 + g.below(40)))
            case 2: bytes.insert(structural[g.below(structural.count)], at: g.below(bytes.count + 1))
            case 3: bytes = Array(bytes.prefix(g.below(bytes.count)))
            case 4:
                let start = g.below(bytes.count)
                let slice = bytes[start..<min(bytes.count, start + 1 + g.below(60))]
                bytes.insert(contentsOf: slice, at: g.below(bytes.count + 1))
            default: bytes[g.below(bytes.count)] = UInt8(g.below(256))
            }
        }
        return bytes
    }

    @MainActor func testDamagedTemplatesNeverCrash() async throws {
        var seeds: [(String, String)] = try DocumentationExampleTests.examples().map { ($0.name, $0.text) }
        seeds.append(("Modern.xib", XibReaderTests.modern))
        seeds.append(("Legacy.xib", XibReaderTests.legacy))
        seeds.append(("Constraints.xib", TemplateConstraintTests.banner))
        var g = Generator(state: UInt64(ProcessInfo.processInfo.environment["QUILL_FUZZ_SEED"] ?? "") ?? 0x5155_494C_4C21)
        var parsed = 0, failed = 0, instantiated = 0
        let registry = TemplateRegistry()
        for (name, text) in seeds {
            let original = Array(text.utf8)
            for _ in 0..<(Int(ProcessInfo.processInfo.environment["QUILL_FUZZ_ROUNDS"] ?? "") ?? 300) {
                let bytes = TemplateRobustnessTests.mutate(original, &g)
                let path = "fuzz/" + name
                if let dump = ProcessInfo.processInfo.environment["QUILL_FUZZ_DUMP"] {
                    _ = FileManager.default.createFile(atPath: dump, contents: Data(bytes))
                }
                do {
                    let template = try Template(data: Data(bytes), path: path)
                    parsed += 1
                    for strictness in [TemplateOptions.Strictness.strict, .lenient] {
                        do {
                            let instance = try template.makeInstance(owner: PlainObject(), options: TemplateOptions(strictness: strictness), registry: registry)
                            instantiated += 1
                            // The whole path: lay out, check the layout, render.
                            for case let view as View in instance.topLevelObjects {
                                view.layoutIfNeeded()
                                let size = view.bounds.size
                                if size.width >= 1, size.height >= 1, size.width <= 2000, size.height <= 2000 {
                                    _ = HeadlessRenderer.render(view, size: nil, scale: 1)
                                }
                            }
                            _ = TemplateLayoutCheck.diagnostics(document: template.document, instance: instance)
                        } catch {
                            failed += 1
                            XCTAssertTrue(error.diagnostics.allSatisfy { $0.location.file == path }, "\(error)")
                        }
                    }
                } catch {
                    failed += 1
                    XCTAssertFalse(error.diagnostics.isEmpty)
                    XCTAssertTrue(error.diagnostics.allSatisfy { $0.location.file == path }, "\(error)")
                }
            }
        }
        XCTAssertGreaterThan(parsed, 100, "some damaged files still parse")
        XCTAssertGreaterThan(failed, 100, "most damaged files are refused with errors")
        XCTAssertGreaterThan(instantiated, 10)
    }
}

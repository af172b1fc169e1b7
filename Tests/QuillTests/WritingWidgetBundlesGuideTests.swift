import Foundation
import XCTest
import Quill
import QuillTesting

/// docs/WritingWidgetBundles.md, followed step by step: every command of its `sh` blocks runs in
/// a fresh folder, in order, with the `quill` of this build; then the app code of step 6 (which
/// must be the guide's code, word for word) loads the bundle made by `quill new`.
final class WritingWidgetBundlesGuideTests: XCTestCase {
    static let guidePath = Checkout.root + "/docs/WritingWidgetBundles.md"

    /// The code blocks of a language, in order.
    static func blocks(_ language: String, in text: String) -> [String] {
        var blocks: [String] = []
        var current: [Substring]?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line == "```\(language)" {
                current = []
            } else if current != nil, line == "```" {
                blocks.append(current!.joined(separator: "\n"))
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    /// Runs a command line of the guide; returns its status and output.
    static func run(_ line: String, in folder: String) throws -> (Int32, String) {
        let build = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent().path
        var words = line.split(separator: " ").map(String.init)
        switch words.first {
        case "quill": words[0] = build + "/quill"
        default: throw QuillError("the guide runs '\(line)', which this test does not know how to run")
        }
        guard FileManager.default.isExecutableFile(atPath: words[0]) else {
            throw QuillError("\(words[0]) is missing", hint: "build everything first: swift build --build-tests (make test does)")
        }
        let run = try ProgramRun(URL(fileURLWithPath: words[0]), arguments: Array(words.dropFirst()), directory: URL(fileURLWithPath: folder))
        return (run.status, run.output)
    }

    @MainActor func testTheGuideStepByStep() async throws {
        let guide = try String(contentsOfFile: Self.guidePath, encoding: .utf8)
        let folder = NSTemporaryDirectory() + "quill-guide-\(ProcessInfo.processInfo.processIdentifier)"
        try? FileManager.default.removeItem(atPath: folder)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }

        let commands = Self.blocks("sh", in: guide).flatMap { $0.split(separator: "\n").map(String.init) }
        XCTAssertEqual(commands.map { $0.split(separator: " ").prefix(2).joined(separator: " ") },
                       ["quill new", "quill lint", "quill test", "quill render", "quill build"])
        for command in commands {
            let (status, output) = try Self.run(command, in: folder)
            XCTAssertEqual(status, 0, "'\(command)' failed:\n\(output)")
        }
        let bundleFolder = folder + "/Greeting"
        for file in ["bundle.yaml", "Greeting.quill", "Sources/GreetingView.swift", "Sources/GreetingBundle.swift",
                     "Tests/GreetingTests.swift", "Tests/__Snapshots__/Greeting.png", "libGreeting.so"] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: bundleFolder + "/" + file), "the guide's table lists \(file)")
        }
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder + "/Greeting.png"), "step 4 rendered the widget")

        // Step 6, the guide's code word for word (the window is a headless one here).
        let appCode = """
            let bundle = try WidgetBundleLoader.shared.load(at: "Greeting")
            let greeting = try bundle.template(named: "Greeting").firstObject(of: View.self)
            window.addSubview(greeting)
            let button = greeting.subviews.compactMap { $0 as? Button }.first
            """
        XCTAssertTrue(Self.blocks("swift", in: guide).contains(appCode), "step 6 of the guide is the code this test runs")
        let harness = HeadlessHarness(size: Size(width: 240, height: 88))
        let window = harness.window
        let previous = FileManager.default.currentDirectoryPath
        _ = FileManager.default.changeCurrentDirectoryPath(folder)
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
        let bundle = try WidgetBundleLoader.shared.load(at: "Greeting")
        let greeting = try bundle.template(named: "Greeting").firstObject(of: View.self)
        window.addSubview(greeting)
        let button = greeting.subviews.compactMap { $0 as? Button }.first

        XCTAssertEqual(TemplateRegistry.shared.className(of: greeting), "GreetingView", "the class came from the bundle's library")
        let title = try XCTUnwrap(greeting.subviews.compactMap { $0 as? Label }.first)
        XCTAssertEqual(title.text, "Greeting")
        harness.click(try XCTUnwrap(button))
        XCTAssertEqual(title.text, "Greeting ×1", "a real click reached the bundle's action")
    }
}

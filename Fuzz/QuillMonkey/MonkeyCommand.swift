import ArgumentParser
import Foundation
import GalleryKit
import Quill
import QuillMonkeyKit
import QuillTesting

/// `make monkey`: a million random events through the headless harness on every Gallery page
/// (fixed seeds, invariants checked after each event), with a line per page.
@main
struct MonkeyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "quill-monkey", abstract: "Random events on every Gallery page, invariants checked after each.")

    @Option(help: "Events in all, shared evenly by the pages.") var events = 1_000_000
    @Option(help: "The seed of the first page (each next page adds one).") var seed: UInt64 = 0x4D4F_4E4B
    @Option(help: "Only the page with this number (1-based), to replay a failure.") var page: Int?
    @Option(help: "Render a frame every this many events.") var renderInterval = 64

    func run() throws {
        // Argument parsing is nonisolated; the monkey runs on the main thread.
        let failed = try MainActor.assumeIsolated { try runPages() }
        if failed > 0 { throw ExitCode(1) }
    }

    /// Prints a line at once (standard output is a pipe under make, and buffered).
    private func say(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    /// Runs the monkey on each page; returns how many pages failed.
    @MainActor
    private func runPages() throws -> Int {
        let harness = HeadlessHarness(size: Size(width: 1180, height: 760))
        let gallery = GalleryViewController()
        harness.window.rootViewController = gallery
        harness.render()
        let pages = page.map { [$0 - 1] } ?? Array(gallery.demos.indices)
        guard pages.allSatisfy(gallery.demos.indices.contains) else { throw ValidationError("there are \(gallery.demos.count) pages") }
        let perPage = max(1, events / pages.count)
        var failed = 0, total = 0
        let start = Date()
        for index in pages {
            harness.window.send(.resized(Size(width: 1180, height: 760)))
            harness.window.send(.scaleChanged(1))
            gallery.select(index)
            harness.render()
            let monkey = Monkey(harness: harness, seed: seed + UInt64(index))
            monkey.renderInterval = renderInterval
            let pageStart = Date()
            let report = monkey.run(events: perPage)
            total += report.events
            let seconds = Date().timeIntervalSince(pageStart)
            let title = gallery.demos[index].title
            if report.passed {
                say("monkey: page \(index + 1) \(title): \(report.events) events, \(report.renders) renders, \(String(format: "%.1f", seconds)) s: every invariant held")
            } else {
                failed += 1
                say("monkey: page \(index + 1) \(title) FAILED (replay: quill-monkey --page \(index + 1) --seed \(seed) --events \(perPage)):\n\(report)")
            }
        }
        say(String(format: "monkey: %d events on %d pages in %.0f s, %d page(s) failed", total, pages.count, Date().timeIntervalSince(start), failed))
        return failed
    }
}

import Foundation
import Quill
import QuillTesting

/// Storyboards (issue 28), on Quill's notes fixture (Tests/Fixtures/Storyboard/Notes.storyboard,
/// read from the working folder: `make bench` runs in the checkout): reading the file, making
/// the initial scene (a navigation controller, its list and the list's prototype cells) and
/// drawing its first frame, and making the note scene a show segue leads to (its view loaded,
/// the footer scene embedded). Scenes replay their instantiation plans after the first.
@MainActor
func runStoryboardBenchmarks() {
    guard selected("storyboard") else { return }
    let path = "Tests/Fixtures/Storyboard/Notes.storyboard"
    guard let data = FileManager.default.contents(atPath: path) else {
        FileHandle.standardError.write(Data("quill-bench: \(path) is not here; storyboard benchmarks skipped (run from the checkout)\n".utf8))
        return
    }
    let registry = TemplateRegistry()
    report("storyboard_read_notes_us", measure(warmup: 20, iterations: 1000) {
        _ = try? Storyboard(data: data, path: path, registry: registry)
    }, unit: "us", scale: 1000)
    guard let storyboard = try? Storyboard(data: data, path: path, registry: registry) else {
        FileHandle.standardError.write(Data("quill-bench: \(path) does not load\n".utf8))
        exit(1)
    }
    storyboard.reportsUnregisteredClasses = false
    storyboard.substitutesMissingReferences = true
    let harness = HeadlessHarness(size: Size(width: 375, height: 667))
    report("storyboard_initial_scene_first_frame_ms", measure(warmup: 10, iterations: 300) {
        harness.window.rootViewController = try? storyboard.instantiateInitialViewController()
        harness.window.renderFrame()
    })
    harness.window.rootViewController = nil
    report("storyboard_show_segue_destination_us", measure(warmup: 20, iterations: 2000) {
        _ = (try? storyboard.instantiateViewController(withIdentifier: "Note"))?.view
    }, unit: "us", scale: 1000)
}

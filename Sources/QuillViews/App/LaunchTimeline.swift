import Foundation
import QuillFoundation

/// Where a program's start goes: with `QUILL_LAUNCH_MARKS=1` in the environment, each
/// `mark(_:)` writes `quill-launch-mark: PHASE NANOSECONDS` to standard error, the
/// nanoseconds read from the monotonic clock (the clock a launcher reads before starting the
/// process). `scripts/bench-first-frame.py` prints the time between marks, so the phases of
/// a start (loading, options, fonts, views, the display, the first frame) are measured and
/// compared. `App.run` and the run loop mark their phases; an app may mark its own.
@MainActor
public enum LaunchTimeline {
    /// Writes a mark for the end of `phase` (a word or words joined by dashes) when the
    /// launch environment asks for marks; otherwise does nothing.
    public static func mark(_ phase: StaticString) {
        // The clock first: the first mark may be what makes the application object.
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        guard Application.shared.launchEnvironment.writesLaunchMarks else { return }
        let nanoseconds = Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
        FileHandle.standardError.write(Data("quill-launch-mark: \(phase) \(nanoseconds)\n".utf8))
    }
}

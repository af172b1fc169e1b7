import QuillFoundation
import QuillViews

extension CollectionScrollView {
    /// Runs the animation of an update (rows or items inserted, deleted, moved) for `duration`
    /// seconds: each frame `step` gets the progress eased out (0 to 1); after the last frame,
    /// `finish` runs. Returns the frame callback, to cancel it.
    func runUpdateAnimation(
        duration: Double = 0.3, step: @escaping @MainActor (Double) -> Void, finish: @escaping @MainActor () -> Void
    ) -> FrameCallback {
        let startTime = scheduler.now
        return scheduler.addFrameCallback { time in
            let t = Swift.min(1, (time - startTime) / duration)
            step(1 - (1 - t) * (1 - t))
            guard t >= 1 else { return true }
            finish()
            return false
        }
    }
}

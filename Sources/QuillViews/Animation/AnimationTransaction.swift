/// One `View.animate` call: calls its completion once when all its property animations end.
@MainActor
final class AnimationTransaction {
    private var remaining: Int
    private var allFinished = true
    private var completion: ((Bool) -> Void)?

    init(remaining: Int, completion: ((Bool) -> Void)?) {
        self.remaining = remaining
        self.completion = completion
    }

    /// One property animation ended; `finished` is false when it was replaced or its view went.
    func end(finished: Bool) {
        guard remaining > 0 else { return }
        if !finished { allFinished = false }
        remaining -= 1
        if remaining == 0 {
            let completion = self.completion
            self.completion = nil
            completion?(allFinished)
        }
    }
}

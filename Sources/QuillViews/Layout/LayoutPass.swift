import QuillFoundation

/// One layout of a view's tree, in named phases, repeated until nothing changes:
///
/// 1. **update constraints**: `updateConstraints()` where a view asked for it, deepest first;
/// 2. **solve**: the constraint engine takes the changed constraints, intrinsic sizes and
///    translated frames, and solves;
/// 3. **re-measure**: views whose height follows their width (wrapping labels) measure again
///    at the width just solved;
/// 4. **apply frames**: the solved frames are set, on device pixels;
/// 5. **layoutSubviews**: `layoutSubviews()` where pending, superviews first.
///
/// Phases 1–4 repeat without 5 while the solution is unsettled (a label measured again, a
/// translated view moved), at most `maximumSolvesInARow` times; then `layoutSubviews()` runs,
/// and the rounds go on while that brought new constraints. A tree that has not settled after
/// `maximumRounds` rounds is a layout feedback loop: the pass keeps the last frames and logs a
/// warning to the tree's context naming the views still changing and why (UIKit's layout
/// feedback loop debugging), never stopping silently.
///
/// While a window's pass runs, the window defers compositing: frame setters record what moved,
/// and the window drops cached layers and schedules redraws once the pass is over.
@MainActor
struct LayoutPass {
    /// The most rounds a pass runs: four solves between `layoutSubviews()` calls, four times.
    static let maximumRounds = 16
    /// The most solves in a row before `layoutSubviews()` runs regardless.
    static let maximumSolvesInARow = 4

    /// The view whose tree is laid out.
    let root: View

    /// Runs the phases until the tree settles or the round cap is reached.
    /// - Returns: whether the tree settled.
    @discardableResult
    func run() -> Bool {
        let window = root as? Window ?? root.window
        window?.beginDeferringComposites()
        defer { window?.endDeferringComposites() }
        var solvesInARow = 0
        // The solver's work limit bounds one pass, all its rounds together.
        var passEngine = root.activeLayoutEngine
        passEngine?.beginPass()
        defer { passEngine?.endPass() }
        for _ in 0..<Self.maximumRounds {
            if let engine = root.activeLayoutEngine {
                // An engine that came into being during the pass (the first constraint was
                // activated in layoutSubviews) joins it, with a budget of its own.
                if engine !== passEngine {
                    passEngine?.endPass()
                    engine.beginPass()
                    passEngine = engine
                }
                engine.runUpdateConstraintsPhase()
                if engine.hasPendingWork {
                    engine.runSolvePhase()
                    engine.runRemeasurePhase()
                    engine.runApplyFramesPhase()
                    solvesInARow += 1
                    if !engine.isSettled, solvesInARow < Self.maximumSolvesInARow { continue }
                }
            }
            solvesInARow = 0
            root.runLayoutSubviewsPhase()
            guard let engine = root.activeLayoutEngine, engine.hasPendingWork else { return true }
        }
        reportFeedbackLoop()
        return false
    }

    /// Logs the views that kept the tree from settling.
    private func reportFeedbackLoop() {
        var reasons: [(View, String)] = root.activeLayoutEngine?.unsettledViews ?? []
        func collect(_ view: View) {
            if view.needsLayout { reasons.append((view, "it asked for layoutSubviews() again")) }
            for subview in view.subviews { collect(subview) }
        }
        collect(root)
        var seen = Set<String>()
        let names = reasons.compactMap { view, reason -> String? in
            let line = "\(view.layoutDescription) (\(reason))"
            return seen.insert(line).inserted ? line : nil
        }
        root.context.log.warning(
            "layout of \(root.layoutDescription) did not settle after \(Self.maximumRounds) rounds, a layout feedback loop; still changing: "
                + (names.isEmpty ? "no view says why" : names.prefix(8).joined(separator: ", ") + (names.count > 8 ? " and \(names.count - 8) more" : ""))
                + "; the last frames are kept (look for layoutSubviews() or updateConstraints() that change what they depend on)")
    }
}

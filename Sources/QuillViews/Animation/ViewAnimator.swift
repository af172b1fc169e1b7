import QuillFoundation

/// Runs `View.animate` blocks: records the animatable properties the block changes, puts them
/// back, and moves them to their new values frame by frame.
///
/// Unlike UIKit, a property reads its in-between value while it animates (there is one tree,
/// not a model and a presentation copy); it reads its final value once the animation ends.
@MainActor
enum ViewAnimator {
    /// The changes recorded by the block being run, if any: set only while `animate` runs the
    /// block, synchronously, and put back when it returns. Running animations are kept by the
    /// views' context (`ApplicationContext.runningAnimations`).
    private static var recording: [(View, AnimatableProperty)]?

    static var isRecording: Bool { recording != nil }

    static func record(_ view: View, _ property: AnimatableProperty) {
        recording?.append((view, property))
    }

    static func animate(
        duration: Double, delay: Double, curve: AnimationCurve, animations: () -> Void, completion: ((Bool) -> Void)?
    ) {
        let outer = recording
        recording = []
        animations()
        let changes = recording ?? []
        recording = outer
        guard duration > 0 || delay > 0, !changes.isEmpty else {
            completion?(true)
            return
        }
        // Keep the first start and the last end of each view's property.
        var merged: [(View, AnimatableProperty)] = []
        for (view, change) in changes {
            if let index = merged.firstIndex(where: { $0.0 === view && $0.1.key == change.key }) {
                merged[index].1 = combine(merged[index].1, change)
            } else {
                merged.append((view, change))
            }
        }
        for (view, change) in merged { change.apply(to: view, progress: 0) }
        let start = (merged.first?.0.scheduler ?? Application.shared.scheduler).now + delay
        // Running animations by view and property, so a new one replaces an old one; `usesLayer`
        // says whether it holds the view on a cached layer.
        let transaction = AnimationTransaction(remaining: merged.count, completion: completion)
        for (view, change) in merged {
            let viewKey = ObjectIdentifier(view)
            let context = view.context
            // A newer animation of the same property replaces the running one, which ends
            // unfinished where it is.
            if let old = context.runningAnimations[viewKey]?[change.key] {
                old.callback.cancel()
                old.transaction.end(finished: false)
                if old.usesLayer { endLayerAnimation(view) }
            }
            // A view that moves, fades or turns is composited from a cached layer meanwhile:
            // its subtree is not drawn again every frame.
            let usesLayer = change.movesPixelsOnly && context.animationsUseLayers
            if usesLayer { view.layerAnimationCount += 1 }
            let callback = view.scheduler.addFrameCallback { [weak view, weak context] time in
                guard let view else {
                    transaction.end(finished: false)
                    return false
                }
                if time < start { return true }
                let t = duration > 0 ? Swift.min(1, (time - start) / duration) : 1
                change.apply(to: view, progress: curve.value(at: t))
                guard t >= 1 else { return true }
                context?.runningAnimations[viewKey]?[change.key] = nil
                if usesLayer { endLayerAnimation(view) }
                transaction.end(finished: true)
                return false
            }
            context.runningAnimations[viewKey, default: [:]][change.key] = (callback, transaction, usesLayer)
        }
    }

    /// Whether `view` has an animation running or waiting for its delay.
    static func hasAnimations(_ view: View) -> Bool {
        !(view.context.runningAnimations[ObjectIdentifier(view)]?.isEmpty ?? true)
    }

    /// Stops `view`'s animations where they are; their completions get `false`.
    static func removeAnimations(of view: View) {
        guard let animations = view.context.runningAnimations.removeValue(forKey: ObjectIdentifier(view)) else { return }
        for (_, animation) in animations.sorted(by: { $0.key < $1.key }) {
            animation.callback.cancel()
            if animation.usesLayer { endLayerAnimation(view) }
            animation.transaction.end(finished: false)
        }
    }

    /// One animation that only moved the view's pixels ended: when none is left, the view is
    /// drawn directly again (its last frame exact, not composited), and its cache is kept idle
    /// for its next animation (`IdleLayerCaches`).
    private static func endLayerAnimation(_ view: View) {
        view.layerAnimationCount = Swift.max(0, view.layerAnimationCount - 1)
        if view.layerAnimationCount == 0, !view.rasterizesContent {
            view.context.idleLayerCaches.keep(view)
            view.invalidateComposite(contentChanged: false)
        }
    }

    private static func combine(_ first: AnimatableProperty, _ last: AnimatableProperty) -> AnimatableProperty {
        switch (first, last) {
        case (.center(let a, _), .center(_, let b)): return .center(a, b)
        case (.bounds(let a, _), .bounds(_, let b)): return .bounds(a, b)
        case (.alpha(let a, _), .alpha(_, let b)): return .alpha(a, b)
        case (.backgroundColor(let a, _), .backgroundColor(_, let b)): return .backgroundColor(a, b)
        case (.transform(let a, _), .transform(_, let b)): return .transform(a, b)
        default: return last
        }
    }
}

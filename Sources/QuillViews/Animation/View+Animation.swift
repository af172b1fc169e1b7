import QuillFoundation

extension View {
    /// Animates changes to views' frame, bounds, center, alpha, background colour and transform
    /// made in `animations`, over `duration` seconds (UIKit's `UIView.animate`).
    ///
    ///     View.animate(withDuration: 0.3, animations: { panel.alpha = 0 }) { _ in panel.removeFromSuperview() }
    ///
    /// `completion` runs when every change has reached its end (`true`), or at once when
    /// nothing animatable changed.
    public static func animate(
        withDuration duration: Double, delay: Double = 0, curve: AnimationCurve = .easeInOut,
        animations: () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        ViewAnimator.animate(duration: duration, delay: delay, curve: curve, animations: animations, completion: completion)
    }

    /// Whether one of the view's properties is moving under `View.animate` (or waiting for the
    /// animation's delay).
    public var hasRunningAnimations: Bool { ViewAnimator.hasAnimations(self) }

    /// Stops the view's running animations where they are, leaving each property at its
    /// in-between value; their completions are called with `false`. Use it before setting a
    /// property directly that an animation is moving (as a drag does).
    public func removeAllAnimations() { ViewAnimator.removeAnimations(of: self) }
}

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
}

/// What a gesture recognizer asks its delegate (UIKit's `UIGestureRecognizerDelegate`). Every
/// method has a default, so a delegate implements only what it changes.
@MainActor
public protocol GestureRecognizerDelegate: AnyObject {
    /// Whether the recognizer may leave `possible` for `began` or `recognized`; `false` makes it
    /// fail. Default `true`.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool
    /// Whether the recognizer sees a press at all (checked when the button goes down);
    /// `false` leaves it out of that press. Default `true`.
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive event: PointerEvent) -> Bool
    /// Whether two recognizers may recognize together; either one's delegate saying `true` is
    /// enough. Default `false`: the first to recognize makes the other fail.
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool
    /// Whether the recognizer waits for `other` to fail before it recognizes, as if
    /// `require(toFail:)` had been called for this input. Default `false`.
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldRequireFailureOf other: GestureRecognizer) -> Bool
    /// Whether `other` waits for this recognizer to fail before it recognizes. Default `false`.
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldBeRequiredToFailBy other: GestureRecognizer) -> Bool
}

extension GestureRecognizerDelegate {
    /// Allows every recognizer to begin.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { true }
    /// Lets the recognizer see every press.
    public func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive event: PointerEvent) -> Bool { true }
    /// Recognizes one gesture at a time.
    public func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool { false }
    /// Waits for no other recognizer.
    public func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldRequireFailureOf other: GestureRecognizer) -> Bool { false }
    /// Makes no other recognizer wait.
    public func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldBeRequiredToFailBy other: GestureRecognizer) -> Bool { false }
}

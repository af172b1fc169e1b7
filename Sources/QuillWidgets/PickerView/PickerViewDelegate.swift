import QuillFoundation
import QuillGraphics
import QuillViews

/// Gives a picker view's rows their titles or views and sizes, and hears which row the user
/// settles on (UIKit's `UIPickerViewDelegate`). Every method has a default.
@MainActor
public protocol PickerViewDelegate: AnyObject {
    /// A row's title (drawn centred; `nil` by default: the row is blank).
    func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String?
    /// A row's title with attributes; used instead of `titleForRow` when not `nil`.
    func pickerView(_ pickerView: PickerView, attributedTitleForRow row: Int, forComponent component: Int) -> AttributedText?
    /// A view to show for a row instead of a title (`nil` by default). `view` is a view of
    /// that wheel that scrolled away, to be reused.
    func pickerView(_ pickerView: PickerView, viewForRow row: Int, forComponent component: Int, reusing view: View?) -> View?
    /// A wheel's width (`nil` by default: the wheels share the width equally).
    func pickerView(_ pickerView: PickerView, widthForComponent component: Int) -> Double?
    /// A wheel's row height (`nil` by default: 32 points).
    func pickerView(_ pickerView: PickerView, rowHeightForComponent component: Int) -> Double?
    /// The user settled a wheel on a row (by dragging, clicking, the mouse wheel, keys or
    /// assistive technology; not when selected in code).
    func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int)
    /// A wheel's name for a screen reader ("Month"); `nil` by default.
    func pickerView(_ pickerView: PickerView, accessibilityLabelForComponent component: Int) -> String?
}

extension PickerViewDelegate {
    /// No title.
    public func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? { nil }
    /// No attributed title.
    public func pickerView(_ pickerView: PickerView, attributedTitleForRow row: Int, forComponent component: Int) -> AttributedText? { nil }
    /// No view.
    public func pickerView(_ pickerView: PickerView, viewForRow row: Int, forComponent component: Int, reusing view: View?) -> View? { nil }
    /// An equal share.
    public func pickerView(_ pickerView: PickerView, widthForComponent component: Int) -> Double? { nil }
    /// 32 points.
    public func pickerView(_ pickerView: PickerView, rowHeightForComponent component: Int) -> Double? { nil }
    /// Does nothing.
    public func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int) {}
    /// No name.
    public func pickerView(_ pickerView: PickerView, accessibilityLabelForComponent component: Int) -> String? { nil }
}

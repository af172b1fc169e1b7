/// Hears about and steers editing in a text field (UIKit's `UITextFieldDelegate`). Every
/// method has a default.
@MainActor
public protocol TextFieldDelegate: AnyObject {
    /// Whether the field may start editing (take focus).
    func textFieldShouldBeginEditing(_ textField: TextField) -> Bool
    /// The field started editing.
    func textFieldDidBeginEditing(_ textField: TextField)
    /// The field stopped editing.
    func textFieldDidEndEditing(_ textField: TextField)
    /// Whether characters `range` (character offsets) may be replaced by `replacement`.
    func textField(_ textField: TextField, shouldChangeCharactersIn range: Range<Int>, replacementString replacement: String) -> Bool
    /// Return was pressed; return `true` to accept it (the field then ends editing).
    func textFieldShouldReturn(_ textField: TextField) -> Bool
}

extension TextFieldDelegate {
    /// By default a field may always start editing.
    public func textFieldShouldBeginEditing(_ textField: TextField) -> Bool { true }
    /// By default nothing happens when editing starts.
    public func textFieldDidBeginEditing(_ textField: TextField) {}
    /// By default nothing happens when editing ends.
    public func textFieldDidEndEditing(_ textField: TextField) {}
    /// By default every change is allowed.
    public func textField(_ textField: TextField, shouldChangeCharactersIn range: Range<Int>, replacementString replacement: String) -> Bool { true }
    /// By default Return is accepted, so the field ends editing.
    public func textFieldShouldReturn(_ textField: TextField) -> Bool { true }
}

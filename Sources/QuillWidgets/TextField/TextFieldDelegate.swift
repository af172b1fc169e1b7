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
    public func textFieldShouldBeginEditing(_ textField: TextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: TextField) {}
    public func textFieldDidEndEditing(_ textField: TextField) {}
    public func textField(_ textField: TextField, shouldChangeCharactersIn range: Range<Int>, replacementString replacement: String) -> Bool { true }
    public func textFieldShouldReturn(_ textField: TextField) -> Bool { true }
}

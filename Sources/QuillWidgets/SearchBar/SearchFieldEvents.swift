/// Passes a search bar's field events on to the bar (the field's delegate, kept out of the
/// bar's own interface).
@MainActor
final class SearchFieldEvents: TextFieldDelegate {
    weak var bar: SearchBar?

    func textFieldShouldBeginEditing(_ textField: TextField) -> Bool {
        guard let bar else { return true }
        return bar.delegate?.searchBarShouldBeginEditing(bar) ?? true
    }

    func textFieldDidBeginEditing(_ textField: TextField) {
        guard let bar else { return }
        bar.delegate?.searchBarTextDidBeginEditing(bar)
    }

    func textFieldDidEndEditing(_ textField: TextField) {
        guard let bar else { return }
        bar.delegate?.searchBarTextDidEndEditing(bar)
    }

    /// Return searches and keeps the focus in the field.
    func textFieldShouldReturn(_ textField: TextField) -> Bool {
        guard let bar else { return true }
        bar.delegate?.searchBarSearchButtonClicked(bar)
        return false
    }
}

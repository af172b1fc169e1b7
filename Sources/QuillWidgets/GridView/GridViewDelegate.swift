/// Hears about a grid's selection and display; set it as the grid's `delegate` (it also gets
/// the scroll callbacks). Every method has a default.
@MainActor
public protocol GridViewDelegate: ScrollViewDelegate {
    /// An item was selected by the user.
    func gridView(_ gridView: GridView, didSelectItemAt index: Int)
    /// An item was activated (Return or a double click).
    func gridView(_ gridView: GridView, performPrimaryActionForItemAt index: Int)
    /// A cell is about to be shown.
    func gridView(_ gridView: GridView, willDisplay cell: GridViewCell, forItemAt index: Int)
}

extension GridViewDelegate {
    /// Does nothing by default.
    public func gridView(_ gridView: GridView, didSelectItemAt index: Int) {}
    /// Does nothing by default.
    public func gridView(_ gridView: GridView, performPrimaryActionForItemAt index: Int) {}
    /// Does nothing by default.
    public func gridView(_ gridView: GridView, willDisplay cell: GridViewCell, forItemAt index: Int) {}
}

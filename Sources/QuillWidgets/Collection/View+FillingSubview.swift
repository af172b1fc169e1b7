import QuillViews
extension View {
    /// Takes `old` out and puts `new` in at a position among the subviews, filling the view and
    /// following its size: how a cell swaps its background views.
    func replaceFillingSubview(_ old: View?, with new: View?, at index: Int) {
        old?.removeFromSuperview()
        if let new {
            new.frame = bounds
            new.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            insertSubview(new, at: index)
        }
    }
}

/// Hears about scrolling (UIKit's `UIScrollViewDelegate`). Every method has a default that
/// does nothing.
@MainActor
public protocol ScrollViewDelegate: AnyObject {
    /// The content offset changed (by dragging, the wheel, momentum, keys or code).
    func scrollViewDidScroll(_ scrollView: ScrollView)
    /// The user started dragging the content.
    func scrollViewWillBeginDragging(_ scrollView: ScrollView)
    /// The user let go; `decelerate` says whether momentum carries the content on.
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool)
    /// Momentum (or a bounce back to the edge) started.
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView)
    /// The content came to rest after momentum.
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView)
    /// An animated `setContentOffset` or `scrollRectToVisible` finished.
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView)
}

extension ScrollViewDelegate {
    /// Does nothing by default.
    public func scrollViewDidScroll(_ scrollView: ScrollView) {}
    /// Does nothing by default.
    public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
    /// Does nothing by default.
    public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
    /// Does nothing by default.
    public func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {}
    /// Does nothing by default.
    public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
    /// Does nothing by default.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
}

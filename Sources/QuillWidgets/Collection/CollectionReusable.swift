import QuillViews
/// A view a collection hands out again and again by reuse identifier: a cell, or a section's
/// header or footer (UIKit's `UICollectionReusableView`).
@MainActor
public protocol CollectionReusable: View {
    /// The identifier the view is reused by; a view made for an identifier that sets none is
    /// given that identifier.
    var reuseIdentifier: String? { get set }

    /// Called by a collection before the view is handed out again.
    func prepareForReuse()
}

import Foundation

/// Supplies a collection view's sections, items, cells and supplementary views (UIKit's
/// `UICollectionViewDataSource`).
@MainActor
public protocol CollectionViewDataSource: AnyObject {
    /// How many sections there are (1 by default).
    func numberOfSections(in collectionView: CollectionView) -> Int
    /// How many items a section has.
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell for an item; dequeue it with `dequeueReusableCell(withReuseIdentifier:for:)`.
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) throws -> CollectionViewCell
    /// The view for a header, footer or other supplementary element the layout places;
    /// dequeue it with `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`.
    /// `nil` (the default) shows nothing there.
    func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) throws -> ReusableView?
}

extension CollectionViewDataSource {
    /// One section.
    public func numberOfSections(in collectionView: CollectionView) -> Int { 1 }
    /// No supplementary views.
    public func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) throws -> ReusableView? {
        nil
    }
}

import Foundation
import QuillFoundation
import QuillTemplates
import QuillViews
import QuillWidgets

/// A controller whose view is a collection view it is the data source and delegate of
/// (UIKit's `UICollectionViewController`). Override the methods you need; a storyboard's
/// prototype cells are registered on the collection view by their reuse identifiers.
@MainActor
open class CollectionViewController: ViewController, CollectionViewDataSource, CollectionViewDelegate {
    /// The layout of the collection view `loadView()` makes.
    public let collectionViewLayout: CollectionViewLayout
    /// Whether the items selected when the screen left are deselected when it appears again.
    public var clearsSelectionOnViewWillAppear = true

    /// Creates a controller whose collection view has a layout.
    public init(collectionViewLayout layout: CollectionViewLayout = CollectionViewFlowLayout()) {
        collectionViewLayout = layout
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates a controller whose view comes from a template (its collection view is the
    /// template's view).
    public override init(nibName: String?, bundle: (any TemplateBundleConvertible)?) {
        collectionViewLayout = CollectionViewFlowLayout()
        super.init(nibName: nibName, bundle: bundle)
    }

    /// The collection view: the controller's view.
    public var collectionView: CollectionView! {
        get { view as? CollectionView }
        set { view = newValue }
    }

    open override func loadView() {
        if nibName != nil { return super.loadView() }
        let collection = CollectionView(frame: Rect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: collectionViewLayout)
        collection.dataSource = self
        collection.delegate = self
        view = collection
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear, let collection = collectionView else { return }
        for item in collection.indexPathsForSelectedItems { collection.deselectItem(at: item, animated: animated) }
    }

    // MARK: Data source

    open func numberOfSections(in collectionView: CollectionView) -> Int { 1 }
    open func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
    open func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) throws -> CollectionViewCell {
        throw QuillError(
            "\(type(of: self)) does not make cells", hint: "override collectionView(_:cellForItemAt:) in \(type(of: self)) to make its cells")
    }
    open func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) throws -> ReusableView? {
        nil
    }

    // MARK: Delegate (UIKit's defaults)

    open func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: CollectionView, performPrimaryActionForItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath) {}
    open func collectionView(
        _ collectionView: CollectionView, willDisplaySupplementaryView view: ReusableView, forElementKind kind: String, at indexPath: IndexPath
    ) {}
}

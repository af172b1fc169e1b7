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
    /// The layout of the collection view: the one it has once its view is loaded (a storyboard
    /// scene's), else the one `loadView()` will give it.
    public var collectionViewLayout: CollectionViewLayout { (viewIfLoaded as? CollectionView)?.collectionViewLayout ?? initialLayout }
    private let initialLayout: CollectionViewLayout
    /// Whether the items selected when the screen left are deselected when it appears again.
    public var clearsSelectionOnViewWillAppear = true

    /// Creates a controller whose collection view has a layout.
    public init(collectionViewLayout layout: CollectionViewLayout = CollectionViewFlowLayout()) {
        initialLayout = layout
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates a controller whose view comes from a template (its collection view is the
    /// template's view).
    public override init(nibName: String?, bundle: (any TemplateBundleConvertible)?) {
        initialLayout = CollectionViewFlowLayout()
        super.init(nibName: nibName, bundle: bundle)
    }

    /// Creates the controller a storyboard describes by name (see
    /// `ViewController.init(coder:)`), with a flow layout.
    public required init?(coder: TemplateCoder) {
        initialLayout = CollectionViewFlowLayout()
        super.init(coder: coder)
    }

    /// The collection view: the controller's view.
    public var collectionView: CollectionView! {
        get { view as? CollectionView }
        set { view = newValue }
    }

    open override func loadView() {
        if nibName != nil { return super.loadView() }
        let collection = CollectionView(frame: Rect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: initialLayout)
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

    /// One section.
    open func numberOfSections(in collectionView: CollectionView) -> Int { 1 }
    /// No items: override it.
    open func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
    /// Override it to dequeue and fill cells (the default throws, saying so).
    open func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) throws -> CollectionViewCell {
        throw QuillError(
            "\(type(of: self)) does not make cells", hint: "override collectionView(_:cellForItemAt:) in \(type(of: self)) to make its cells")
    }
    /// No headers or footers.
    open func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) throws -> ReusableView? {
        nil
    }

    // MARK: Delegate (UIKit's defaults)

    /// Every item highlights.
    open func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    /// Every item can be selected.
    open func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    /// Does nothing: override it to respond to a selection.
    open func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {}
    /// Every item can be deselected.
    open func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
    /// Does nothing.
    open func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {}
    /// Does nothing.
    open func collectionView(_ collectionView: CollectionView, performPrimaryActionForItemAt indexPath: IndexPath) {}
    /// Does nothing.
    open func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath) {}
    /// Does nothing.
    open func collectionView(_ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath) {}
    /// Does nothing.
    open func collectionView(
        _ collectionView: CollectionView, willDisplaySupplementaryView view: ReusableView, forElementKind kind: String, at indexPath: IndexPath
    ) {}
}

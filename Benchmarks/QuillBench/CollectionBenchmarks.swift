import Foundation
import Quill
import QuillTesting

/// A hundred thousand items whose cells size themselves by Auto Layout: a label of one to
/// three lines pinned inside a 180-point-wide content view.
@MainActor
final class SelfSizingItems: CollectionViewDataSource {
    static let phrases = [
        "Short", "A caption of middling length", "A longer caption that wraps onto a second line in its cell",
        "The longest caption of them all, long enough to wrap onto a third line in a 180-point cell",
    ]
    var count = 100_000

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { count }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) throws -> CollectionViewCell {
        let cell = try collectionView.dequeueReusableCell(withReuseIdentifier: "Caption", for: indexPath)
        (cell.contentView.viewWithTag(1) as? Label)?.text = "\(indexPath.item): " + Self.phrases[(indexPath.item * 7) % Self.phrases.count]
        return cell
    }

    /// A cell whose label sets its height: pinned to the content view's edges, the content
    /// view 180 points wide.
    static func makeCell() -> CollectionViewCell {
        let cell = CollectionViewCell(frame: Rect(x: 0, y: 0, width: 180, height: 40), reuseIdentifier: "Caption")
        let label = Label(text: "", font: .systemFont(ofSize: 13))
        label.numberOfLines = 0
        label.tag = 1
        label.translatesAutoresizingMaskIntoConstraints = false
        cell.contentView.addSubview(label)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor, constant: 6),
            label.trailingAnchor.constraint(equalTo: cell.contentView.trailingAnchor, constant: -6),
            label.topAnchor.constraint(equalTo: cell.contentView.topAnchor, constant: 4),
            label.bottomAnchor.constraint(equalTo: cell.contentView.bottomAnchor, constant: -4),
            cell.contentView.widthAnchor.constraint(equalToConstant: 180),
        ])
        return cell
    }
}

/// Scrolls a 100,000-item collection view whose cells size themselves (each measured by its
/// constraints when it first comes on screen, moving only the lines after it), 13 points a
/// frame like the grid benchmark it is compared with.
@MainActor
func runCollectionScroll(_ name: String, size: Size, scale: Double, frames: Int = 2000) {
    let window = Window(size: size, scale: scale)
    let layout = CollectionViewFlowLayout()
    layout.estimatedItemSize = Size(width: 180, height: 40)
    layout.minimumLineSpacing = 8
    layout.minimumInteritemSpacing = 8
    layout.sectionInset = EdgeInsets(all: 8)
    let collection = CollectionView(frame: Rect(origin: .zero, size: size), collectionViewLayout: layout)
    collection.register(forCellReuseIdentifier: "Caption") { SelfSizingItems.makeCell() }
    let items = SelfSizingItems()
    collection.dataSource = items
    window.addSubview(collection)
    window.renderFrame()
    let point = Point(x: size.width / 2, y: size.height / 2)
    _ = scrollFrames(window, at: point, step: 13, frames: 50)
    let samples = scrollFrames(window, at: point, step: 13, frames: frames)
    report("\(name)_frame_ms", samples)
    reportCount("\(name)_cells_created", Double(collection.statistics.cellsCreated), unit: "cells")
    withExtendedLifetime(items) {}
}

/// Applies diffable snapshots of 10,000 items to a collection view on screen: each removes
/// 100 items, adds 100 and moves 50 (the difference found and animated as one batch).
@MainActor
func runDiffableApply() {
    let harness = HeadlessHarness(size: Size(width: 1280, height: 800))
    let layout = CollectionViewFlowLayout()
    layout.itemSize = Size(width: 96, height: 96)
    let collection = CollectionView(frame: harness.window.bounds, collectionViewLayout: layout)
    collection.register(CollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
    let source = CollectionViewDiffableDataSource<Int, Int>(collectionView: collection) { view, indexPath, _ in
        try view.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
    }
    harness.window.addSubview(collection)
    var snapshot = DiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems(Array(0..<10_000))
    source.apply(snapshot, animatingDifferences: false)
    harness.render()
    var next = 10_000
    var samples: [Double] = []
    for round in 1...105 {
        var changed = source.snapshot()
        let items = changed.itemIdentifiers
        changed.deleteItems(Array(items[(round * 37) % 9_000..<(round * 37) % 9_000 + 100]))
        changed.appendItems(Array(next..<next + 100))
        next += 100
        let remaining = changed.itemIdentifiers
        for offset in 0..<50 { changed.moveItem(remaining[(offset * 131 + round) % remaining.count], afterItem: remaining[(offset * 17 + 5) % remaining.count]) }
        // Timed: finding the difference and starting the animation (its frames are not).
        let sample = measure(warmup: 0, iterations: 1) { source.apply(changed) }
        if round > 5 { samples += sample }
        harness.advance(by: 0.4)
    }
    report("collection_diffable_apply_10k_ms", samples)
}

/// The collection view benchmarks (`collection`), with the grid beside them for comparison.
@MainActor
func runCollectionBenchmarks() {
    let desktop = Size(width: 1280, height: 800)
    if selected("collection_peer_grid_scroll_100k") { runGridScroll("collection_peer_grid_scroll_100k", size: desktop, scale: 1) }
    if selected("collection_scroll_100k_selfsizing") { runCollectionScroll("collection_scroll_100k_selfsizing", size: desktop, scale: 1) }
    if selected("collection_diffable_apply_10k") { runDiffableApply() }
}

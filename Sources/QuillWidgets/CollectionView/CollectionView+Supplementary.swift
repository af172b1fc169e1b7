import Foundation
import QuillFoundation
import QuillViews

extension CollectionView {
    /// Registers how to make supplementary views of a kind (section headers, footers) for a
    /// reuse identifier; `make` runs only when none waits to be reused.
    public func register(
        forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String, make: @escaping @MainActor () throws -> ReusableView
    ) {
        supplementaryQueues[kind, default: CellReuseQueue()].register(forIdentifier: identifier, make: make)
    }

    /// Registers a class of supplementary view (made with `init(frame:)`).
    public func register(_ viewClass: ReusableView.Type, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {
        register(forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier) { viewClass.init(frame: .zero) }
    }

    /// A supplementary view for an element: a reused one or a new one from the registration.
    /// - Throws: `QuillError` naming the kind and identifier when nothing is registered.
    public func dequeueReusableSupplementaryView(
        ofKind kind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) throws -> ReusableView {
        if let view = supplementaryQueues[kind]?.dequeue(identifier) {
            statistics.headersReused += 1
            return view
        }
        guard let view = try supplementaryQueues[kind]?.make(identifier) else {
            throw QuillError(
                "no supplementary view is registered for kind '\(kind)' and reuse identifier '\(identifier)' (section \(indexPath.section))",
                hint: "register one with register(_:forSupplementaryViewOfKind:withReuseIdentifier:)")
        }
        statistics.headersCreated += 1
        return view
    }

    /// Makes the supplementary views of `elements` exist (and only those), above the cells.
    func showSupplementaryViews(_ elements: [CollectionViewLayoutAttributes]) {
        var wanted: [SupplementaryKey: CollectionViewLayoutAttributes] = [:]
        for attributes in elements {
            guard let kind = attributes.representedElementKind else { continue }
            wanted[SupplementaryKey(kind: kind, indexPath: attributes.indexPath)] = attributes
        }
        for (key, view) in supplementaryViews where wanted[key] == nil {
            supplementaryViews[key] = nil
            recycleSupplementary(view, kind: key.kind)
        }
        for (key, attributes) in wanted.sorted(by: { $0.key.indexPath < $1.key.indexPath }) {
            if let view = supplementaryViews[key] {
                apply(attributes, to: view)
                continue
            }
            guard let view = makeSupplementaryView(key) else { continue }
            view.frame = attributes.frame
            apply(attributes, to: view)
            insertSubview(view, at: Swift.min(subviews.count, cellsByKey.count + supplementaryViews.count))
            supplementaryViews[key] = view
            collectionDelegate?.collectionView(self, willDisplaySupplementaryView: view, forElementKind: key.kind, at: key.indexPath)
        }
    }

    private func makeSupplementaryView(_ key: SupplementaryKey) -> ReusableView? {
        do {
            return try dataSource?.collectionView(self, viewForSupplementaryElementOfKind: key.kind, at: key.indexPath)
        } catch {
            report(error)
            return nil
        }
    }

    /// Takes a supplementary view off screen and queues it under its kind (the same
    /// identifier may name a header and a footer).
    func recycleSupplementary(_ view: ReusableView, kind: String) {
        view.removeFromSuperview()
        supplementaryQueues[kind]?.enqueue(view)
    }

    func recycleAllSupplementaryViews() {
        for (key, view) in supplementaryViews { recycleSupplementary(view, kind: key.kind) }
        supplementaryViews.removeAll()
    }
}

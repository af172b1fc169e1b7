import Foundation
import QuillFoundation
import QuillViews

extension CollectionView {
    /// The selected items, in order (as `TableView.indexPathsForSelectedRows`, an array, where
    /// UIKit's is optional).
    public var indexPathsForSelectedItems: [IndexPath] { selectedItems.sorted() }

    /// Selects an item in code (no delegate call), replacing the selection unless several
    /// items may be selected, and scrolls it to `scrollPosition` (`[]`: no scrolling). `nil`
    /// clears the selection.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: CollectionViewScrollPosition) {
        guard let indexPath else {
            for item in selectedItems { cellsByKey[item]?.isSelected = false }
            selectedItems.removeAll()
            return
        }
        if needsReload { reloadCounts() }
        guard isValid(indexPath) else { return }
        if !allowsMultipleSelection {
            for item in selectedItems where item != indexPath { cellsByKey[item]?.isSelected = false }
            selectedItems.removeAll()
        }
        selectedItems.insert(indexPath)
        cellsByKey[indexPath]?.isSelected = true
        focusedItem = indexPath
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects an item in code (no delegate call).
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        guard selectedItems.remove(indexPath) != nil else { return }
        cellsByKey[indexPath]?.isSelected = false
    }

    /// What a click does: selects the item (the delegate may refuse), deselecting the others
    /// in single selection; in multiple selection it toggles the item.
    func userToggle(_ indexPath: IndexPath) {
        guard allowsSelection else { return }
        focusedItem = indexPath
        if allowsMultipleSelection, selectedItems.contains(indexPath) {
            userDeselect(indexPath)
            return
        }
        guard !selectedItems.contains(indexPath) || selectedItems.count > 1 else { return }
        guard collectionDelegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return }
        if !allowsMultipleSelection {
            // Selecting another item replaces the selection (as in UIKit, without asking).
            for other in selectedItems.sorted() where other != indexPath {
                deselectItem(at: other, animated: false)
                collectionDelegate?.collectionView(self, didDeselectItemAt: other)
            }
        }
        selectedItems.insert(indexPath)
        cellsByKey[indexPath]?.isSelected = true
        // A cell's segue runs before the delegate hears of the selection, as in UIKit.
        if let cell = cellsByKey[indexPath], let action = cell.selectionAction { action(cell) }
        collectionDelegate?.collectionView(self, didSelectItemAt: indexPath)
    }

    private func userDeselect(_ indexPath: IndexPath) {
        guard collectionDelegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true else { return }
        deselectItem(at: indexPath, animated: false)
        collectionDelegate?.collectionView(self, didDeselectItemAt: indexPath)
    }

    // MARK: Keyboard

    /// Arrows move to the nearest item that way (and select it), Space toggles the focused
    /// item in multiple selection, Return activates it, Home and End go to the first and last
    /// item.
    func handleKey(_ event: KeyEvent) -> Bool {
        let current = focusedItem ?? selectedItems.min()
        var next: IndexPath?
        switch event.key {
        case .left: next = current.map { neighbour(of: $0, towards: .left) } ?? firstItem
        case .right: next = current.map { neighbour(of: $0, towards: .right) } ?? firstItem
        case .up: next = current.map { neighbour(of: $0, towards: .top) } ?? firstItem
        case .down: next = current.map { neighbour(of: $0, towards: .bottom) } ?? firstItem
        case .home: next = firstItem
        case .end: next = lastItem
        case .space where allowsMultipleSelection:
            if let current { userToggle(current) }
            return true
        case .return:
            if let current { collectionDelegate?.collectionView(self, performPrimaryActionForItemAt: current) }
            return true
        default:
            return false
        }
        guard let target = next ?? nil else { return true }
        focusedItem = target
        scrollToItem(at: target, at: [], animated: false)
        if allowsMultipleSelection {
            // Moving does not change a multiple selection unless Shift extends it.
            if event.modifiers.contains(.shift), !selectedItems.contains(target) { userToggle(target) }
        } else if !selectedItems.contains(target) {
            userToggle(target)
        }
        return true
    }

    private var firstItem: IndexPath? {
        (0..<numberOfSections).first { numberOfItems(inSection: $0) > 0 }.map { IndexPath(item: 0, section: $0) }
    }

    private var lastItem: IndexPath? {
        (0..<numberOfSections).last { numberOfItems(inSection: $0) > 0 }.map { IndexPath(item: numberOfItems(inSection: $0) - 1, section: $0) }
    }

    /// The item whose cell is nearest that way: the next line's item closest in line with
    /// this one (whatever the layout).
    func neighbour(of indexPath: IndexPath, towards edge: RectEdge) -> IndexPath? {
        guard let frame = layoutAttributesForItem(at: indexPath)?.frame else { return firstItem }
        let content = collectionViewLayout.collectionViewContentSize
        let reach = Swift.max(bounds.width, bounds.height, frame.width * 3, frame.height * 3)
        let probe: Rect
        switch edge {
        case .left: probe = Rect(x: frame.minX - reach, y: frame.minY - reach, width: reach, height: frame.height + 2 * reach)
        case .right: probe = Rect(x: frame.maxX, y: frame.minY - reach, width: reach, height: frame.height + 2 * reach)
        case .top: probe = Rect(x: 0, y: frame.minY - reach, width: content.width, height: reach)
        default: probe = Rect(x: 0, y: frame.maxY, width: content.width, height: reach)
        }
        let candidates = collectionViewLayout.layoutAttributesForElements(in: probe).filter { attributes in
            guard attributes.representedElementCategory == .cell, attributes.indexPath != indexPath else { return false }
            let f = attributes.frame
            switch edge {
            case .left: return f.midX < frame.midX - 0.5 && f.maxY > frame.minY && f.minY < frame.maxY
            case .right: return f.midX > frame.midX + 0.5 && f.maxY > frame.minY && f.minY < frame.maxY
            case .top: return f.maxY <= frame.minY + 0.5
            default: return f.minY >= frame.maxY - 0.5
            }
        }
        func distance(_ f: Rect) -> (Double, Double) {
            switch edge {
            case .left, .right: return (abs(f.midX - frame.midX), abs(f.midY - frame.midY))
            default: return (abs(f.midY - frame.midY), abs(f.midX - frame.midX))
            }
        }
        return candidates.min { distance($0.frame) < distance($1.frame) }?.indexPath
    }
}

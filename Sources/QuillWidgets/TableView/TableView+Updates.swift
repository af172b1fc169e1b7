import Foundation
import QuillFoundation

extension TableView {
    /// Shows rows the data source has just gained, sliding the rows below down.
    public func insertRows(at indexPaths: [IndexPath], with animation: TableViewRowAnimation) {
        applyUpdate(rowChange: .insert(indexPaths), animation: animation)
    }

    /// Removes rows the data source has just lost, sliding the rows below up.
    public func deleteRows(at indexPaths: [IndexPath], with animation: TableViewRowAnimation) {
        applyUpdate(rowChange: .delete(indexPaths), animation: animation)
    }

    /// Asks the data source again for rows whose content changed.
    public func reloadRows(at indexPaths: [IndexPath], with animation: TableViewRowAnimation) {
        for indexPath in indexPaths {
            // Its content changed: a self-sizing row measures again when shown.
            if measuredHeights.removeValue(forKey: indexPath) != nil, !needsReload,
                sections.indices.contains(indexPath.section), indexPath.row < sections[indexPath.section].rowCount
            {
                rowHeights.setHeight(estimatedHeight, at: sections[indexPath.section].firstRow + indexPath.row)
                recomputeSectionTops()
            }
            guard let cell = cellsByKey.removeValue(forKey: indexPath) else { continue }
            recycle(cell, at: indexPath)
        }
        setNeedsLayout()
    }

    /// Shows sections the data source has just gained.
    public func insertSections(_ sections: IndexSet, with animation: TableViewRowAnimation) {
        applyUpdate(rowChange: .insertSections(sections), animation: animation)
    }

    /// Removes sections the data source has just lost.
    public func deleteSections(_ sections: IndexSet, with animation: TableViewRowAnimation) {
        applyUpdate(rowChange: .deleteSections(sections), animation: animation)
    }

    /// Moves a row; the data source is told to update its data.
    public func moveRow(at source: IndexPath, to destination: IndexPath) {
        dataSource?.tableView(self, moveRowAt: source, to: destination)
        reloadData()
    }

    enum RowChange {
        case insert([IndexPath])
        case delete([IndexPath])
        case insertSections(IndexSet)
        case deleteSections(IndexSet)

        /// Where a row that was at `old` is after the change, or `nil` when it was deleted.
        func map(_ old: IndexPath) -> IndexPath? {
            switch self {
            case .delete(let rows):
                if rows.contains(old) { return nil }
                let before = rows.filter { $0.section == old.section && $0.row < old.row }.count
                return IndexPath(row: old.row - before, section: old.section)
            case .insert(let rows):
                var row = old.row
                for inserted in rows.filter({ $0.section == old.section }).map(\.row).sorted() where inserted <= row { row += 1 }
                return IndexPath(row: row, section: old.section)
            case .deleteSections(let set):
                if set.contains(old.section) { return nil }
                return IndexPath(row: old.row, section: old.section - set.count(in: 0..<old.section))
            case .insertSections(let set):
                var section = old.section
                for inserted in set.sorted() where inserted <= section { section += 1 }
                return IndexPath(row: old.row, section: section)
            }
        }

        /// The change in each old section's row count, and in the section count.
        func expectedRowCount(section: Int, old: Int) -> Int {
            switch self {
            case .insert(let rows): return old + rows.filter { $0.section == section }.count
            case .delete(let rows): return old - rows.filter { $0.section == section }.count
            default: return old
            }
        }

        var isInsertion: Bool {
            switch self {
            case .insert, .insertSections: return true
            default: return false
            }
        }
    }

    func applyUpdate(rowChange: RowChange, animation: TableViewRowAnimation) {
        // Rows move under an open swipe or a row being moved: both end first.
        closeSwipe(animated: false)
        if reorder != nil { abandonReorder() }
        finishUpdateAnimation()
        let oldCounts = sections.map(\.rowCount)
        let oldFrames = Dictionary(uniqueKeysWithValues: cellsByKey.values.map { (ObjectIdentifier($0), $0.frame) })
        moveMeasuredHeights(with: rowChange)
        rebuildModel()
        // The data source must agree with the change, as UIKit insists; if it does not, show
        // its data as it is now rather than a wrong picture.
        if !isConsistent(rowChange, oldCounts: oldCounts) {
            context.log.error("TableView: invalid update: the data source's row counts do not match the rows inserted or deleted; reloading")
            reloadData()
            return
        }
        let dying = moveCells(with: rowChange)
        let wanted = indexPaths(inSpan: bounds.minY, bounds.maxY)
        let wantedSet = Set(wanted)
        var appearing: [TableViewCell] = []
        for indexPath in wanted where cellsByKey[indexPath] == nil {
            let cell = makeAppearingCell(indexPath)
            cellsByKey[indexPath] = cell
            appearing.append(cell)
        }
        guard animation != .none, window != nil else {
            for cell in dying { recycle(cell, at: IndexPath(row: 0, section: 0)) }
            for (indexPath, cell) in cellsByKey where !wantedSet.contains(indexPath) {
                cellsByKey[indexPath] = nil
                recycle(cell, at: indexPath)
            }
            setNeedsLayout()
            return
        }
        animateUpdate(animation, from: oldFrames, appearing: appearing, dying: dying)
    }

    /// Measured heights follow their rows.
    private func moveMeasuredHeights(with rowChange: RowChange) {
        var heights: [IndexPath: Double] = [:]
        for (old, height) in measuredHeights { if let new = rowChange.map(old) { heights[new] = height } }
        measuredHeights = heights
    }

    /// Moves the shown cells, the selection and the focused row to their rows after the
    /// change; returns the cells of deleted rows.
    private func moveCells(with rowChange: RowChange) -> [TableViewCell] {
        var moved: [IndexPath: TableViewCell] = [:]
        var dying: [TableViewCell] = []
        for (old, cell) in cellsByKey {
            if let new = rowChange.map(old) { moved[new] = cell } else { dying.append(cell) }
        }
        cellsByKey = moved
        selectedRows = Set(selectedRows.compactMap { rowChange.map($0) })
        if let focused = focusedRow { focusedRow = rowChange.map(focused) }
        return dying
    }

    /// Animates an update: survivors slide from their old frames to their new rows, removed
    /// rows fade or slide out, new rows fade or slide in.
    private func animateUpdate(
        _ animation: TableViewRowAnimation, from oldFrames: [ObjectIdentifier: Rect], appearing: [TableViewCell], dying: [TableViewCell]
    ) {
        var starts: [(TableViewCell, Rect, Rect)] = []
        for (indexPath, cell) in cellsByKey {
            let target = rectForRow(at: indexPath)
            starts.append((cell, oldFrames[ObjectIdentifier(cell)] ?? target, target))
        }
        let width = bounds.width, inset = rowInset
        let slide: Double = animation == .left ? -width : (animation == .right ? width : 0)
        animatingCells = dying.map { ($0, nil) }
        updateAnimation = runUpdateAnimation(step: { e in
            for (cell, from, to) in starts {
                cell.frame = Rect(x: to.minX, y: from.minY + (to.minY - from.minY) * e, width: to.width, height: to.height)
                if appearing.contains(where: { $0 === cell }) {
                    if slide != 0 { cell.frame.origin.x = to.minX + slide * (1 - e) } else { cell.alpha = e }
                }
            }
            for cell in dying {
                if slide != 0 { cell.frame.origin.x = inset + slide * e } else { cell.alpha = 1 - e }
            }
        }, finish: { [weak self] in self?.finishUpdateAnimation() })
    }

    private func makeAppearingCell(_ indexPath: IndexPath) -> TableViewCell {
        let cell: TableViewCell
        statistics.cellRequests += 1
        if let dataSource, let made = try? dataSource.tableView(self, cellForRowAt: indexPath) {
            cell = made
        } else {
            cell = TableViewCell(reuseIdentifier: nil)
        }
        cell.frame = rectForRow(at: indexPath)
        configure(cell, at: indexPath)
        insertSubview(cell, at: 0)
        tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
        return cell
    }

    private func isConsistent(_ change: RowChange, oldCounts: [Int]) -> Bool {
        switch change {
        case .insert, .delete:
            guard sections.count == oldCounts.count else { return false }
            for (index, old) in oldCounts.enumerated() where sections[index].rowCount != change.expectedRowCount(section: index, old: old) {
                return false
            }
            return true
        case .insertSections(let set):
            return sections.count == oldCounts.count + set.count
        case .deleteSections(let set):
            return sections.count == oldCounts.count - set.count
        }
    }

    /// Ends a running update animation at its final state.
    func finishUpdateAnimation() {
        updateAnimation?.cancel()
        updateAnimation = nil
        for (cell, _) in animatingCells {
            cell.alpha = 1
            cell.removeFromSuperview()
            cellQueue.enqueue(cell)
        }
        animatingCells.removeAll()
        for (indexPath, cell) in cellsByKey {
            cell.alpha = 1
            cell.frame = rectForRow(at: indexPath)
        }
        setNeedsLayout()
    }

    /// Whether rows are animating after an insert or delete.
    public var isAnimatingUpdates: Bool { updateAnimation != nil }
}

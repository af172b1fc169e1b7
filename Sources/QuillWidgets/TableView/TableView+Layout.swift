import Foundation
import QuillFoundation
import QuillViews
import QuillGraphics

extension TableView {
    // MARK: Model

    /// Asks the data source and delegate for the shape of the table.
    func rebuildModel() {
        needsReload = false
        let count = dataSource.map { Swift.max(0, $0.numberOfSections(in: self)) } ?? 0
        var built: [TableSection] = []
        var firstRow = 0
        for s in 0..<count {
            let rows = Swift.max(0, dataSource?.tableView(self, numberOfRowsInSection: s) ?? 0)
            let headerTitle = dataSource?.tableView(self, titleForHeaderInSection: s)
            let footerTitle = dataSource?.tableView(self, titleForFooterInSection: s)
            let hasHeaderView = tableDelegate?.tableView(self, viewForHeaderInSection: s).map { view -> Bool in
                recycleHeaderFooter(view)
                return true
            } ?? false
            let hasFooterView = tableDelegate?.tableView(self, viewForFooterInSection: s).map { view -> Bool in
                recycleHeaderFooter(view)
                return true
            } ?? false
            let headerDefault = (headerTitle != nil || hasHeaderView) ? sectionHeaderHeight : (style.isGrouped ? 18 : 0)
            let footerDefault = (footerTitle != nil || hasFooterView) ? sectionFooterHeight : (style.isGrouped ? 18 : 0)
            var headerHeight = tableDelegate?.tableView(self, heightForHeaderInSection: s) ?? headerDefault
            var footerHeight = tableDelegate?.tableView(self, heightForFooterInSection: s) ?? footerDefault
            if headerHeight == TableView.automaticDimension { headerHeight = selfSizedHeaderFooterHeight(section: s, isHeader: true) }
            if footerHeight == TableView.automaticDimension { footerHeight = selfSizedHeaderFooterHeight(section: s, isHeader: false) }
            built.append(TableSection(
                rowCount: rows, firstRow: firstRow, headerHeight: Swift.max(0, headerHeight), footerHeight: Swift.max(0, footerHeight),
                headerTitle: headerTitle, footerTitle: footerTitle))
            firstRow += rows
        }
        sections = built
        if measuresRowsWhenShown {
            rowHeights = RowHeightIndex(count: firstRow, height: estimatedHeight)
            // Rows measured before keep their height.
            for (indexPath, height) in measuredHeights {
                guard sections.indices.contains(indexPath.section), indexPath.row < sections[indexPath.section].rowCount else {
                    measuredHeights[indexPath] = nil
                    continue
                }
                rowHeights.setHeight(height, at: sections[indexPath.section].firstRow + indexPath.row)
            }
        } else if let delegate = tableDelegate {
            var heights = [Double](repeating: rowHeight, count: firstRow)
            for (s, section) in sections.enumerated() {
                for r in 0..<section.rowCount {
                    if let h = delegate.tableView(self, heightForRowAt: IndexPath(row: r, section: s)), h != TableView.automaticDimension {
                        heights[section.firstRow + r] = Swift.max(0, h)
                    }
                }
            }
            rowHeights = RowHeightIndex(heights: heights)
        } else {
            rowHeights = RowHeightIndex(count: firstRow, height: rowHeight)
        }
        recomputeSectionTops()
    }

    func recomputeSectionTops() {
        var y = tableHeaderView?.frame.height ?? 0
        sectionTops = []
        for section in sections {
            sectionTops.append(y)
            y += section.headerHeight + sectionRowsHeight(section) + section.footerHeight
        }
        let footerHeight = tableFooterView?.frame.height ?? 0
        contentSize = Size(width: bounds.width, height: y + footerHeight)
    }

    func sectionRowsHeight(_ section: TableSection) -> Double {
        rowHeights.offset(of: section.firstRow + section.rowCount) - rowHeights.offset(of: section.firstRow)
    }

    // MARK: Geometry

    /// The rectangle of a section (header, rows and footer) in content coordinates.
    public func rect(forSection section: Int) -> Rect {
        if needsReload { rebuildModel() }
        guard sections.indices.contains(section) else { return .zero }
        let s = sections[section]
        return Rect(x: 0, y: sectionTops[section], width: bounds.width, height: s.headerHeight + sectionRowsHeight(s) + s.footerHeight)
    }

    /// The rectangle of a row in content coordinates.
    public func rectForRow(at indexPath: IndexPath) -> Rect {
        if needsReload { rebuildModel() }
        guard sections.indices.contains(indexPath.section), indexPath.row >= 0, indexPath.row < sections[indexPath.section].rowCount else { return .zero }
        let s = sections[indexPath.section]
        let flat = s.firstRow + indexPath.row
        let y = sectionTops[indexPath.section] + s.headerHeight + rowHeights.offset(of: flat) - rowHeights.offset(of: s.firstRow)
        return Rect(x: rowInset, y: y, width: rowWidth, height: rowHeights.height(at: flat))
    }

    /// How far rows are inset from each side: the inset grouped style's margin, else nothing.
    var rowInset: Double {
        guard style == .insetGrouped else { return 0 }
        return bounds.width >= 414 ? 20 : 16
    }

    /// The width of a row: the table's, less the inset on each side.
    var rowWidth: Double { Swift.max(0, bounds.width - 2 * rowInset) }

    /// The row at a point in content coordinates, or `nil` for headers, footers and space.
    public func indexPathForRow(at point: Point) -> IndexPath? {
        if needsReload { rebuildModel() }
        guard point.x >= rowInset, point.x < rowInset + rowWidth, let section = sectionIndex(at: point.y) else { return nil }
        let s = sections[section]
        let rowsTop = sectionTops[section] + s.headerHeight
        let y = point.y - rowsTop
        guard y >= 0, y < sectionRowsHeight(s), s.rowCount > 0 else { return nil }
        let flat = rowHeights.index(at: rowHeights.offset(of: s.firstRow) + y)
        return IndexPath(row: flat - s.firstRow, section: section)
    }

    /// The section whose span contains `y`, by binary search.
    func sectionIndex(at y: Double) -> Int? {
        guard !sections.isEmpty, y >= (sectionTops.first ?? 0) else { return nil }
        var lo = 0, hi = sections.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if sectionTops[mid] <= y { lo = mid } else { hi = mid - 1 }
        }
        let end = sectionTops[lo] + sections[lo].headerHeight + sectionRowsHeight(sections[lo]) + sections[lo].footerHeight
        return y < end ? lo : nil
    }

    /// The rows that intersect a vertical span of the content, in order.
    func indexPaths(inSpan top: Double, _ bottom: Double) -> [IndexPath] {
        guard !sections.isEmpty, bottom > top else { return [] }
        var result: [IndexPath] = []
        var section = sectionIndex(at: Swift.max(top, sectionTops[0])) ?? (top < sectionTops[0] ? 0 : sections.count)
        while section < sections.count, sectionTops[section] < bottom {
            let s = sections[section]
            let rowsTop = sectionTops[section] + s.headerHeight
            if s.rowCount > 0 {
                let base = rowHeights.offset(of: s.firstRow)
                let first = rowHeights.index(at: base + Swift.max(0, top - rowsTop))
                var flat = Swift.max(first, s.firstRow)
                while flat < s.firstRow + s.rowCount {
                    let y = rowsTop + rowHeights.offset(of: flat) - base
                    if y >= bottom { break }
                    if y + rowHeights.height(at: flat) > top { result.append(IndexPath(row: flat - s.firstRow, section: section)) }
                    flat += 1
                }
            }
            section += 1
        }
        return result
    }

    // MARK: Layout

    func layoutTableHeaderAndFooter() {
        if let header = tableHeaderView {
            header.frame = Rect(x: 0, y: 0, width: bounds.width, height: header.frame.height)
        }
        if let footer = tableFooterView {
            footer.frame = Rect(x: 0, y: contentSize.height - footer.frame.height, width: bounds.width, height: footer.frame.height)
        }
    }

    /// Makes the cells of the rows on screen exist (and only those), reusing the others.
    func layoutVisibleRows() {
        let visible = bounds
        // Self-sized rows wrap differently at another width: they are measured again.
        if rowHeight == TableView.automaticDimension, visible.width != measuredWidth {
            if !measuredHeights.isEmpty {
                measuredHeights.removeAll()
                rebuildModel()
            }
            measuredWidth = visible.width
        }
        var wanted = indexPaths(inSpan: visible.minY, visible.maxY)
        let wantedRows = flatRows(of: wanted)
        // The pool holds at least a screenful, so a jump reuses rather than creates; it never
        // holds more than the minimum or a screenful.
        cellQueue.limit = Swift.max(reusePoolMinimum, wanted.count)
        recycleVisibleCells { !isRow($0, in: wantedRows) && $0 != reorder?.source }
        // Rows shown for the first time are measured (self-sizing ones with the cell that will
        // show them); when that moves rows, the rows on screen are found again.
        var made: [IndexPath: TableViewCell] = [:]
        if measuresRowsWhenShown {
            for _ in 0..<4 {
                var heightsChanged = false
                for indexPath in wanted where cellsByKey[indexPath] == nil && measuredHeights[indexPath] == nil {
                    heightsChanged = measure(indexPath, made: &made) || heightsChanged
                }
                guard heightsChanged else { break }
                recomputeSectionTops()
                wanted = indexPaths(inSpan: visible.minY, visible.maxY)
            }
            let wantedNow = Set(wanted)
            for (indexPath, cell) in made where !wantedNow.contains(indexPath) {
                // Measured but pushed off screen by the rows above: back to the pool unseen.
                made[indexPath] = nil
                cellQueue.enqueue(cell)
            }
            recycleVisibleCells { !wantedNow.contains($0) && $0 != reorder?.source }
        }
        for indexPath in wanted {
            showCell(for: indexPath, in: rectForRow(at: indexPath)) {
                if let measured = made.removeValue(forKey: indexPath) { return measured }
                let cell = makeCell(for: indexPath)
                configure(cell, at: indexPath)
                return cell
            }
        }
    }

    /// The flat indices (`TableSection.firstRow` plus the row) of index paths in order, which
    /// are in order too: `isRow(_:in:)` finds one among them without hashing index paths, which
    /// cost more than the rest of a scroll frame's layout.
    private func flatRows(of sortedIndexPaths: [IndexPath]) -> [Int] {
        sortedIndexPaths.map { sections[$0.section].firstRow + $0.row }
    }

    /// Whether an index path is a row of the table whose flat index is among `sortedRows`
    /// (found by halving).
    private func isRow(_ indexPath: IndexPath, in sortedRows: [Int]) -> Bool {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section), indexPath.row >= 0,
            indexPath.row < sections[indexPath.section].rowCount
        else { return false }
        let flat = sections[indexPath.section].firstRow + indexPath.row
        var low = 0, high = sortedRows.count
        while low < high {
            let middle = (low + high) / 2
            if sortedRows[middle] < flat { low = middle + 1 } else { high = middle }
        }
        return low < sortedRows.count && sortedRows[low] == flat
    }

    /// Whether rows start at an estimate and are measured when first shown.
    var measuresRowsWhenShown: Bool { estimatedRowHeight > 0 || rowHeight == TableView.automaticDimension }

    /// The height rows have until they are measured.
    var estimatedHeight: Double { estimatedRowHeight > 0 ? estimatedRowHeight : (rowHeight > 0 ? rowHeight : 44) }

    /// Measures a row the first time it is shown: the delegate's height, or for a self-sizing
    /// row the height its cell's constraints give it at the table's width (the cell is kept in
    /// `made` to be shown). Returns whether the row's height changed.
    private func measure(_ indexPath: IndexPath, made: inout [IndexPath: TableViewCell]) -> Bool {
        let flat = sections[indexPath.section].firstRow + indexPath.row
        var height = tableDelegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
        if height == TableView.automaticDimension {
            let cell = made[indexPath] ?? makeCell(for: indexPath)
            if made[indexPath] == nil { configure(cell, at: indexPath) }
            made[indexPath] = cell
            height = selfSizedHeight(of: cell)
            statistics.rowsSelfSized += 1
        }
        height = Swift.max(0, height)
        measuredHeights[indexPath] = height
        let old = rowHeights.height(at: flat)
        rowHeights.setHeight(height, at: flat)
        return old != height
    }

    /// The height a cell's content view needs at the table's width, by its constraints; a cell
    /// whose content has no constraints (the built-in styles) keeps the estimate, or its text's
    /// height when its label wraps.
    func selfSizedHeight(of cell: TableViewCell) -> Double {
        cell.frame = Rect(x: 0, y: 0, width: rowWidth, height: estimatedHeight)
        cell.layoutIfNeeded()
        let content = cell.contentView
        guard content.subtreeHasConstraints else { return cell.fittingHeightWithoutConstraints(width: rowWidth, minimum: estimatedHeight) }
        let size = content.systemLayoutSizeFitting(
            Size(width: content.bounds.width, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        return size.height.rounded(.up)
    }

    /// A header or footer view's height by its constraints at the table's width.
    func selfSizedHeaderFooterHeight(section: Int, isHeader: Bool) -> Double {
        let view = isHeader ? tableDelegate?.tableView(self, viewForHeaderInSection: section) : tableDelegate?.tableView(self, viewForFooterInSection: section)
        let fallback = isHeader ? sectionHeaderHeight : sectionFooterHeight
        guard let view else { return fallback == TableView.automaticDimension ? 28 : fallback }
        defer { recycleHeaderFooter(view) }
        guard view.subtreeHasConstraints else { return fallback == TableView.automaticDimension ? Swift.max(28, view.frame.height) : fallback }
        let size = view.systemLayoutSizeFitting(
            Size(width: rowWidth, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        return size.height.rounded(.up)
    }

    private func makeCell(for indexPath: IndexPath) -> TableViewCell {
        statistics.cellRequests += 1
        guard let dataSource else { return TableViewCell(reuseIdentifier: nil) }
        do {
            return try dataSource.tableView(self, cellForRowAt: indexPath)
        } catch {
            let message = "\(error)"
            // One report per kind of problem, not per row.
            let key = String(message.prefix { $0 != "(" })
            if reportedErrors.insert(key).inserted {
                context.log.error("TableView: \(message)")
            }
            let cell = TableViewCell(reuseIdentifier: nil)
            cell.textLabel.text = "⚠ " + message
            cell.textLabel.font = .systemFont(ofSize: 12)
            cell.textLabel.textColor = .systemRed
            return cell
        }
    }

    func configure(_ cell: TableViewCell, at indexPath: IndexPath) {
        let isLastInSection = sections.indices.contains(indexPath.section) && indexPath.row == sections[indexPath.section].rowCount - 1
        // An inset group is a card: no separator under its last row, its outer corners round.
        cell.showsSeparator = separatorStyle == .singleLine && !(style == .insetGrouped && isLastInSection)
        if style == .insetGrouped {
            var corners: RectCorner = []
            if indexPath.row == 0 { corners.formUnion(.top) }
            if isLastInSection { corners.formUnion(.bottom) }
            cell.cornerRadius = corners.isEmpty ? 0 : 10
            cell.maskedCorners = corners
            cell.clipsToBounds = true
            cell.isShapedByInsetGroup = true
        } else if cell.isShapedByInsetGroup {
            // A cell that was in an inset group (the style changed) is square again.
            cell.cornerRadius = 0
            cell.maskedCorners = .allCorners
            cell.clipsToBounds = false
            cell.isShapedByInsetGroup = false
        }
        cell.separatorColor = separatorColor
        cell.inheritedSeparatorInset = separatorInset
        cell.isSelected = selectedRows.contains(indexPath)
        cell.isHighlighted = pressTracker.pressedKey == indexPath
        cell.editingStyle = (dataSource?.tableView(self, canEditRowAt: indexPath) ?? true)
            ? (tableDelegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete) : .none
        cell.isReorderable = dataSource?.tableView(self, canMoveRowAt: indexPath) ?? false
        cell.usesSelectionCircle = isEditing && allowsMultipleSelectionDuringEditing
        cell.setEditing(isEditing, animated: false)
        cell.editingControlAction = { [weak self] cell in self?.editingControlTapped(cell) }
        cell.deleteConfirmationAction = { [weak self] cell in self?.deleteConfirmed(cell) }
        cell.isHidden = false
        cell.alpha = 1
    }

    func recycleHeaderFooter(_ view: View) {
        view.removeFromSuperview()
        headerFooterQueue.enqueue(view)
    }

    /// Places section headers and footers; in the plain style a header sticks to the top
    /// while its section scrolls under it.
    func layoutHeadersAndFooters() {
        let visible = bounds
        var wantedHeaders = Set<Int>(), wantedFooters = Set<Int>()
        for (index, section) in sections.enumerated() {
            let top = sectionTops[index]
            let bottom = top + section.headerHeight + sectionRowsHeight(section) + section.footerHeight
            guard bottom > visible.minY, top < visible.maxY else { continue }
            if section.headerHeight > 0 {
                var y = top
                if style == .plain { y = Swift.min(Swift.max(top, visible.minY), bottom - section.footerHeight - section.headerHeight) }
                if y + section.headerHeight > visible.minY {
                    wantedHeaders.insert(index)
                    let view = visibleHeaders[index] ?? makeHeaderFooter(section: index, isHeader: true)
                    visibleHeaders[index] = view
                    view.frame = Rect(x: rowInset, y: y, width: rowWidth, height: section.headerHeight)
                    if view.superview !== self { addSubview(view) } else { bringSubviewToFront(view) }
                }
            }
            if section.footerHeight > 0 {
                let y = bottom - section.footerHeight
                if y < visible.maxY, y + section.footerHeight > visible.minY {
                    wantedFooters.insert(index)
                    let view = visibleFooters[index] ?? makeHeaderFooter(section: index, isHeader: false)
                    visibleFooters[index] = view
                    view.frame = Rect(x: rowInset, y: y, width: rowWidth, height: section.footerHeight)
                    if view.superview !== self { addSubview(view) }
                }
            }
        }
        for (index, view) in visibleHeaders where !wantedHeaders.contains(index) {
            visibleHeaders[index] = nil
            recycleHeaderFooter(view)
        }
        for (index, view) in visibleFooters where !wantedFooters.contains(index) {
            visibleFooters[index] = nil
            recycleHeaderFooter(view)
        }
    }

    private func makeHeaderFooter(section: Int, isHeader: Bool) -> View {
        if let custom = isHeader ? tableDelegate?.tableView(self, viewForHeaderInSection: section) : tableDelegate?.tableView(self, viewForFooterInSection: section) {
            return custom
        }
        let identifier = isHeader ? "_QuillTitleHeader" : "_QuillTitleFooter"
        // A waiting view comes prepared for reuse; a new one has nothing to clear.
        let view = (headerFooterQueue.dequeue(identifier) as? TableViewHeaderFooterView) ?? TableViewHeaderFooterView(reuseIdentifier: identifier)
        view.textLabel.text = isHeader ? sections[section].headerTitle : sections[section].footerTitle
        // A section's title heads its rows for a screen reader (headings are jumped between).
        view.textLabel.accessibilityTraits = isHeader ? [.staticText, .header] : .staticText
        if style.isGrouped {
            view.backgroundColor = nil
            view.textLabel.font = .systemFont(ofSize: 13)
            if isHeader { view.textLabel.text = view.textLabel.text?.uppercased() }
        }
        return view
    }

    /// The header view showing for a section, if visible.
    public func headerView(forSection section: Int) -> View? { visibleHeaders[section] }

    func updateVisibleCellAppearance() {
        for (indexPath, cell) in cellsByKey { configure(cell, at: indexPath) }
    }
}

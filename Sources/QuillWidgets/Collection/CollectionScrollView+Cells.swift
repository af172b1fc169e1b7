import Foundation
import QuillFoundation

extension CollectionScrollView {
    /// A cell waiting under an identifier, prepared for reuse, or else a new one from the
    /// registration; `nil` when none waits and nothing is registered for the identifier.
    /// - Throws: What the registration throws (a template that cannot be instantiated, say).
    func dequeueCell(withIdentifier identifier: String) throws -> Cell? {
        if let cell = cellQueue.dequeue(identifier) {
            statistics.cellsReused += 1
            return cell
        }
        guard let cell = try cellQueue.make(identifier) else { return nil }
        statistics.cellsCreated += 1
        return cell
    }

    /// A cell for an item, as `dequeueCell(withIdentifier:)` gives it.
    /// - Throws: `QuillError` naming the identifier and the item (`place`: "row 3 of section 0")
    ///   when nothing is registered for it, with the identifiers that are, or `registerHint`
    ///   when none is; or what the registration throws.
    func requireCell(withIdentifier identifier: String, at place: String, registerHint: String) throws -> Cell {
        guard let cell = try dequeueCell(withIdentifier: identifier) else {
            let known = cellQueue.registeredIdentifiers
            throw QuillError(
                "no cell class or template is registered for reuse identifier '\(identifier)' (\(place))",
                hint: known.isEmpty ? registerHint : "registered identifiers: \(known.joined(separator: ", "))")
        }
        return cell
    }

    /// The item a visible (or animating) cell shows.
    func key(for cell: Cell) -> Key? {
        cellsByKey.first { $0.value === cell }?.key
    }

    /// Moves the cell of a shown item to `frame`, or, for an item not shown yet, shows the
    /// cell `make` gives: placed at `frame` behind the other subviews, and announced to the
    /// subclass (`cellWillDisplay(_:at:)`).
    func showCell(for key: Key, in frame: Rect, make: () -> Cell) {
        if let cell = cellsByKey[key] {
            if cell.frame != frame { cell.frame = frame }
            return
        }
        let cell = make()
        cell.frame = frame
        if cell.superview === self, keepsWaitingCellsInTree {
            // A waiting cell kept hidden in the tree: its constraints never left the window's engine.
            cell.isHidden = false
        } else {
            insertSubview(cell, at: 0)
        }
        cellsByKey[key] = cell
        cellWillDisplay(cell, at: key)
    }

    /// Takes a cell off screen, tells the subclass (`cellDidEndDisplaying(_:at:)`) and queues
    /// it for reuse. The caller forgets it in `cellsByKey`.
    func recycle(_ cell: Cell, at key: Key) {
        if keepsWaitingCellsInTree { cell.isHidden = true } else { cell.removeFromSuperview() }
        cellDidEndDisplaying(cell, at: key)
        if !cellQueue.enqueue(cell) { cell.removeFromSuperview() }
    }

    /// Recycles the visible cells of the items `isUnwanted` picks.
    func recycleVisibleCells(where isUnwanted: (Key) -> Bool) {
        // The keys alone are read (no cell retained and released for each wanted one, a scroll
        // frame's usual case), and the table is changed only after it has been read (changing
        // it while iterating it copied it whole).
        var unwanted: [Key] = []
        for key in cellsByKey.keys where isUnwanted(key) { unwanted.append(key) }
        for key in unwanted {
            guard let cell = cellsByKey.removeValue(forKey: key) else { continue }
            recycle(cell, at: key)
        }
    }

    /// Recycles every visible cell.
    func recycleAllVisibleCells() {
        for (key, cell) in cellsByKey { recycle(cell, at: key) }
        cellsByKey.removeAll()
    }
}

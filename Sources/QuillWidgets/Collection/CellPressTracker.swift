/// Follows a press on an item of a collection: the item's cell shows highlighted while the
/// press lasts; a drag or a cancel ends the press without choosing the item; a release ends it
/// and says whether it chose the item.
@MainActor
struct CellPressTracker<Key: Hashable, Cell: CollectionCell> {
    /// The item being pressed, if any.
    private(set) var pressedKey: Key?

    /// Starts a press on an item, highlighting its cell if it is among `cells`.
    mutating func begin(_ key: Key, in cells: [Key: Cell]) {
        pressedKey = key
        cells[key]?.isHighlighted = true
    }

    /// Ends the press without choosing its item (the content is dragged, the press is
    /// cancelled) and unhighlights its cell; does nothing when no press is followed.
    mutating func cancel(in cells: [Key: Cell]) {
        guard let key = pressedKey else { return }
        cells[key]?.isHighlighted = false
        pressedKey = nil
    }

    /// Ends the press on release and unhighlights its cell; returns the pressed item when
    /// `chooses` accepts it (the release is over that item and nothing scrolled), else `nil`.
    mutating func end(in cells: [Key: Cell], choosing chooses: (Key) -> Bool) -> Key? {
        guard let key = pressedKey else { return nil }
        pressedKey = nil
        cells[key]?.isHighlighted = false
        return chooses(key) ? key : nil
    }
}

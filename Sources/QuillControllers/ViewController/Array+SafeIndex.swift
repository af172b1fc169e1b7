extension Array {
    /// The element at an index, or `nil` when the index is outside the array.
    subscript(safeIndex index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}

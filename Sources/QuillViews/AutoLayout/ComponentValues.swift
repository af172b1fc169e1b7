/// One value for each part of an item's frame (x, y, width, height), indexed by
/// `ItemRecord.Component.rawValue`, stored inline: an item record keeps six of these, and as
/// arrays they were six heap blocks per laid-out view to allocate and free (a tenth of the
/// time of laying out, then freeing, 10,000 pinned views).
struct ComponentValues<Value>: Sequence {
    private var x, y, width, height: Value

    /// All four parts set to `value`.
    init(repeating value: Value) {
        x = value
        y = value
        width = value
        height = value
    }

    subscript(index: Int) -> Value {
        get {
            switch index {
            case 0: return x
            case 1: return y
            case 2: return width
            default: return height
            }
        }
        set {
            switch index {
            case 0: x = newValue
            case 1: y = newValue
            case 2: width = newValue
            default: height = newValue
            }
        }
    }

    /// The four values in component order.
    func makeIterator() -> IndexingIterator<[Value]> { [x, y, width, height].makeIterator() }
}

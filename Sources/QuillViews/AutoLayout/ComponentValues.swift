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

    /// The four values in component order.
    init(_ x: Value, _ y: Value, _ width: Value, _ height: Value) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The value of the component whose `rawValue` is `index` (0…3).
    subscript(index: Int) -> Value {
        get {
            assert((0...3).contains(index), "a frame has four components")
            switch index {
            case 0: return x
            case 1: return y
            case 2: return width
            default: return height
            }
        }
        set {
            assert((0...3).contains(index), "a frame has four components")
            switch index {
            case 0: x = newValue
            case 1: y = newValue
            case 2: width = newValue
            default: height = newValue
            }
        }
    }

    /// The four values in component order, without allocating.
    func makeIterator() -> Iterator { Iterator(values: self) }

    /// Walks the four values in component order.
    struct Iterator: IteratorProtocol {
        let values: ComponentValues
        var index = 0

        mutating func next() -> Value? {
            guard index < 4 else { return nil }
            defer { index += 1 }
            return values[index]
        }
    }
}

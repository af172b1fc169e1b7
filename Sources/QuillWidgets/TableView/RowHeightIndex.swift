/// Row heights with fast running totals (a Fenwick tree): the offset of any row and the row at
/// any offset in O(log n), and one height changed in O(log n). A table of a million rows needs
/// no work proportional to its length per frame.
struct RowHeightIndex {
    private var tree: [Double]
    private var heights: [Double]

    /// Every row the same height.
    init(count: Int, height: Double) {
        heights = [Double](repeating: height, count: count)
        tree = [Double](repeating: 0, count: count + 1)
        // Build in O(n): each node adds itself to its parent.
        for i in 1...Swift.max(1, count) where i <= count {
            tree[i] += height
            let parent = i + (i & -i)
            if parent <= count { tree[parent] += tree[i] }
        }
    }

    /// Rows of given heights.
    init(heights: [Double]) {
        self.heights = heights
        let count = heights.count
        tree = [Double](repeating: 0, count: count + 1)
        for i in 1...Swift.max(1, count) where i <= count {
            tree[i] += heights[i - 1]
            let parent = i + (i & -i)
            if parent <= count { tree[parent] += tree[i] }
        }
    }

    var count: Int { heights.count }

    /// The height of row `index`.
    func height(at index: Int) -> Double { heights[index] }

    /// Changes the height of row `index`.
    mutating func setHeight(_ height: Double, at index: Int) {
        let delta = height - heights[index]
        if delta == 0 { return }
        heights[index] = height
        var i = index + 1
        while i <= count {
            tree[i] += delta
            i += i & -i
        }
    }

    /// The total height of rows `0 ..< index`.
    func offset(of index: Int) -> Double {
        var sum = 0.0
        var i = Swift.min(index, count)
        while i > 0 {
            sum += tree[i]
            i -= i & -i
        }
        return sum
    }

    /// The total height of all rows.
    var total: Double { offset(of: count) }

    /// The row containing offset `y` (clamped to the rows).
    func index(at y: Double) -> Int {
        guard count > 0 else { return 0 }
        if y <= 0 { return 0 }
        var position = 0
        var remaining = y
        var step = 1
        while step * 2 <= count { step *= 2 }
        while step > 0 {
            let next = position + step
            if next <= count, tree[next] <= remaining {
                position = next
                remaining -= tree[next]
            }
            step /= 2
        }
        return Swift.min(position, count - 1)
    }
}

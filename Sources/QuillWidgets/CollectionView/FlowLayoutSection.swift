import QuillFoundation

/// One section of a flow layout: its items' sizes, where each item sits along its line, where
/// lines break, and each line's thickness with running totals (so an item's frame, and the
/// items in a rectangle, are found without walking the section).
///
/// "Along" is the direction items fill a line (x when scrolling vertically); "across" is the
/// direction lines stack and the content scrolls.
struct FlowLayoutSection {
    var sizes: [Size] = []
    var isMeasured: [Bool] = []
    /// Each item's position along its line, from the content's leading edge.
    var alongOffsets: [Double] = []
    /// The first item of each line.
    var lineStarts: [Int] = []
    /// Each line's thickness plus the line spacing.
    var lines = RowHeightIndex(heights: [])
    var inset = EdgeInsets.zero
    var lineSpacing = 0.0
    var interitemSpacing = 0.0
    /// The header's and footer's thickness across lines.
    var headerThickness = 0.0
    var footerThickness = 0.0
    /// Where the section starts across lines, from the content's start.
    var start = 0.0
    /// The length items may fill along a line, and where that length starts.
    var available = 0.0
    var leading = 0.0
    var isVertical = true

    var itemCount: Int { sizes.count }

    func along(_ size: Size) -> Double { isVertical ? size.width : size.height }
    func across(_ size: Size) -> Double { isVertical ? size.height : size.width }

    var insetBefore: Double { isVertical ? inset.top : inset.left }
    var insetAfter: Double { isVertical ? inset.bottom : inset.right }

    /// Where the first line starts across lines.
    var itemsStart: Double { start + headerThickness + insetBefore }

    /// The thickness of all lines with the spacing between them.
    var itemsExtent: Double { lines.count > 0 ? lines.total - lineSpacing : 0 }

    /// The section's whole thickness: header, insets, lines and footer.
    var length: Double { headerThickness + insetBefore + itemsExtent + insetAfter + footerThickness }

    /// The line an item is on.
    func line(of item: Int) -> Int {
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= item { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The items on a line.
    func items(onLine line: Int) -> Range<Int> {
        lineStarts[line]..<(line + 1 < lineStarts.count ? lineStarts[line + 1] : itemCount)
    }

    /// Where a line starts across lines, and its thickness.
    func lineSpan(_ line: Int) -> (start: Double, thickness: Double) {
        (itemsStart + lines.offset(of: line), lines.height(at: line) - lineSpacing)
    }

    /// An item's frame: on its line, along at its offset, centred across the line.
    func frame(ofItem item: Int) -> Rect {
        let (lineStart, thickness) = lineSpan(line(of: item))
        let size = sizes[item]
        let acrossPosition = (lineStart + (thickness - across(size)) / 2).rounded()
        return isVertical
            ? Rect(x: alongOffsets[item], y: acrossPosition, width: size.width, height: size.height)
            : Rect(x: acrossPosition, y: alongOffsets[item], width: size.width, height: size.height)
    }

    /// Breaks the items into lines again from a line on (the ones before stay).
    mutating func breakLines(from firstLine: Int = 0) {
        let kept = Swift.min(firstLine, lineStarts.count)
        var item = kept < lineStarts.count ? lineStarts[kept] : (kept == 0 ? 0 : itemCount)
        lineStarts.removeSubrange(kept...)
        var thicknesses = (0..<kept).map { lines.height(at: $0) }
        if alongOffsets.count != itemCount { alongOffsets = [Double](repeating: 0, count: itemCount) }
        while item < itemCount {
            let first = item
            var used = along(sizes[item])
            item += 1
            while item < itemCount, used + interitemSpacing + along(sizes[item]) <= available + 0.001 {
                used += interitemSpacing + along(sizes[item])
                item += 1
            }
            lineStarts.append(first)
            placeLine(first..<item, used: used)
            thicknesses.append((first..<item).reduce(0) { Swift.max($0, across(sizes[$1])) } + lineSpacing)
        }
        lines = RowHeightIndex(heights: thicknesses)
    }

    /// Places a line's items along it as UIKit's flow layout does: a full line is justified
    /// (the spacing grows so it reaches both insets), the last line of a section runs from the
    /// leading inset at the minimum spacing, and a lone item is centred (unless it is the last
    /// line of several).
    private mutating func placeLine(_ items: Range<Int>, used: Double) {
        let isLast = items.upperBound == itemCount
        var position = leading
        var gap = interitemSpacing
        if items.count == 1 {
            if !(isLast && lineStarts.count > 1) { position += Swift.max(0, (available - used) / 2) }
        } else if !isLast {
            gap += Swift.max(0, available - used) / Double(items.count - 1)
        }
        for item in items {
            alongOffsets[item] = position.rounded()
            position += along(sizes[item]) + gap
        }
    }

    /// Records an item's new size. A line whose breaks cannot change (the item keeps its
    /// length along the line) only changes thickness; otherwise lines break again from it.
    mutating func setSize(_ size: Size, ofItem item: Int) {
        let old = sizes[item]
        sizes[item] = size
        isMeasured[item] = true
        let line = line(of: item)
        guard along(old) == along(size) else {
            // From the line before: a shrunk first item may now fit at the end of it.
            breakLines(from: Swift.max(0, line - 1))
            return
        }
        let thickness = items(onLine: line).reduce(0) { Swift.max($0, across(sizes[$1])) }
        lines.setHeight(thickness + lineSpacing, at: line)
    }
}

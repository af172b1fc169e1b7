/// Computes anti-aliased coverage of a polygon over a grid of pixels by accumulating the signed
/// area each edge contributes to the cells it crosses; a running sum along each row then gives
/// the exact area of every pixel covered by the shape (non-zero winding, clamped to one).
///
/// The grid is anchored at the shape's own extent, not at the part being drawn: the coverage of
/// a pixel is the same whether the whole shape is drawn or only a band of rows of it (a region
/// redrawn after a scroll, a strip exposed by it), so partial redraws match full ones byte for
/// byte. Only the rows being drawn are stored.
struct CoverageAccumulator {
    /// Device-space left edge of the grid.
    private(set) var originX = 0
    /// Device-space top edge of the grid (its row 0, which need not be stored).
    private(set) var originY = 0
    private(set) var width = 0
    /// The first stored row, counted from `originY`.
    private(set) var firstRow = 0
    /// How many rows are stored.
    private(set) var height = 0
    /// `(width + 2) * height` cells; the two spare cells per row take contributions at the
    /// right edge without bounds checks.
    private var cells: [Float] = []
    /// Which blocks of `blockCells` cells of each stored row an edge touched: `blockWords` words
    /// a row, one bit a block. A large shape touches few blocks of each row (its edges'), so
    /// finding its edge-free stretches and clearing the grid for the next shape skip the rest.
    private var touched: [UInt64] = []
    /// Cells a block holds, as a shift: 32. A shape's edge touches one or two blocks of each
    /// row, which are cleared for the next shape: larger blocks clear more cells nobody wrote
    /// (64 cost a small shape's fill 8% more instructions), smaller ones make more marks to
    /// read across a wide row (16 cost a 4K frame 0.7% more).
    static let blockShift = 5
    /// Cells a block holds.
    static let blockCells = 1 << blockShift
    /// Words of `touched` per row.
    private var blockWords = 0
    /// Whether a row's stretches without edges are stored whole (`false`: pixel by pixel, the
    /// plain loop the fast one is tested against).
    var storesRunsWhole = true
    /// Whether a vertical edge's contributions to the rows it crosses whole are worked out once
    /// and added to each (`false`: row by row, the plain loop the fast one is tested against).
    var addsVerticalRunsWhole = true
    /// For each stored row, whether an edge ends in it or crosses it slanted or curved. Two
    /// neighbouring rows that are both plain are crossed by the same vertical edges, each
    /// adding the same to the same cells, so their coverage is the same: the inside of a
    /// rounded rectangle, a border, a rounded clip's mask is one row repeated.
    private var irregularRows: [Bool] = []

    /// Prepares an empty grid over a shape's pixel extent, storing the device rows `rows`
    /// (within the extent), reusing storage.
    mutating func reset(extent: PixelRect, rows: Range<Int>) {
        clearTouchedBlocks()
        originX = extent.x
        originY = extent.y
        width = extent.width
        let first = Swift.max(rows.lowerBound, extent.y), end = Swift.min(rows.upperBound, extent.maxY)
        firstRow = first - extent.y
        height = Swift.max(0, end - first)
        blockWords = (width + 2 + 64 * Self.blockCells - 1) / (64 * Self.blockCells)
        let needed = (width + 2) * height
        if cells.count < needed { cells = [Float](repeating: 0, count: needed) }
        if touched.count < blockWords * height { touched = [UInt64](repeating: 0, count: blockWords * height) }
        if irregularRows.count < height { irregularRows = [Bool](repeating: false, count: height) }
        if height > 0 { irregularRows.withUnsafeMutableBufferPointer { $0.baseAddress!.update(repeating: false, count: height) } }
    }

    /// Whether stored row `row` has the coverage of the row above it (see `irregularRows`).
    func repeatsRowAbove(_ row: Int) -> Bool {
        row > 0 && row < height && !irregularRows[row] && !irregularRows[row - 1]
    }

    /// Zeroes the cells of the blocks the last shape touched, and their marks: every cell is
    /// zero again without clearing the whole grid.
    private mutating func clearTouchedBlocks() {
        let stride = width + 2, words = blockWords, rows = height
        guard rows > 0, words > 0 else { return }
        cells.withUnsafeMutableBufferPointer { cell in
            touched.withUnsafeMutableBufferPointer { marks in
                for row in 0..<rows {
                    for word in 0..<words {
                        var bits = marks[row * words + word]
                        if bits == 0 { continue }
                        marks[row * words + word] = 0
                        while bits != 0 {
                            let block = word * 64 + bits.trailingZeroBitCount
                            bits &= bits - 1
                            let start = block * Self.blockCells, end = Swift.min(stride, start + Self.blockCells)
                            (cell.baseAddress! + row * stride + start).update(repeating: 0, count: end - start)
                        }
                    }
                }
            }
        }
    }

    /// Whether an edge touched the block of `blockCells` cells holding `column` in a stored row.
    @inline(__always)
    private func isTouched(_ marks: UnsafeBufferPointer<UInt64>, row: Int, column: Int) -> Bool {
        let block = column >> Self.blockShift
        return marks[row * blockWords + block >> 6] & (1 << UInt64(block & 63)) != 0
    }

    /// Adds one edge, in device coordinates. Parts left or right of the grid are folded onto
    /// its side so the winding inside the grid stays exact.
    mutating func addEdge(x0: Double, y0: Double, x1: Double, y1: Double) {
        let ax = Float(x0 - Double(originX)), ay = Float(y0 - Double(originY))
        let bx = Float(x1 - Double(originX)), by = Float(y1 - Double(originY))
        if ay == by || !(ax.isFinite && ay.isFinite && bx.isFinite && by.isFinite) { return }
        let w = Float(width)
        // Split where the edge crosses x = 0 and x = width (at most twice; kept in locals, not
        // an array: an edge is added for every segment of every path), then clamp each piece
        // horizontally.
        var first = Float.nan, second = Float.nan
        var splits = 0
        let dx = bx - ax
        if dx != 0 {
            let atLeft = (Float(0) - ax) / dx
            if atLeft > 0 && atLeft < 1 {
                first = atLeft
                splits = 1
            }
            let atRight = (w - ax) / dx
            if atRight > 0 && atRight < 1 {
                if splits == 0 { first = atRight } else { second = atRight }
                splits += 1
            }
        }
        if splits == 0 {
            accumulate(min(max(ax, 0), w), ay, min(max(bx, 0), w), by)
            return
        }
        // The pieces in order along the edge.
        if splits == 2 && second < first { swap(&first, &second) }
        let dy = by - ay
        var t0: Float = 0
        for piece in 0...splits {
            let t1 = piece == splits ? 1 : (piece == 0 ? first : second)
            let px = ax + dx * t0, py = ay + dy * t0, qx = ax + dx * t1, qy = ay + dy * t1
            accumulate(min(max(px, 0), w), py, min(max(qx, 0), w), qy)
            t0 = t1
        }
    }

    /// Accumulates an edge that lies within `0...width` horizontally.
    private mutating func accumulate(_ x0: Float, _ y0: Float, _ x1: Float, _ y1: Float) {
        if y0 == y1 { return }
        let direction: Float = y0 < y1 ? 1 : -1
        let (topX, topY, bottomX, bottomY) = y0 < y1 ? (x0, y0, x1, y1) : (x1, y1, x0, y0)
        let slope = (bottomX - topX) / (bottomY - topY)
        // Clamped before converting: a finite Float such as 1e20 would trap in Int(_:).
        let lastRow = firstRow + height
        let rowStart = max(firstRow, Int(min(Float(lastRow), max(-1, topY)).rounded(.down)))
        let rowEnd = min(lastRow, Int(min(Float(lastRow) + 1, max(-1, bottomY)).rounded(.up)))
        if rowStart >= rowEnd { return }
        // A slanted or curved piece makes every row it crosses irregular; a vertical one only
        // the rows it starts and ends in (the rows between see all of it).
        if topX != bottomX {
            for row in rowStart..<rowEnd { irregularRows[row - firstRow] = true }
        } else {
            irregularRows[rowStart - firstRow] = true
            irregularRows[rowEnd - 1 - firstRow] = true
        }
        // A vertical piece adds the same two values to the same two cells of every row it
        // crosses whole (a rectangle's or rounded rectangle's straight sides: most rows of a
        // large shape). Those rows repeat what the first of them adds.
        var whole = rowStart..<rowStart
        if topX == bottomX, addsVerticalRunsWhole {
            let top = Int(min(Float(lastRow), max(-1, topY)).rounded(.up)), bottom = Int(min(Float(lastRow), max(-1, bottomY)).rounded(.down))
            if max(rowStart, top) < min(rowEnd, bottom) { whole = max(rowStart, top)..<min(rowEnd, bottom) }
        }
        let piece = EdgePiece(topX: topX, topY: topY, bottomY: bottomY, slope: slope, direction: direction)
        let grid = GridShape(width: width, firstRow: firstRow, blockWords: blockWords)
        let stride = width + 2, words = blockWords, firstRow = firstRow
        touched.withUnsafeMutableBufferPointer { marks in
            cells.withUnsafeMutableBufferPointer { cell in
                for row in rowStart..<whole.lowerBound { _ = Self.addRow(row, of: piece, to: grid, cell, marks) }
                if !whole.isEmpty {
                    let added = Self.addRow(whole.lowerBound, of: piece, to: grid, cell, marks)
                    for row in whole.dropFirst() {
                        guard let (index, left, right) = added else {
                            _ = Self.addRow(row, of: piece, to: grid, cell, marks)
                            continue
                        }
                        let base = (row - firstRow) * stride
                        for block in (index >> Self.blockShift)...((index + 1) >> Self.blockShift) { marks[(row - firstRow) * words + block >> 6] |= 1 << UInt64(block & 63) }
                        cell[base + index] += left
                        cell[base + index + 1] += right
                    }
                }
                for row in whole.upperBound..<rowEnd { _ = Self.addRow(row, of: piece, to: grid, cell, marks) }
            }
        }
    }

    /// An edge piece as `accumulate` adds it row by row: its top's x and y, its bottom's y, its
    /// slope (x per row) and its winding direction.
    private struct EdgePiece {
        let topX: Float, topY: Float, bottomY: Float, slope: Float, direction: Float
    }

    /// What `addRow` needs of the grid (read apart from the storage it writes).
    private struct GridShape {
        let width: Int, firstRow: Int, blockWords: Int
    }

    /// Adds the part of `piece` in stored row `row` to the cells and marks the blocks it touches.
    /// When the part stays within one pixel column, returns that column and the two values added
    /// to it and the next (the values of every whole row of a vertical piece).
    @inline(__always)
    private static func addRow(
        _ row: Int, of piece: EdgePiece, to grid: GridShape, _ cell: UnsafeMutableBufferPointer<Float>, _ marks: UnsafeMutableBufferPointer<UInt64>
    ) -> (Int, Float, Float)? {
        let (width, firstRow, blockWords) = (grid.width, grid.firstRow, grid.blockWords)
        // x is computed for each row from the edge's top, not stepped from the row above: a
        // row's coverage must not depend on which rows are stored. Rounding can carry it a hair
        // outside 0...width, which would index the cell before the row or past its spare cells,
        // so it is clamped into the grid.
        let w = Float(width)
        let base = (row - firstRow) * (width + 2)
        let rowTop = max(Float(row), piece.topY), rowBottom = min(Float(row + 1), piece.bottomY)
        let dy = rowBottom - rowTop
        let x = min(max(piece.topX + piece.slope * (rowTop - piece.topY), 0), w)
        let xNext = min(max(piece.topX + piece.slope * (rowBottom - piece.topY), 0), w)
        let d = dy * piece.direction
        let left = min(x, xNext), right = max(x, xNext)
        let leftFloor = left.rounded(.down)
        let leftIndex = Int(leftFloor)
        let rightCeil = right.rounded(.up)
        let rightIndex = Int(rightCeil)
        // The blocks this row's cells fall in: leftIndex up to the last cell written.
        let firstBlock = leftIndex >> blockShift, lastBlock = Swift.max(rightIndex, leftIndex + 1) >> blockShift
        for block in firstBlock...lastBlock { marks[(row - firstRow) * blockWords + block >> 6] |= 1 << UInt64(block & 63) }
        guard rightIndex <= leftIndex + 1 else {
            addSpan(cell, base: base, left: left, right: right, leftFloor: leftFloor, rightCeil: rightCeil, area: d)
            return nil
        }
        // The edge stays within one pixel column in this row.
        let mid = 0.5 * (x + xNext) - leftFloor
        let (toLeft, toRight) = (d - d * mid, d * mid)
        cell[base + leftIndex] += toLeft
        cell[base + leftIndex + 1] += toRight
        return (leftIndex, toLeft, toRight)
    }

    /// Adds an edge's row crossing more than one pixel column, from `left` to `right` (their
    /// floor and ceiling given), with signed height `area`: the triangle and trapezoid areas
    /// each column holds.
    @inline(__always)
    private static func addSpan(
        _ cell: UnsafeMutableBufferPointer<Float>, base: Int, left: Float, right: Float, leftFloor: Float, rightCeil: Float, area d: Float
    ) {
        let leftIndex = Int(leftFloor), rightIndex = Int(rightCeil)
        let inverseSpan = 1 / (right - left)
        let leftFraction = left - leftFloor
        let firstArea = 0.5 * inverseSpan * (1 - leftFraction) * (1 - leftFraction)
        let rightFraction = right - rightCeil + 1
        let lastArea = 0.5 * inverseSpan * rightFraction * rightFraction
        cell[base + leftIndex] += d * firstArea
        if rightIndex == leftIndex + 2 {
            cell[base + leftIndex + 1] += d * (1 - firstArea - lastArea)
        } else {
            let secondArea = inverseSpan * (1.5 - leftFraction)
            cell[base + leftIndex + 1] += d * (secondArea - firstArea)
            var column = leftIndex + 2
            while column < rightIndex - 1 {
                cell[base + column] += d * inverseSpan
                column += 1
            }
            let beforeLast = secondArea + inverseSpan * Float(rightIndex - leftIndex - 3)
            cell[base + rightIndex - 1] += d * (1 - beforeLast - lastArea)
        }
        cell[base + rightIndex] += d * lastArea
    }

    /// The fewest columns of one coverage, none or full, that `resolveRow` reports as a
    /// stretch.
    static let minimumStretch = 64

    /// Turns a stored row's accumulated areas into 8-bit coverage (`coverage[0]` is the grid's
    /// left column), and returns the first and last column (exclusive) within `columns` that
    /// have any coverage, or `nil` when there is none there. The sum runs from the grid's left
    /// edge, so a pixel's coverage does not depend on `columns`.
    ///
    /// `stretches` receives, in order, each stretch of at least `minimumStretch` columns
    /// between the first and last covered ones whose coverage is none (a border's inside) or
    /// full (a shape's inside), as three values: its start, its end, and 255 when it is full, 0
    /// when it is empty. Blending then skips the empty ones and stores the full ones without
    /// reading their coverage.
    func resolveRow(_ row: Int, columns: Range<Int>, into coverage: UnsafeMutablePointer<UInt8>, stretches: inout [Int]) -> (Int, Int)? {
        stretches.removeAll(keepingCapacity: true)
        let base = row * (width + 2)
        let end = min(width, columns.upperBound)
        var first = -1, last = -1
        cells.withUnsafeBufferPointer { cell in
        touched.withUnsafeBufferPointer { marks in
            var sum: Float = 0
            var value: UInt8 = 0
            var column = 0
            while column < end {
                let contribution = cell[base + column]
                if contribution == 0, storesRunsWhole {
                    // No edge here: the sum, and so the coverage, stay as they were. Inside a
                    // large shape (and outside it) most of a row is such a run: it is stored
                    // whole instead of converted pixel by pixel, giving the same bytes.
                    // Blocks no edge touched are skipped whole.
                    var runEnd = column + 1
                    while runEnd < end {
                        if runEnd & (Self.blockCells - 1) == 0, !isTouched(marks, row: row, column: runEnd) {
                            runEnd = Swift.min(end, runEnd + Self.blockCells)
                        } else if cell[base + runEnd] == 0 {
                            runEnd += 1
                        } else {
                            break
                        }
                    }
                    (coverage + column).update(repeating: value, count: runEnd - column)
                    if value == 0, first >= 0, runEnd - column >= Self.minimumStretch {
                        stretches.append(contentsOf: [column, runEnd, 0])
                    }
                    if value != 0, runEnd > columns.lowerBound {
                        if first < 0 { first = Swift.max(column, columns.lowerBound) }
                        last = runEnd
                        let start = Swift.max(column, columns.lowerBound)
                        if value == 255, runEnd - start >= Self.minimumStretch { stretches.append(contentsOf: [start, runEnd, 255]) }
                    }
                    column = runEnd
                    continue
                }
                sum += contribution
                let a = min(abs(sum), 1)
                value = UInt8((a * 255 + 0.5).rounded(.down))
                coverage[column] = value
                if value != 0, column >= columns.lowerBound {
                    if first < 0 { first = column }
                    last = column + 1
                }
                column += 1
            }
        }
        }
        // An empty stretch after the last covered column is no gap between covered ones.
        while stretches.count >= 3, stretches[stretches.count - 3] >= last { stretches.removeLast(3) }
        return first < 0 ? nil : (first, last)
    }
}

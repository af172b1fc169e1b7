@testable import QuillGraphics

extension CoverageAccumulator {
    /// Every stored row resolved to coverage bytes over columns `0..<width` (tests compare
    /// accumulators row by row).
    func resolvedRows(width: Int) -> [[UInt8]] {
        var rows: [[UInt8]] = []
        var stretches: [Int] = []
        for r in 0..<height {
            var row = [UInt8](repeating: 0, count: width + 1)
            row.withUnsafeMutableBufferPointer { buffer in
                _ = resolveRow(r, columns: 0..<width, into: buffer.baseAddress!, stretches: &stretches)
            }
            rows.append(row)
        }
        return rows
    }
}

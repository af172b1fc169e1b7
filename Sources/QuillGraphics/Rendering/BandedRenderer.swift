import Dispatch
import QuillFoundation

/// Draws a recorded region on several threads: the region is cut into horizontal bands, the
/// first drawn by the caller's rasterizer straight into its target, each other one by a
/// rasterizer of its own whose band is then copied in. Every band replays the whole recording
/// under a clip to its rows, so the bytes are those of one replay on one thread.
///
/// The bands' heights follow where the time went in the last frame of the same region, so a
/// page whose top is busier than its bottom still keeps every thread busy; they never change a
/// byte, only who draws it.
package final class BandedRenderer {
    /// How many threads draw at most (1: the caller's only).
    package var threadCount: Int {
        didSet { threadCount = Swift.max(1, Swift.min(BandedRenderer.maximumThreadCount, threadCount)) }
    }
    /// Regions with fewer pixels than this are drawn on the caller's thread alone: handing them
    /// out would cost more than it saves.
    package var minimumPixelsToSplit = 160_000
    /// Helper rasterizers, one per band after the first, kept (with their full-size targets)
    /// while the target's size stays.
    private var helpers: [Rasterizer] = []
    /// Where each band ended in the last split region, as fractions of its height.
    private var boundaries: [Double] = []
    /// The rows of the region those fractions were worked out for (a live resize changes the
    /// region's width every frame, not where its rows' work lies).
    private var lastRows = 0..<0

    /// How many bands the last region was cut into (1: drawn in one piece).
    package private(set) var lastBandCount = 0
    /// The most threads a renderer uses, whatever it is asked for.
    package static let maximumThreadCount = 8

    /// Creates a renderer drawing on up to `threadCount` threads.
    package init(threadCount: Int) {
        self.threadCount = Swift.max(1, Swift.min(BandedRenderer.maximumThreadCount, threadCount))
    }

    /// Draws `recorder`'s operations into `rasterizer`'s target, limited to `region`. A recording
    /// is split only when it starts with a state reset (the helpers' rasterizers keep the state
    /// their last band left), reads no pixels around its own (`readsDrawnPixels`), and covers at
    /// least `minimumPixelsToSplit` pixels and 32 rows a band.
    package func render(_ recorder: RasterRecorder, region: PixelRect, into rasterizer: Rasterizer) {
        let bandCount = Swift.min(threadCount, region.height / 32)
        guard bandCount > 1, region.area >= minimumPixelsToSplit, !recorder.readsDrawnPixels, recorder.startsWithStateReset else {
            rasterizer.replay(recorder.operations, within: region)
            lastBandCount = 1
            return
        }
        lastBandCount = bandCount
        let bands = split(region, into: bandCount)
        prepareHelpers(bandCount - 1, like: rasterizer.target)
        let operations = recorder.operations
        if !recorder.startsByClearing(region) {
            // What the recording leaves alone must show the target's pixels.
            for index in 1..<bandCount { helpers[index - 1].target.copyPixels(in: bands[index], from: rasterizer.target) }
        }
        let workers = UncheckedRasterizers(all: [rasterizer] + helpers.prefix(bandCount - 1))
        let timings = BandTimings(count: bandCount)
        DispatchQueue.concurrentPerform(iterations: bandCount) { index in
            let start = DispatchTime.now().uptimeNanoseconds
            workers.all[index].replay(operations, within: bands[index])
            timings.record(DispatchTime.now().uptimeNanoseconds - start, at: index)
        }
        copyIn(bands[1...], from: helpers.prefix(bandCount - 1).map(\.target), into: rasterizer)
        rebalance(region, bands: bands, nanoseconds: timings.values)
    }

    /// Copies each helper's band into the caller's target, every band's rows shared out among
    /// the threads (16 MB at 4K: on one thread, after both bands, it was a tenth of a frame).
    private func copyIn(_ bands: ArraySlice<PixelRect>, from sources: [Bitmap], into rasterizer: Rasterizer) {
        let width = rasterizer.target.width
        var pieces: [(source: Int, rect: PixelRect)] = []
        for (index, band) in zip(sources.indices, bands) {
            let rect = band.intersection(rasterizer.target.bounds)
            let count = Swift.max(1, Swift.min(threadCount, rect.height / 16))
            for part in 0..<count {
                let top = rect.y + rect.height * part / count, bottom = rect.y + rect.height * (part + 1) / count
                pieces.append((index, PixelRect(x: rect.x, y: top, width: rect.width, height: bottom - top)))
            }
        }
        let work = pieces
        rasterizer.target.pixels.withUnsafeMutableBufferPointer { destination in
            guard let base = destination.baseAddress else { return }
            let target = UncheckedPixels(base: base)
            DispatchQueue.concurrentPerform(iterations: work.count) { index in
                let (source, rect) = work[index]
                sources[source].pixels.withUnsafeBufferPointer { from in
                    guard let fromBase = from.baseAddress else { return }
                    Bitmap.copyRows(in: rect, width: width, from: fromBase, to: target.base)
                }
            }
        }
    }

    /// The bands for a region: from the last frame's boundaries when it covered the same rows
    /// and was cut as many times, equal heights otherwise.
    private func split(_ region: PixelRect, into count: Int) -> [PixelRect] {
        let rows = region.y..<region.maxY
        if rows != lastRows || boundaries.count != count - 1 {
            boundaries = (1..<count).map { Double($0) / Double(count) }
            lastRows = rows
        }
        var bands: [PixelRect] = []
        var top = region.y
        for index in 0..<count {
            let bottom = index == count - 1 ? region.maxY : region.y + Int((boundaries[index] * Double(region.height)).rounded())
            bands.append(PixelRect(x: region.x, y: top, width: region.width, height: Swift.max(0, bottom - top)))
            top = Swift.max(top, bottom)
        }
        return bands
    }

    /// Moves the boundaries so each band would have taken as long as the others, going half
    /// way there each frame (a frame's timing is noisy), and keeping every band at least an
    /// eighth of an equal share.
    private func rebalance(_ region: PixelRect, bands: [PixelRect], nanoseconds: [UInt64]) {
        let count = bands.count, height = Double(region.height)
        let total = Double(nanoseconds.reduce(0, +))
        guard total > 0, height > 0 else { return }
        // Each band's cost per row; a band with no rows or no time is taken at the average.
        let average = total / height
        let rates = zip(bands, nanoseconds).map { band, time in band.height > 0 && time > 0 ? Double(time) / Double(band.height) : average }
        let share = zip(bands, rates).reduce(0.0) { $0 + Double($1.0.height) * $1.1 } / Double(count)
        // Walk down the bands, cutting wherever another share of the cost has been spent.
        var cuts: [Double] = []
        var spent = 0.0
        for (band, rate) in zip(bands, rates) {
            let cost = Double(band.height) * rate
            while cuts.count < count - 1, spent + cost >= Double(cuts.count + 1) * share {
                let rows = (Double(cuts.count + 1) * share - spent) / rate
                cuts.append((Double(band.y - region.y) + rows) / height)
            }
            spent += cost
        }
        while cuts.count < count - 1 { cuts.append(1) }
        let minimum = 1.0 / Double(count * 8)
        for index in 0..<(count - 1) {
            let wanted = (boundaries[index] + cuts[index]) / 2
            let low = (index == 0 ? 0 : boundaries[index - 1]) + minimum
            boundaries[index] = Swift.min(Swift.max(wanted, low), 1 - minimum * Double(count - 1 - index))
        }
    }

    /// Makes `count` helpers with targets of `target`'s size, reusing their storage when the
    /// size changes (a live resize changes it every frame).
    private func prepareHelpers(_ count: Int, like target: Bitmap) {
        // Helpers beyond the thread count (it was lowered) give their full-size targets back.
        if helpers.count > Swift.max(0, threadCount - 1) { helpers.removeLast(helpers.count - Swift.max(0, threadCount - 1)) }
        while helpers.count < count { helpers.append(Rasterizer(width: 0, height: 0)) }
        for helper in helpers.prefix(count) where helper.target.width != target.width || helper.target.height != target.height {
            helper.reshapeTarget(width: target.width, height: target.height)
        }
    }
}

/// How long each band of one banded render took, written by the threads drawing them (each
/// its own slot) and read after they all finished.
private final class BandTimings: @unchecked Sendable {
    private let slots: UnsafeMutableBufferPointer<UInt64>

    init(count: Int) {
        slots = .allocate(capacity: count)
        slots.initialize(repeating: 0)
    }

    deinit { slots.deallocate() }

    func record(_ nanoseconds: UInt64, at index: Int) { slots[index] = nanoseconds }

    var values: [UInt64] { Array(slots) }
}

/// The framebuffer's pixels while helpers' bands are copied in: each thread writes rows no
/// other writes, and `concurrentPerform` returns before the pointer's scope ends.
private struct UncheckedPixels: @unchecked Sendable {
    let base: UnsafeMutablePointer<UInt32>
}

/// The rasterizers of one banded render, handed to the threads that replay into them: each is
/// used by exactly one iteration of `concurrentPerform`, which returns only when all are done.
private struct UncheckedRasterizers: @unchecked Sendable {
    let all: [Rasterizer]
}

import Dispatch
import QuillFoundation

/// Draws a recorded region on several threads: the region is cut into horizontal bands
/// (`bandsPerThread` for each thread), and each thread takes the next band not yet taken until
/// none is left, all drawing straight into the caller's framebuffer (each band writes only its
/// rows). The caller's thread draws with the caller's rasterizer, each other thread with a
/// rasterizer of its own. Every band replays the whole recording under a clip to its rows, so
/// the bytes are those of one replay on one thread, whoever draws which band.
///
/// Taking bands as they come, rather than one fixed band per thread, keeps a frame from waiting
/// on a thread that starts late (a slow wake-up, a core busy elsewhere): the threads that
/// started draw the bands it has not taken. A thread paused in the middle of a band still holds
/// that band.
///
/// Which thread draws which band depends on timing, so counters kept by a rasterizer
/// (`operationsLeftOut`, `textLinesLeftOut`) after a banded render vary from run to run; the
/// bytes do not.
///
/// The bands' heights follow where the time went in the last frame of the same region, so a
/// page whose top is busier than its bottom is cut into bands of equal work; they never change a
/// byte, only who draws it.
package final class BandedRenderer {
    /// How many threads draw at most (1: the caller's only).
    package var threadCount: Int {
        didSet { threadCount = Swift.max(1, Swift.min(BandedRenderer.maximumThreadCount, threadCount)) }
    }
    /// Regions with fewer pixels than this are drawn on the caller's thread alone: handing them
    /// out would cost more than it saves.
    package var minimumPixelsToSplit = 160_000
    /// Helper rasterizers, one per band after the first (their layers' bitmaps kept between
    /// frames).
    private var helpers: [Rasterizer] = []
    /// Where each band ended in the last split region, as fractions of its height.
    private var boundaries: [Double] = []
    /// The rows of the region those fractions were worked out for (a live resize changes the
    /// region's width every frame, not where its rows' work lies).
    private var lastRows = 0..<0

    /// How many bands a region is cut into for each thread, at most (1 by default). More
    /// bands even out a thread that falls behind, but each costs another pass over the
    /// recording (its occlusion plan, and the paths that cross band edges flattened again): at 4K
    /// on two threads, 2 and 4 bands a thread took 11% and 27% more CPU a resize frame than 1,
    /// and their median frames were slower by about as much. With one band a thread, a thread
    /// that starts late still finds its band drawn by one that finished early.
    package var bandsPerThread = 1 {
        didSet { bandsPerThread = Swift.max(1, Swift.min(BandedRenderer.maximumBandsPerThread, bandsPerThread)) }
    }
    /// The most bands a thread is given, whatever it is asked for.
    package static let maximumBandsPerThread = 64
    /// How many bands the last region was cut into (1: drawn in one piece).
    package private(set) var lastBandCount = 0
    /// How many threads the last region was offered to (1: the caller's only). A thread that
    /// starts late may find every band taken and draw none.
    package private(set) var lastThreadCount = 0
    /// The most threads a renderer uses, whatever it is asked for.
    package static let maximumThreadCount = 8

    /// Creates a renderer drawing on up to `threadCount` threads.
    package init(threadCount: Int) {
        self.threadCount = Swift.max(1, Swift.min(BandedRenderer.maximumThreadCount, threadCount))
    }

    /// Draws `recorder`'s operations into `rasterizer`'s target, limited to `region`. A recording
    /// is split only when it starts with a state reset, reads no pixels around its own
    /// (`readsDrawnPixels`), and covers at least `minimumPixelsToSplit` pixels and 32 rows a
    /// band. (Every rasterizer, the caller's too, may replay several bands in one render, each
    /// starting from the state the last one left: the reset the recording starts with, after
    /// which `replay` clips to the band again, makes each band start as the first did.)
    package func render(_ recorder: RasterRecorder, region: PixelRect, into rasterizer: Rasterizer) {
        let bandLimit = region.height / 32
        let threads = Swift.min(threadCount, bandLimit)
        guard threads > 1, region.area >= minimumPixelsToSplit, !recorder.readsDrawnPixels, recorder.startsWithStateReset else {
            rasterizer.replay(recorder.operations, within: region)
            (lastBandCount, lastThreadCount) = (1, 1)
            return
        }
        let bandCount = Swift.min(threads * bandsPerThread, bandLimit)
        (lastBandCount, lastThreadCount) = (bandCount, threads)
        let bands = split(region, into: bandCount)
        prepareHelpers(threads - 1)
        let operations = recorder.operations
        let workers = UncheckedRasterizers(all: [rasterizer] + helpers.prefix(threads - 1))
        let ledger = BandLedger(count: bandCount)
        // The framebuffer leaves the caller's rasterizer for the render (its pixels then have
        // one owner, so they stay where they are), and every thread's rasterizer draws into it:
        // nothing is copied in afterwards (at 4K that copy was a tenth of every thread's time),
        // and what the recording leaves alone keeps the framebuffer's pixels.
        // (A layer left open by the last recording is dropped first: its target is not the
        // framebuffer. The recording starts with a state reset, so nothing else changes.)
        rasterizer.resetState()
        var framebuffer = rasterizer.takeTarget()
        let (width, height) = (framebuffer.width, framebuffer.height)
        framebuffer.pixels.withUnsafeMutableBufferPointer { pixels in
            for worker in workers.all { worker.drawShared(into: pixels, width: width, height: height) }
            DispatchQueue.concurrentPerform(iterations: threads) { thread in
                let worker = workers.all[thread]
                while let band = ledger.take() {
                    let start = DispatchTime.now().uptimeNanoseconds
                    worker.replay(operations, within: bands[band])
                    ledger.record(DispatchTime.now().uptimeNanoseconds - start, at: band)
                }
            }
            for worker in workers.all.dropFirst() { worker.stopSharing(returning: Bitmap.standIn(width: 0, height: 0)) }
        }
        rasterizer.stopSharing(returning: framebuffer)
        rebalance(region, bands: bands, nanoseconds: ledger.values)
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

    /// Makes `count` helpers (they draw into the caller's framebuffer, so need no target).
    private func prepareHelpers(_ count: Int) {
        // Helpers beyond the thread count (it was lowered) give their layers' bitmaps back.
        if helpers.count > Swift.max(0, threadCount - 1) { helpers.removeLast(helpers.count - Swift.max(0, threadCount - 1)) }
        while helpers.count < count { helpers.append(Rasterizer(width: 0, height: 0)) }
    }
}

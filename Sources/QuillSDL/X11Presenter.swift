internal import CSDLNativeWindow
import QuillGraphics

/// Presents a window's frames on X11 through a shared-memory image of Quill's own: the damaged
/// rectangles are converted into it and put to the window, scrolled pixels are moved on the
/// server, and nothing waits for the server after a frame (it copies while the next frame is
/// drawn; the next present waits only if it has not finished). SDL's window surface did the
/// same copies but waited for the server every frame (`XSync`), which at 4K was most of a
/// scroll frame's present.
final class X11Presenter {
    private let presenter: OpaquePointer
    /// The image's size in pixels (the framebuffer's when made).
    let width: Int, height: Int

    /// Makes a presenter for an SDL window, or returns `nil` off X11, without MIT-SHM (a remote
    /// display) or with an unusual visual: the window surface presents then.
    init?(sdlWindow: OpaquePointer, width: Int, height: Int) {
        guard width > 0, height > 0, width <= Bitmap.maximumDimension, height <= Bitmap.maximumDimension,
            let made = quill_x11_presenter_create(UnsafeMutableRawPointer(sdlWindow), Int32(width), Int32(height))
        else { return nil }
        presenter = made
        self.width = width
        self.height = height
    }

    deinit { quill_x11_presenter_destroy(presenter) }

    /// Makes the image's memory present on a thread of its own while the first frame is drawn,
    /// so writing that frame into it takes no page faults.
    func populateInBackground() { quill_x11_presenter_populate(presenter) }

    /// Shows `regions` of `framebuffer` after making `moves` on the server (in order: the moves
    /// start from what the window showed, the regions are drawn after them).
    func present(_ framebuffer: Bitmap, regions: [PixelRect], moves: [PixelMove]) {
        let bounds = PixelRect(x: 0, y: 0, width: Swift.min(width, framebuffer.width), height: Swift.min(height, framebuffer.height))
        var stride: Int32 = 0
        guard let image = quill_x11_presenter_begin(presenter, &stride) else { return }
        var rects: [Int32] = []
        rects.reserveCapacity(regions.count * 4)
        framebuffer.pixels.withUnsafeBufferPointer { pixels in
            guard let source = pixels.baseAddress else { return }
            for damaged in regions {
                let region = damaged.intersection(bounds)
                if region.isEmpty { continue }
                quill_x11_convert_rows(
                    source + region.y * framebuffer.width + region.x, Int32(framebuffer.width), image + region.y * Int(stride) + region.x, stride,
                    Int32(region.width), Int32(region.height))
                rects += [region.x, region.y, region.width, region.height].map { Int32(clamping: $0) }
            }
        }
        var areas: [Int32] = []
        for move in moves {
            let source = move.source, destination = move.destination
            guard !destination.isEmpty else { continue }
            areas += [source.x, source.y, source.width, source.height, destination.x, destination.y].map { Int32(clamping: $0) }
        }
        if !areas.isEmpty { quill_x11_presenter_move(presenter, areas, Int32(areas.count / 6)) }
        quill_x11_presenter_put(presenter, rects, Int32(rects.count / 4))
    }
}

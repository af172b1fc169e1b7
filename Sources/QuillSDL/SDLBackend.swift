internal import CSDL2
internal import CSDLNativeWindow
import Foundation
import QuillFoundation
import QuillGraphics
import QuillViews

/// Shows Quill windows with SDL2: one SDL window per Quill window, frames uploaded to a
/// streaming texture (only the damaged rectangles), SDL events turned into `WindowEvent`s.
/// The only code in Quill that talks to SDL.
@MainActor
public final class SDLBackend: PlatformBackend {
    private var natives: [ObjectIdentifier: SDLNativeWindow] = [:]
    private var windowsByID: [UInt32: Window] = [:]
    private var clickCount = 1
    /// Files dropped since SDL_DROPBEGIN, by window, delivered together at SDL_DROPCOMPLETE.
    private var droppedFiles: [UInt32: [URL]] = [:]
    /// The system cursors made so far, by style (SDL keeps them until freed; a handful at most).
    private var cursors: [PointerStyle: OpaquePointer] = [:]
    /// The window a held button was pressed in, and how many buttons are held.
    private var pressWindowID: UInt32?
    private var pressedButtons = 0
    /// Points scrolled per wheel notch.
    public var pointsPerWheelNotch = 40.0
    /// Whether frames go through an SDL renderer and texture rather than the window surface.
    private var usesRenderer = false
    /// Whether windows on X11 present through `X11Presenter` (`QUILL_PRESENT=sdl` turns it off).
    private var presentsThroughX11 = true

    /// Starts SDL's video subsystem, or waits for the start `beginStarting()` made.
    /// - Throws: `QuillError` with SDL's reason (e.g. no display) when it cannot start.
    public init() throws {
        let environment = Application.shared.launchEnvironment
        usesRenderer = environment.usesAcceleratedRenderer
        presentsThroughX11 = environment.presentsThroughX11
        if let failure = SDLVideoStartup.finish(environment: environment) {
            // The library itself is missing or too old: the message says what to install.
            guard SDLLibrary.isLoaded else { throw QuillError(failure) }
            throw QuillError(
                "SDL could not start its video subsystem: \(failure)",
                hint: "run under a desktop session or xvfb-run, or pass --headless --out FILE.png")
        }
        Application.shared.clipboard = SDLClipboard()
        SDL_StartTextInput()
        // X11's GraphicsExpose (an area a server-side move could not fill) arrives as SDL's
        // window-manager events.
        if presentsThroughX11, !usesRenderer { SDL_EventState(UInt32(SDL_SYSWMEVENT.rawValue), SDL_ENABLE) }
        // A real window draws every character the user's fonts can (CJK, emoji…): installed
        // fonts complete the bundled ones. QUILL_SYSTEM_FONTS=0 keeps to Quill's own fonts.
        if Application.shared.launchEnvironment.usesSystemFonts { Application.shared.context.fonts.usesSystemFonts = true }
    }

    /// Starts SDL's video subsystem on a thread of its own, to be ready when `init()` is
    /// called: connecting to the display server and opening its input method then overlap
    /// what the app builds before its first window. `App.run` calls it once its options are
    /// parsed, when a window will open (`App.beginConnectingToDisplay`). Only SDL's X11 and
    /// dummy drivers start this way; with another, nothing starts before `init()`.
    public static func beginStarting() {
        SDLVideoStartup.begin(environment: Application.shared.launchEnvironment)
    }

    /// Whether SDL's start (`beginStarting()`) runs on its thread and no backend has waited for
    /// it yet.
    public static var isStarting: Bool { SDLVideoStartup.isPending }

    static var lastError: String { String(cString: SDL_GetError()) }

    /// Opens a resizable, HiDPI-aware SDL window centred on screen with the window's title and
    /// size, tells the window its scale and screen origin, and damages it whole; does nothing if
    /// the window has one already.
    /// - Throws: `QuillError` when SDL cannot open the window or create its renderer.
    public func attach(_ window: Window) throws {
        guard natives[ObjectIdentifier(window)] == nil else { return }
        // A window with an autosave name opens where it was last closed.
        let remembered = window.autosaveName.flatMap { Application.shared.windowStateStore.state(forWindowNamed: $0) }
        if let remembered { window.resize(to: Size(width: remembered.width, height: remembered.height), scale: window.scale) }
        let size = window.bounds.size
        let flags = SDL_WINDOW_SHOWN.rawValue | SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
        let centered = Int32(SDL_WINDOWPOS_CENTERED_MASK)
        let left = remembered.map { Int32($0.x) } ?? centered, top = remembered.map { Int32($0.y) } ?? centered
        guard let sdlWindow = SDL_CreateWindow(window.title, left, top, Int32(size.width), Int32(size.height), flags) else {
            throw QuillError("SDL could not open a window: \(SDLBackend.lastError)")
        }
        var native = SDLNativeWindow(window: sdlWindow)
        var pixelWidth: Int32 = 0, pixelHeight: Int32 = 0
        if !usesRenderer {
            // No window surface yet: on X11 Quill presents through its own image.
            SDL_GetWindowSizeInPixels(sdlWindow, &pixelWidth, &pixelHeight)
        } else {
            var renderer = SDL_CreateRenderer(sdlWindow, -1, SDL_RENDERER_PRESENTVSYNC.rawValue)
            if renderer == nil { renderer = SDL_CreateRenderer(sdlWindow, -1, SDL_RENDERER_SOFTWARE.rawValue) }
            guard let renderer else {
                SDL_DestroyWindow(sdlWindow)
                throw QuillError("SDL could not create a renderer: \(SDLBackend.lastError)")
            }
            native.renderer = renderer
            SDL_GetRendererOutputSize(renderer, &pixelWidth, &pixelHeight)
        }
        if presentsThroughX11, !usesRenderer {
            // The shared image is made now and its memory made present while the window's
            // first frame is laid out and drawn (the first present made it, and took a page
            // fault for every 4 KiB it wrote).
            native.x11Presenter = X11Presenter(sdlWindow: sdlWindow, width: Int(pixelWidth), height: Int(pixelHeight))
            native.x11Presenter?.populateInBackground()
        }
        natives[ObjectIdentifier(window)] = native
        windowsByID[SDL_GetWindowID(sdlWindow)] = window
        var x: Int32 = 0, y: Int32 = 0
        SDL_GetWindowPosition(sdlWindow, &x, &y)
        window.originOnScreen = Point(x: Double(x), y: Double(y))
        let scale = size.width > 0 ? (Double(pixelWidth) / size.width).rounded() : 1
        if scale >= 1, scale != window.scale { window.send(.scaleChanged(scale)) }
        if remembered?.isFullScreen == true { window.isFullScreen = true }
        updateWindowState(window)
        // A frame drawn before the window existed (`App.run` draws the first one while the
        // display connects) is presented whole as it is; otherwise, or if the scale changed
        // above (which damaged it), it is drawn.
        if window.frameNumber > 0 {
            window.needsPresentation = true
        } else {
            window.addDamage(window.drawnFramebuffer.bounds)
        }
    }

    /// Applies the window's title, size limits, full screen and parent (a modal window stays
    /// above its parent: SDL's modal-for, on X11).
    public func updateWindowState(_ window: Window) {
        guard let native = natives[ObjectIdentifier(window)]?.window else { return }
        SDL_SetWindowTitle(native, window.title)
        if let minimum = window.minimumSize { SDL_SetWindowMinimumSize(native, SDLBackend.points(minimum.width), SDLBackend.points(minimum.height)) }
        if let maximum = window.maximumSize { SDL_SetWindowMaximumSize(native, SDLBackend.points(maximum.width), SDLBackend.points(maximum.height)) }
        let fullScreen = SDL_GetWindowFlags(native) & SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue == SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue
        if fullScreen != window.isFullScreen { SDL_SetWindowFullscreen(native, window.isFullScreen ? SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue : 0) }
        if let parent = window.parentWindow, let parentNative = natives[ObjectIdentifier(parent)]?.window, window.isModal {
            SDL_SetWindowModalFor(native, parentNative)
        }
    }

    /// The window's X11 id as portals name a parent ("x11:1c00007"); `nil` off X11.
    public func portalParentIdentifier(for window: Window) -> String? {
        guard let native = natives[ObjectIdentifier(window)]?.window else { return nil }
        let id = quill_sdl_x11_window(UnsafeMutableRawPointer(native))
        return id == 0 ? nil : "x11:" + String(id, radix: 16)
    }

    /// While a button is held, the pointer belongs to the window it was pressed in (as X11's
    /// implicit grab has it): SDL may report the moves and the release for the window that has
    /// its mouse focus (another Quill window, opened since), in that window's coordinates.
    /// Returns the window to deliver to and the point in its coordinates.
    private func routedToPress(_ windowID: UInt32, _ x: Double, _ y: Double) -> (UInt32, Double, Double) {
        guard let pressed = pressWindowID, pressed != windowID,
              let from = natives.values.first(where: { SDL_GetWindowID($0.window) == windowID })?.window,
              let to = natives.values.first(where: { SDL_GetWindowID($0.window) == pressed })?.window else { return (windowID, x, y) }
        var fromX: Int32 = 0, fromY: Int32 = 0, toX: Int32 = 0, toY: Int32 = 0
        SDL_GetWindowPosition(from, &fromX, &fromY)
        SDL_GetWindowPosition(to, &toX, &toY)
        return (pressed, x + Double(fromX - toX), y + Double(fromY - toY))
    }

    /// A length in points as SDL's whole points, within what SDL accepts.
    private static func points(_ value: Double) -> Int32 {
        Int32(Swift.max(1, Swift.min(65_535, value.isFinite ? value.rounded() : 1)))
    }

    /// The window's pixels per point now (after a move to a screen of another scale).
    private func currentScale(of window: Window) -> Double? {
        guard let native = natives[ObjectIdentifier(window)]?.window, window.bounds.width > 0 else { return nil }
        var pixelWidth: Int32 = 0, pixelHeight: Int32 = 0
        SDL_GetWindowSizeInPixels(native, &pixelWidth, &pixelHeight)
        let scale = (Double(pixelWidth) / window.bounds.width).rounded()
        return scale >= 1 ? scale : nil
    }

    /// Destroys the window's SDL window with its renderer and texture; does nothing for a
    /// window that was never attached.
    public func detach(_ window: Window) {
        guard var native = natives.removeValue(forKey: ObjectIdentifier(window)) else { return }
        native.x11Presenter = nil
        windowsByID[SDL_GetWindowID(native.window)] = nil
        if let texture = native.texture { SDL_DestroyTexture(texture) }
        if let renderer = native.renderer { SDL_DestroyRenderer(renderer) }
        SDL_DestroyWindow(native.window)
    }

    /// Sleeps in SDL until an event arrives or `deadline` (application clock, seconds) passes,
    /// then drains SDL's queue and returns the events for Quill windows; a deadline already past
    /// only polls.
    public func waitForEvents(until deadline: Double?) -> [(Window, WindowEvent)] {
        var results: [(Window, WindowEvent)] = []
        var event = SDL_Event()
        let got: Int32
        if let deadline {
            let milliseconds = Int32(Swift.max(0, Swift.min(1_000_000, (deadline - Application.shared.now) * 1000)).rounded(.up))
            got = milliseconds == 0 ? SDL_PollEvent(&event) : SDL_WaitEventTimeout(&event, milliseconds)
        } else {
            got = SDL_WaitEvent(&event)
        }
        guard got != 0 else { return results }
        repeat {
            results.append(contentsOf: translate(event))
        } while SDL_PollEvent(&event) != 0
        return results
    }

    /// Copies the damaged rectangles of the window's framebuffer to the screen: on X11 through
    /// Quill's own shared-memory image (`presentThroughX11`), elsewhere into the window surface,
    /// or with `QUILL_RENDERER=accelerated` into a streaming texture that is recreated (and
    /// filled whole) when the framebuffer's size changes.
    public func present(_ window: Window, damage: [PixelRect]) {
        guard var native = natives[ObjectIdentifier(window)] else { return }
        guard let renderer = native.renderer else {
            if !presentThroughX11(window, native: &native, damage: damage) {
                // SDL's window surface shows only what is sent: no move is left to it.
                window.presenterMovesPixels = false
                presentToSurface(window, native: &native, damage: withStalePixelsRedrawn(window, damage))
            }
            natives[ObjectIdentifier(window)] = native
            return
        }
        window.presenterMovesPixels = false
        var regions = withStalePixelsRedrawn(window, damage)
        let framebuffer = window.drawnFramebuffer
        let width = Int32(framebuffer.width), height = Int32(framebuffer.height)
        if native.texture == nil || native.textureWidth != width || native.textureHeight != height {
            if let old = native.texture { SDL_DestroyTexture(old) }
            native.texture = SDL_CreateTexture(
                renderer, UInt32(SDL_PIXELFORMAT_ABGR8888.rawValue), Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), width, height)
            native.textureWidth = width
            native.textureHeight = height
            regions = [framebuffer.bounds]
            natives[ObjectIdentifier(window)] = native
        }
        guard let texture = native.texture else { return }
        framebuffer.pixels.withUnsafeBufferPointer { pixels in
            for region in regions where !region.isEmpty {
                var rect = SDL_Rect(x: Int32(region.x), y: Int32(region.y), w: Int32(region.width), h: Int32(region.height))
                let start = pixels.baseAddress! + region.y * framebuffer.width + region.x
                SDL_UpdateTexture(texture, &rect, start, Int32(framebuffer.width * 4))
            }
        }
        SDL_RenderCopy(renderer, texture, nil, nil)
        SDL_RenderPresent(renderer)
    }

    /// Copies the damaged rectangles into the window surface (converting to its pixel format)
    /// and shows only those: one copy of what changed, no texture, no full-frame blit. A new
    /// surface (the first frame, a resize) is filled whole. (On X11 `presentThroughX11` does
    /// this unless it cannot.)
    private func presentToSurface(_ window: Window, native: inout SDLNativeWindow, damage: [PixelRect]) {
        guard let surface = SDL_GetWindowSurface(native.window) else { return }
        let framebuffer = window.drawnFramebuffer
        let surfaceWidth = surface.pointee.w, surfaceHeight = surface.pointee.h
        let visible = PixelRect(x: 0, y: 0, width: Swift.min(framebuffer.width, Int(surfaceWidth)), height: Swift.min(framebuffer.height, Int(surfaceHeight)))
        var regions = damage
        let sameSurface = native.surface == surface && native.surfaceWidth == surfaceWidth && native.surfaceHeight == surfaceHeight
        let framebufferFits = Int(surfaceWidth) == framebuffer.width && Int(surfaceHeight) == framebuffer.height
        if !sameSurface {
            native.surface = surface
            native.surfaceWidth = surfaceWidth
            native.surfaceHeight = surfaceHeight
            regions = [visible]
        } else if native.presentedFrame != window.frameNumber - 1 || !framebufferFits {
            // A frame the screen never got (or a framebuffer of another size): all of it.
            regions = [visible]
        }
        native.presentedFrame = window.frameNumber
        let format = surface.pointee.format.pointee.format
        let bytesPerPixel = Int(surface.pointee.format.pointee.BytesPerPixel)
        let pitch = Int(surface.pointee.pitch)
        var rects: [SDL_Rect] = []
        rects.reserveCapacity(regions.count)
        let mustLock = surface.pointee.flags & UInt32(SDL_RLEACCEL) != 0
        if mustLock { SDL_LockSurface(surface) }
        framebuffer.pixels.withUnsafeBufferPointer { pixels in
            guard let destination = surface.pointee.pixels, let source = pixels.baseAddress else { return }
            for damaged in regions {
                let region = damaged.intersection(visible)
                if region.isEmpty { continue }
                let from = source + region.y * framebuffer.width + region.x
                let to = destination + region.y * pitch + region.x * bytesPerPixel
                if format == UInt32(SDL_PIXELFORMAT_RGB888.rawValue) || format == UInt32(SDL_PIXELFORMAT_ARGB8888.rawValue) {
                    // X11's usual layout (SDL's general converter goes pixel by pixel).
                    quill_x11_convert_rows(
                        from, Int32(framebuffer.width), to.assumingMemoryBound(to: UInt32.self), Int32(pitch / bytesPerPixel),
                        Int32(region.width), Int32(region.height))
                } else if format == UInt32(SDL_PIXELFORMAT_ABGR8888.rawValue) {
                    for row in 0..<region.height {
                        (to + row * pitch).copyMemory(from: from + row * framebuffer.width, byteCount: region.width * 4)
                    }
                } else {
                    SDL_ConvertPixels(
                        Int32(region.width), Int32(region.height), UInt32(SDL_PIXELFORMAT_ABGR8888.rawValue),
                        from, Int32(framebuffer.width * 4), format, to, Int32(pitch))
                }
                rects.append(SDL_Rect(x: Int32(region.x), y: Int32(region.y), w: Int32(region.width), h: Int32(region.height)))
            }
        }
        if mustLock { SDL_UnlockSurface(surface) }
        if !rects.isEmpty { SDL_UpdateWindowSurfaceRects(native.window, rects, Int32(rects.count)) }
    }

    /// Presents through Quill's own shared-memory image on X11 (`X11Presenter`): when the
    /// window shows the frame before, the frame's moves are made on the X server and only its
    /// redrawn regions are sent; otherwise all it changed (or, after a frame the window never
    /// got, all of it). Returns `false` off X11, without MIT-SHM, or with `QUILL_PRESENT=sdl`:
    /// the window surface presents then.
    private func presentThroughX11(_ window: Window, native: inout SDLNativeWindow, damage: [PixelRect]) -> Bool {
        guard presentsThroughX11, !native.x11PresenterUnavailable else { return false }
        let framebuffer = window.drawnFramebuffer
        var regions = damage, moves: [PixelMove] = []
        if let presenter = native.x11Presenter, presenter.width == framebuffer.width, presenter.height == framebuffer.height,
            native.presentedFrame == window.frameNumber - 1
        {
            if damage == window.lastFrameChangedRegions, !window.lastFrameMoves.isEmpty {
                regions = window.lastFrameRedrawnRegions
                moves = window.lastFrameMoves
            }
        } else {
            if native.x11Presenter?.width != framebuffer.width || native.x11Presenter?.height != framebuffer.height {
                // The old image goes before the new one is made (the table holds it too).
                native.x11Presenter = nil
                natives[ObjectIdentifier(window)]?.x11Presenter = nil
                native.x11Presenter = X11Presenter(sdlWindow: native.window, width: framebuffer.width, height: framebuffer.height)
                guard native.x11Presenter != nil else {
                    native.x11PresenterUnavailable = true
                    return false
                }
            }
            regions = [framebuffer.bounds]
        }
        // Sending pixels a move left stale (the screen is not the frame before, or the damage
        // is not the last frame's) draws them again first: what is sent is the frame.
        if moves.isEmpty { regions = withStalePixelsRedrawn(window, regions) }
        native.x11Presenter?.present(window.drawnFramebuffer, regions: regions, moves: moves)
        native.presentedFrame = window.frameNumber
        // The server makes the next frame's moves as it made these: the framebuffer leaves
        // them to it.
        window.presenterMovesPixels = true
        return true
    }

    /// `regions` to send, after drawing again any stale pixels they hold (moves the presenter
    /// alone made), with the regions that redrawing changed.
    private func withStalePixelsRedrawn(_ window: Window, _ regions: [PixelRect]) -> [PixelRect] {
        guard regions.contains(where: { window.stalePixels.intersects($0) }) else { return regions }
        return regions + window.redrawStalePixels()
    }

    /// An area a move on the X server could not fill (it was under another window or off
    /// screen): drawn again, and the whole frame sent next time, since moves made after it (the
    /// event arrives a frame late) may have carried its wrong pixels elsewhere.
    private func damageGraphicsExposure(_ event: SDL_Event) {
        guard let message = event.syswm.msg else { return }
        var xWindow: UInt = 0
        var area = [Int32](repeating: 0, count: 4)
        guard quill_sdl_x11_graphics_expose(UnsafeRawPointer(message), &xWindow, &area) == 1 else { return }
        for (key, native) in natives where quill_sdl_x11_window(UnsafeMutableRawPointer(native.window)) == xWindow {
            guard let window = windowsByID[SDL_GetWindowID(native.window)], ObjectIdentifier(window) == key else { continue }
            window.addDamage(PixelRect(x: Int(area[0]), y: Int(area[1]), width: Int(area[2]), height: Int(area[3])))
            natives[key]?.presentedFrame = nil
        }
    }

    /// Saves what the window shows now as a bitmap: on X11 read back from the X server, otherwise
    /// the framebuffer SDL presented.
    public func screenshot(of window: Window) -> Bitmap? {
        guard let native = natives[ObjectIdentifier(window)] else { return nil }
        guard let renderer = native.renderer else {
            // On X11 the server has the truth (Quill's presenter never fills SDL's surface).
            var pixelWidth: Int32 = 0, pixelHeight: Int32 = 0
            SDL_GetWindowSizeInPixels(native.window, &pixelWidth, &pixelHeight)
            if let shown = serverPixels(of: native.window, width: Int(pixelWidth), height: Int(pixelHeight)) { return shown }
            guard let surface = SDL_GetWindowSurface(native.window), let source = surface.pointee.pixels else { return nil }
            let w = surface.pointee.w, h = surface.pointee.h
            var pixels = [UInt32](repeating: 0, count: Int(w * h))
            let ok = pixels.withUnsafeMutableBytes { raw in
                SDL_ConvertPixels(w, h, surface.pointee.format.pointee.format, source, surface.pointee.pitch, UInt32(SDL_PIXELFORMAT_ABGR8888.rawValue), raw.baseAddress, w * 4)
            }
            return ok == 0 ? Bitmap(width: Int(w), height: Int(h), pixels: pixels) : nil
        }
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &w, &h)
        var pixels = [UInt32](repeating: 0, count: Int(w * h))
        let ok = pixels.withUnsafeMutableBytes { raw in
            SDL_RenderReadPixels(renderer, nil, UInt32(SDL_PIXELFORMAT_ABGR8888.rawValue), raw.baseAddress, w * 4)
        }
        return ok == 0 ? Bitmap(width: Int(w), height: Int(h), pixels: pixels) : nil
    }

    /// What the X server shows of a window, or `nil` off X11.
    private func serverPixels(of window: OpaquePointer, width: Int, height: Int) -> Bitmap? {
        guard width > 0, height > 0 else { return nil }
        var pixels = [UInt32](repeating: 0, count: width * height)
        let ok = pixels.withUnsafeMutableBufferPointer { buffer in
            quill_sdl_x11_read_pixels(UnsafeMutableRawPointer(window), Int32(width), Int32(height), buffer.baseAddress)
        }
        return ok == 1 ? Bitmap(width: width, height: height, pixels: pixels) : nil
    }

    /// Shows the system cursor for a pointer style (SDL's system cursors: the theme's arrow,
    /// I-beam, hand, resize arrows, wait and no-entry shapes).
    public func setPointerStyle(_ style: PointerStyle, for window: Window) {
        if cursors[style] == nil, let made = SDL_CreateSystemCursor(SDLBackend.systemCursor(for: style)) { cursors[style] = made }
        if let cursor = cursors[style] { SDL_SetCursor(cursor) }
    }

    static func systemCursor(for style: PointerStyle) -> SDL_SystemCursor {
        switch style {
        case .arrow: SDL_SYSTEM_CURSOR_ARROW
        case .iBeam: SDL_SYSTEM_CURSOR_IBEAM
        case .hand: SDL_SYSTEM_CURSOR_HAND
        case .resizeLeftRight: SDL_SYSTEM_CURSOR_SIZEWE
        case .resizeUpDown: SDL_SYSTEM_CURSOR_SIZENS
        case .crosshair: SDL_SYSTEM_CURSOR_CROSSHAIR
        case .busy: SDL_SYSTEM_CURSOR_WAIT
        case .notAllowed: SDL_SYSTEM_CURSOR_NO
        }
    }

    /// Wakes `waitForEvents(until:)` from any thread by pushing an SDL user event (SDL's
    /// event queue is thread-safe); the event itself is ignored.
    public func makeWakeUp() -> (@Sendable () -> Void)? {
        let type = SDL_RegisterEvents(1)
        guard type != UInt32.max else { return nil }
        return {
            var event = SDL_Event()
            event.type = type
            _ = SDL_PushEvent(&event)
        }
    }

    // MARK: Event translation

    /// The window events an SDL event stands for (window moves and exposures are handled here).
    /// Kept as one piece: a switch over SDL's event types; each case reads its own member of the
    /// event union in a few lines.
    private func translate(_ event: SDL_Event) -> [(Window, WindowEvent)] {
        let now = Application.shared.now
        switch SDL_EventType(event.type) {
        case SDL_QUIT:
            return windowsByID.values.map { ($0, .closeRequested) }
        case SDL_SYSWMEVENT:
            damageGraphicsExposure(event)
            return []
        case SDL_WINDOWEVENT:
            guard let window = windowsByID[event.window.windowID] else { return [] }
            switch SDL_WindowEventID(UInt32(event.window.event)) {
            case SDL_WINDOWEVENT_SIZE_CHANGED:
                return [(window, .resized(Size(width: Double(event.window.data1), height: Double(event.window.data2))))]
            case SDL_WINDOWEVENT_DISPLAY_CHANGED:
                // Moved to a screen of another scale: drawn again at the new one.
                guard let scale = currentScale(of: window), scale != window.scale else { return [] }
                return [(window, .scaleChanged(scale))]
            case SDL_WINDOWEVENT_CLOSE:
                return [(window, .closeRequested)]
            case SDL_WINDOWEVENT_MOVED:
                window.originOnScreen = Point(x: Double(event.window.data1), y: Double(event.window.data2))
                return []
            case SDL_WINDOWEVENT_EXPOSED:
                // The screen lost the window's pixels, not the framebuffer: the whole frame is
                // sent again (pixels a server-side move left stale drawn first), not drawn.
                natives[ObjectIdentifier(window)]?.presentedFrame = nil
                window.needsPresentation = true
                return []
            case SDL_WINDOWEVENT_FOCUS_LOST:
                return [(window, .pointerCancelled)]
            case SDL_WINDOWEVENT_LEAVE:
                return [(window, .pointerExited)]
            default:
                return []
            }
        case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP:
            let isDown = event.type == SDL_MOUSEBUTTONDOWN.rawValue
            if isDown, pressedButtons == 0 { pressWindowID = event.button.windowID }
            defer {
                pressedButtons = Swift.max(0, pressedButtons + (isDown ? 1 : -1))
                if pressedButtons == 0 { pressWindowID = nil }
            }
            let (windowID, x, y) = routedToPress(event.button.windowID, Double(event.button.x), Double(event.button.y))
            guard let window = windowsByID[windowID], let button = MouseButton(rawValue: Int(event.button.button)) else { return [] }
            let pointer = PointerEvent(
                locationInWindow: Point(x: x, y: y), button: button,
                clickCount: Int(event.button.clicks), modifiers: SDLKeyMapping.modifiers(UInt16(SDL_GetModState().rawValue)), timestamp: now)
            clickCount = Int(event.button.clicks)
            return [(window, event.type == SDL_MOUSEBUTTONDOWN.rawValue ? .pointerDown(pointer) : .pointerUp(pointer))]
        case SDL_MOUSEMOTION:
            let (windowID, x, y) = routedToPress(event.motion.windowID, Double(event.motion.x), Double(event.motion.y))
            guard let window = windowsByID[windowID] else { return [] }
            let pointer = PointerEvent(
                locationInWindow: Point(x: x, y: y), button: .left,
                clickCount: clickCount, modifiers: SDLKeyMapping.modifiers(UInt16(SDL_GetModState().rawValue)), timestamp: now)
            return [(window, .pointerMoved(pointer))]
        case SDL_MOUSEWHEEL:
            guard let window = windowsByID[event.wheel.windowID] else { return [] }
            var x: Int32 = 0, y: Int32 = 0
            SDL_GetMouseState(&x, &y)
            let flip: Double = event.wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
            // SDL: positive y scrolls away from the user (up); Quill: positive reveals below.
            let wheel = WheelEvent(
                locationInWindow: Point(x: Double(x), y: Double(y)),
                deltaX: Double(event.wheel.preciseX) * pointsPerWheelNotch * flip,
                deltaY: -Double(event.wheel.preciseY) * pointsPerWheelNotch * flip,
                modifiers: SDLKeyMapping.modifiers(UInt16(SDL_GetModState().rawValue)), timestamp: now)
            return [(window, .wheel(wheel))]
        case SDL_MULTIGESTURE:
            // Two or more fingers on a touchscreen (SDL reports no touchpad pinches on X11):
            // the change of finger spread, a fraction of the device's diagonal, as a zoom
            // factor, and the turn in radians.
            guard let window = SDL_GetMouseFocus().flatMap({ windowsByID[SDL_GetWindowID($0)] }) else { return [] }
            var x: Int32 = 0, y: Int32 = 0
            SDL_GetMouseState(&x, &y)
            let step = TouchpadGestureEvent(
                locationInWindow: Point(x: Double(x), y: Double(y)), magnification: Foundation.exp(Double(event.mgesture.dDist) * 3),
                rotation: Double(event.mgesture.dTheta), timestamp: now)
            return [(window, .touchpadGesture(step))]
        case SDL_KEYDOWN, SDL_KEYUP:
            guard let window = windowsByID[event.key.windowID] else { return [] }
            let key = KeyEvent(
                key: SDLKeyMapping.key(event.key.keysym.sym), modifiers: SDLKeyMapping.modifiers(event.key.keysym.mod),
                isRepeat: event.key.repeat != 0, timestamp: now)
            return [(window, event.type == SDL_KEYDOWN.rawValue ? .keyDown(key) : .keyUp(key))]
        case SDL_TEXTEDITING:
            guard let window = windowsByID[event.edit.windowID] else { return [] }
            var text = event.edit.text
            let string = withUnsafeBytes(of: &text) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            return [(window, .textEditing(string, cursor: Int(event.edit.start)))]
        case SDL_TEXTINPUT:
            guard let window = windowsByID[event.text.windowID] else { return [] }
            var text = event.text.text
            let string = withUnsafeBytes(of: &text) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            return string.isEmpty ? [] : [(window, .textInput(string))]
        case SDL_DROPBEGIN, SDL_DROPFILE, SDL_DROPTEXT, SDL_DROPCOMPLETE:
            return translateDrop(event)
        default:
            return []
        }
    }

    /// Files and text dropped from another application (XDND through SDL): each file's path
    /// becomes a file URL (bytes that are not UTF-8 percent-escaped, not replaced), the files of
    /// one drop arrive together when it completes, where the pointer is.
    private func translateDrop(_ event: SDL_Event) -> [(Window, WindowEvent)] {
        let id = event.drop.windowID
        defer { if let file = event.drop.file { SDL_free(file) } }
        guard let window = windowsByID[id] ?? SDL_GetMouseFocus().flatMap({ windowsByID[SDL_GetWindowID($0)] }) else { return [] }
        switch SDL_EventType(event.type) {
        case SDL_DROPBEGIN:
            droppedFiles[id] = []
            return []
        case SDL_DROPFILE:
            guard let file = event.drop.file else { return [] }
            let url = SDLBackend.fileURL(fromPathBytes: file)
            if droppedFiles[id] != nil {
                droppedFiles[id]?.append(url)
                return []
            }
            return [(window, .filesDropped([url], at: dropPoint(in: window)))]
        case SDL_DROPTEXT:
            guard let file = event.drop.file else { return [] }
            return [(window, .textDropped(String(cString: file), at: dropPoint(in: window)))]
        default:
            let files = droppedFiles.removeValue(forKey: id) ?? []
            return files.isEmpty ? [] : [(window, .filesDropped(files, at: dropPoint(in: window)))]
        }
    }

    /// A file URL for a path's bytes: a path that is not UTF-8 is percent-escaped byte for byte
    /// (its `absoluteString` keeps every byte; Foundation on Linux cannot make a `String` path
    /// of it).
    static func fileURL(fromPathBytes path: UnsafePointer<CChar>) -> URL {
        let bytes = UnsafeRawBufferPointer(start: path, count: strlen(path))
        if let text = String(validating: bytes, as: UTF8.self) { return URL(fileURLWithPath: text) }
        let allowed = Set(Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~/".utf8))
        let escaped = bytes.map { allowed.contains($0) ? String(UnicodeScalar($0)) : String(format: "%%%02X", $0) }.joined()
        return URL(string: "file://" + escaped) ?? URL(fileURLWithPath: String(decoding: bytes, as: UTF8.self))
    }

    /// Where the pointer is over a window, in its points (SDL 2 drop events carry no position).
    private func dropPoint(in window: Window) -> Point? {
        guard let native = natives[ObjectIdentifier(window)]?.window else { return nil }
        var x: Int32 = 0, y: Int32 = 0, left: Int32 = 0, top: Int32 = 0
        SDL_GetGlobalMouseState(&x, &y)
        SDL_GetWindowPosition(native, &left, &top)
        return Point(x: Double(x - left), y: Double(y - top))
    }
}

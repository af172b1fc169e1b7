internal import CSDL2
import Foundation
#if canImport(Glibc)
    import Glibc
#endif
import QuillFoundation
import QuillViews

/// SDL's video subsystem started on a thread of its own, so that what it waits for (the
/// display server's replies to its extension queries, the input method's compose table, a
/// session bus) overlaps the work an app does before its first window: parsing options,
/// loading fonts, building its views. `SDLBackend()` waits for it and uses it.
///
/// The main thread makes no SDL or Xlib call until it has waited (`finish`), so the two
/// threads never use SDL at the same time: the thread's writes happen before the main
/// thread's reads. Only SDL 2's X11 driver (and its dummy one) is started this way
/// (`startsInBackground`): it keeps no state tied to the thread that started it; its display
/// connection, input method and session-bus connection are used from the main thread
/// afterwards, which pumps the events as before. The window checks of `make test` run this
/// path under Xvfb. Other drivers (Wayland's) start on the main thread, when the backend is
/// made, as before.
///
/// Opening the input method, SDL sets the process's C locale to the user's and back
/// (`setlocale`): meanwhile the main thread keeps its own copy of the locale it had
/// (`uselocale`), so what it formats and parses while it builds views does not change under
/// it.
final class SDLVideoStartup: @unchecked Sendable {
    /// The start under way or ended, if `begin` was called and `finish` has not taken it.
    @MainActor private static var pending: SDLVideoStartup?
    /// The start begun, for `waitAtExit`: set once on the main thread before its thread
    /// starts, read when the process exits.
    nonisolated(unsafe) private static var begun: SDLVideoStartup?

    /// Left when the thread has finished (waited for any number of times).
    private let done = DispatchGroup()
    /// The key the start's thread marks itself with (in its thread dictionary), so that an
    /// exit made on it (Xlib's fatal I/O error handler) does not wait for itself.
    private static let threadMark = "QuillSDLVideoStart"
    /// The main thread's copy of the C locale while the start runs (see above).
    private var mainThreadLocale: locale_t?
    /// SDL's error message when `SDL_Init` failed; written by the thread before `done` is left.
    private var failure: String?

    private init() {}

    /// Whether a start was begun and no backend has waited for it yet.
    @MainActor static var isPending: Bool { pending != nil }

    /// Whether SDL's start may run on a thread of its own with this environment: its driver
    /// will be X11's (a display is named, and `SDL_VIDEODRIVER` asks for no other) or the
    /// dummy one.
    static func startsInBackground(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        let driver = environment["SDL_VIDEODRIVER"]?.lowercased() ?? ""
        if driver == "dummy" { return true }
        return (driver.isEmpty || driver == "x11") && !(environment["DISPLAY"] ?? "").isEmpty
    }

    /// Loads SDL (`SDLLibrary`) here, then starts its video, timer and event subsystems on a
    /// new thread with the hints Quill's backend needs; does nothing if a start is under way,
    /// SDL's video has started, or the driver is not one started this way
    /// (`startsInBackground`).
    ///
    /// The load stays on the calling thread: it holds the dynamic loader's lock for its whole
    /// length (3–5 ms), which making a thread waits for; and loaded beside the app's own work
    /// on two cores, under Xvfb, it slowed both (the first frame came 3–5 ms later than with
    /// SDL linked; loaded here, it comes as early).
    @MainActor static func begin(environment: LaunchEnvironment) {
        // A load that failed begins nothing: `finish` starts here, loads again and reports the
        // same failure. Never beside SDL in use: a start under way, or video already started,
        // is kept.
        guard pending == nil, startsInBackground(), SDLLibrary.load() == nil, SDL_WasInit(SDL_INIT_VIDEO) == 0 else { return }
        let startup = SDLVideoStartup()
        pending = startup
        begun = startup
        if let copy = duplocale(Self.globalLocale) {
            startup.mainThreadLocale = copy
            uselocale(copy)
        }
        // An app can end while SDL is still starting (`--help`, a wrong option, a missing
        // font): the libraries' teardown at exit then ran under the thread, which crashed
        // (one `--help` in 15 under Xvfb). Exit waits for the start to end first, for at most
        // `exitWait` (a display server that never answers must not hold an exit for ever).
        // The handler runs before the teardown of the libraries loaded before it is registered.
        atexit { SDLVideoStartup.waitAtExit() }
        let usesRenderer = environment.usesAcceleratedRenderer
        startup.done.enter()
        let thread = Thread {
            Thread.current.threadDictionary[SDLVideoStartup.threadMark] = true
            if let failure = SDLVideoStartup.start(usesRenderer: usesRenderer) { startup.failure = failure }
            startup.done.leave()
        }
        thread.name = "Quill SDL start"
        thread.start()
    }

    /// The longest an exit waits for a start still under way.
    static let exitWait = DispatchTimeInterval.seconds(2)

    /// The process's global C locale (`LC_GLOBAL_LOCALE`, a macro Swift does not import).
    private static var globalLocale: locale_t { locale_t(bitPattern: -1)! }

    /// Waits, as the process exits, for a start still under way (not on the start's own
    /// thread, which Xlib's fatal I/O error handler may end the process from).
    private static func waitAtExit() {
        guard let startup = begun else { return }
        if Thread.current.threadDictionary[threadMark] != nil { return }
        _ = startup.done.wait(timeout: .now() + exitWait)
    }

    /// Waits for the start `begin` made, or starts SDL here if none was begun.
    /// - Returns: SDL's error message when it could not be loaded or start, nil when it did.
    @MainActor static func finish(environment: LaunchEnvironment) -> String? {
        guard let startup = pending else { return start(usesRenderer: environment.usesAcceleratedRenderer) }
        pending = nil
        startup.done.wait()
        if let copy = startup.mainThreadLocale {
            uselocale(globalLocale)
            freelocale(copy)
            startup.mainThreadLocale = nil
        }
        return startup.failure
    }

    /// Loads SDL (`SDLLibrary`, if `begin` did not), sets the hints and starts the
    /// subsystems; the error message when SDL could not be loaded or could not start.
    private static func start(usesRenderer: Bool) -> String? {
        if let failure = SDLLibrary.load() { return failure }
        SDL_SetHint(SDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR, "0")
        // Quill draws every pixel itself, so a frame is presented by copying its damaged
        // rectangles into the window's own framebuffer (X11 shared memory), which needs no
        // OpenGL: starting Mesa's software OpenGL took 90 ms of a 170 ms start under Xvfb, and
        // the renderer copied the whole frame twice per present. QUILL_RENDERER=accelerated
        // presents through SDL's first renderer (a GPU texture) instead; SDL's own
        // environment variables still win.
        if !usesRenderer { SDL_SetHintWithPriority(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0", SDL_HINT_DEFAULT) }
        guard SDL_Init(SDL_INIT_VIDEO | SDL_INIT_TIMER | SDL_INIT_EVENTS) == 0 else { return String(cString: SDL_GetError()) }
        return nil
    }
}

import Foundation
import QuillFoundation

/// The one place library code reads `QUILL_*` environment variables: what an application's
/// context and run loop start from at launch. Libraries read these values, never the
/// environment; a test builds its own.
///
/// | Variable | Effect |
/// | --- | --- |
/// | `QUILL_LAYOUT_DIRECTION` | `rtl` or `ltr`: the direction interfaces read in |
/// | `QUILL_SYSTEM_FONTS` | `0` keeps a window to Quill's bundled fonts (no fallback to installed ones); `1` lets headless renders (`--headless`, `quill render`, `layout`, `preview`) fall back to installed ones too |
/// | `QUILL_RENDERER` | `accelerated` presents through SDL's renderer instead of the window surface |
/// | `QUILL_PRESENT` | `sdl` presents through SDL's window surface, sending every changed pixel and waiting for the X server, instead of Quill's X11 presenter (moves on the server, no wait) |
/// | `QUILL_RENDER_THREADS` | how many threads draw large redraws (default: the processors the process may use; `1`: the main thread alone) |
/// | `QUILL_SAVE_LAST_FRAME` | a PNG path: when the application quits (Quit, Ctrl+Q; not when its last window is closed), its first window's last frame is written there (to compare with what the screen shows) |
/// | `QUILL_EXIT_AFTER_FIRST_FRAME` | `1` ends the run loop after the first frame is presented (start-up benchmarks) |
/// | `QUILL_LAUNCH_MARKS` | `1` writes the moment each phase of the start ends to standard error (`LaunchTimeline`) |
/// | `QUILL_ACCESSIBILITY` | `0` (or `NO_AT_BRIDGE=1`) starts no AT-SPI bridge |
/// | `QUILL_ACCESSIBILITY_DEBUG` | `1` logs the bridge's traffic |
/// | `QUILL_FILE_CHOOSER` | `quill` shows Quill's own open and save panel instead of the desktop's file chooser portal |
///
/// Tool and SDK locations (`QUILL_ASSETS`, `QUILL_SDK`, `QUILL_WIDGET_PATH`) are paths, read
/// where the files are looked for; so is `QUILL_SDL_LIBRARY`, the SDL 2 library a window
/// opens (default `libSDL2-2.0.so.0`), read by CSDL2Loader when it loads SDL, and
/// `QUILL_SYSTEMD_LIBRARY`, the sd-bus library the first bus connection opens (default
/// `libsystemd.so.0`), read by CSystemdBusLoader.
public struct LaunchEnvironment: Sendable, Equatable {
    /// The layout direction asked for, or `nil` for the default (left to right).
    public var layoutDirection: UserInterfaceLayoutDirection?
    /// Whether windows fall back to installed fonts for characters the bundled ones lack.
    public var usesSystemFonts: Bool
    /// Whether `QUILL_SYSTEM_FONTS=1` asks headless renders (which keep to the bundled fonts by
    /// default, to be the same everywhere) to fall back to installed fonts too.
    public var asksForSystemFonts: Bool
    /// Whether to present through SDL's (accelerated) renderer.
    public var usesAcceleratedRenderer: Bool
    /// Whether the run loop ends after presenting its first frame.
    public var exitsAfterFirstFrame: Bool
    /// Whether `LaunchTimeline` writes the moments the phases of the start end.
    public var writesLaunchMarks: Bool
    /// Whether windows on X11 present through Quill's own shared-memory image, moving scrolled
    /// pixels on the X server, rather than through SDL's window surface.
    public var presentsThroughX11: Bool
    /// How many threads draw large redraws, when `QUILL_RENDER_THREADS` says (a whole number
    /// from 1); `nil` leaves the context's default.
    public var renderingThreadCount: Int?
    /// Where to write the first window's last frame when the application quits (`quit()`), if
    /// anywhere.
    public var lastFrameOutputPath: String?
    /// Whether the AT-SPI accessibility bridge may start.
    public var startsAccessibilityBridge: Bool
    /// Whether the accessibility bridge logs its traffic.
    public var logsAccessibilityTraffic: Bool
    /// Whether document pickers ask the desktop's file chooser (the freedesktop portal) first;
    /// `QUILL_FILE_CHOOSER=quill` keeps to Quill's own panel.
    public var usesSystemFileChooser: Bool

    /// Reads the variables from an environment (default: the process's).
    public init(_ environment: [String: String] = ProcessInfo.processInfo.environment) {
        layoutDirection = environment["QUILL_LAYOUT_DIRECTION"].flatMap(UserInterfaceLayoutDirection.init(setting:))
        usesSystemFonts = environment["QUILL_SYSTEM_FONTS"] != "0"
        asksForSystemFonts = environment["QUILL_SYSTEM_FONTS"] == "1"
        usesAcceleratedRenderer = environment["QUILL_RENDERER"] == "accelerated"
        exitsAfterFirstFrame = environment["QUILL_EXIT_AFTER_FIRST_FRAME"] == "1"
        writesLaunchMarks = environment["QUILL_LAUNCH_MARKS"] == "1"
        presentsThroughX11 = environment["QUILL_PRESENT"]?.lowercased() != "sdl"
        renderingThreadCount = environment["QUILL_RENDER_THREADS"].flatMap { Int($0) }.flatMap { $0 >= 1 ? $0 : nil }
        lastFrameOutputPath = environment["QUILL_SAVE_LAST_FRAME"].flatMap { $0.isEmpty ? nil : $0 }
        startsAccessibilityBridge = !(environment["NO_AT_BRIDGE"] == "1" || environment["QUILL_ACCESSIBILITY"] == "0")
        logsAccessibilityTraffic = environment["QUILL_ACCESSIBILITY_DEBUG"] == "1"
        usesSystemFileChooser = !["quill", "builtin", "0"].contains(environment["QUILL_FILE_CHOOSER"]?.lowercased() ?? "")
    }
}

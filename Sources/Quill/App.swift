import ArgumentParser
import Foundation
import QuillFoundation
import QuillGraphics
import QuillATSPI
import QuillPortal
import QuillSDL
import QuillTemplates
import QuillViews

/// The entry point of a Quill app: parses the standard options, builds the window's content,
/// then either runs an SDL window or, headless, renders the first frame to a PNG file.
///
///     @main struct Hello {
///         static func main() {
///             App.run(title: "Hello", size: Size(width: 400, height: 300)) { window in
///                 window.addSubview(Label(text: "Hello, Linux"))
///             }
///         }
///     }
@MainActor
public enum App {
    /// What `content` returned, held for the life of the process.
    private static var keptAlive: [Any] = []

    /// Runs an app with one window; never returns.
    /// - Parameters:
    ///   - title: The window title, also the default name of a headless render.
    ///   - size: The default content size in points (`--size` overrides it).
    ///   - arguments: The command-line arguments without the program name.
    ///   - content: Builds the window's views and returns what must stay alive while the app
    ///     runs (typically the object that handles the actions), or `()`.
    ///   - fileID: The caller's file (left to its default): its module is where templates find
    ///     the app's classes by name.
    public static func run(
        title: String, size: Size, arguments: [String] = Array(CommandLine.arguments.dropFirst()),
        fileID: String = #fileID, content: (Window) -> Any
    ) -> Never {
        let options: LaunchOptions
        do {
            options = try LaunchOptions.parse(arguments)
        } catch {
            LaunchOptions.exit(withError: error)
        }
        // After the options: `--help` or a wrong option ends the app without the display.
        if !options.headless { beginConnectingToDisplay() }
        LaunchTimeline.mark("launch-options-parsed")
        // Without its fonts an app would show blank text: refuse to start instead.
        do { try FontLibrary.shared.checkBundledFonts() } catch { fail(error) }
        LaunchTimeline.mark("fonts-loaded")
        if let direction = options.parsedLayoutDirection { Application.shared.userInterfaceLayoutDirection = direction }
        // Templates may hold view controllers, bars and items before any controller exists.
        ControllerClasses.registerIfNeeded(in: .shared)
        let window = Window(size: (try? options.parsedSize()) ?? size, scale: options.scale ?? 1, title: title)
        LaunchTimeline.mark("window-made")
        // Templates find the app's classes by name in the caller's module (before `content`
        // loads any) and in the module of what `content` returned (its controller).
        let registry = Application.shared.context.templateRegistry
        if let module = fileID.split(separator: "/").first.map(String.init), !module.isEmpty { registry.addSearchModule(module) }
        let kept = content(window)
        LaunchTimeline.mark("content-built")
        keptAlive.append(kept)
        if let module = TemplateRegistry.moduleName(of: type(of: kept)) { registry.addSearchModule(module) }
        if options.headless || !hasDisplay {
            // Headless renders keep to the bundled fonts unless QUILL_SYSTEM_FONTS=1 asks.
            if Application.shared.launchEnvironment.asksForSystemFonts { Application.shared.context.fonts.usesSystemFonts = true }
            let path = options.out ?? defaultOutputPath(for: title)
            do {
                try renderHeadless(window, to: path)
                print(hasDisplay || options.headless
                    ? "Rendered \(title) to \(path)"
                    : "No display found (DISPLAY and WAYLAND_DISPLAY are unset): rendered \(title) headless to \(path)")
                exit(0)
            } catch {
                fail(error)
            }
        }
        runWindow(window, title: title)
    }

    /// Shows the window through SDL and runs the application until it quits.
    private static func runWindow(_ window: Window, title: String) -> Never {
        do {
            // A window shows dates in the user's language and time zone (headless renders keep
            // the context's fixed ones, to be the same everywhere).
            Application.shared.context.locale = .current
            Application.shared.context.timeZone = .current
            // The first frame is laid out and drawn while SDL connects to the display on its
            // thread (the window is shown before there is a backend, which attaches it later);
            // attached at the same size and scale, it is presented as drawn.
            try Application.shared.show(window)
            // On one thread while SDL's start runs on another: on two cores beside a display
            // server, drawing it on both came 1.6 ms later (48.2 against 46.6 ms, alternating).
            let context = Application.shared.context, threads = context.renderingThreadCount
            if SDLBackend.isStarting { context.renderingThreadCount = 1 }
            window.renderFrame()
            context.renderingThreadCount = threads
            LaunchTimeline.mark("first-frame-drawn")
            let backend = try SDLBackend()
            LaunchTimeline.mark("display-connected")
            // Screen readers and UI automation see the window through AT-SPI when the desktop
            // has an accessibility bus (off silently otherwise).
            AccessibilityBridge.start(applicationName: title, toolkitVersion: "\(ToolkitVersion.current)")
            // Open and save panels are the desktop's own where a file chooser portal runs.
            FileChooserPortal.install()
            LaunchTimeline.mark("services-started")
            try Application.shared.run(with: backend)
            exit(0)
        } catch {
            fail(error)
        }
    }

    /// Starts connecting to the display on a thread of its own when the environment names one,
    /// so that the connection (20 ms and more under X11) overlaps what the app does before
    /// `run` opens its window; `run` calls it once its options say a window will open. For an
    /// app that loads its data before calling `run`: call it once the app's own options are
    /// parsed and say a window will open (`--help` should not wait for a display). Should the
    /// app end while the connection is being made, the exit waits for it. Calling it again
    /// does nothing.
    public static func beginConnectingToDisplay() {
        if hasDisplay { SDLBackend.beginStarting() }
    }

    /// Whether the environment names a display (X11's or Wayland's).
    private static var hasDisplay: Bool {
        !(ProcessInfo.processInfo.environment["DISPLAY"] ?? "").isEmpty
            || !(ProcessInfo.processInfo.environment["WAYLAND_DISPLAY"] ?? "").isEmpty
    }

    /// Renders the window's first frame and writes it as a PNG.
    /// - Throws: `QuillError` when some text could not be drawn (a font is missing), after
    ///   writing the file, so a picture with holes never passes for a good one.
    public static func renderHeadless(_ window: Window, to path: String) throws {
        let fonts = window.windowContext.fonts
        let before = fonts.problems.count
        window.renderFrame()
        try PNGCodec.write(window.framebuffer, to: path)
        let problems = fonts.problems.dropFirst(before)
        if !problems.isEmpty {
            throw QuillError(
                "\(path) was written without some of its text: \(problems.joined(separator: "; "))",
                hint: "make Quill's fonts available (see the message above), then render again")
        }
    }

    /// Where a headless render goes when `--out` is not given: `out/<title>.png`.
    public static func defaultOutputPath(for title: String) -> String {
        let slug = title.lowercased().map { $0.isLetter || $0.isNumber ? $0 : "-" }
        return "out/\(String(slug)).png"
    }

    private static func fail(_ error: Error) -> Never {
        FileHandle.standardError.write(Data("\(RuntimeLog.programName): \(error)\n".utf8))
        exit(1)
    }
}

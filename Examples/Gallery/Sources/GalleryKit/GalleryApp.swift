import Foundation
import Quill

/// The gallery program: a window with every page (`make run`), or, with no display or with
/// `--headless`, every page rendered to a PNG file.
@MainActor
public enum GalleryApp {
    /// Runs the gallery; never returns.
    public static func main(arguments: [String] = Array(CommandLine.arguments.dropFirst())) -> Never {
        LaunchTimeline.mark("main")
        let options: GalleryOptions
        do {
            options = try GalleryOptions.parse(arguments)
        } catch {
            GalleryOptions.exit(withError: error)
        }
        LaunchTimeline.mark("options-parsed")
        // The display connects while the window's pages are built.
        if !options.headless { App.beginConnectingToDisplay() }
        let size = (try? options.parsedSize()) ?? Size(width: 1180, height: 760)
        if let direction = UserInterfaceLayoutDirection(setting: options.layoutDirection) { Application.shared.userInterfaceLayoutDirection = direction }
        let hasDisplay = !(ProcessInfo.processInfo.environment["DISPLAY"] ?? "").isEmpty
            || !(ProcessInfo.processInfo.environment["WAYLAND_DISPLAY"] ?? "").isEmpty
        if options.headless || !hasDisplay {
            do {
                let files = try renderPages(size: size, scale: options.scale, to: options.out)
                let lead = hasDisplay ? "Rendered" : "No display found (DISPLAY and WAYLAND_DISPLAY are unset): rendered"
                print("\(lead) \(files.count) gallery pages to \(options.out)/:")
                for file in files { print("  \(file)") }
                exit(0)
            } catch {
                FileHandle.standardError.write(Data("\(RuntimeLog.programName): \(error)\n".utf8))
                exit(1)
            }
        }
        App.run(title: "Quill Gallery", size: size, arguments: ["--size", options.size, "--scale", "\(options.scale)"]) { window in
            let gallery = GalleryViewController()
            window.rootViewController = gallery
            gallery.select(options.page - 1)
            gallery.sidebar.becomeFirstResponder()
            return gallery
        }
    }

    /// Renders every page, settled (animations run to their end on a manual clock), to
    /// `folder/NN-title.png`; returns the file names.
    /// - Throws: `QuillError` naming the pages that could not be built or lost text to a
    ///   missing font, after writing every file.
    public static func renderPages(size: Size, scale: Double, to folder: String) throws -> [String] {
        try FontLibrary.shared.checkBundledFonts()
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let window = Window(size: size, scale: scale, title: "Quill Gallery")
        let clock = ManualTimeSource(now: 0)
        window.scheduler = FrameScheduler(timeSource: clock)
        let gallery = GalleryViewController()
        window.rootViewController = gallery
        var files: [String] = []
        var failedPages: [String] = []
        for (index, demo) in gallery.demos.enumerated() {
            gallery.select(index)
            for _ in 0..<240 where window.scheduler.isAnimating {
                clock.advance(by: 1.0 / 60.0)
                window.scheduler.update()
                window.renderFrame()
            }
            let name = demo.slug(index: index) + ".png"
            // A page that could not be built has logged its error already (`pageError`).
            var failed = gallery.pageError != nil
            do {
                try App.renderHeadless(window, to: (folder as NSString).appendingPathComponent(name))
            } catch {
                RuntimeLog.error("gallery page '\(demo.title)': \(error)")
                failed = true
            }
            if failed { failedPages.append(demo.title) }
            files.append(name)
        }
        if let error = incompleteRenderError(failedPages: failedPages) { throw error }
        return files
    }

    /// The error that ends a headless render some pages failed: one line naming them (each
    /// page's own error was logged on a line of its own as it failed), or `nil` when none did.
    static func incompleteRenderError(failedPages: [String]) -> QuillError? {
        guard !failedPages.isEmpty else { return nil }
        return QuillError(
            "\(failedPages.count) gallery page(s) did not render fully: " + failedPages.map { "'\($0)'" }.joined(separator: ", "),
            hint: "each page's error is printed above; the widget bundles pages load are built by `make run` (`quill build Widgets/*/`) and found through QUILL_WIDGET_PATH")
    }
}

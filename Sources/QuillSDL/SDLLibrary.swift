internal import CSDL2Loader

/// SDL 2, opened with `dlopen` when a window is about to open rather than linked into every
/// Quill program (CSDL2Loader defines the SDL functions Quill calls, each forwarding to SDL's
/// own). Loading SDL and the forty-odd libraries it brings took 3.5–5 ms of every start, of
/// `--help`, headless renders and the `quill` tool too; now only a program that opens a window
/// loads it, once its options are parsed (`SDLVideoStartup.begin`).
/// A missing or too old SDL is reported when the window would open, with what to install,
/// instead of the dynamic loader refusing to start the program at all.
enum SDLLibrary {
    /// Loads SDL 2 if it is not loaded yet, waiting for a load another thread began.
    /// - Returns: Why SDL could not be loaded (the file, the loader's reason and what to
    ///   install), or nil when it is ready.
    static func load() -> String? {
        var message = [CChar](repeating: 0, count: 1024)
        if quill_sdl_load(&message, message.count) != 0 { return nil }
        return String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Whether SDL 2 is loaded.
    static var isLoaded: Bool { quill_sdl_is_loaded() != 0 }
}

import ArgumentParser
import Quill

/// The gallery's command line: `gallery [--headless] [--out DIR] [--page N] [--size WxH] [--scale S]
/// [--layout-direction ltr|rtl]`.
public struct GalleryOptions: ParsableArguments {
    /// Render every page to PNG files instead of opening a window (also when there is no display).
    @Flag(help: "Render every page to PNG files in --out instead of opening a window.")
    public var headless = false

    /// Where headless renders go.
    @Option(help: "The folder headless renders are written to.")
    public var out = "out/gallery"

    /// The page to open (1-based).
    @Option(help: "The page to show first (1-based).")
    public var page = 1

    /// The window's size.
    @Option(help: "The window's content size in points, as WxH.")
    public var size = "1180x760"

    /// Pixels per point.
    @Option(help: "Pixels per point (2 for HiDPI).")
    public var scale = 1.0

    /// The interface's direction: `rtl` mirrors the whole gallery.
    @Option(help: "The interface's layout direction: ltr or rtl.")
    public var layoutDirection = "ltr"

    public init() {}

    /// The parsed size.
    public func parsedSize() throws -> Size {
        let parts = size.lowercased().split(separator: "x").compactMap { Double($0) }
        guard parts.count == 2, parts[0] >= 320, parts[1] >= 240, parts[0] <= 8192, parts[1] <= 8192 else {
            throw ValidationError("--size must be WxH between 320x240 and 8192x8192 (got '\(size)')")
        }
        return Size(width: parts[0], height: parts[1])
    }

    public mutating func validate() throws {
        _ = try parsedSize()
        if !(scale >= 1 && scale <= 4) { throw ValidationError("--scale must be between 1 and 4 (got \(scale))") }
        if page < 1 { throw ValidationError("--page counts from 1") }
        if UserInterfaceLayoutDirection(setting: layoutDirection) == nil {
            throw ValidationError("--layout-direction must be ltr or rtl (got '\(layoutDirection)')")
        }
    }
}

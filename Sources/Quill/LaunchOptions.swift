import ArgumentParser
import QuillFoundation

/// The command-line options every Quill app accepts:
/// `--headless --out FILE.png [--size WxH] [--scale S]` renders the first frame to a file and
/// exits instead of opening a window; `--layout-direction rtl` lays the interface out right to
/// left.
public struct LaunchOptions: ParsableArguments {
    /// Render without a display and exit.
    @Flag(help: "Render the first frame without opening a window, write it to --out and exit.")
    public var headless = false

    /// Where a headless render goes.
    @Option(help: "The PNG file a headless render is written to.")
    public var out: String?

    /// The content size, `WxH` in points.
    @Option(help: "The window's content size in points, as WxH (e.g. 800x600).")
    public var size: String?

    /// Device pixels per point.
    @Option(help: "Pixels per point (2 for HiDPI).")
    public var scale: Double?

    /// The interface's direction, `ltr` or `rtl` (default: `QUILL_LAYOUT_DIRECTION`, else ltr).
    @Option(help: "The interface's layout direction: ltr or rtl (mirrors leading and trailing).")
    public var layoutDirection: String?

    /// Creates options with every flag at its default (windowed, no size, scale or direction
    /// given); `ParsableArguments` needs it, apps normally call `parse()` instead.
    public init() {}

    /// The parsed `--layout-direction`, or `nil` when absent.
    public var parsedLayoutDirection: UserInterfaceLayoutDirection? {
        layoutDirection.flatMap(UserInterfaceLayoutDirection.init(setting:))
    }

    /// The parsed `--size`, or `nil` when absent.
    /// - Throws: a validation error naming the bad value.
    public func parsedSize() throws -> Size? {
        guard let size else { return nil }
        let parts = size.lowercased().split(separator: "x")
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]), w >= 1, h >= 1, w <= 16384, h <= 16384 else {
            throw ValidationError("--size must be WxH with whole points between 1 and 16384, e.g. 800x600 (got '\(size)')")
        }
        return Size(width: w, height: h)
    }

    /// Checks the options once parsed: `--size` as in `parsedSize()`, `--layout-direction` is
    /// `ltr` or `rtl`, `--scale` is between 1 and 4.
    /// - Throws: `ValidationError` naming the first bad value.
    public mutating func validate() throws {
        _ = try parsedSize()
        if let layoutDirection, UserInterfaceLayoutDirection(setting: layoutDirection) == nil {
            throw ValidationError("--layout-direction must be ltr or rtl (got '\(layoutDirection)')")
        }
        if let scale, !(scale >= 1 && scale <= 4) {
            throw ValidationError("--scale must be between 1 and 4 (got \(scale))")
        }
    }
}

import ArgumentParser
import Quill

/// `--size WxH` or `--width-factor F`: the size `quill render` and `quill layout` use instead
/// of the view's stored size.
struct ViewSizeOptions: ParsableArguments {
    @Option(help: "Use WxH points instead of the view's stored size.")
    var size: String?

    @Option(name: .customLong("width-factor"), help: "Use the view's stored width times this factor (e.g. 0.75 or 1.5), its stored height.")
    var widthFactor: Double?

    func validate() throws {
        if size != nil, widthFactor != nil { throw ValidationError("choose one of --size and --width-factor") }
        if let widthFactor, !(widthFactor > 0 && widthFactor <= 16) { throw ValidationError("--width-factor must be between 0 and 16") }
        _ = try parsedSize()
    }

    /// The `--size` given, checked.
    func parsedSize() throws -> Size? {
        guard let size else { return nil }
        let parts = size.lowercased().split(separator: "x").compactMap { Double($0) }
        guard parts.count == 2, parts[0] >= 1, parts[1] >= 1, parts[0] <= 8192, parts[1] <= 8192 else {
            throw ValidationError("--size must be WxH in points, e.g. 320x44 (got '\(size)')")
        }
        return Size(width: parts[0], height: parts[1])
    }

    /// The size asked for, for a view stored at `stored`; `nil` keeps the stored size.
    func size(for stored: Size) throws -> Size? {
        if let widthFactor { return Size(width: (stored.width * widthFactor).rounded(), height: stored.height) }
        return try parsedSize()
    }
}

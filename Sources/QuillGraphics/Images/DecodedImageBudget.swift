import Foundation
import QuillFoundation

/// The pixels of every image decoded from a file or data and still alive, against a
/// process-wide budget, so that files nobody checked (a template's images, a bundle's) cannot
/// exhaust memory however many there are. `PNGCodec` reserves before it allocates; an `Image`
/// gives its pixels back when it is freed.
public final class DecodedImageBudget: @unchecked Sendable {
    /// The budget every decoder in the process shares.
    public static let shared = DecodedImageBudget(limit: 256 << 20)

    /// The most decoded pixels alive at once (256 Mi pixels: 1 GiB).
    public let limit: Int
    private var used = 0
    private let lock = NSLock()

    /// A budget of `limit` pixels.
    public init(limit: Int) { self.limit = limit }

    /// Pixels currently held.
    public var pixelsInUse: Int {
        lock.lock()
        defer { lock.unlock() }
        return used
    }

    /// Takes `pixels` from the budget, or throws naming `label` when they do not fit.
    func reserve(_ pixels: Int, for label: String) throws {
        lock.lock()
        defer { lock.unlock() }
        guard pixels <= limit - used else {
            throw QuillError(
                "\(label) would take decoded images past \(limit >> 20) Mi pixels (\(limit >> 18) MiB) held at once; \(used >> 20) Mi are in use",
                hint: "use fewer or smaller images (see docs/Limits.md)")
        }
        used += pixels
    }

    /// Gives pixels back.
    func release(_ pixels: Int) {
        lock.lock()
        used = Swift.max(0, used - pixels)
        lock.unlock()
    }
}

import QuillFoundation
import QuillTemplateFormats
import Foundation
import QuillGraphics
import Synchronization

/// Images resolved by folder, name and scale, so instantiating a template many times does not
/// search the file system each time. Safe from any thread.
final class ImageLookupCache: Sendable {
    static let shared = ImageLookupCache()

    private struct Key: Hashable {
        var folders: [String]
        var name: String
        var scale: Double
    }

    private let entries = Mutex<[Key: Image]>([:])
    private let removals = Atomic<Int>(0)

    /// Changes each time the cache is emptied: what was found before may be stale.
    var generation: Int { removals.load(ordering: .acquiring) }

    func image(folders: [String], name: String, scale: Double) -> Image? {
        entries.withLock { $0[Key(folders: folders, name: name, scale: scale)] }
    }

    func store(_ image: Image, folders: [String], name: String, scale: Double) {
        entries.withLock { $0[Key(folders: folders, name: name, scale: scale)] = image }
    }

    /// Forgets every image, so the next lookups read the files again.
    func removeAll() {
        entries.withLock { $0.removeAll() }
        removals.add(1, ordering: .releasing)
    }
}

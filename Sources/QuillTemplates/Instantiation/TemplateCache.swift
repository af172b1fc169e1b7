import QuillFoundation
import QuillTemplateFormats
import Foundation
import Synchronization

/// Parsed templates by path, re-read when a file's modification date changes. Safe from any
/// thread.
final class TemplateCache: Sendable {
    static let shared = TemplateCache()

    private struct Entry {
        var modified: Date?
        var template: Template
    }

    private struct Key: Hashable {
        var path: String
        var root: String?
    }

    private let entries = Mutex<[Key: Entry]>([:])

    /// The template at `path`, read (again) when its file changed; with `root`, a file read must
    /// lie inside that folder (`Template(contentsOfFile:confinedTo:)`), and it is cached apart
    /// from unconfined reads of the same path.
    func template(at path: String, confinedTo root: String?) throws(TemplateError) -> Template {
        let standardized = (path as NSString).standardizingPath
        let key = Key(path: standardized, root: root)
        let modified = (try? FileManager.default.attributesOfItem(atPath: standardized))?[.modificationDate] as? Date
        if let hit = entries.withLock({ $0[key] }), hit.modified == modified { return hit.template }
        let template = try Template(contentsOfFile: path, confinedTo: root)
        entries.withLock { $0[key] = Entry(modified: modified, template: template) }
        return template
    }

    /// Forgets every cached template.
    func removeAll() { entries.withLock { $0.removeAll() } }
}

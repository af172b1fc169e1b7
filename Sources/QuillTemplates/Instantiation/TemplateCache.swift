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

    private let entries = Mutex<[String: Entry]>([:])

    func template(at path: String) throws(TemplateError) -> Template {
        let key = (path as NSString).standardizingPath
        let modified = (try? FileManager.default.attributesOfItem(atPath: key))?[.modificationDate] as? Date
        if let hit = entries.withLock({ $0[key] }), hit.modified == modified { return hit.template }
        let template = try Template(contentsOfFile: path)
        entries.withLock { $0[key] = Entry(modified: modified, template: template) }
        return template
    }

    /// Forgets every cached template.
    func removeAll() { entries.withLock { $0.removeAll() } }
}

import Foundation
import QuillViews

/// One line of a document picker's folder listing.
struct DocumentPickerEntry: Hashable {
    let url: URL
    let name: String
    let isFolder: Bool

    /// A folder's entries: folders first, then files of the types asked for, each by name
    /// (case-insensitively); hidden ones (a leading dot) only when asked. At most `limit`.
    static func list(_ folder: URL, types: [ContentType], showsHidden: Bool, limit: Int = 100_000) throws -> [DocumentPickerEntry] {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        var entries: [DocumentPickerEntry] = []
        for name in names.prefix(limit) where showsHidden || !name.hasPrefix(".") {
            let url = folder.appendingPathComponent(name)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue || types.isEmpty || types.contains(where: { $0.matches(fileNamed: name) }) {
                entries.append(DocumentPickerEntry(url: url, name: name, isFolder: isDirectory.boolValue))
            }
        }
        return entries.sorted { a, b in
            a.isFolder != b.isFolder ? a.isFolder : a.name.localizedCaseInsensitiveCompare(b.name) == .orderedAscending
        }
    }
}

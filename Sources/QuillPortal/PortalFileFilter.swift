import Foundation
import QuillViews

/// One entry of a file chooser portal's `filters` option: a name shown in the chooser's type
/// menu and the patterns it matches, glob patterns (`*.png`, kind 0) and MIME types
/// (`image/png`, kind 1).
struct PortalFileFilter {
    /// What the chooser's type menu shows ("PNG image").
    var name: String
    /// The patterns, each with its kind: 0 a glob, 1 a MIME type.
    var patterns: [(kind: UInt32, pattern: String)]

    /// The filter for one content type: its MIME type (without parameters such as the charset)
    /// and a glob per file name extension.
    init(_ type: ContentType) {
        let mime = String(type.rawValue.prefix { $0 != ";" }).trimmingCharacters(in: .whitespaces)
        let extensions = type.filenameExtensions
        name = type.localizedDescription
        patterns = [(1, mime)] + extensions.map { (0, "*.\($0)") }
    }

    /// A filter with a name and patterns.
    init(name: String, patterns: [(kind: UInt32, pattern: String)]) {
        self.name = name
        self.patterns = patterns
    }

    /// The filters a request offers: with several types, one that matches them all comes first
    /// (the one the chooser starts with), then one per type; none when every file is asked for.
    static func filters(for request: FileChooserRequest) -> [PortalFileFilter] {
        guard request.filtersByType else { return [] }
        let single = request.contentTypes.filter { $0 != .data }.map(PortalFileFilter.init)
        guard single.count > 1 else { return single }
        return [PortalFileFilter(name: "All supported files", patterns: single.flatMap(\.patterns))] + single
    }
}

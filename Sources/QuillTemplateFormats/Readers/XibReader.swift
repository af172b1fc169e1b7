import Foundation
import QuillFoundation

/// Reads Apple .xib files: the XIB 3.0 `document` format and the legacy `archive` format,
/// told apart by their root element.
package enum XibReader {
    package static func read(_ data: Data, path: String) throws(TemplateError) -> TemplateDocument {
        let root = try XMLTreeBuilder.parse(data, path: path)
        switch root.name {
        case "document":
            return try ModernXibReader.read(root, path: path)
        case "archive":
            return try LegacyXibReader.read(root, path: path)
        default:
            throw TemplateError(
                "not a .xib file: the root element is <\(root.name)>, not <document> or <archive>", at: root.location,
                hint: "native templates end in .quill; .xib files come from Interface Builder")
        }
    }
}

import Foundation
import QuillFoundation
import Yams

/// Parses the YAML files Quill reads (native templates, bundle manifests, strings files) into
/// nodes that keep their line and column, with errors that say where and what.
package enum YAMLFile {
    /// The root node of `data`, or `nil` when the file is empty; `kind` names the file in
    /// messages ("the manifest").
    package static func compose(_ data: Data, path: String, kind: String) throws(TemplateError) -> Node? {
        try TemplateLimits.checkFileSize(data.count, path: path)
        guard let text = String(validating: data, as: UTF8.self) else {
            let (line, column) = XMLTreeBuilder.firstInvalidUTF8(data) ?? (1, 1)
            throw TemplateError("\(kind) is not UTF-8 text", at: SourceLocation(file: path, line: line, column: column), hint: "save it as UTF-8")
        }
        // Depth, alias expansion and syntax are checked on the event stream first, so composing
        // (which recurses per level) only ever sees files within the limits.
        try YAMLPreflight.check(Array(text.utf8), path: path, kind: kind)
        do {
            return try Yams.compose(yaml: text, .basic, .default, .utf8)
        } catch let yamlError as YamlError {
            throw NativeTemplateReader.syntaxError(yamlError, path: path)
        } catch {
            throw TemplateError("\(kind) is not valid YAML: \(error)", at: SourceLocation(file: path))
        }
    }
}

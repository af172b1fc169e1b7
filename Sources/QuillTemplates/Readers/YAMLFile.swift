import Foundation
import QuillFoundation
import Yams

/// Parses the YAML files Quill reads besides templates (bundle manifests, strings files) into
/// nodes that keep their line and column, with errors that say where and what.
enum YAMLFile {
    /// The root node of `data`, or `nil` when the file is empty; `kind` names the file in
    /// messages ("the manifest").
    static func compose(_ data: Data, path: String, kind: String) throws(TemplateError) -> Node? {
        guard let text = String(validating: data, as: UTF8.self) else {
            throw TemplateError("\(kind) is not UTF-8 text", at: SourceLocation(file: path), hint: "save it as UTF-8")
        }
        do {
            return try Yams.compose(yaml: text, .basic, .default, .utf8)
        } catch let yamlError as YamlError {
            throw NativeTemplateReader.syntaxError(yamlError, path: path)
        } catch {
            throw TemplateError("\(kind) is not valid YAML: \(error)", at: SourceLocation(file: path))
        }
    }
}

import QuillFoundation
import Foundation
import XCTest
@testable import QuillTemplateFormats
@testable import QuillTemplates
@testable import QuillWidgetBundles

/// Writes template text to a temporary folder and loads it.
enum TemplateFixture {
    static let folder: String = {
        let path = NSTemporaryDirectory() + "quill-template-tests-\(ProcessInfo.processInfo.processIdentifier)"
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }()

    /// Writes `text` as `name` in the fixture folder and returns its path.
    @discardableResult
    static func write(_ text: String, as name: String) -> String {
        let path = (folder as NSString).appendingPathComponent(name)
        try? FileManager.default.createDirectory(atPath: FilePaths.parent(of: path), withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
        return path
    }

    /// Parses template text named `name` (its extension picks the format).
    static func template(_ text: String, name: String = "Test.quill") throws -> Template {
        try Template(contentsOfFile: write(text, as: name))
    }

    /// The diagnostics of a failed load or instantiation, as text.
    @MainActor
    static func errors(_ text: String, name: String = "Broken.quill", registry: TemplateRegistry = TemplateRegistry(), owner: AnyObject? = nil, options: TemplateOptions = TemplateOptions()) -> String {
        do {
            let template = try Template(contentsOfFile: write(text, as: name))
            _ = try template.instantiate(owner: owner, options: options, registry: registry)
            return ""
        } catch {
            return "\(error)"
        }
    }
}

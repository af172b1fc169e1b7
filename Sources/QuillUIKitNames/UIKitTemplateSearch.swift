import Foundation
import Quill

/// Where UIKit's loading functions look for a template: the bundle itself and, for the main
/// bundle, the resource bundles SwiftPM places beside the program (`NAME_TARGET.resources`),
/// where a port's .xib files are once its target lists them as resources.
enum UIKitTemplateSearch {
    /// The template `name` in `bundle` or, for the main bundle, in a resource bundle beside it.
    /// - Throws: `TemplateError` naming the folders searched when none has it.
    @MainActor
    static func template(named name: String, in bundle: Bundle) throws -> Template {
        var folders = [bundle.templateBundle.path]
        if bundle == .main {
            let beside = bundle.bundlePath
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: beside)) ?? []
            folders += entries.filter { $0.hasSuffix(".resources") }.sorted().map { (beside as NSString).appendingPathComponent($0) }
        }
        for folder in folders {
            let candidate = TemplateBundle(path: folder)
            if try candidate.templatePath(named: name) != nil { return try Template.named(name, in: candidate) }
        }
        throw TemplateError(
            "no template named '\(name)' in \(folders.map { "'\($0)'" }.joined(separator: ", "))",
            at: SourceLocation(file: bundle.bundlePath),
            hint: "add \(name).xib to the target's resources (resources: [.process(\"Resources\")]) and load it from Bundle.module")
    }
}

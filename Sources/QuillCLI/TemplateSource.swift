import Foundation
import Quill

/// Where the commands get a template from: a template file, a widget bundle folder (its first
/// template), `BUNDLE/NAME` (the bundle's template NAME), or a template file inside a bundle.
/// Whenever a bundle is involved it is loaded first, so its code registers its classes and the
/// template's images resolve in the bundle.
enum TemplateSource {
    /// The template for `path`.
    @MainActor
    static func template(at path: String, scene: String? = nil) throws -> Template {
        if StoryboardFiles.isStoryboard(path) {
            let storyboard = try StoryboardFiles.storyboard(at: path)
            return StoryboardFiles.template(of: try StoryboardFiles.scene(scene, in: storyboard.document), in: storyboard.document)
        }
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
        if exists, isDirectory.boolValue {
            let bundle = try WidgetBundleLoader.shared.load(at: path)
            guard let first = bundle.templateNames.first else {
                throw QuillError("\(path): the widget bundle '\(bundle.name)' has no templates", hint: "add NAME.quill to it")
            }
            return try bundle.template(named: first)
        }
        let parent = FilePaths.parent(of: path)
        if !exists, LintCommand.isBundle(parent.isEmpty ? "." : parent) {
            let bundle = try WidgetBundleLoader.shared.load(at: parent.isEmpty ? "." : parent)
            return try bundle.template(named: ((path as NSString).lastPathComponent as NSString).deletingPathExtension)
        }
        let template = try Template(contentsOfFile: path)
        if let folder = enclosingBundle(of: path) {
            let bundle = try WidgetBundleLoader.shared.load(at: folder)
            return Template(document: template.document, bundle: bundle.resources)
        }
        return template
    }

    /// The bundle folder a file sits in (itself or up to two folders up), if any. Works on the
    /// absolute, standardized path: Foundation's path functions trap on a bare `"."` component
    /// (`./F.xib`), so relative spellings are never taken apart as strings.
    static func enclosingBundle(of path: String) -> String? {
        var folder = URL(fileURLWithPath: path).standardizedFileURL.deletingLastPathComponent()
        for _ in 0..<3 {
            if LintCommand.isBundle(folder.path) { return folder.path }
            let up = folder.deletingLastPathComponent()
            if up.path == folder.path { break }
            folder = up
        }
        return nil
    }
}

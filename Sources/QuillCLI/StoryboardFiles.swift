import Foundation
import Quill
import QuillTemplateFormats
import QuillAuthoring

/// How the commands work on a `.storyboard`: each scene is a template of its own (its view
/// controller and the objects beside it), chosen with `--scene`.
enum StoryboardFiles {
    /// Whether a path names a storyboard.
    static func isStoryboard(_ path: String) -> Bool { path.hasSuffix(".storyboard") || path.hasSuffix(".quillstoryboard") }

    /// The storyboard at a path, read and checked.
    @MainActor
    static func storyboard(at path: String, options: TemplateOptions = TemplateOptions()) throws(TemplateError) -> Storyboard {
        try Storyboard(contentsOfFile: path, options: options)
    }

    /// The scene `name` names (its scene id, controller id, storyboard identifier, or the name
    /// `quill dump` shows), or the initial scene (else the first) when `name` is `nil`.
    static func scene(_ name: String?, in document: StoryboardDocument) throws -> StoryboardScene {
        if let name {
            let found = document.scenes.first { $0.sceneID == name || $0.controllerID == name || $0.storyboardIdentifier == name }
                ?? document.scenes.first { $0.displayName == name }
            guard let found else {
                throw QuillError(
                    "\(document.path): no scene is named '\(name)'",
                    hint: "scenes: " + document.scenes.map { "\($0.sceneID) (\($0.displayName))" }.joined(separator: ", "))
            }
            return found
        }
        guard let scene = document.initialScene ?? document.scenes.first(where: { $0.controllerID != nil }) else {
            throw QuillError("\(document.path): the storyboard has no scene with a view controller")
        }
        return scene
    }

    /// A scene as a template, its resources looked up beside the storyboard.
    static func template(of scene: StoryboardScene, in document: StoryboardDocument) -> Template {
        Template(document: scene.document, bundle: TemplateBundle(path: FilePaths.parent(of: document.path).isEmpty ? "." : FilePaths.parent(of: document.path)))
    }

    /// A scene's controller as the running app makes it (a navigation or tab bar controller
    /// with its screens, embedded children, prototype cells registered), its view sized to the
    /// storyboard's design device (or the view's stored size) under that device's status bar.
    /// The controller is returned too: views hold their data sources and responders weakly, so
    /// it must live until the view is drawn.
    @MainActor
    static func runningView(at path: String, scene name: String?, options: TemplateOptions) throws -> (ViewController, View) {
        let storyboard = try storyboard(at: path, options: options)
        storyboard.substitutesMissingReferences = true
        let scene = try scene(name, in: storyboard.document)
        let controller = try storyboard.instantiate(scene)
        for warning in storyboard.warnings { FileHandle.standardError.write(Data("\(warning)\n".utf8)) }
        let view: View = controller.view
        let device = DesignDevice.named(storyboard.document.designDevice)
        let stored = scene.controller?.parts.first { $0.key == "view" }?.object.property("frame").flatMap { try? $0.asRect() }?.size
        view.frame = Rect(origin: .zero, size: stored ?? device?.screen ?? view.bounds.size)
        if let device, view.bounds.size == device.screen { view.additionalSafeAreaInsets = device.safeAreaInsets }
        view.layoutIfNeeded()
        return (controller, view)
    }

    /// The storyboard's outline: its scenes (with their controllers, identifiers and
    /// prototype cells) and segues, as `quill dump` prints it before each scene's objects.
    static func outline(of document: StoryboardDocument) -> [String] {
        var lines = ["\(document.path) (storyboard): \(document.scenes.count) scene(s)" + (document.initialScene.map { ", initial \($0.sceneID) (\($0.displayName))" } ?? ", no initial scene")]
        for scene in document.scenes {
            var line = "scene \(scene.sceneID): \(scene.displayName)"
            if let controller = scene.controller { line += " <\(controller.customClass ?? controller.className)> id=\(controller.id)" }
            if let identifier = scene.storyboardIdentifier { line += " identifier=\(identifier)" }
            if let reference = scene.reference {
                line += " reference to \(reference.storyboardName.map { "\($0).storyboard" } ?? "this storyboard")"
                    + (reference.referencedIdentifier.map { " identifier \($0)" } ?? " (its initial scene)")
            }
            lines.append(line)
            for prototype in scene.prototypes {
                lines.append("  prototype '\(prototype.reuseIdentifier)' in \(prototype.containerID): <\(prototype.document.objects.first.map { $0.customClass ?? $0.className } ?? "?")>")
            }
            for segue in scene.segues {
                let destination = segue.destinationID.flatMap { id in document.scene(withControllerID: id).map { "\($0.sceneID) (\($0.displayName))" } ?? id } ?? "up the chain"
                lines.append("  segue \(segue.kind)" + (segue.identifier.map { " '\($0)'" } ?? "") + " from \(segue.sourceID) to \(destination)"
                    + (segue.customClass.map { " class \($0)" } ?? ""))
            }
        }
        return lines
    }
}

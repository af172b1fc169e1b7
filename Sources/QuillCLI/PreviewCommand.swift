import ArgumentParser
import Foundation
import Quill
import QuillAuthoring

/// `quill preview PATH`: a window that shows a template and reloads it when its files change.
struct PreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Open a window showing a template (or a bundle's template) that reloads when its files change.",
        discussion: """
            PATH is a template file, a widget bundle folder, or BUNDLE/TEMPLATE. Errors are shown \
            in the window (at least 480x320) and on standard error; the window stays open and \
            fixing the file brings the view back. Edited images are read again. A bundle's \
            library is rebuilt when the preview starts if its Swift code changed; changes to \
            the code while it runs need the preview restarted. With no display (or --headless) \
            it renders the first frame to --out and exits. A .storyboard starts at its initial scene \
            (or --scene) and runs as the app would: its buttons, cells and bar button items follow \
            their segues.
            """)

    @Argument(help: "A template file, a .storyboard, a widget bundle folder, or BUNDLE/TEMPLATE.")
    var path: String

    @Flag(help: "Render the first frame to --out instead of opening a window.")
    var headless = false

    @Option(help: "Where a headless preview is written.")
    var out: String?

    @Option(help: "For a .storyboard: the scene to start at (default: the initial scene).")
    var scene: String?

    @OptionGroup var fonts: FontOptions

    func run() throws {
        MainActor.assumeIsolated { fonts.apply() }
        if StoryboardFiles.isStoryboard(path) { return runStoryboard() }
        let folder = PreviewCommand.watchedFolder(for: path)
        var arguments: [String] = []
        if headless { arguments.append("--headless") }
        if let out { arguments += ["--out", out] }
        let path = self.path
        let size: Size = MainActor.assumeIsolated {
            let view = try? TemplateSource.template(at: path).firstObject(of: View.self)
            let measured = view?.bounds.size ?? .zero
            let minimum = TemplatePreview.minimumWindowSize
            return Size(width: max(measured.width + 40, minimum.width), height: max(measured.height + 40, minimum.height))
        }
        MainActor.assumeIsolated {
            App.run(title: "Preview: \((path as NSString).lastPathComponent)", size: size, arguments: arguments) { window in
                window.backgroundColor = .white
                return TemplatePreview(window: window, watching: folder) { try TemplateSource.template(at: path) }
            }
        }
    }

    /// A window running a storyboard from a scene; errors are shown in the window.
    private func runStoryboard() {
        var arguments: [String] = []
        if headless { arguments.append("--headless") }
        if let out { arguments += ["--out", out] }
        let path = self.path, scene = self.scene
        MainActor.assumeIsolated {
            let storyboard = Result { try StoryboardFiles.storyboard(at: path) }
            let size = (try? storyboard.get()).flatMap { DesignDevice.named($0.document.designDevice)?.screen } ?? Size(width: 375, height: 667)
            App.run(title: "Preview: \((path as NSString).lastPathComponent)", size: size, arguments: arguments) { window in
                do {
                    let storyboard = try storyboard.get()
                    storyboard.substitutesMissingReferences = true
                    window.rootViewController = try storyboard.instantiate(try StoryboardFiles.scene(scene, in: storyboard.document))
                    for warning in storyboard.warnings { FileHandle.standardError.write(Data("\(warning)\n".utf8)) }
                } catch {
                    FileHandle.standardError.write(Data("\(error)\n".utf8))
                    let message = ViewController.messageView(saying: "⚠ \(error)", frame: window.bounds)
                    message.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                    window.addSubview(message)
                }
                return window
            }
        }
    }

    /// The bundle folder the template belongs to, else the template's own folder.
    static func watchedFolder(for path: String) -> String {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue { return path }
        if let bundle = TemplateSource.enclosingBundle(of: path) { return bundle }
        let parent = FilePaths.parent(of: path)
        return parent.isEmpty ? "." : parent
    }
}

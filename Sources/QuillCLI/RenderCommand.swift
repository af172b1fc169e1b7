import ArgumentParser
import Foundation
import Quill
import QuillAuthoring

/// `quill render PATH --out FILE.png`: renders one top-level view headless. PATH may be a
/// template file, a widget bundle, or `BUNDLE/TEMPLATE`.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render", abstract: "Render one top-level view of a template to a PNG file, headless.")

    @Argument(help: "A template file (.quill or .xib), a widget bundle folder (its first template), or BUNDLE/TEMPLATE.")
    var path: String

    @Option(help: "The PNG file to write.")
    var out: String

    @Option(help: "Render the top-level object with this template id.")
    var object: String?

    @Option(name: .customLong("restoration-id"), help: "Render the top-level view with this restoration identifier.")
    var restorationID: String?

    @Option(help: "Render the N-th top-level view (0-based; default: the first view).")
    var index: Int?

    @OptionGroup var sizing: ViewSizeOptions

    @Option(help: "Pixels per point.")
    var scale: Double = 1

    @OptionGroup var loading: TemplateLoadingOptions

    func validate() throws {
        if [object != nil, restorationID != nil, index != nil].filter({ $0 }).count > 1 {
            throw ValidationError("choose at most one of --object, --restoration-id and --index")
        }
        if !(scale >= 1 && scale <= 4) { throw ValidationError("--scale must be between 1 and 4") }
    }

    @OptionGroup var fonts: FontOptions

    func run() throws {
        MainActor.assumeIsolated { fonts.apply() }
        let options = loading.templateOptions(scale: scale)
        let message: String? = MainActor.assumeIsolated {
            do {
                try FontLibrary.shared.checkBundledFonts()
                let view: View
                var controller: AnyObject?
                defer { withExtendedLifetime(controller) {} }
                if StoryboardFiles.isStoryboard(path) {
                    (controller, view) = try StoryboardFiles.runningView(at: path, scene: loading.scene, options: options)
                } else {
                    let template = try TemplateSource.template(at: path, scene: loading.scene)
                    let instance = try template.makeInstance(owner: nil, options: options)
                    DesignDevice.simulate(instance, of: template.document)
                    view = try choose(from: instance, path: path)
                }
                let size = try sizing.size(for: view.bounds.size)
                let renderSize = size ?? view.bounds.size
                guard renderSize.width >= 1, renderSize.height >= 1,
                    Bitmap.fits(width: (renderSize.width * scale).rounded(.up), height: (renderSize.height * scale).rounded(.up))
                else {
                    throw QuillError(
                        "\(path): the view is \(renderSize) points at scale \(scale); Quill renders from 1x1 up to \(Bitmap.maximumDimension) pixels a side and \(Bitmap.maximumPixelCount >> 20) Mi pixels in all",
                        hint: "give a smaller size with --size WxH (see docs/Limits.md)")
                }
                let bitmap = HeadlessRenderer.render(view, size: size, scale: scale)
                try PNGCodec.write(bitmap, to: out)
                FontOptions.warnAboutMissingCharacters(in: out)
                if !FontLibrary.shared.problems.isEmpty {
                    throw QuillError("\(out) was written without some of its text", hint: "see the font errors above")
                }
                return nil
            } catch {
                return "\(error)"
            }
        }
        if let message {
            FileHandle.standardError.write(Data("\(message)\n".utf8))
            throw ExitCode(1)
        }
        print("Rendered \(path) to \(out)")
    }

    @MainActor
    private func choose(from instance: TemplateInstance, path: String) throws -> View {
        let views = instance.topLevelViews
        if let object {
            guard let view = instance.object(withID: object) as? View else {
                throw QuillError("\(path): no view has id '\(object)'", hint: "run 'quill dump \(path)' to see the ids")
            }
            return view
        }
        if let restorationID {
            guard let view = views.first(where: { $0.restorationIdentifier == restorationID }) else {
                let present = views.compactMap(\.restorationIdentifier)
                throw QuillError("\(path): no top-level view has restoration identifier '\(restorationID)'", hint: present.isEmpty ? nil : "present: \(present.joined(separator: ", "))")
            }
            return view
        }
        let n = index ?? 0
        guard views.indices.contains(n) else {
            throw QuillError("\(path): there is no top-level view number \(n) (it has \(views.count))")
        }
        return views[n]
    }
}

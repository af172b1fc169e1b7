import ArgumentParser
import Foundation
import Quill
import QuillAuthoring

/// `quill layout PATH`: lays a template's top-level view out with Auto Layout and prints each
/// view's solved frame beside the frame the file stores, then whether every required constraint
/// holds.
struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Lay a template out with its constraints and compare each view's frame with the one the file stores.",
        discussion: """
            A .xib stores the frames Interface Builder's own Auto Layout computed at the design size, so at \
            that size the two should agree: the last line says how many views match within 1 point (2 for \
            views sized by their text, whose fonts differ). At another size (--size, --width-factor) only the \
            solved frames are printed. Views Interface Builder marks as misplaced or ambiguous are not compared. \
            Exits with status 1 when a required constraint does not hold or a view gets a negative size.
            """)

    @Argument(help: "A template file (.quill or .xib).")
    var path: String

    @Option(help: "Lay out the top-level view with this template id (default: the first top-level view).")
    var object: String?

    @OptionGroup var sizing: ViewSizeOptions

    @Flag(help: "Print only the verdict lines.")
    var summary = false

    @OptionGroup var loading: TemplateLoadingOptions

    @OptionGroup var fonts: FontOptions

    func run() throws {
        MainActor.assumeIsolated { fonts.apply() }
        let options = loading.templateOptions()
        let result: Result<(String, Bool), QuillError> = MainActor.assumeIsolated {
            do {
                let template = try TemplateSource.template(at: path, scene: loading.scene)
                let instance = try template.makeInstance(owner: nil, options: options)
                let document = template.document
                let description: TemplateObject
                if let object {
                    guard let found = document.objects.first(where: { $0.id == object }) else {
                        throw QuillError("\(path): no top-level object has id '\(object)'", hint: "run 'quill dump \(path)' to see the ids")
                    }
                    description = found
                } else {
                    // The first top-level view, or the view of the first top-level view controller.
                    let screens = document.objects.map { object in object.parts.first { $0.key == "view" && !(instance.object(withID: object.id) is View) }?.object ?? object }
                    guard let first = screens.first(where: { instance.object(withID: $0.id) is View }) else {
                        throw QuillError("\(path): the template has no top-level view")
                    }
                    description = first
                }
                guard let view = instance.object(withID: description.id) as? View else {
                    throw QuillError("\(path): '\(description.id)' is not a view")
                }
                let size = try sizing.size(for: view.bounds.size)
                let report = TemplateLayoutReport(view: view, description: description, instance: instance, size: size, designDevice: document.designDevice,
                    designToolsVersion: document.designToolsVersion)
                let comparing = report.size == report.designSize
                var text = "\(path): \(description.id) (\(TemplateRegistry.shared.className(of: view))) at "
                    + "\(formatCoordinate(report.size.width))x\(formatCoordinate(report.size.height))"
                    + (comparing ? " (its design size)" : " (design size \(formatCoordinate(report.designSize.width))x\(formatCoordinate(report.designSize.height)))")
                let body = report.text(comparing: comparing)
                if summary {
                    text += "\n" + body.split(separator: "\n").filter { $0.hasPrefix("required") || $0.hasPrefix("sizes") || $0.hasPrefix("matched") || $0.hasPrefix("    ") }.joined(separator: "\n")
                } else {
                    text += "\n" + body
                }
                return .success((text, report.isSound))
            } catch let error as QuillError {
                return .failure(error)
            } catch {
                return .failure(QuillError("\(error)"))
            }
        }
        switch result {
        case .success(let (text, sound)):
            print(text)
            if !sound { throw ExitCode(1) }
        case .failure(let error):
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            throw ExitCode(1)
        }
    }
}

import ArgumentParser
import Quill

/// Options shared by the commands that load templates.
struct TemplateLoadingOptions: ParsableArguments {
    @Flag(help: "Treat fallbacks (unknown classes, missing images) as errors, also for .xib files.")
    var strict = false

    @Flag(help: "Treat fallbacks as warnings, also for .quill files.")
    var lenient = false

    @Option(help: "For a .storyboard: the scene to work on (its scene id, its controller's id or storyboard identifier, or the name 'quill dump' shows); default: the initial scene.")
    var scene: String?

    @Option(name: .customLong("resources"), help: "A folder to look for images in after the template's own folder (repeatable).")
    var resourceFolders: [String] = []

    func templateOptions(scale: Double = 1) -> TemplateOptions {
        TemplateOptions(strictness: strict ? .strict : (lenient ? .lenient : .automatic), resourceFolders: resourceFolders, scale: scale)
    }

    func validate() throws {
        if strict && lenient { throw ValidationError("--strict and --lenient cannot be used together") }
    }
}

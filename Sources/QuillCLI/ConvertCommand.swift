import ArgumentParser
import Foundation
import Quill

/// `quill convert FILE.xib --out FILE.quill`: writes the equivalent native template.
struct ConvertCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "convert",
        abstract: "Write a .xib (or a native template) as a native template that loads into the same views.",
        discussion: """
            Objects keep their ids; custom classes keep their base class ('baseClass:'), which \
            'quill dump --lenient' falls back to until the class is registered. What the native \
            format cannot hold (connections to elements the .xib reader does not create) is listed \
            on standard error and as comments at the end of the output. A .storyboard becomes a \
            native storyboard (--out NAME.quillstoryboard: its scenes and segues in YAML) with a native \
            template for each scene and prototype cell beside it, named NAME.SCENE.quill; \
            Storyboard(contentsOfFile:) and the quill commands read it as they read the .storyboard.
            """)

    @Argument(help: "The .xib, .quill or .storyboard file to convert.")
    var path: String

    @Option(name: .shortAndLong, help: "The native template to write (standard output when omitted).")
    var out: String?

    @Flag(help: "Replace the output file if it exists.")
    var force = false

    func run() throws {
        if StoryboardFiles.isStoryboard(path) { return try convertStoryboard() }
        if let out, FileManager.default.fileExists(atPath: out), !force {
            FileHandle.standardError.write(Data("quill convert: \(out) exists; pass --force to replace it\n".utf8))
            throw ExitCode(1)
        }
        let converted: Result<NativeTemplateText, TemplateError> = MainActor.assumeIsolated {
            do throws(TemplateError) {
                let document = try Template(contentsOfFile: path).document
                let source = (path as NSString).lastPathComponent
                let text = NativeTemplateWriter.write(
                    document, comment: "Converted from \(source) by `quill convert` (Quill \(ToolkitVersion.current)).")
                // What is written must read back; a file that does not is never written.
                let name = (source as NSString).deletingPathExtension + ".quill"
                do throws(TemplateError) {
                    _ = try Template(data: Data(text.text.utf8), path: name)
                } catch {
                    let problems = error.diagnostics.map { "  \($0)" }.joined(separator: "\n")
                    return .failure(TemplateError(
                        "the converted template does not read back, so it was not written:\n\(problems)", at: SourceLocation(file: path),
                        hint: "this is a bug in 'quill convert': please report it with the source file"))
                }
                return .success(text)
            } catch {
                return .failure(error)
            }
        }
        let result: NativeTemplateText
        switch converted {
        case .success(let value): result = value
        case .failure(let error):
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            throw ExitCode(1)
        }
        for omission in result.omissions {
            FileHandle.standardError.write(Data("\(path): warning: not converted: \(omission)\n".utf8))
        }
        guard let out else {
            print(result.text, terminator: "")
            return
        }
        do {
            try Data(result.text.utf8).write(to: URL(fileURLWithPath: out), options: .atomic)
        } catch {
            FileHandle.standardError.write(Data("quill convert: cannot write \(out): \(error.localizedDescription)\n".utf8))
            throw ExitCode(1)
        }
        print("Converted \(path) to \(out)")
    }

    /// A storyboard as a native storyboard and its templates, written beside `--out` and read
    /// back before anything is reported done.
    private func convertStoryboard() throws {
        guard let out, out.hasSuffix(".quillstoryboard") else {
            throw ValidationError("a storyboard converts to a folder of files: give --out NAME.quillstoryboard")
        }
        let folder = FilePaths.parent(of: out).isEmpty ? "." : FilePaths.parent(of: out)
        let name = ((out as NSString).lastPathComponent as NSString).deletingPathExtension
        let written: Result<Int, QuillError> = MainActor.assumeIsolated {
            do {
                let document = try StoryboardFiles.storyboard(at: path).document
                let result = NativeStoryboardWriter.write(
                    document, name: name, comment: "Converted from \((path as NSString).lastPathComponent) by `quill convert` (Quill \(ToolkitVersion.current)).")
                let files = [((out as NSString).lastPathComponent, result.text)] + result.templates.map { ($0.file, $0.text.text) }
                for (file, _) in files where !force && FileManager.default.fileExists(atPath: (folder as NSString).appendingPathComponent(file)) {
                    throw QuillError("\((folder as NSString).appendingPathComponent(file)) exists; pass --force to replace it")
                }
                for (file, text) in files {
                    try Data(text.utf8).write(to: URL(fileURLWithPath: (folder as NSString).appendingPathComponent(file)), options: .atomic)
                }
                for omission in result.templates.flatMap(\.text.omissions) {
                    FileHandle.standardError.write(Data("\(path): warning: not converted: \(omission)\n".utf8))
                }
                // What is written must read back.
                do {
                    _ = try Storyboard(contentsOfFile: out)
                } catch {
                    throw QuillError(
                        "the converted storyboard does not read back:\n\(error)", hint: "this is a bug in 'quill convert': please report it with the source file")
                }
                return .success(files.count)
            } catch let error as QuillError {
                return .failure(error)
            } catch {
                return .failure(QuillError("\(error)"))
            }
        }
        switch written {
        case .success(let count): print("Converted \(path) to \(out) and \(count - 1) template(s) beside it")
        case .failure(let error):
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            throw ExitCode(1)
        }
    }
}

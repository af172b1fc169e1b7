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
            on standard error and as comments at the end of the output.
            """)

    @Argument(help: "The .xib or .quill file to convert.")
    var path: String

    @Option(name: .shortAndLong, help: "The native template to write (standard output when omitted).")
    var out: String?

    @Flag(help: "Replace the output file if it exists.")
    var force = false

    func run() throws {
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
}

import ArgumentParser
import Foundation
import Quill

/// `quill lint PATH...`: loads and instantiates every template and prints its problems.
struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check templates: prints file:line:column: error|warning: message lines; exits 1 when any error.")

    @Argument(help: "Template files (.quill, .xib) or folders of them.")
    var paths: [String]

    @OptionGroup var loading: TemplateLoadingOptions

    @Flag(help: "Print nothing for files without problems (default prints 'ok' lines).")
    var quiet = false

    func run() throws {
        let (files, missing) = TemplateFiles.expand(paths)
        var errorCount = 0
        for path in missing {
            print("\(path): error: no such file or folder")
            errorCount += 1
        }
        let options = loading.templateOptions()
        MainActor.assumeIsolated {
            for file in files {
                let diagnostics = LintCommand.check(file, options: options)
                let errors = diagnostics.filter { $0.severity == .error }.count
                errorCount += errors
                for diagnostic in diagnostics { print(diagnostic) }
                if diagnostics.isEmpty && !quiet { print("\(file): ok") }
            }
        }
        if files.isEmpty && missing.isEmpty { print("no .quill or .xib files found in \(paths.joined(separator: ", "))") }
        if errorCount > 0 { throw ExitCode(1) }
    }

    /// Everything wrong with one template: parse errors, or instantiation errors and warnings.
    @MainActor
    static func check(_ file: String, options: TemplateOptions) -> [TemplateDiagnostic] {
        do throws(TemplateError) {
            let template = try Template(contentsOfFile: file)
            let instance = try template.makeInstance(owner: nil, options: options)
            return instance.warnings
        } catch {
            return error.diagnostics
        }
    }
}

import ArgumentParser
import Foundation
import Quill

/// `quill`: tools for template and widget-bundle authors.
@main
struct QuillCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "quill",
        abstract: "Check, inspect and render Quill templates (.quill) and Interface Builder files (.xib).",
        subcommands: [NewCommand.self, LintCommand.self, TestCommand.self, DumpCommand.self, RenderCommand.self, PreviewCommand.self, ConvertCommand.self])
}

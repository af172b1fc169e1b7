import ArgumentParser
import Foundation
import Quill

/// `quill`: tools for template and widget-bundle authors.
@main
struct QuillCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "quill",
        abstract: "Check, inspect and render Quill templates (.quill) and Interface Builder files (.xib).",
        subcommands: [
            NewCommand.self, BuildCommand.self, LintCommand.self, TestCommand.self, DumpCommand.self, RenderCommand.self,
            PreviewCommand.self, ConvertCommand.self,
        ])

    /// Runs the command line; widget bundles the commands load have their libraries rebuilt
    /// first when they are older than their sources.
    static func main() {
        MainActor.assumeIsolated { WidgetBuild.rebuildStaleLibraries(in: .shared) }
        main(nil)
    }
}

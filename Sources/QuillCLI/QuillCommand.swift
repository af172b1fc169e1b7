import ArgumentParser
import Foundation
import Quill

/// `quill`: tools for template and widget-bundle authors.
@main
struct QuillCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "quill",
        abstract: "Tools for Quill templates (.quill, .xib) and widget bundles: create, build, check, test, inspect, render, preview and convert them.",
        subcommands: [
            NewCommand.self, NewAppCommand.self, BuildCommand.self, LintCommand.self, TestCommand.self, DumpCommand.self, RenderCommand.self,
            PreviewCommand.self, ConvertCommand.self, LayoutCommand.self,
        ])

    /// Runs the command line; widget bundles the commands load have their libraries rebuilt
    /// first when they are older than their sources.
    static func main() {
        MainActor.assumeIsolated {
            // View controllers, bars and their items are known to every command.
            ControllerClasses.registerIfNeeded(in: .shared)
            WidgetBuild.rebuildStaleLibraries(in: .shared)
        }
        main(nil)
    }
}

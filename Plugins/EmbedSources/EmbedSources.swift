import Foundation
import PackagePlugin

/// Embeds the Swift sources of a target, and of the example and widget targets it depends on,
/// as strings in the target itself (`EmbeddedSources.files`), so a demo can show the code that
/// runs it, exactly, wherever the program is installed.
@main
struct EmbedSources: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        var targets: [SourceModuleTarget] = [module]
        for dependency in module.recursiveTargetDependencies {
            guard let source = dependency as? SourceModuleTarget else { continue }
            let path = source.directoryURL.path
            if path.contains("/Examples/") || path.contains("/Widgets/") { targets.append(source) }
        }
        let inputs = targets.flatMap { $0.sourceFiles(withSuffix: "swift").map(\.url) }
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("EmbeddedSources.swift")
        return [
            .buildCommand(
                displayName: "Embedding the sources of \(target.name)",
                executable: try context.tool(named: "EmbedSourcesTool").url,
                arguments: [output.path] + inputs.map(\.path),
                inputFiles: inputs, outputFiles: [output]),
        ]
    }
}

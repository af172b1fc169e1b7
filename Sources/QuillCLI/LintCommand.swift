import ArgumentParser
import Foundation
import Quill
import QuillTemplateFormats
import QuillAuthoring

/// `quill lint PATH...`: loads and instantiates every template and prints its problems. A
/// folder with a `bundle.yaml` is checked as a widget bundle: its manifest, its library (when it
/// has one), its principal class, and each of its templates with the bundle's resources.
struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check templates: prints file:line:column: error|warning: message lines; exits 1 when any error.")

    @Argument(help: "Template files (.quill, .xib), folders of them, or widget bundle folders.")
    var paths: [String]

    @OptionGroup var loading: TemplateLoadingOptions

    @Flag(help: "Print nothing for files without problems (default prints 'ok' lines).")
    var quiet = false

    @Option(name: .customLong("layout-budget"), help: "Seconds one top-level view's layout may take before it is a warning (default 2).")
    var layoutBudget: Double = 2

    @Option(name: .customLong("module"), help: ArgumentHelp(
        "An app's package folder, Sources folder or .swift files (repeatable): the classes declared there are known, and templates naming them are checked against their outlets, actions and inspectable properties.",
        valueName: "path"))
    var modules: [String] = []

    @Flag(name: .customLong("no-code"), help: "Never run a bundle's code: check its library as a file only (for bundles you do not trust; see SECURITY.md).")
    var noCode = false

    /// Prints a file's diagnostics, at most 20 of each shape, then one line per shape held back
    /// ("and N more like this"). Errors count whether shown or not.
    static func printCapped(_ diagnostics: [TemplateDiagnostic], of file: String) {
        var limiter = RepeatedMessageLimiter()
        for diagnostic in diagnostics where limiter.admits("\(diagnostic.severity.rawValue): \(diagnostic.message)") { print(diagnostic) }
        for line in limiter.summary { print("\(TerminalText.escaped(file)): note: \(TerminalText.escaped(line))") }
    }

    func run() throws {
        guard layoutBudget.isFinite, layoutBudget > 0, layoutBudget <= 86_400 else {
            throw ValidationError("--layout-budget must be a number of seconds above 0 and at most 86400")
        }
        let budget = Duration.seconds(layoutBudget)
        let bundles = paths.filter { LintCommand.isBundle($0) }
        let (files, missing) = TemplateFiles.expand(paths.filter { !LintCommand.isBundle($0) })
        var errorCount = 0
        MainActor.assumeIsolated {
            for bundle in bundles {
                let diagnostics = LintCommand.checkBundle(bundle, runsCode: !noCode, layoutBudget: budget)
                errorCount += diagnostics.filter { $0.severity == .error }.count
                LintCommand.printCapped(diagnostics, of: bundle)
                if diagnostics.isEmpty && !quiet { print("\(TerminalText.escaped(bundle)): ok") }
            }
        }
        for path in missing {
            print("\(TerminalText.escaped(path)): error: no such file or folder")
            errorCount += 1
        }
        if !modules.isEmpty {
            do {
                let classes = try SwiftDeclarationScanner.classes(in: modules)
                MainActor.assumeIsolated { TemplateRegistry.shared.declare(classes) }
            } catch {
                // A QuillError names the path itself (`PATH: error: …`).
                print(error is QuillError ? "\(error)" : "\(TerminalText.escaped(modules.joined(separator: ", "))): error: \(TerminalText.escaped("\(error)"))")
                errorCount += 1
            }
        }
        var options = loading.templateOptions()
        // Lint lays templates out but draws nothing: images are checked by their headers.
        options.decodesImages = false
        MainActor.assumeIsolated {
            for file in files {
                let diagnostics = LintCommand.check(file, options: options, layoutBudget: budget)
                let errors = diagnostics.filter { $0.severity == .error }.count
                errorCount += errors
                LintCommand.printCapped(diagnostics, of: file)
                if diagnostics.isEmpty && !quiet { print("\(TerminalText.escaped(file)): ok") }
            }
        }
        if files.isEmpty && missing.isEmpty && bundles.isEmpty { print("no .quill or .xib files found in \(TerminalText.escaped(paths.joined(separator: ", ")))") }
        if errorCount > 0 { throw ExitCode(1) }
    }

    /// Everything wrong with one template: parse errors, or instantiation errors and warnings.
    @MainActor
    static func check(_ file: String, options: TemplateOptions, layoutBudget: Duration = TemplateLayoutCheck.defaultLayoutBudget) -> [TemplateDiagnostic] {
        if StoryboardFiles.isStoryboard(file) { return checkStoryboard(file, options: options, layoutBudget: layoutBudget) }
        do throws(TemplateError) {
            let template = try Template(contentsOfFile: file)
            let instance = try template.makeInstance(owner: nil, options: options)
            return instance.warnings + TemplateLayoutCheck.diagnostics(document: template.document, instance: instance, layoutBudget: layoutBudget)
                + TemplateAccessibilityCheck.diagnostics(document: template.document, instance: instance)
        } catch {
            return error.diagnostics
        }
    }

    /// Everything wrong with a storyboard: its reading (segues to missing scenes, identifiers
    /// used twice), then each scene and prototype cell as a template, then each scene made as
    /// the running app makes it (relationships, embeds, prototypes, segue triggers).
    @MainActor
    static func checkStoryboard(_ file: String, options: TemplateOptions, layoutBudget: Duration) -> [TemplateDiagnostic] {
        let storyboard: Storyboard
        do throws(TemplateError) {
            storyboard = try StoryboardFiles.storyboard(at: file, options: options)
            storyboard.reportsUnregisteredClasses = false
            storyboard.substitutesMissingReferences = true
        } catch {
            return error.diagnostics
        }
        let document = storyboard.document
        var diagnostics = document.diagnostics
        for scene in document.scenes where scene.controllerID == nil && scene.reference != nil {
            do throws(TemplateError) {
                _ = try storyboard.instantiate(scene)
            } catch {
                diagnostics += error.diagnostics
            }
        }
        for scene in document.scenes where scene.controllerID != nil {
            let template = StoryboardFiles.template(of: scene, in: document)
            diagnostics += scene.document.diagnostics
            do throws(TemplateError) {
                let instance = try template.makeInstance(owner: nil, options: options)
                diagnostics += instance.warnings + TemplateLayoutCheck.diagnostics(document: template.document, instance: instance, layoutBudget: layoutBudget)
                    + TemplateAccessibilityCheck.diagnostics(document: template.document, instance: instance)
                for prototype in scene.prototypes {
                    diagnostics += try Template(document: prototype.document).makeInstance(owner: nil, options: options).warnings
                }
                _ = try storyboard.instantiate(scene)
            } catch {
                diagnostics += error.diagnostics
            }
        }
        diagnostics += storyboard.warnings
        // A warning repeated by a scene and its prototypes, or by two instantiations, is shown once.
        var seen = Set<String>()
        return diagnostics.filter { seen.insert($0.description).inserted }
    }

    /// Whether a path is a widget bundle folder.
    static func isBundle(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: (path as NSString).appendingPathComponent(WidgetBundleManifest.fileName))
    }

    /// Everything wrong with a widget bundle: its manifest, library and principal class, then
    /// each template instantiated strictly with the bundle's resources.
    @MainActor
    static func checkBundle(
        _ path: String, runsCode: Bool = true, layoutBudget: Duration = TemplateLayoutCheck.defaultLayoutBudget
    ) -> [TemplateDiagnostic] {
        let bundle: WidgetBundle
        do {
            let loader = WidgetBundleLoader(searchPaths: [])
            loader.runsCode = runsCode
            if runsCode { WidgetBuild.rebuildStaleLibraries(in: loader) }
            bundle = try loader.load(at: path)
        } catch {
            return error.diagnostics
        }
        var diagnostics: [TemplateDiagnostic] = []
        let manifestPath = (bundle.path as NSString).appendingPathComponent(WidgetBundleManifest.fileName)
        if runsCode, let principal = bundle.manifest.principalClass, !TemplateRegistry.shared.isRegistered(principal) {
            let near = TemplateRegistry.shared.suggestions(for: principal)
            diagnostics.append(TemplateDiagnostic(
                .error, "the principal class '\(principal)' is not registered", at: bundle.manifest.locations["principalClass"] ?? SourceLocation(file: manifestPath),
                hint: near.isEmpty ? "register it in the bundle's entry point" : "did you mean \(near.map { "'\($0)'" }.joined(separator: " or "))?"))
        }
        let names = bundle.templateNames
        if names.isEmpty {
            diagnostics.append(TemplateDiagnostic(
                .warning, "the bundle has no templates", at: SourceLocation(file: manifestPath),
                hint: "add NAME.quill to the bundle folder or its Templates folder"))
        }
        for name in names {
            do throws(TemplateError) {
                let template = try bundle.template(named: name)
                // Without its code a bundle's own classes are unknown: they fall back, with warnings.
                let instance = try template.makeInstance(
                    owner: nil, options: TemplateOptions(strictness: runsCode ? .strict : .lenient, decodesImages: false))
                diagnostics += instance.warnings + TemplateLayoutCheck.diagnostics(document: template.document, instance: instance, layoutBudget: layoutBudget)
                    + TemplateAccessibilityCheck.diagnostics(document: template.document, instance: instance)
            } catch {
                diagnostics += error.diagnostics
            }
        }
        return diagnostics
    }
}

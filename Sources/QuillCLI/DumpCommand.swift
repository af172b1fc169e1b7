import ArgumentParser
import Foundation
import Quill
import QuillTemplateFormats
import QuillAuthoring

/// `quill dump PATH`: instantiates every top-level object and prints its tree and connections.
struct DumpCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dump",
        abstract: "Print the view tree of every top-level object (class, frame, tag, identifiers, text) and the connections.")

    @Argument(help: "A template file (.quill or .xib).")
    var path: String

    @Flag(help: "List every layout constraint: its rule, where it is written, and whether it is active, removed at build time or broken by a conflict.")
    var constraints = false

    @Flag(help: "Print what a screen reader would read instead of the view tree: each top-level view's accessibility elements in reading order.")
    var accessibility = false

    @OptionGroup var loading: TemplateLoadingOptions

    func run() throws {
        let options = loading.templateOptions()
        let output: Result<String, TemplateError> = MainActor.assumeIsolated {
            if StoryboardFiles.isStoryboard(path) { return dumpStoryboard(options: options) }
            do throws(TemplateError) {
                let template = try Template(contentsOfFile: path)
                let instance = try template.makeInstance(owner: nil, options: options)
                DesignDevice.simulate(instance, of: template.document)
                if accessibility { return .success(DumpCommand.describeAccessibility(template: template, instance: instance)) }
                return .success(DumpCommand.describe(template: template, instance: instance, listingConstraints: constraints))
            } catch {
                return .failure(error)
            }
        }
        switch output {
        case .success(let text):
            print(text, terminator: "")
        case .failure(let error):
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            throw ExitCode(1)
        }
    }

    /// A storyboard's outline, then each scene's objects (or only the `--scene` one's).
    @MainActor
    private func dumpStoryboard(options: TemplateOptions) -> Result<String, TemplateError> {
        do {
            let document = try StoryboardFiles.storyboard(at: path, options: options).document
            let scenes = loading.scene == nil ? document.scenes.filter { $0.controllerID != nil } : [try StoryboardFiles.scene(loading.scene, in: document)]
            var text = loading.scene == nil ? StoryboardFiles.outline(of: document).joined(separator: "\n") + "\n" : ""
            for scene in scenes {
                let template = StoryboardFiles.template(of: scene, in: document)
                let instance = try template.makeInstance(owner: nil, options: options)
                DesignDevice.simulate(instance, of: template.document)
                text += "== scene \(scene.sceneID) (\(scene.displayName))\n"
                text += accessibility
                    ? DumpCommand.describeAccessibility(template: template, instance: instance)
                    : DumpCommand.describe(template: template, instance: instance, listingConstraints: constraints)
            }
            return .success(text)
        } catch let error as TemplateError {
            return .failure(error)
        } catch {
            return .failure(TemplateError("\(error)", at: SourceLocation(file: path)))
        }
    }

    /// What a screen reader would read in each top-level view, laid out at its stored size.
    @MainActor
    static func describeAccessibility(template: Template, instance: TemplateInstance) -> String {
        var lines: [String] = []
        for (index, object) in instance.topLevelObjects.enumerated() {
            guard let view = instance.shownView(of: object) else { continue }
            view.layoutIfNeeded()
            let elements = view.accessibilityElementsInOrder()
            lines.append("[\(index)] \(view.className): \(elements.count) element(s)")
            lines += elements.map { "  " + $0.description }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The dump text: each top-level object's tree with template ids, then connections.
    @MainActor
    static func describe(template: Template, instance: TemplateInstance, listingConstraints: Bool = false) -> String {
        var lines: [String] = []
        let document = template.document
        lines.append("\(document.path) (\(document.format.rawValue)): \(instance.topLevelObjects.count) top-level object(s)")
        if let owner = document.ownerClass { lines.append("File's Owner: \(owner)") }
        for (index, object) in instance.topLevelObjects.enumerated() {
            lines.append("[\(index)]")
            if let view = object as? View {
                view.layoutIfNeeded()
                walk(view, depth: 0, instance: instance, into: &lines)
            } else if let view = instance.shownView(of: object) {
                lines.append("<\(TemplateRegistry.shared.className(of: object))>" + (instance.id(of: object).map { " id=\($0)" } ?? "") + ", its view:")
                view.layoutIfNeeded()
                walk(view, depth: 1, instance: instance, into: &lines)
            } else {
                lines.append("<\(TemplateRegistry.shared.className(of: object))>" + (instance.id(of: object).map { " id=\($0)" } ?? ""))
            }
        }
        if !document.connections.isEmpty {
            lines.append("Connections:")
            for c in canonicalOrder(document) {
                let kind: String
                switch c.kind {
                case .outlet: kind = "outlet"
                case .outletCollection: kind = "outlet collection"
                case .action(let events):
                    kind = events.isEmpty ? "action" : "action on \(events.names)"
                }
                lines.append("  \(kind) \(c.name): \(describe(c.source, instance)) -> \(describe(c.destination, instance))")
            }
        }
        let constraints = document.allObjects.flatMap(\.constraints)
        if !constraints.isEmpty {
            let active = constraints.filter { (instance.object(withID: $0.id) as? LayoutConstraint)?.isActive == true }.count
            if listingConstraints {
                lines.append("Constraints (\(active) of \(constraints.count) active):")
                for constraint in constraints {
                    let made = instance.object(withID: constraint.id) as? LayoutConstraint
                    let state: String
                    if constraint.isPlaceholder {
                        state = "removed at build time"
                    } else if let made, made.isBroken {
                        state = "BROKEN (conflicts with others; left out)"
                    } else if made?.isActive == true {
                        state = "active"
                    } else {
                        state = "not made (see the warnings)"
                    }
                    let at = "\(constraint.location.line):\(constraint.location.column)"
                    lines.append("  \(constraint.id): \(constraint.rule)   [\(at)] \(state)")
                }
            } else {
                lines.append("Constraints: \(active) of \(constraints.count) active (list them with --constraints)")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The connections grouped by source (File's Owner, then objects in document order), then
    /// outlets, collections and actions, each by name (actions by event); otherwise in document
    /// order. A .xib and its conversion to a native template list the same lines.
    static func canonicalOrder(_ document: TemplateDocument) -> [TemplateConnection] {
        var objectIndex: [String: Int] = [:]
        for (index, object) in document.allObjects.enumerated() { objectIndex[object.id] = index + 1 }
        func key(_ c: TemplateConnection) -> (Int, Int, String) {
            let source: Int
            switch c.source {
            case .owner: source = 0
            case .firstResponder: source = -1
            case .object(let id): source = objectIndex[id] ?? Int.max
            }
            switch c.kind {
            case .outlet: return (source, 0, c.name)
            case .outletCollection: return (source, 1, c.name)
            case .action(let events): return (source, 2, events.names)
            }
        }
        return document.connections.enumerated().sorted { a, b in
            let (ka, kb) = (key(a.element), key(b.element))
            return ka != kb ? ka < kb : a.offset < b.offset
        }.map(\.element)
    }

    @MainActor
    private static func describe(_ reference: TemplateReference, _ instance: TemplateInstance) -> String {
        switch reference {
        case .owner: return "File's Owner"
        case .firstResponder: return "First Responder"
        case .object(let id):
            guard let object = instance.object(withID: id) else { return "\(id) (not created)" }
            return "\(TemplateRegistry.shared.className(of: object)) \(id)"
        }
    }

    @MainActor
    private static func walk(_ view: View, depth: Int, instance: TemplateInstance, into lines: inout [String]) {
        let id = instance.id(of: view).map { "\($0) " } ?? ""
        lines.append(String(repeating: "   | ", count: depth) + id + view.summary)
        for subview in view.subviews { walk(subview, depth: depth + 1, instance: instance, into: &lines) }
    }
}

extension ControlEvents {
    /// The event names, for dumps.
    var names: String {
        let all: [(String, ControlEvents)] = [
            ("touchDown", .touchDown), ("touchUpInside", .touchUpInside), ("touchUpOutside", .touchUpOutside),
            ("valueChanged", .valueChanged), ("primaryActionTriggered", .primaryActionTriggered), ("editingChanged", .editingChanged),
            ("editingDidBegin", .editingDidBegin), ("editingDidEnd", .editingDidEnd), ("touchCancel", .touchCancel),
            ("touchDragInside", .touchDragInside), ("touchDragOutside", .touchDragOutside), ("touchDownRepeat", .touchDownRepeat),
            ("touchDragEnter", .touchDragEnter), ("touchDragExit", .touchDragExit), ("editingDidEndOnExit", .editingDidEndOnExit),
        ]
        return all.filter { contains($0.1) }.map(\.0).joined(separator: "+")
    }
}

import Foundation
import QuillFoundation
import Yams

/// Reads Quill's native storyboards (`.quillstoryboard`, as `NativeStoryboardWriter` writes
/// them and people write them by hand): scenes whose objects are native templates beside the
/// file, and their segues. Every problem is an error at its line and column.
package enum NativeStoryboardReader {
    /// Reads a native storyboard; `template` reads a scene's or prototype's template file, named
    /// relative to the storyboard's folder.
    package static func read(
        _ data: Data, path: String, template: (String, SourceLocation) throws(TemplateError) -> TemplateDocument
    ) throws(TemplateError) -> StoryboardDocument {
        guard let root = try YAMLFile.compose(data, path: path, kind: "the storyboard"), let mapping = root.mapping else {
            throw TemplateError("the storyboard is empty or not a mapping", at: SourceLocation(file: path), hint: "a native storyboard starts with 'quillStoryboard: 1'")
        }
        func location(_ node: Node) -> SourceLocation { SourceLocation(file: path, line: node.mark?.line ?? 0, column: node.mark?.column ?? 0) }
        guard mapping["quillStoryboard"]?.scalar?.string == "1" else {
            throw TemplateError("a native storyboard starts with 'quillStoryboard: 1'", at: location(root), hint: "add that line; version 1 is the only one")
        }
        var document = StoryboardDocument(path: path, initialViewControllerID: mapping["initial"]?.scalar?.string)
        document.designDevice = mapping["designedFor"]?.mapping?["device"]?.scalar?.string
        document.designToolsVersion = mapping["designedFor"]?.mapping?["toolsVersion"]?.scalar.flatMap { Int($0.string) }
        var errors: [TemplateDiagnostic] = []
        for node in mapping["scenes"]?.sequence ?? [] {
            do throws(TemplateError) {
                document.scenes.append(try scene(node, path: path, location: location, template: template))
            } catch {
                errors += error.diagnostics
            }
        }
        StoryboardReader.checkSegues(of: &document, errors: &errors)
        if !errors.isEmpty { throw TemplateError(errors) }
        return document
    }

    private static func scene(
        _ node: Node, path: String, location: (Node) -> SourceLocation, template: (String, SourceLocation) throws(TemplateError) -> TemplateDocument
    ) throws(TemplateError) -> StoryboardScene {
        guard let fields = node.mapping, let sceneID = fields["scene"]?.scalar?.string else {
            throw TemplateError("each scene is a mapping with 'scene: ID'", at: location(node), hint: "write '- scene: list' and the scene's other keys under it")
        }
        let controllerID = fields["controller"]?.scalar?.string
        var document = TemplateDocument(path: path, format: .native)
        if let file = fields["template"] {
            document = try template(file.scalar?.string ?? "", location(file))
        } else if controllerID != nil {
            throw TemplateError("scene '\(sceneID)' has a controller but no 'template'", at: location(node), hint: "name the native template holding the scene's objects")
        }
        if let controllerID, !document.objects.contains(where: { $0.id == controllerID }) {
            throw TemplateError("scene '\(sceneID)': its template has no top-level object '\(controllerID)'", at: location(fields["controller"]!),
                hint: "the controller must be a top-level object of the scene's template")
        }
        var reference: StoryboardReference?
        if let node = fields["reference"], let reference0 = node.mapping, let id = reference0["id"]?.scalar?.string {
            reference = StoryboardReference(
                id: id, storyboardName: reference0["storyboard"]?.scalar?.string, referencedIdentifier: reference0["identifier"]?.scalar?.string, location: location(node))
        }
        var prototypes: [StoryboardPrototype] = []
        for item in fields["prototypes"]?.sequence ?? [] {
            guard let entry = item.mapping, let container = entry["container"]?.scalar?.string, let file = entry["template"] else {
                throw TemplateError("a prototype needs 'container' and 'template'", at: location(item), hint: "write '- {container: table, reuseIdentifier: Cell, template: Main.cell.quill}'")
            }
            prototypes.append(StoryboardPrototype(
                containerID: container, reuseIdentifier: entry["reuseIdentifier"]?.scalar?.string ?? "", document: try template(file.scalar?.string ?? "", location(file))))
        }
        var segues: [StoryboardSegueDescription] = []
        for item in fields["segues"]?.sequence ?? [] { segues.append(try segue(item, sceneControllerID: controllerID, location: location)) }
        return StoryboardScene(
            sceneID: sceneID, controllerID: controllerID, storyboardIdentifier: fields["identifier"]?.scalar?.string, document: document, segues: segues,
            prototypes: prototypes, exitIDs: fields["exits"]?.sequence?.compactMap { $0.scalar?.string } ?? [], reference: reference, location: location(node))
    }

    private static func segue(_ node: Node, sceneControllerID: String?, location: (Node) -> SourceLocation) throws(TemplateError) -> StoryboardSegueDescription {
        let hint = "write '- {id: s1, kind: show, from: button, to: detail}' (kinds: show, showDetail, presentation, embed, relationship, unwind, custom)"
        guard let fields = node.mapping, let id = fields["id"]?.scalar?.string, let source = fields["from"]?.scalar?.string else {
            throw TemplateError("a segue needs 'id' and 'from'", at: location(node), hint: hint)
        }
        let kind: StoryboardSegueKind
        switch fields["kind"]?.scalar?.string {
        case "show": kind = .show
        case "showDetail": kind = .showDetail
        case "presentation": kind = .presentation
        case "embed": kind = .embed
        case "custom": kind = .custom
        case "relationship":
            guard let name = fields["relationship"]?.scalar?.string else { throw TemplateError("relationship segue '\(id)' needs 'relationship'", at: location(node), hint: hint) }
            kind = .relationship(name)
        case "unwind":
            guard let action = fields["action"]?.scalar?.string else { throw TemplateError("unwind segue '\(id)' needs 'action'", at: location(node), hint: hint) }
            kind = .unwind(action: action)
        case let other:
            throw TemplateError("segue '\(id)' has kind '\(other ?? "")', which is not one Quill knows", at: location(node), hint: hint)
        }
        var segue = StoryboardSegueDescription(
            id: id, identifier: fields["identifier"]?.scalar?.string, kind: kind, sourceID: source, sceneControllerID: sceneControllerID,
            destinationID: fields["to"]?.scalar?.string, customClass: fields["class"]?.scalar?.string,
            animates: fields["animates"]?.scalar?.string != "false", location: location(node))
        segue.triggersOnAccessory = fields["trigger"]?.scalar?.string == "accessory"
        let isUnwind = if case .unwind = kind { true } else { false }
        if segue.destinationID == nil, !isUnwind {
            throw TemplateError("segue '\(id)' has no destination ('to')", at: location(node), hint: hint)
        }
        return segue
    }
}

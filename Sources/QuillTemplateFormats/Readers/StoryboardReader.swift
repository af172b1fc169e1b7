import Foundation
import QuillFoundation

/// Reads Interface Builder `.storyboard` files (CocoaTouch, XIB 3.0 dialect): each `<scene>`'s
/// objects through the .xib reader, with the segues, prototype cells and exits around them.
package enum StoryboardReader {
    /// Reads a storyboard from its bytes; throws every error found, each at its line and
    /// column.
    package static func read(_ data: Data, path: String) throws(TemplateError) -> StoryboardDocument {
        let root = try XMLTreeBuilder.parse(data, path: path)
        guard root.name == "document" else {
            throw TemplateError(
                "not a storyboard: the root element is <\(root.name)>, not <document>", at: root.location,
                hint: "a .storyboard file comes from Interface Builder and starts with <document type=\"…Storyboard.XIB\">")
        }
        guard root["type"]?.contains("CocoaTouch") ?? true else {
            throw TemplateError(
                "this storyboard is for \(root["targetRuntime"] ?? root["type"] ?? "another platform"), not iOS (CocoaTouch)", at: root.location,
                hint: "Quill reads iOS storyboards; macOS (Cocoa) interfaces are not supported")
        }
        guard let scenes = root.child("scenes") else {
            throw TemplateError(
                "the storyboard has no <scenes> element", at: root.location,
                hint: root.child("objects") != nil ? "this looks like a .xib: load it with Template(contentsOfFile:)" : "the file may be damaged")
        }
        var document = StoryboardDocument(path: path, initialViewControllerID: root["initialViewController"])
        document.designDevice = root.child("device")?["id"]
        document.designToolsVersion = root["toolsVersion"].flatMap { Int($0.split(separator: ".").first ?? "") }
        var shared = ModernXibReader(path: path, document: TemplateDocument(path: path, format: .xib))
        if let resources = root.child("resources") { shared.readResources(resources) }
        let designables = ModernXibReader.designables(of: root)
        var errors: [TemplateDiagnostic] = []
        var seenIDs: [String: SourceLocation] = [:]
        var controllers: [String: XMLElementNode] = [:]
        for element in scenes.children("scene") {
            if let controller = element.child("objects")?.children.first(where: { $0["sceneMemberID"] == "viewController" }), let id = controller["id"] {
                controllers[id] = controller
            }
            var reader = ModernXibReader(path: path, document: TemplateDocument(path: path, format: .xib))
            reader.resources = shared.resources
            reader.designables = designables
            reader.document.declaredImageSizes = shared.document.declaredImageSizes
            reader.document.designDevice = document.designDevice
            reader.document.designToolsVersion = document.designToolsVersion
            reader.scene = SceneCollection()
            let scene = reader.readScene(element)
            errors += reader.errors
            for (id, location) in reader.ids {
                if let first = seenIDs[id], first != location {
                    errors.append(TemplateDiagnostic(.error, "duplicate id '\(id)' (first at \(first))", at: location))
                }
                seenIDs[id] = location
            }
            if let scene, let first = document.scenes.first(where: { $0.sceneID == scene.sceneID }) {
                errors.append(TemplateDiagnostic(.error, "duplicate scene id '\(scene.sceneID)' (first at \(first.location))", at: scene.location))
            }
            if let scene { document.scenes.append(scene) } else { document.diagnostics += reader.document.diagnostics }
        }
        checkSegues(of: &document, errors: &errors)
        if !errors.isEmpty { throw TemplateError(errors) }
        StoryboardBarInference.apply(to: &document, elements: controllers)
        return document
    }

    /// Segues lead to controllers that exist; identifiers are used once per scene; the initial
    /// controller exists.
    static func checkSegues(of document: inout StoryboardDocument, errors: inout [TemplateDiagnostic]) {
        var destinations = Set(document.scenes.compactMap(\.controllerID))
        destinations.formUnion(document.scenes.compactMap(\.reference?.id))
        for scene in document.scenes {
            var identifiers: [String: SourceLocation] = [:]
            for segue in scene.segues {
                if let destination = segue.destinationID, !destinations.contains(destination) {
                    errors.append(TemplateDiagnostic(
                        .error, "segue '\(segue.identifier ?? segue.id)' leads to '\(destination)', which is no scene's controller", at: segue.location,
                        hint: "the destination scene was deleted or the file was edited by hand; connect the segue again in Interface Builder"))
                }
                guard let identifier = segue.identifier, segue.isTriggered else { continue }
                if let first = identifiers[identifier], segue.sourceID == scene.controllerID {
                    errors.append(TemplateDiagnostic(
                        .error, "segue identifier '\(identifier)' is used twice in scene '\(scene.displayName)' (first at \(first))", at: segue.location,
                        hint: "performSegue(withIdentifier:) could not tell them apart; give each segue of a scene its own identifier"))
                }
                if segue.sourceID == scene.controllerID { identifiers[identifier] = segue.location }
            }
        }
        if let initial = document.initialViewControllerID, !destinations.contains(initial) {
            document.diagnostics.append(TemplateDiagnostic(
                .warning, "the initial view controller '\(initial)' is no scene's controller; the storyboard has no initial scene",
                at: SourceLocation(file: document.path), hint: "tick 'Is Initial View Controller' on a scene in Interface Builder"))
            document.initialViewControllerID = nil
        }
    }
}

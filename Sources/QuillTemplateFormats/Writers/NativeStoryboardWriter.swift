import QuillFoundation

/// Writes a storyboard in Quill's native form (`.quillstoryboard`): the scenes and segues in
/// YAML, each scene and prototype cell a native template of its own beside it, which
/// `NativeStoryboardReader` reads back into the same `StoryboardDocument`.
///
///     quillStoryboard: 1
///     initial: nav
///     scenes:
///       - scene: list-scene
///         controller: list
///         identifier: List
///         template: Main.list-scene.quill
///         prototypes:
///           - {container: table, reuseIdentifier: Cell, template: Main.cell.quill}
///         segues:
///           - {id: s1, kind: show, identifier: showNote, from: cell, to: note}
public enum NativeStoryboardWriter {
    /// The storyboard text and the templates to write beside it, by file name; `name` is the
    /// storyboard's base name, which the template files start with.
    public static func write(_ document: StoryboardDocument, name: String, comment: String? = nil) -> (text: String, templates: [(file: String, text: NativeTemplateText)]) {
        var lines: [String] = []
        if let comment { lines += comment.split(separator: "\n").map { "# \($0)" } }
        lines.append("quillStoryboard: 1")
        if let initial = document.initialViewControllerID { lines.append("initial: \(NativeTemplateWriter.scalar(initial))") }
        if let device = document.designDevice {
            lines.append("designedFor: {device: \(NativeTemplateWriter.scalar(device))" + (document.designToolsVersion.map { ", toolsVersion: \($0)" } ?? "") + "}")
        }
        lines.append("scenes:")
        var templates: [(file: String, text: NativeTemplateText)] = []
        for scene in document.scenes {
            lines.append("  - scene: \(NativeTemplateWriter.scalar(scene.sceneID))")
            if let reference = scene.reference {
                var fields = ["id: \(NativeTemplateWriter.scalar(reference.id))"]
                if let storyboard = reference.storyboardName { fields.append("storyboard: \(NativeTemplateWriter.scalar(storyboard))") }
                if let identifier = reference.referencedIdentifier { fields.append("identifier: \(NativeTemplateWriter.scalar(identifier))") }
                lines.append("    reference: {\(fields.joined(separator: ", "))}")
            }
            if let controller = scene.controllerID { lines.append("    controller: \(NativeTemplateWriter.scalar(controller))") }
            if let identifier = scene.storyboardIdentifier { lines.append("    identifier: \(NativeTemplateWriter.scalar(identifier))") }
            if scene.controllerID != nil {
                let file = "\(name).\(fileSafe(scene.sceneID)).quill"
                templates.append((file, NativeTemplateWriter.write(scene.document, comment: "Scene \(scene.sceneID) of \(name).")))
                lines.append("    template: \(NativeTemplateWriter.scalar(file))")
            }
            if !scene.exitIDs.isEmpty { lines.append("    exits: [\(scene.exitIDs.map { NativeTemplateWriter.scalar($0, inList: true) }.joined(separator: ", "))]") }
            if !scene.prototypes.isEmpty { lines.append("    prototypes:") }
            for prototype in scene.prototypes {
                let cell = prototype.document.objects.first?.id ?? prototype.reuseIdentifier
                let file = "\(name).\(fileSafe(cell)).quill"
                templates.append((file, NativeTemplateWriter.write(prototype.document, comment: "Prototype cell '\(prototype.reuseIdentifier)' of \(name).")))
                lines.append("      - {container: \(NativeTemplateWriter.scalar(prototype.containerID, inList: true)), reuseIdentifier: "
                    + "\(NativeTemplateWriter.scalar(prototype.reuseIdentifier, inList: true)), template: \(NativeTemplateWriter.scalar(file, inList: true))}")
            }
            if !scene.segues.isEmpty { lines.append("    segues:") }
            for segue in scene.segues { lines.append("      - {\(fields(of: segue).joined(separator: ", "))}") }
        }
        return (lines.joined(separator: "\n") + "\n", templates)
    }

    /// A segue's fields, as `NativeStoryboardReader` reads them.
    static func fields(of segue: StoryboardSegueDescription) -> [String] {
        func scalar(_ text: String) -> String { NativeTemplateWriter.scalar(text, inList: true) }
        var fields = ["id: \(scalar(segue.id))"]
        switch segue.kind {
        case .relationship(let name): fields += ["kind: relationship", "relationship: \(scalar(name))"]
        case .unwind(let action): fields += ["kind: unwind", "action: \(scalar(action))"]
        default: fields.append("kind: \(segue.kind)")
        }
        if let identifier = segue.identifier { fields.append("identifier: \(scalar(identifier))") }
        fields.append("from: \(scalar(segue.sourceID))")
        if let destination = segue.destinationID { fields.append("to: \(scalar(destination))") }
        if let custom = segue.customClass { fields.append("class: \(scalar(custom))") }
        if !segue.animates { fields.append("animates: false") }
        if segue.triggersOnAccessory { fields.append("trigger: accessory") }
        return fields
    }

    /// An id as part of a file name: letters, digits, `-` and `_` kept, anything else `_`.
    static func fileSafe(_ id: String) -> String {
        String(id.prefix(64).map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "_" })
    }
}

import Foundation
import QuillFoundation
import Yams

/// Reads Quill's native templates: YAML with a fixed shape (see docs/Templates.md). Every
/// problem is reported with the file, line and column, and all of them at once.
package enum NativeTemplateReader {
    /// The format version this reader understands (`quill: 1`).
    static let formatVersion = 1

    private static let topLevelKeys = ["quill", "owner", "imageSizes", "designedFor", "objects"]
    private static let ownerKeys = ["class", "outlets", "outletCollections"]
    /// Keys of an object mapping that are not properties.
    static let structuralKeys = [
        "class", "baseClass", "module", "id", "subviews", "parts", "outlets", "outletCollections", "actions", "constraints",
    ]
    /// The keys of a constraint mapping.
    static let constraintKeys = [
        "id", "first", "attribute", "relation", "second", "secondAttribute", "multiplier", "constant", "priority", "identifier", "placeholder",
    ]
    /// A value of each constraint key, for hints.
    static let constraintKeyExamples = [
        "id": "titleHeight", "first": "title", "attribute": "top", "relation": "equal", "second": "self",
        "secondAttribute": "bottom", "multiplier": "1", "constant": "8", "priority": "750", "identifier": "titleTop", "placeholder": "false",
    ]

    package static func read(_ data: Data, path: String) throws(TemplateError) -> TemplateDocument {
        var reader = Reader(path: path)
        return try reader.read(data)
    }

    struct Reader {
        let path: String
        var errors: [TemplateDiagnostic] = []
        var document: TemplateDocument
        var idLocations: [String: SourceLocation] = [:]
        var references: [(String, SourceLocation)] = []
        var generatedIDs = 0

        init(path: String) {
            self.path = path
            document = TemplateDocument(path: path, format: .native)
        }

        func location(_ node: Node) -> SourceLocation {
            SourceLocation(file: path, line: node.mark?.line ?? 0, column: node.mark?.column ?? 0)
        }

        mutating func error(_ message: String, _ node: Node, hint: String? = nil) {
            errors.append(TemplateDiagnostic(.error, message, at: location(node), hint: hint))
        }

        /// `imageSizes: {name: [width, height]}`: the size a missing image's placeholder has.
        mutating func readImageSizes(_ node: Node) {
            guard let mapping = node.mapping else {
                error("'imageSizes' must map image names to [width, height]", node, hint: "write lines like 'logo: [64, 64]'")
                return
            }
            for (key, value) in mapping {
                let numbers = value.sequence?.compactMap { $0.scalar.flatMap { Double($0.string) } } ?? []
                guard let name = key.scalar?.string, numbers.count == 2, numbers.allSatisfy({ $0.isFinite && $0 > 0 && $0 <= TemplateLimits.maximumCoordinate }) else {
                    error("an image size must be [width, height] in points, each above 0 and at most \(Int(TemplateLimits.maximumCoordinate))", value, hint: "write 'logo: [64, 64]'")
                    continue
                }
                document.declaredImageSizes[name] = Size(width: numbers[0], height: numbers[1])
            }
        }

        /// `designedFor: {device: retina4_7, toolsVersion: 13529}`: the Interface Builder device
        /// and version a converted .xib was laid out with, so tools lay it out the same way.
        mutating func readDesign(_ node: Node) {
            let hint = "write 'designedFor: {device: retina4_7, toolsVersion: 13529}'"
            guard let mapping = node.mapping else {
                error("'designedFor' must map 'device' and 'toolsVersion'", node, hint: hint)
                return
            }
            for (key, value) in mapping {
                switch key.scalar?.string {
                case "device":
                    guard let device = value.scalar?.string, !device.isEmpty, device.count <= 64 else {
                        error("'device' must be an Interface Builder device id such as retina4_7", value, hint: hint)
                        continue
                    }
                    document.designDevice = device
                case "toolsVersion":
                    guard let version = value.scalar.flatMap({ Int($0.string) }), version > 0 else {
                        error("'toolsVersion' must be a whole number above 0", value, hint: hint)
                        continue
                    }
                    document.designToolsVersion = version
                default:
                    error("unknown key '\(key.scalar?.string ?? "?")' in 'designedFor' (it has device and toolsVersion)", key, hint: hint)
                }
            }
        }

        mutating func read(_ data: Data) throws(TemplateError) -> TemplateDocument {
            // Values are interpreted by the property they are assigned to, so YAML's regex-based
            // tag resolution (the slow part of parsing) is not needed; see YAMLFile.
            let root = try YAMLFile.compose(data, path: path, kind: "the template")
            guard let root, let mapping = root.mapping else {
                throw TemplateError(
                    "a template must be a mapping with 'quill: 1' and 'objects:'", at: SourceLocation(file: path, line: 1, column: 1),
                    hint: "start the file with 'quill: 1'")
            }
            let entries = checkedEntries(mapping, allowed: NativeTemplateReader.topLevelKeys, what: "top-level key")
            if let version = entries["quill"] {
                if version.scalar.flatMap({ Int($0.string) }) != NativeTemplateReader.formatVersion {
                    error(
                        "template format version \(version.string ?? "?") is not supported; this Quill reads version \(NativeTemplateReader.formatVersion)",
                        version, hint: "write 'quill: 1', or update Quill")
                }
            } else {
                error("the template does not say its format version", root, hint: "add 'quill: 1' at the top")
            }
            if let owner = entries["owner"] { readOwner(owner) }
            if let sizes = entries["imageSizes"] { readImageSizes(sizes) }
            if let design = entries["designedFor"] { readDesign(design) }
            if let objects = entries["objects"] {
                if let sequence = objects.sequence {
                    for node in sequence {
                        if let object = readObject(node) { document.objects.append(object) }
                    }
                } else {
                    error("'objects' must be a list of objects", objects, hint: "write each object on a line starting with '- '")
                }
            } else {
                error("the template has no 'objects:' list", root)
            }
            for (id, location) in references where idLocations[id] == nil && id != "owner" && id != "firstResponder" {
                let known = idLocations.keys.filter { !$0.hasPrefix("object-") }.sorted()
                errors.append(TemplateDiagnostic(
                    .error, "'\(id)' does not name an object of this template", at: location,
                    hint: known.isEmpty ? "give the object an 'id:'" : "ids in this template: \(known.joined(separator: ", ")), owner, firstResponder"))
            }
            if !errors.isEmpty { throw TemplateError(errors) }
            return document
        }

        /// The entries of a mapping by key; reports non-string, duplicate and unknown keys.
        mutating func checkedEntries(_ mapping: Node.Mapping, allowed: [String]?, what: String) -> [String: Node] {
            var result: [String: Node] = [:]
            var seen: [String: Node] = [:]
            for (keyNode, value) in mapping {
                guard let key = keyNode.scalar?.string else {
                    error("keys must be plain names", keyNode)
                    continue
                }
                if let first = seen[key] {
                    error("'\(key)' is written twice (first at line \(first.mark?.line ?? 0))", keyNode, hint: "keep one")
                    continue
                }
                seen[key] = keyNode
                if let allowed, !allowed.contains(key) {
                    error("unknown \(what) '\(key)'", keyNode, hint: "allowed: \(allowed.joined(separator: ", "))")
                    continue
                }
                result[key] = value
            }
            return result
        }

        mutating func readOwner(_ node: Node) {
            guard let mapping = node.mapping else {
                error("'owner' must be a mapping (class:, outlets:)", node)
                return
            }
            let entries = checkedEntries(mapping, allowed: NativeTemplateReader.ownerKeys, what: "owner key")
            if let cls = entries["class"] {
                if let name = cls.scalar?.string { document.ownerClass = name } else { error("'class' must be a class name", cls) }
            }
            if let outlets = entries["outlets"] { readOutlets(outlets, source: .owner, collection: false) }
            if let outlets = entries["outletCollections"] { readOutlets(outlets, source: .owner, collection: true) }
        }

        mutating func readObject(_ node: Node, defaultClass: String? = nil, defaultID: String? = nil) -> TemplateObject? {
            guard let mapping = node.mapping else {
                error("an object must be a mapping with at least 'class:'", node, hint: "e.g. '- {class: Label, text: Hello}'")
                return nil
            }
            let entries = checkedEntries(mapping, allowed: nil, what: "key")
            guard let className = className(of: node, entries: entries, defaultClass: defaultClass),
                let id = objectID(of: node, entries: entries, defaultID: defaultID)
            else { return nil }
            var object = TemplateObject(id: id, className: className, location: location(node))
            // `baseClass:` names what to make when `class:` is not registered and the template
            // is loaded leniently (what a converted .xib's custom classes become).
            if let baseNode = entries["baseClass"] {
                if let base = baseNode.scalar?.string, !base.isEmpty {
                    object.customClass = className
                    object.className = base
                } else {
                    error("'baseClass' must be a class name", baseNode)
                }
            }
            if let moduleNode = entries["module"] {
                if let module = moduleNode.scalar?.string { object.customModule = module } else { error("'module' must be a module name", moduleNode) }
            }
            if let constraints = entries["constraints"] {
                if let sequence = constraints.sequence {
                    for item in sequence { if let constraint = readConstraint(item) { object.constraints.append(constraint) } }
                } else {
                    error("'constraints' must be a list of constraints", constraints, hint: "e.g. '- title.top == self.top + 8'")
                }
            }
            for (keyNode, value) in mapping {
                guard let key = keyNode.scalar?.string, !NativeTemplateReader.structuralKeys.contains(key) else { continue }
                object.properties.append(TemplateProperty(name: key, value: self.value(value), location: location(keyNode)))
            }
            readChildren(of: &object, entries: entries)
            if let outlets = entries["outlets"] { readOutlets(outlets, source: .object(id), collection: false) }
            if let outlets = entries["outletCollections"] { readOutlets(outlets, source: .object(id), collection: true) }
            if let actions = entries["actions"] { readActions(actions, source: id) }
            return object
        }

        /// An object's class: its `class:`, or `defaultClass` (a part's); `nil` when neither
        /// gives one (an error).
        mutating func className(of node: Node, entries: [String: Node], defaultClass: String?) -> String? {
            if let classNode = entries["class"] {
                guard let name = classNode.scalar?.string, !name.isEmpty else {
                    error("'class' must be a class name", classNode)
                    return nil
                }
                return name
            }
            if let defaultClass { return defaultClass }
            error("the object has no 'class:'", node, hint: "add e.g. 'class: View'")
            return nil
        }

        /// An object's id, recorded as used: its `id:` (unique, without dots, not a
        /// placeholder's), `defaultID` when unused (a part's), or a generated one; `nil` when
        /// `id:` is not a name (an error).
        mutating func objectID(of node: Node, entries: [String: Node], defaultID: String?) -> String? {
            if let idNode = entries["id"] {
                guard let given = idNode.scalar?.string, !given.isEmpty, !given.contains(".") else {
                    error("'id' must be a name without dots", idNode)
                    return nil
                }
                if given == "owner" || given == "firstResponder" {
                    error("'\(given)' is reserved for a placeholder", idNode, hint: "choose another id")
                }
                if let first = idLocations[given] {
                    error("duplicate id '\(given)' (first used at \(first))", idNode, hint: "ids must be unique in a template")
                }
                idLocations[given] = location(idNode)
                return given
            }
            if let defaultID, idLocations[defaultID] == nil {
                idLocations[defaultID] = location(node)
                return defaultID
            }
            generatedIDs += 1
            let id = "object-\(generatedIDs)"
            idLocations[id] = location(node)
            return id
        }

        /// An object's `subviews:` and `parts:`.
        mutating func readChildren(of object: inout TemplateObject, entries: [String: Node]) {
            if let subviews = entries["subviews"] {
                if let sequence = subviews.sequence {
                    for child in sequence { if let sub = readObject(child) { object.subviews.append(sub) } }
                } else {
                    error("'subviews' must be a list of objects", subviews)
                }
            }
            if let parts = entries["parts"] {
                if let partMapping = parts.mapping {
                    for (keyNode, partNode) in partMapping {
                        guard let key = keyNode.scalar?.string else { continue }
                        // A list holds several parts under one key (a toolbar's items).
                        if let list = partNode.sequence {
                            for (n, item) in list.enumerated() {
                                if let partObject = readObject(item, defaultClass: "View", defaultID: "\(object.id).\(key).\(n)") {
                                    object.parts.append(TemplatePart(key: key, object: partObject))
                                }
                            }
                            continue
                        }
                        // A part that describes an existing part (contentView) needs no class.
                        // Its id is PARENT.PART unless it gives one (as the .xib readers name parts).
                        if let partObject = readObject(partNode, defaultClass: "View", defaultID: "\(object.id).\(key)") {
                            object.parts.append(TemplatePart(key: key, object: partObject))
                        }
                    }
                } else {
                    error("'parts' must map part names (contentView, backgroundView…) to objects", parts)
                }
            }
        }

        /// A layout constraint: a rule (`title.top == self.top + 8`), a rule named by its id
        /// (`{heightConstraint: height == 44}`), or the long mapping form (`{first:, attribute:…}`).
        mutating func readConstraint(_ node: Node) -> TemplateConstraint? {
            if let scalar = node.scalar {
                generatedIDs += 1
                return constraint(rule: scalar, node: node, id: "constraint-\(generatedIDs)")
            }
            guard let mapping = node.mapping else {
                error("a constraint must be a rule such as 'title.top == self.top + 8', or a mapping", node)
                return nil
            }
            if mapping.count == 1, let (keyNode, value) = mapping.first, let id = keyNode.scalar?.string,
                !NativeTemplateReader.constraintKeys.contains(id), let rule = value.scalar
            {
                noteID(id, keyNode)
                return constraint(rule: rule, node: value, id: id)
            }
            let entries = checkedEntries(mapping, allowed: NativeTemplateReader.constraintKeys, what: "constraint key")
            return longFormConstraint(entries, node)
        }

        /// A constraint from a rule string; a mistake is reported at its column in the file.
        mutating func constraint(rule scalar: Node.Scalar, node: Node, id: String) -> TemplateConstraint? {
            do throws(ConstraintRuleParser.Failure) {
                let rule = try ConstraintRuleParser.parse(scalar.string)
                return TemplateConstraint(
                    id: id, firstItem: rule.firstItem, firstAttribute: rule.firstAttribute, relation: rule.relation,
                    secondItem: rule.secondItem, secondAttribute: rule.secondAttribute, multiplier: rule.multiplier,
                    constant: rule.constant, priority: rule.priority, isPlaceholder: rule.isPlaceholder, location: location(node))
            } catch {
                let quoted = scalar.style == .singleQuoted || scalar.style == .doubleQuoted
                var at = location(node)
                at.column += error.offset + (quoted ? 1 : 0)
                errors.append(TemplateDiagnostic(
                    .error, "constraint '\(scalar.string)': \(error.message)", at: at,
                    hint: error.hint ?? "a rule reads 'item.attribute == other.attribute * multiplier + constant @priority'"))
                return nil
            }
        }

        /// A constraint id must be unique among the template's ids (outlets reach it by id).
        mutating func noteID(_ id: String, _ node: Node) {
            if let first = idLocations[id] {
                error("duplicate id '\(id)' (first at \(first))", node)
            } else {
                idLocations[id] = location(node)
            }
        }

        mutating func reference(_ node: Node) -> TemplateReference? {
            guard let name = node.scalar?.string, !name.isEmpty else {
                error("expected an object id, 'owner' or 'firstResponder'", node)
                return nil
            }
            references.append((name, location(node)))
            switch name {
            case "owner": return .owner
            case "firstResponder": return .firstResponder
            default: return .object(name)
            }
        }

        mutating func readOutlets(_ node: Node, source: TemplateReference, collection: Bool) {
            guard let mapping = node.mapping else {
                error("'\(collection ? "outletCollections" : "outlets")' must map outlet names to object ids", node)
                return
            }
            for (keyNode, value) in mapping {
                guard let name = keyNode.scalar?.string else { continue }
                let targets = collection ? (value.sequence.map(Array.init) ?? [value]) : [value]
                for target in targets {
                    guard let destination = reference(target) else { continue }
                    document.connections.append(TemplateConnection(
                        kind: collection ? .outletCollection : .outlet, name: name, source: source, destination: destination,
                        location: location(keyNode)))
                }
            }
        }

        /// `actions` of a control, mapping events to targets (`touchUpInside: owner.save`), or
        /// of a gesture recognizer, a list of targets (`[owner.photoTapped]`).
        mutating func readActions(_ node: Node, source: String) {
            if let list = node.sequence {
                for target in list { readActionTarget(target, events: [], source: source) }
                return
            }
            guard let mapping = node.mapping else {
                error("'actions' must map events to 'target.action' (e.g. touchUpInside: owner.save), or list targets for a gesture recognizer", node)
                return
            }
            for (keyNode, value) in mapping {
                guard let eventName = keyNode.scalar?.string else { continue }
                guard let events = ControlEventNames.events(named: eventName) else {
                    error("unknown control event '\(eventName)'", keyNode, hint: "events: \(ControlEventNames.names)")
                    continue
                }
                for target in value.sequence.map(Array.init) ?? [value] { readActionTarget(target, events: events, source: source) }
            }
        }

        /// One `target.action` of `actions`.
        mutating func readActionTarget(_ target: Node, events: ControlEvents, source: String) {
            // The action follows the last dot: part ids (cell.contentView) have dots too.
            guard let text = target.scalar?.string, let dot = text.lastIndex(of: "."), dot != text.startIndex,
                text.index(after: dot) != text.endIndex
            else {
                error("an action is written 'target.action' (e.g. owner.save)", target)
                return
            }
            let targetName = String(text[..<dot])
            var action = String(text[text.index(after: dot)...])
            if action.hasSuffix(":") { action.removeLast() }
            references.append((targetName, location(target)))
            let destination: TemplateReference =
                targetName == "owner" ? .owner : targetName == "firstResponder" ? .firstResponder : .object(targetName)
            document.connections.append(TemplateConnection(
                kind: .action(events), name: action, source: .object(source), destination: destination, location: location(target)))
        }

        func value(_ node: Node) -> TemplateValue {
            switch node {
            case .scalar(let scalar):
                if scalar.style == .plain, ["~", "null"].contains(scalar.string) { return .null }
                return .text(scalar.string)
            case .sequence(let sequence):
                // Numbers in lists are geometry (frames, points, insets): parse them once here
                // rather than at every instantiation.
                return .list(sequence.map { item in
                    // Quoted numbers ("5") stay text.
                    if case .scalar(let scalar) = item, scalar.style == .plain, let n = Double(scalar.string), n.isFinite { return .number(n) }
                    return value(item)
                })
            case .mapping(let mapping):
                return .map(mapping.map { TemplateEntry(key: $0.key.scalar?.string ?? "", value: value($0.value), location: location($0.key)) })
            case .alias:
                return .null
            }
        }
    }

    static func syntaxError(_ error: YamlError, path: String) -> TemplateError {
        switch error {
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
            .composer(let context, let problem, let mark, _):
            let detail = context.map { "\($0.text) at line \($0.mark.line), " } ?? ""
            return TemplateError(
                "malformed YAML: \(detail)\(problem)", at: SourceLocation(file: path, line: mark.line, column: mark.column),
                hint: "check the indentation and the ':' after each key")
        case .reader(let problem, _, _, _):
            return TemplateError("unreadable text: \(problem)", at: SourceLocation(file: path))
        default:
            return TemplateError("malformed YAML: \(error)", at: SourceLocation(file: path))
        }
    }
}

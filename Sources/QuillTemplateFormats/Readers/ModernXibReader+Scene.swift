import QuillFoundation

extension ModernXibReader {
    /// One `<scene>`: its controller and the objects beside it, with the segues and prototype
    /// cells collected on the way (`scene` must be set). `nil` for a scene with no objects.
    mutating func readScene(_ element: XMLElementNode) -> StoryboardScene? {
        guard let objects = element.child("objects") else {
            warn("scene '\(element["sceneID"] ?? "?")' has no objects; skipped", element)
            return nil
        }
        var exits: [String] = []
        var reference: StoryboardReference?
        var identifier: String?
        for child in objects.children {
            switch child.name {
            case "placeholder":
                readPlaceholder(child)
            case "exit":
                if let id = child["id"] {
                    exits.append(id)
                    ids[id] = child.location
                }
            case "viewControllerPlaceholder":
                guard let id = child["id"] else { continue }
                ids[id] = child.location
                reference = StoryboardReference(
                    id: id, storyboardName: child["storyboardName"], referencedIdentifier: child["referencedIdentifier"], location: child.location)
            default:
                if child["sceneMemberID"] == "viewController", let first = scene?.controllerID {
                    warn("a second view controller in one scene (the first is '\(first)'); it is made as an object of the scene, not shown", child,
                        hint: "give each view controller a scene of its own")
                }
                let isController = child["sceneMemberID"] == "viewController" && scene?.controllerID == nil
                if isController {
                    scene?.controllerID = child["id"]
                    identifier = child["storyboardIdentifier"].flatMap { $0.isEmpty ? nil : $0 }
                }
                if let object = readObject(child) { document.objects.append(object) }
            }
        }
        checkReferences()
        let controllerID = scene?.controllerID
        let prototypes = splitPrototypes(controllerID: controllerID)
        return StoryboardScene(
            sceneID: element["sceneID"] ?? controllerID ?? "?", controllerID: controllerID, storyboardIdentifier: identifier, document: document,
            segues: scene?.segues ?? [], prototypes: prototypes, exitIDs: exits, reference: reference, location: element.location)
    }

    /// Moves each prototype cell's connections into a template of its own; connections from
    /// inside a cell to the controller go to File's Owner (the controller makes the cells).
    mutating func splitPrototypes(controllerID: String?) -> [StoryboardPrototype] {
        var result: [StoryboardPrototype] = []
        for (containerID, cell) in scene?.prototypes ?? [] {
            let inside = Set(cell.allObjects.map(\.id))
            var own: [TemplateConnection] = []
            var rest: [TemplateConnection] = []
            for var connection in document.connections {
                guard case .object(let source) = connection.source, inside.contains(source) else {
                    if case .object(let destination) = connection.destination, inside.contains(destination) {
                        warn("connection '\(connection.name)' leads into prototype cell '\(cell.id)', whose objects repeat; left out",
                            XMLElementNode(name: "connection", attributes: [:], location: connection.location),
                            hint: "connect it to an outlet of the cell's own class instead")
                    } else {
                        rest.append(connection)
                    }
                    continue
                }
                if case .object(let destination) = connection.destination {
                    if destination == controllerID {
                        connection.destination = .owner
                    } else if !inside.contains(destination) {
                        // Another object of the scene (a gesture recognizer Interface Builder
                        // keeps among the scene's objects): one of it cannot serve every cell.
                        warn("connection '\(connection.name)' from prototype cell '\(cell.id)' leads to '\(destination)' outside the cell; left out",
                            XMLElementNode(name: "connection", attributes: [:], location: connection.location),
                            hint: "gesture recognizers on a prototype's views are not supported yet: add them in the cell's code")
                        continue
                    }
                }
                own.append(connection)
            }
            document.connections = rest
            var prototype = TemplateDocument(path: path, format: .xib, objects: [cell], connections: own)
            prototype.declaredImageSizes = document.declaredImageSizes
            prototype.designDevice = document.designDevice
            prototype.designToolsVersion = document.designToolsVersion
            let identifier = cell.properties.first { $0.name == "reuseIdentifier" }.flatMap { property -> String? in
                if case .text(let text) = property.value { return text }
                return nil
            }
            result.append(StoryboardPrototype(containerID: containerID, reuseIdentifier: identifier ?? "", document: prototype))
        }
        return result
    }
}

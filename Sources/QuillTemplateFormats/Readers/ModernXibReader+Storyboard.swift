import QuillFoundation

/// What the reader does differently inside a storyboard scene: segues, prototype and static
/// cells, and the older top and bottom layout guides.
extension ModernXibReader {
    /// A `<segue>` in an object's connections.
    mutating func readSegue(_ element: XMLElementNode, source: TemplateReference) {
        guard let id = element["id"] else {
            errors.append(TemplateDiagnostic(.error, "<segue> has no id", at: element.location, hint: "every storyboard object has an id attribute"))
            return
        }
        let sourceID: String
        switch source {
        case .object(let object): sourceID = object
        default: return warn("a segue from \(source) is not supported; ignored", element)
        }
        let kind: StoryboardSegueKind
        switch element["kind"] ?? "show" {
        case "show", "push": kind = .show
        case "showDetail", "replace": kind = .showDetail
        case "presentation", "modal", "popoverPresentation": kind = .presentation
        case "embed": kind = .embed
        case "custom": kind = .custom
        case "relationship":
            guard let relationship = element["relationship"] else {
                errors.append(TemplateDiagnostic(.error, "relationship segue '\(id)' names no relationship", at: element.location,
                    hint: "a relationship segue says what it makes the destination: rootViewController, viewControllers…"))
                return
            }
            kind = .relationship(relationship)
        case "unwind":
            guard var action = element["unwindAction"] else {
                errors.append(TemplateDiagnostic(.error, "unwind segue '\(id)' names no unwindAction", at: element.location,
                    hint: "connect the control to the scene's Exit and choose the action to unwind to"))
                return
            }
            if let colon = action.firstIndex(of: ":") { action = String(action[..<colon]) }
            kind = .unwind(action: action)
        case let other:
            return warn("segue kind '\(other)' is not one Quill knows (show, showDetail, presentation, embed, relationship, unwind, custom); ignored", element)
        }
        let isUnwind = if case .unwind = kind { true } else { false }
        guard isUnwind || element["destination"] != nil else {
            errors.append(TemplateDiagnostic(.error, "segue '\(id)' has no destination", at: element.location, hint: "connect the segue to a scene in Interface Builder"))
            return
        }
        var segue = StoryboardSegueDescription(
            id: id, identifier: element["identifier"].flatMap { $0.isEmpty ? nil : $0 }, kind: kind, sourceID: sourceID,
            sceneControllerID: scene?.controllerID, destinationID: isUnwind ? nil : element["destination"],
            customClass: element["customClass"], animates: element["animates"].map(XibValues.bool) ?? true, location: element.location)
        segue.triggersOnAccessory = element["trigger"] == "accessoryAction"
        scene?.segues.append(segue)
    }

    /// A table's `<prototypes>` or a collection view's `<cells>`: each cell a template of its own.
    mutating func readPrototypes(_ element: XMLElementNode, of containerID: String) {
        for child in element.children {
            guard child.name == "tableViewCell" || child.name == "collectionViewCell" else {
                noteSkipped(child)
                warn("<\(child.name)> in <\(element.name)> is not a cell; ignored", child, hint: "prototypes are table or collection view cells")
                continue
            }
            guard let cell = readObject(child) else { continue }
            if child["reuseIdentifier"]?.isEmpty ?? true {
                warn("prototype cell '\(cell.id)' has no reuse identifier; it cannot be dequeued", child,
                    hint: "give the cell an Identifier in Interface Builder's attributes inspector")
            }
            scene?.prototypes.append((containerID, cell))
        }
    }

    /// A static table's `<sections>`: each `<tableViewSection>` with its header and footer titles
    /// and its cells, made with the table (`sections` parts of the table view).
    mutating func readStaticSections(_ element: XMLElementNode, into table: inout TemplateObject) {
        for (index, child) in element.children("tableViewSection").enumerated() {
            var section = TemplateObject(id: child["id"] ?? "\(table.id).section\(index)", className: "TableViewSection", location: child.location)
            for (attribute, property) in [("headerTitle", "headerTitle"), ("footerTitle", "footerTitle")] {
                if let title = child[attribute] { section.properties.append(TemplateProperty(name: property, value: .text(title), location: child.location)) }
            }
            if let id = child["id"] { ids[id] = child.location }
            for cell in child.child("cells")?.children ?? [] {
                if let object = readObject(cell) { section.parts.append(TemplatePart(key: "cells", object: object)) }
            }
            table.parts.append(TemplatePart(key: "sections", object: section))
        }
    }

    /// Notes a controller's top and bottom layout guides (`<layoutGuides>`), which constraints
    /// in its view name: the top guide ends where the safe area starts, the bottom one starts
    /// where it ends.
    mutating func noteControllerLayoutGuides(_ controller: XMLElementNode) {
        guard let guides = controller.child("layoutGuides")?.children("viewControllerLayoutGuide"), !guides.isEmpty else { return }
        guard let view = controller.children.first(where: { $0["key"] == "view" }), let viewID = view["id"] else { return }
        let declared = view.children.first { $0.name == "viewLayoutGuide" && $0["key"] == "safeArea" }?["id"]
        let safeAreaID = declared ?? "\(viewID).safeArea"
        if declared == nil { scene?.syntheticSafeAreas[viewID] = safeAreaID }
        for guide in guides {
            guard let id = guide["id"] else { continue }
            guard guide["type"] == "top" || guide["type"] == "bottom" else {
                warn("layout guide '\(id)' is of type '\(guide["type"] ?? "")', not top or bottom; constraints to it are left out", guide)
                continue
            }
            ids[id] = guide.location
            scene?.controllerGuides[id] = (guide["type"] == "top", viewID, safeAreaID)
        }
    }

    /// A constraint's items with the controller's layout guides replaced by what they stand
    /// for; `nil` (with a warning) for a constraint on a guide's size, which has no counterpart.
    mutating func constraintItems(
        _ c: XMLElementNode, first: (item: String, attribute: LayoutAttribute), second: (item: String?, attribute: LayoutAttribute)
    ) -> (first: (item: String, attribute: LayoutAttribute), second: (item: String?, attribute: LayoutAttribute))? {
        guard let guides = scene?.controllerGuides, !guides.isEmpty else { return (first, second) }
        func resolve(_ item: String, _ attribute: LayoutAttribute) -> (String, LayoutAttribute)? {
            guard let guide = guides[item] else { return (item, attribute) }
            switch (guide.isTop, attribute) {
            case (true, .bottom): return (guide.safeAreaID, .top)
            case (true, .top): return (guide.viewID, .top)
            case (false, .top): return (guide.safeAreaID, .bottom)
            case (false, .bottom): return (guide.viewID, .bottom)
            default:
                warn("constraint '\(c["id"] ?? "?")' relates the \(guide.isTop ? "top" : "bottom") layout guide's \(attribute); left out", c,
                    hint: "only a layout guide's top and bottom edges have a counterpart (the view's safe area)")
                return nil
            }
        }
        guard let firstItem = resolve(first.item, first.attribute) else { return nil }
        guard let secondName = second.item else { return ((firstItem.0, firstItem.1), second) }
        guard let secondItem = resolve(secondName, second.attribute) else { return nil }
        return ((firstItem.0, firstItem.1), (secondItem.0, secondItem.1))
    }
}

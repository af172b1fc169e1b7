import QuillFoundation
import QuillTemplateFormats
import QuillTemplates
import QuillViews
import QuillWidgets

extension Storyboard {
    /// Makes a scene's controller (onto `root` when given) and what the scene builds it from:
    /// what the `instantiate…` methods do once they have found the scene; tools use it to make
    /// every scene of a storyboard.
    public func instantiate(_ scene: StoryboardScene, onto root: ViewController? = nil) throws(TemplateError) -> ViewController {
        if let reference = scene.reference { return try instantiate(reference) }
        guard let controllerID = scene.controllerID else {
            throw TemplateError("scene '\(scene.sceneID)' has no view controller", at: scene.location, hint: "a scene needs a view controller to be made")
        }
        guard depth < Storyboard.maximumDepth else {
            throw TemplateError(
                "scene '\(scene.displayName)' is built from scenes more than \(Storyboard.maximumDepth) deep; its relationships or embeds lead back to it",
                at: scene.location, hint: "a navigation root, tab or embedded scene must not contain the scene it belongs to")
        }
        depth += 1
        defer { depth -= 1 }
        let template = sceneTemplates[scene.sceneID] ?? Template(document: scene.document, bundle: bundle ?? TemplateBundle(path: "."))
        sceneTemplates[scene.sceneID] = template
        let instance: TemplateInstance
        if let root {
            instance = try template.makeInstance(root: root, owner: nil, options: options, registry: registry)
        } else {
            instance = try template.makeInstance(owner: nil, options: options, registry: registry)
        }
        if reportsUnregisteredClasses { instance.reportUnregisteredClasses() }
        guard let controller = instance.object(withID: controllerID) as? ViewController else {
            let made = instance.object(withID: controllerID).map { registry.className(of: $0) } ?? "nothing"
            throw TemplateError(
                "scene '\(scene.displayName)' made \(made), not a view controller", at: scene.controller?.location ?? scene.location,
                hint: "register the scene's class as a subclass of ViewController")
        }
        controller.storyboard = self
        controller.storyboardSegues = scene.segues.filter(\.isTriggered)
        registerPrototypes(of: scene, in: instance, owner: controller)
        try buildRelationships(of: scene, in: instance, controller: controller)
        connectTriggers(of: scene, in: instance, controller: controller)
        return controller
    }

    /// Makes the controller a storyboard reference stands for.
    func instantiate(_ reference: StoryboardReference) throws(TemplateError) -> ViewController {
        let target: Storyboard
        if let name = reference.storyboardName, name != self.name {
            if let known = referenced[name] {
                target = known
            } else {
                do {
                    target = try Storyboard(name: name, bundle: bundle ?? TemplateBundle(path: "."), registry: registry, options: options)
                } catch {
                    let problem = TemplateDiagnostic(
                        .error, "the storyboard reference '\(reference.id)' names storyboard '\(name)', which could not be read", at: reference.location,
                        hint: "put \(name).storyboard beside \(self.name).storyboard or in a folder below it")
                    guard substitutesMissingReferences else { throw TemplateError(error.diagnostics + [problem]) }
                    warnings.append(TemplateDiagnostic(.warning, problem.message, at: problem.location, hint: problem.hint))
                    return Storyboard.placeholder(for: "storyboard '\(name)' was not found")
                }
                target.substitutesMissingReferences = substitutesMissingReferences
                target.reportsUnregisteredClasses = reportsUnregisteredClasses
                referenced[name] = target
            }
        } else {
            target = self
        }
        target.depth = depth + 1
        defer { target.depth = 0 }
        guard target.depth < Storyboard.maximumDepth else {
            throw TemplateError("storyboard references lead back to themselves", at: reference.location, hint: "break the cycle of references")
        }
        defer {
            if target !== self {
                warnings += target.warnings
                target.warnings = []
            }
        }
        if let identifier = reference.referencedIdentifier {
            guard let scene = target.document.scene(withIdentifier: identifier) else {
                let known = target.document.scenes.compactMap(\.storyboardIdentifier).sorted()
                throw TemplateError(
                    "the storyboard reference '\(reference.id)' names identifier '\(identifier)', which no scene of storyboard '\(target.name)' has",
                    at: reference.location, hint: known.isEmpty ? "give the scene a Storyboard ID in Interface Builder" : "its identifiers are: \(known.joined(separator: ", "))")
            }
            return try target.instantiate(scene)
        }
        guard let initial = target.document.initialScene else {
            throw TemplateError(
                "storyboard '\(target.name)' has no initial view controller for the reference '\(reference.id)'", at: reference.location,
                hint: "name a storyboard identifier in the reference, or mark an initial view controller in \(target.name).storyboard")
        }
        return try target.instantiate(initial)
    }

    /// A controller standing in for one that could not be made: its view says why.
    static func placeholder(for problem: String) -> ViewController {
        let controller = ViewController()
        let view = View(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        view.backgroundColor = .systemBackground
        let label = Label(frame: view.bounds.insetBy(dx: 16, dy: 16))
        label.text = "⚠ " + problem
        label.numberOfLines = 0
        label.textAlignment = .center
        label.textColor = .systemRed
        label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(label)
        controller.view = view
        return controller
    }

    /// The scene a segue leads to.
    func destinationScene(of segue: StoryboardSegueDescription) throws(TemplateError) -> StoryboardScene {
        guard let id = segue.destinationID, let scene = document.scene(containing: id) else {
            throw TemplateError("segue '\(segue.identifier ?? segue.id)' leads to no scene", at: segue.location)
        }
        return scene
    }

    /// Registers a scene's prototype cells on its table and collection views, made with the
    /// scene's controller as File's Owner; cells that trigger segues run them when selected.
    func registerPrototypes(of scene: StoryboardScene, in instance: TemplateInstance, owner: ViewController) {
        for prototype in scene.prototypes where !prototype.reuseIdentifier.isEmpty {
            let cellID = prototype.document.objects.first?.id ?? ""
            let template = prototypeTemplates[cellID] ?? Template(document: prototype.document, bundle: bundle ?? TemplateBundle(path: "."))
            prototypeTemplates[cellID] = template
            let segues = scene.segues.filter { $0.sourceID == cellID && $0.isTriggered }
            let prepare: @MainActor (ContentCell) -> Void = { [weak self, weak owner] cell in
                if !segues.isEmpty { self?.attach(segues, to: cell, controller: owner) }
            }
            switch instance.object(withID: prototype.containerID) {
            case let table as TableView:
                table.register(template, forCellReuseIdentifier: prototype.reuseIdentifier, owner: owner, options: options, registry: registry, preparing: prepare)
            case let collection as CollectionView:
                collection.register(template, forCellReuseIdentifier: prototype.reuseIdentifier, owner: owner, options: options, registry: registry, preparing: prepare)
            default:
                break
            }
        }
    }

    /// Makes a cell run its segues when the user selects it.
    func attach(_ segues: [StoryboardSegueDescription], to cell: ContentCell, controller: ViewController?) {
        cell.selectionAction = { [weak self, weak controller] cell in
            guard let self, let controller else { return }
            for segue in segues { self.run(segue, from: controller, sender: cell, triggered: true) }
        }
    }
}

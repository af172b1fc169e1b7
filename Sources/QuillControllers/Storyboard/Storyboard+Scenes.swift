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
        try enter(scene)
        defer { leave() }
        let key = "\(scene.sceneID) \(controllerID)"
        let template = sceneTemplates[key] ?? Template(document: scene.document, bundle: bundle)
        sceneTemplates[key] = template
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

    /// Counts a scene being made, one level deeper: past `maximumDepth` levels (relationships
    /// that lead back to their scene) or `maximumControllers` controllers in all, an error.
    private func enter(_ scene: StoryboardScene) throws(TemplateError) {
        if depth == 0 { madeControllers = 0 }
        guard depth < Storyboard.maximumDepth else {
            throw TemplateError(
                "scene '\(scene.displayName)' is built from scenes more than \(Storyboard.maximumDepth) deep; its relationships or embeds lead back to it",
                at: scene.location, hint: "a navigation root, tab or embedded scene must not contain the scene it belongs to")
        }
        madeControllers += 1
        guard madeControllers <= Storyboard.maximumControllers else {
            throw TemplateError(
                "making this scene makes more than \(Storyboard.maximumControllers) view controllers through relationships and embeds",
                at: scene.location, hint: "check that tabs, navigation roots and container views do not lead to each other over and over")
        }
        depth += 1
    }

    private func leave() { depth -= 1 }

    /// Makes the controller a storyboard reference stands for.
    func instantiate(_ reference: StoryboardReference) throws(TemplateError) -> ViewController {
        guard let target = try storyboard(for: reference) else {
            return Storyboard.placeholder(for: "storyboard '\(reference.storyboardName ?? "")' was not found")
        }
        // The target works at this depth and within this budget; its own are put back after.
        let (savedDepth, savedCount) = (target.depth, target.madeControllers)
        if target !== self { (target.depth, target.madeControllers) = (depth, madeControllers) }
        defer {
            if target !== self {
                madeControllers = target.madeControllers
                (target.depth, target.madeControllers) = (savedDepth, savedCount)
                warnings += target.warnings
                target.warnings = []
            }
        }
        let scene: StoryboardScene
        if let identifier = reference.referencedIdentifier {
            guard let found = target.document.scene(withIdentifier: identifier) else {
                throw TemplateError(
                    "the storyboard reference '\(reference.id)' names identifier '\(identifier)', which no scene of storyboard '\(target.name)' has",
                    at: reference.location, hint: target.identifierHint)
            }
            scene = found
        } else {
            guard let initial = target.document.initialScene else {
                throw TemplateError(
                    "storyboard '\(target.name)' has no initial view controller for the reference '\(reference.id)'", at: reference.location,
                    hint: "name a storyboard identifier in the reference, or mark an initial view controller in \(target.name).storyboard")
            }
            scene = initial
        }
        if scene.reference?.id == reference.id, target === self {
            throw TemplateError("the storyboard reference '\(reference.id)' leads to itself", at: reference.location, hint: "point it at a scene with a view controller")
        }
        return try target.instantiate(scene)
    }

    /// The storyboard a reference names (this one when it names none or this one); `nil` when
    /// it cannot be read and missing references are substituted (a warning, once per name).
    private func storyboard(for reference: StoryboardReference) throws(TemplateError) -> Storyboard? {
        guard let name = reference.storyboardName, name != self.name else { return self }
        if let known = referenced[name] { return known }
        do {
            let target = try Storyboard(name: name, bundle: bundle, registry: registry, options: options)
            target.substitutesMissingReferences = substitutesMissingReferences
            target.reportsUnregisteredClasses = reportsUnregisteredClasses
            target.segueClasses.merge(segueClasses) { own, _ in own }
            referenced[name] = target
            return target
        } catch {
            let problem = TemplateDiagnostic(
                .error, "the storyboard reference '\(reference.id)' names storyboard '\(name)', which could not be read", at: reference.location,
                hint: "put \(name).storyboard beside \(self.name).storyboard or in a folder below it")
            guard substitutesMissingReferences else { throw TemplateError(error.diagnostics + [problem]) }
            warnings.append(TemplateDiagnostic(.warning, problem.message, at: problem.location, hint: problem.hint))
            referenced[name] = .some(nil)
            return nil
        }
    }

    /// A controller standing in for one that could not be made: its view says why.
    static func placeholder(for problem: String) -> ViewController {
        let controller = ViewController()
        controller.view = ViewController.messageView(saying: "⚠ " + problem, frame: Rect(x: 0, y: 0, width: 320, height: 480))
        return controller
    }

    /// The scene a segue leads to.
    func destinationScene(of segue: StoryboardSegueDescription) throws(TemplateError) -> StoryboardScene {
        guard let id = segue.destinationID, let scene = document.scene(withControllerID: id) else {
            throw TemplateError("segue '\(segue.identifier ?? segue.id)' leads to no scene", at: segue.location)
        }
        return scene
    }

    /// Registers a scene's prototype cells on its table and collection views, made with the
    /// scene's controller as File's Owner; cells that trigger segues run them when selected.
    func registerPrototypes(of scene: StoryboardScene, in instance: TemplateInstance, owner: ViewController) {
        for prototype in scene.prototypes where !prototype.reuseIdentifier.isEmpty {
            let cellID = prototype.document.objects.first?.id ?? ""
            let key = "\(prototype.containerID) \(prototype.reuseIdentifier) \(cellID)"
            let template = prototypeTemplates[key] ?? Template(document: prototype.document, bundle: bundle)
            prototypeTemplates[key] = template
            // The segues the cell or a control inside it triggers, wired on each cell made.
            let inside = Set(prototype.document.allObjects.map(\.id))
            let segues = scene.segues.filter { inside.contains($0.sourceID) && $0.isTriggered }
            let prepare: @MainActor (ContentCell, TemplateInstance) -> Void = { [weak self, weak owner] _, cellInstance in
                guard let self, let owner, !segues.isEmpty else { return }
                self.connectTriggers(segues, in: cellInstance, controller: owner)
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

    /// Makes a cell run its segues: those a selection triggers when the user selects it, those
    /// its accessory triggers (`trigger="accessoryAction"`) when its detail button is clicked.
    func attach(_ segues: [StoryboardSegueDescription], to cell: ContentCell, controller: ViewController?) {
        func run(_ chosen: [StoryboardSegueDescription]) -> (@MainActor (ContentCell) -> Void)? {
            guard !chosen.isEmpty else { return nil }
            return { [weak self, weak controller] cell in
                guard let self, let controller else { return }
                for segue in chosen { self.run(segue, from: controller, sender: cell, triggered: true) }
            }
        }
        cell.selectionAction = run(segues.filter { !$0.triggersOnAccessory })
        (cell as? TableViewCell)?.accessoryAction = run(segues.filter(\.triggersOnAccessory))
    }
}

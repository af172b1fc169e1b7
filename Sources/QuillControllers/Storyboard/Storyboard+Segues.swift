import QuillFoundation
import QuillTemplateFormats
import QuillTemplates
import QuillViews
import QuillWidgets

extension Storyboard {
    /// Makes the controllers a scene is built from: a navigation controller's root, a tab bar
    /// controller's tabs, a split view's columns (relationship segues), and the children shown
    /// in container views (embed segues, prepared by the parent first, as in UIKit).
    func buildRelationships(of scene: StoryboardScene, in instance: TemplateInstance, controller: ViewController) throws(TemplateError) {
        var tabs: [ViewController] = []
        for segue in scene.segues {
            switch segue.kind {
            case .relationship(let relationship):
                let child = try instantiate(try destinationScene(of: segue))
                switch (controller, relationship) {
                case (let navigation as NavigationController, "rootViewController"):
                    navigation.setViewControllers([child], animated: false)
                case (_ as TabBarController, "viewControllers"):
                    tabs.append(child)
                case (let split as SplitViewController, _):
                    let columns: [String: SplitViewControllerColumn] = [
                        "masterViewController": .primary, "primaryViewController": .primary, "detailViewController": .secondary,
                        "secondaryViewController": .secondary, "supplementaryViewController": .supplementary, "compactViewController": .compact,
                    ]
                    guard let column = columns[relationship] else { fallthrough }
                    split.setViewController(child, for: column)
                default:
                    RuntimeLog.warning(
                        "\(segue.location): relationship '\(relationship)' of a \(registry.className(of: controller)) is not supported; the scene is left out")
                }
            case .embed:
                guard let container = instance.object(withID: segue.sourceID) as? View else { continue }
                let child = try instantiate(try destinationScene(of: segue))
                // As in UIKit, the child is embedded when the parent's view loads (before its
                // viewDidLoad): the parent may decline a named embed, and prepares it first.
                let embed: @MainActor () -> Void = { [weak self, weak controller, weak container] in
                    guard let self, let controller, let container else { return }
                    if let identifier = segue.identifier, !controller.shouldPerformSegue(withIdentifier: identifier, sender: nil) { return }
                    controller.prepare(for: self.makeSegue(segue, source: controller, destination: child), sender: nil)
                    controller.addChild(child)
                    child.view.frame = container.bounds
                    child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                    container.addSubview(child.view)
                    child.didMove(toParent: controller)
                }
                // A controller a creator made may have loaded its view already.
                if controller.isViewLoaded { embed() } else { controller.viewLoadActions.append(embed) }
            default:
                continue
            }
        }
        if let tabBar = controller as? TabBarController, !tabs.isEmpty { tabBar.viewControllers = tabs }
    }

    /// Makes the buttons, bar button items, gesture recognizers and static cells of a scene run
    /// the segues they trigger.
    func connectTriggers(of scene: StoryboardScene, in instance: TemplateInstance, controller: ViewController) {
        connectTriggers(scene.segues.filter { $0.isTriggered && $0.sourceID != scene.controllerID }, in: instance, controller: controller)
    }

    /// Makes the objects of an instance (a scene's, or one prototype cell's) run the segues
    /// they trigger; segues whose source the instance does not hold are skipped.
    func connectTriggers(_ segues: [StoryboardSegueDescription], in instance: TemplateInstance, controller: ViewController) {
        var cellSegues: [ObjectIdentifier: (cell: ContentCell, segues: [StoryboardSegueDescription])] = [:]
        defer { for (cell, segues) in cellSegues.values { attach(segues, to: cell, controller: controller) } }
        for segue in segues {
            let run: @MainActor (AnyObject) -> Void = { [weak self, weak controller] sender in
                guard let self, let controller else { return }
                self.run(segue, from: controller, sender: sender, triggered: true)
            }
            switch instance.object(withID: segue.sourceID) {
            case let control as Control:
                _ = control.addAction(for: .primaryActionTriggered) { run($0) }
            case let item as BarButtonItem:
                item.actions.append(BarButtonItemAction(target: nil, hasTarget: false) { _, item in run(item) })
            case let recognizer as GestureRecognizer:
                _ = recognizer.addAction { recognizer in if recognizer.state == .ended || recognizer.state == .recognized { run(recognizer) } }
            case let cell as ContentCell:
                // A static cell's segues are attached together (selection and accessory).
                cellSegues[ObjectIdentifier(cell), default: (cell, [])].segues.append(segue)
            default:
                continue
            }
        }
    }

    /// Runs a segue from `source`: asks `shouldPerformSegue` when a control triggered it, makes
    /// the destination (or finds it up the chain for an unwind), lets `source` prepare, and
    /// performs it. Problems are logged, as UIKit raises them, naming the file and line.
    func run(_ description: StoryboardSegueDescription, from source: ViewController, sender: Any?, triggered: Bool) {
        if triggered, let identifier = description.identifier, !source.shouldPerformSegue(withIdentifier: identifier, sender: sender) { return }
        let destination: ViewController
        if case .unwind(let action) = description.kind {
            guard let found = StoryboardUnwinding.destination(for: action, from: source, sender: sender) else {
                RuntimeLog.warning("\(description.location): no controller up the chain from \(registry.className(of: source)) takes the unwind action '\(action)'; nothing happens")
                return
            }
            destination = found
        } else {
            do {
                destination = try instantiate(try destinationScene(of: description))
            } catch {
                RuntimeLog.error("segue '\(description.identifier ?? description.id)' could not make its destination: \(error)")
                return
            }
        }
        let segue = makeSegue(description, source: source, destination: destination)
        source.prepare(for: segue, sender: sender)
        if case .unwind(let action) = description.kind { DeclaredActions.perform(action, on: destination, sender: segue) }
        segue.perform()
    }

    /// The segue object for a description: of its custom class when one is registered.
    func makeSegue(_ description: StoryboardSegueDescription, source: ViewController, destination: ViewController) -> StoryboardSegue {
        let type = description.customClass.flatMap { segueClasses[$0] } ?? StoryboardSegue.self
        if let custom = description.customClass, segueClasses[custom] == nil {
            RuntimeLog.warning(
                "\(description.location): segue class '\(custom)' is not registered; a standard \(description.kind) segue runs instead "
                    + "(register it with storyboard.register(\(custom).self))")
        }
        let segue = type.init(identifier: description.identifier, source: source, destination: destination)
        segue.kind = description.kind == .custom && type == StoryboardSegue.self ? .presentation : description.kind
        segue.animates = description.animates
        return segue
    }
}

import QuillTemplateFormats
import QuillFoundation
import QuillViews

/// A template's instantiation worked out once: the steps a general instantiation took, with
/// classes, setters, converted values and outlet and action slots already resolved, replayed
/// for each new instance. Replaying makes the same objects, in the same order, with the same
/// calls as the general path, without looking up a name or converting a value (see
/// docs/Architecture.md, "Instantiation plans").
///
/// A plan is recorded only from an instantiation that had no errors and no warnings. A replay
/// makes its objects first and checks that each factory made the class it made when recorded,
/// before it touches the root or File's Owner; if one did not, nothing has changed and the
/// general path builds the instance instead. (Later steps rely only on those classes, so they
/// do as they did when recorded.)
@MainActor
final class TemplatePlan {
    let steps: [TemplatePlanStep]
    /// The `.make` steps' factories and classes, in order (made first by a replay).
    private let makes: [(factory: @MainActor () -> AnyObject?, type: ObjectIdentifier)]
    let slotCount: Int
    let ids: [(id: String, slot: Int)]
    let topLevel: [Int]
    /// The document's own diagnostics, which every instance reports.
    let diagnostics: [TemplateDiagnostic]

    init(steps: [TemplatePlanStep], slotCount: Int, ids: [(id: String, slot: Int)], topLevel: [Int], diagnostics: [TemplateDiagnostic]) {
        self.steps = steps
        makes = steps.compactMap { step in
            guard case .make(let factory, let type) = step else { return nil }
            return (factory, type)
        }
        self.slotCount = slotCount
        self.ids = ids
        self.topLevel = topLevel
        self.diagnostics = diagnostics
    }

    /// Builds a new instance, or returns `nil` when a step met something other than what was
    /// recorded.
    func replay(owner: AnyObject?, root: AnyObject?, template: Template, options: TemplateOptions, registry: TemplateRegistry) -> TemplateInstance? {
        // Every object is made, and its class checked, before any step changes anything.
        guard let made = makeObjects() else { return nil }
        var run = TemplatePlanReplay(made: made, slotCount: slotCount, owner: owner, root: root, template: template, options: options, registry: registry)
        for step in steps {
            guard run.perform(step) else { return nil }
        }
        let objects = run.objects
        let warnings = run.context.map { TemplateInstantiator.sorted(diagnostics + $0.warnings) } ?? diagnostics
        return TemplateInstance(
            topLevelObjects: topLevel.map { objects[$0] }, warnings: warnings, unregisteredClassWarnings: [],
            index: TemplateObjectIndex(entries: ids, objects: objects))
    }

    /// The `.make` steps' objects, in order, or `nil` when a factory made another class than
    /// the one recorded (or made none: a class found by name refused).
    private func makeObjects() -> [AnyObject]? {
        var made: [AnyObject] = []
        made.reserveCapacity(slotCount)
        for (factory, type) in makes {
            guard let object = factory(), ObjectIdentifier(Swift.type(of: object)) == type else { return nil }
            made.append(object)
        }
        return made
    }
}

/// One replay of a `TemplatePlan` under way: the objects in their slots so far, and the
/// context made when the first step converts a value.
@MainActor
private struct TemplatePlanReplay {
    /// The objects the `.make` steps take, made before the first step.
    let made: [AnyObject]
    let owner: AnyObject?
    let root: AnyObject?
    let template: Template
    let options: TemplateOptions
    let registry: TemplateRegistry
    private var nextMade = 0
    private(set) var objects: [AnyObject] = []
    private(set) var context: TemplateContext?

    init(made: [AnyObject], slotCount: Int, owner: AnyObject?, root: AnyObject?, template: Template, options: TemplateOptions, registry: TemplateRegistry) {
        self.made = made
        self.owner = owner
        self.root = root
        self.template = template
        self.options = options
        self.registry = registry
        objects.reserveCapacity(slotCount)
    }

    /// Performs one step; `false` when it met something other than what was recorded.
    mutating func perform(_ step: TemplatePlanStep) -> Bool {
        switch step {
        case .make:
            objects.append(made[nextMade])
            nextMade += 1
        case .root:
            guard let root else { return false }
            objects.append(root)
        case .existingPart(let owner, let get, let type):
            let part = get(objects[owner])
            guard ObjectIdentifier(Swift.type(of: part)) == type else { return false }
            objects.append(part)
        case .assignPart(let owner, let part, let assign):
            return assign(objects[owner], objects[part])
        case .composite(let slot):
            return applyComposite(at: slot)
        case .preparedProperty(let slot, let set):
            set(objects[slot])
        case .property(let slot, let setter, let value, let location):
            return setProperty(at: slot, setter, value, location: location)
        case .inspectable(let slot, let assign, let value):
            do throws(TemplateValueError) {
                try assign(objects[slot], value)
            } catch {
                return false
            }
        case .addSubview(let parent, let child):
            guard let parent = objects[parent] as? View, let child = objects[child] as? View else { return false }
            parent.addSubview(child)
        case .guide(let view, let kind):
            guard let view = objects[view] as? View, let guide = kind.guide(of: view) else { return false }
            objects.append(guide)
        case .constraint(let description, let first, let second, let origin):
            return makeConstraint(description, first: first, second: second, origin: origin)
        case .activateConstraints(let slots):
            return activateConstraints(in: slots)
        case .connect(let source, let destination, let connect):
            guard let source = end(source), let destination = end(destination) else { return false }
            return connect(source, destination)
        case .firstResponderAction(let sender, let events, let name):
            guard let sender = end(sender) as? any TemplateActionSender else { return false }
            sender.addFirstResponderAction(named: name, events: events)
        case .awake(let slot, let isResponder):
            if isResponder {
                (objects[slot] as? Responder)?.awakeFromNib()
            } else {
                (objects[slot] as? TemplateAwaking)?.awakeFromNib()
            }
        }
        return true
    }

    /// An end of a connection: the object in a slot, or File's Owner for `nil`.
    private func end(_ slot: Int?) -> AnyObject? {
        guard let slot else { return owner }
        return objects[slot]
    }

    /// Applies a composite view's own template to it.
    private func applyComposite(at slot: Int) -> Bool {
        guard let view = objects[slot] as? any CompositeTemplateView else { return false }
        do {
            try type(of: view).compositeTemplate.apply(to: view, owner: view, options: options, registry: registry)
        } catch {
            return false
        }
        return true
    }

    /// Sets a property by its setter, in the context made for the first such step.
    private mutating func setProperty(at slot: Int, _ setter: PropertySetter, _ value: TemplateValue, location: SourceLocation) -> Bool {
        let current = context ?? template.makeContext(options: options)
        context = current
        current.currentLocation = location
        do throws(TemplateValueError) {
            try setter.apply(objects[slot], value, current)
        } catch {
            return false
        }
        return true
    }

    /// Makes a constraint between the objects in two slots (`-1`: no second item) and puts it
    /// in the next slot.
    private mutating func makeConstraint(_ description: TemplateConstraint, first: Int, second: Int, origin: String) -> Bool {
        guard let firstItem = objects[first] as? any LayoutItem else { return false }
        var secondItem: (any LayoutItem)?
        if second >= 0 {
            guard let item = objects[second] as? any LayoutItem else { return false }
            secondItem = item
        }
        let constraint = TemplateInstantiator.makeConstraint(description, first: firstItem, second: secondItem, origin: origin)
        guard (try? constraint.commonAncestor()) != nil else { return false }
        objects.append(constraint)
        return true
    }

    /// Activates the constraints in these slots together.
    private func activateConstraints(in slots: [Int]) -> Bool {
        var constraints: [LayoutConstraint] = []
        for slot in slots {
            guard let constraint = objects[slot] as? LayoutConstraint else { return false }
            constraints.append(constraint)
        }
        LayoutConstraint.activate(constraints)
        return true
    }
}

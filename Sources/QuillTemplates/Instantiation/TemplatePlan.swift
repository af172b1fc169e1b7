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
    private let makes: [(factory: @MainActor () -> AnyObject, type: ObjectIdentifier)]
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
        var made: [AnyObject] = []
        made.reserveCapacity(slotCount)
        for (factory, type) in makes {
            let object = factory()
            guard ObjectIdentifier(Swift.type(of: object)) == type else { return nil }
            made.append(object)
        }
        var nextMade = 0
        var objects: [AnyObject] = []
        objects.reserveCapacity(slotCount)
        var context: TemplateContext?
        func end(_ slot: Int?) -> AnyObject? {
            guard let slot else { return owner }
            return objects[slot]
        }
        for step in steps {
            switch step {
            case .make:
                objects.append(made[nextMade])
                nextMade += 1
            case .root:
                guard let root else { return nil }
                objects.append(root)
            case .existingPart(let owner, let get, let type):
                let part = get(objects[owner])
                guard ObjectIdentifier(Swift.type(of: part)) == type else { return nil }
                objects.append(part)
            case .assignPart(let owner, let part, let assign):
                guard assign(objects[owner], objects[part]) else { return nil }
            case .composite(let slot):
                guard let view = objects[slot] as? any CompositeTemplateView else { return nil }
                do {
                    try type(of: view).compositeTemplate.apply(to: view, owner: view, options: options, registry: registry)
                } catch {
                    return nil
                }
            case .preparedProperty(let slot, let set):
                set(objects[slot])
            case .property(let slot, let setter, let value, let location):
                let current = context ?? template.makeContext(options: options)
                context = current
                current.currentLocation = location
                do throws(TemplateValueError) {
                    try setter.apply(objects[slot], value, current)
                } catch {
                    return nil
                }
            case .inspectable(let slot, let assign, let value):
                do throws(TemplateValueError) {
                    try assign(objects[slot], value)
                } catch {
                    return nil
                }
            case .addSubview(let parent, let child):
                guard let parent = objects[parent] as? View, let child = objects[child] as? View else { return nil }
                parent.addSubview(child)
            case .guide(let view, let safeArea):
                guard let view = objects[view] as? View else { return nil }
                objects.append(safeArea ? view.safeAreaLayoutGuide : view.layoutMarginsGuide)
            case .constraint(let description, let first, let second, let origin):
                guard let firstItem = objects[first] as? any LayoutItem else { return nil }
                var secondItem: (any LayoutItem)?
                if second >= 0 {
                    guard let item = objects[second] as? any LayoutItem else { return nil }
                    secondItem = item
                }
                let constraint = TemplateInstantiator.makeConstraint(description, first: firstItem, second: secondItem, origin: origin)
                guard (try? constraint.commonAncestor()) != nil else { return nil }
                objects.append(constraint)
            case .activateConstraints(let slots):
                var constraints: [LayoutConstraint] = []
                for slot in slots {
                    guard let constraint = objects[slot] as? LayoutConstraint else { return nil }
                    constraints.append(constraint)
                }
                LayoutConstraint.activate(constraints)
            case .connect(let source, let destination, let connect):
                guard let source = end(source), let destination = end(destination), connect(source, destination) else { return nil }
            case .firstResponderAction(let control, let events, let name):
                guard let control = end(control) as? Control else { return nil }
                control.addAction(named: name, for: events)
            case .awake(let slot, let isResponder):
                if isResponder {
                    (objects[slot] as? Responder)?.awakeFromNib()
                } else {
                    (objects[slot] as? TemplateAwaking)?.awakeFromNib()
                }
            }
        }
        let warnings = context.map { TemplateInstantiator.sorted(diagnostics + $0.warnings) } ?? diagnostics
        return TemplateInstance(
            topLevelObjects: topLevel.map { objects[$0] }, warnings: warnings, unregisteredClassWarnings: [],
            index: TemplateObjectIndex(entries: ids, objects: objects))
    }
}

import QuillTemplateFormats
import QuillFoundation
import QuillViews

/// Writes down what a general instantiation does, step by step with everything it resolved
/// (factories, setters and converted values, outlet and action slots), as a `TemplatePlan`
/// that later instantiations replay. Anything a plan cannot replay exactly makes the recording
/// useless (`isReplayable` false), and the template keeps taking the general path.
@MainActor
final class TemplatePlanRecorder {
    private(set) var steps: [TemplatePlanStep] = []
    /// The first slot of each object met.
    private var slots: [ObjectIdentifier: Int] = [:]
    private(set) var slotCount = 0
    private(set) var ids: [(id: String, slot: Int)] = []
    private(set) var topLevel: [Int] = []
    /// Objects the template configured, for `awakeFromNib`.
    private var configured: [Int] = []
    /// Whether the run did only what a plan replays.
    private(set) var isReplayable = true

    /// Marks the recording as one a plan cannot replay.
    func giveUp() { isReplayable = false }

    private func add(_ object: AnyObject) {
        let key = ObjectIdentifier(object)
        if slots[key] == nil { slots[key] = slotCount }
        slotCount += 1
    }

    private func slot(of object: AnyObject) -> Int? {
        guard let slot = slots[ObjectIdentifier(object)] else {
            giveUp()
            return nil
        }
        return slot
    }

    /// The slot of a connection's end, by the reference the template wrote: `nil` for File's
    /// Owner (which may also be the root object, under its own id).
    private func end(_ object: AnyObject, as reference: TemplateReference) -> Int?? {
        if reference == .owner { return .some(nil) }
        guard let slot = slot(of: object) else { return nil }
        return .some(slot)
    }

    // MARK: Objects

    func made(_ object: AnyObject, by factory: @escaping @MainActor () -> AnyObject?) {
        steps.append(.make(factory: factory, type: ObjectIdentifier(type(of: object))))
        add(object)
    }

    func root(_ object: AnyObject) {
        steps.append(.root)
        add(object)
    }

    func existingPart(_ part: AnyObject, of owner: AnyObject, get: @escaping @MainActor (AnyObject) -> AnyObject) {
        guard let ownerSlot = slot(of: owner) else { return }
        steps.append(.existingPart(owner: ownerSlot, get: get, type: ObjectIdentifier(type(of: part))))
        add(part)
    }

    func assignedPart(_ part: AnyObject, to owner: AnyObject, assign: @escaping @MainActor (AnyObject, AnyObject) -> Bool) {
        guard let ownerSlot = slot(of: owner), let partSlot = slot(of: part) else { return }
        steps.append(.assignPart(owner: ownerSlot, part: partSlot, assign: assign))
    }

    func composite(_ object: AnyObject) {
        guard let slot = slot(of: object) else { return }
        steps.append(.composite(slot))
    }

    func identified(_ object: AnyObject, as id: String) {
        guard let slot = slot(of: object) else { return }
        ids.append((id, slot))
    }

    func configured(_ object: AnyObject) {
        guard let slot = slot(of: object) else { return }
        configured.append(slot)
    }

    func topLevel(_ object: AnyObject) {
        guard let slot = slot(of: object) else { return }
        topLevel.append(slot)
    }

    func addedSubview(_ child: View, to parent: View) {
        guard let parentSlot = slot(of: parent), let childSlot = slot(of: child) else { return }
        steps.append(.addSubview(parent: parentSlot, child: childSlot))
    }

    func guide(_ guide: LayoutGuide, _ kind: TemplateLayoutGuide.Kind, of view: View, id: String) {
        guard let viewSlot = slot(of: view) else { return }
        steps.append(.guide(view: viewSlot, kind: kind))
        add(guide)
        identified(guide, as: id)
    }

    // MARK: Properties

    /// A property set by its registered setter. A setter that can convert its value ahead is
    /// given it now (in a context of its own, so the run's warnings are not doubled).
    func property(of object: AnyObject, setter: PropertySetter, value: TemplateValue, at location: SourceLocation, context: TemplateContext) {
        guard let slot = slot(of: object) else { return }
        guard let prepare = setter.prepare else {
            steps.append(.property(slot, setter, value, location))
            return
        }
        let warningsBefore = context.warnings.count
        do throws(TemplateValueError) {
            steps.append(.preparedProperty(slot, try prepare(value, context)))
        } catch {
            giveUp()
        }
        // A conversion that warns is not replayed silently.
        if context.warnings.count != warningsBefore {
            context.warnings.removeLast(context.warnings.count - warningsBefore)
            giveUp()
        }
    }

    func inspectable(of object: AnyObject, named name: String, value: TemplateValue) {
        guard let slot = slot(of: object), let assign = DeclaredSlots.inspectableAssigner(named: name, in: type(of: object)) else { return giveUp() }
        steps.append(.inspectable(slot, assign: { object, value throws(TemplateValueError) in
            try assign(object, value)
            (object as? InspectablePropertyObserving)?.inspectablePropertyDidChange(named: name)
        }, value: value))
    }

    // MARK: Constraints

    /// A constraint made between two items (views or guides); a guide the template reaches
    /// through its view (`ID.safeArea`) is taken from that view.
    func constraint(_ constraint: LayoutConstraint, from description: TemplateConstraint, first: any LayoutItem, second: (any LayoutItem)?, origin: String) {
        guard let firstSlot = itemSlot(first) else { return }
        var secondSlot = -1
        if let second {
            guard let slot = itemSlot(second) else { return }
            secondSlot = slot
        }
        steps.append(.constraint(description, first: firstSlot, second: secondSlot, origin: origin))
        add(constraint)
        identified(constraint, as: description.id)
    }

    func activated(_ constraints: [LayoutConstraint]) {
        var made: [Int] = []
        for constraint in constraints {
            guard let slot = slot(of: constraint) else { return }
            made.append(slot)
        }
        if !made.isEmpty { steps.append(.activateConstraints(made)) }
    }

    private func itemSlot(_ item: any LayoutItem) -> Int? {
        if let known = slots[ObjectIdentifier(item)] { return known }
        guard let guide = item as? LayoutGuide, let view = guide.owningView, let viewSlot = slot(of: view),
            let kind = TemplateLayoutGuide.Kind.allCases.first(where: { $0.propertyName == guide.ownGuideProperty })
        else {
            giveUp()
            return nil
        }
        steps.append(.guide(view: viewSlot, kind: kind))
        add(guide)
        return slots[ObjectIdentifier(guide)]
    }

    // MARK: Connections

    /// A connection made by `connect` between two ends (File's Owner included).
    func connected(_ source: AnyObject, to destination: AnyObject, of connection: TemplateConnection, by connect: (@MainActor (AnyObject, AnyObject) -> Bool)?) {
        guard let connect, let sourceEnd = end(source, as: connection.source), let destinationEnd = end(destination, as: connection.destination)
        else { return giveUp() }
        steps.append(.connect(source: sourceEnd, destination: destinationEnd, connect: connect))
    }

    func firstResponderAction(from sender: AnyObject, named name: String, for events: ControlEvents, of connection: TemplateConnection) {
        guard let senderEnd = end(sender, as: connection.source) else { return }
        steps.append(.firstResponderAction(sender: senderEnd, events: events, name: name))
    }

    // MARK: Finishing

    /// The plan, when everything was recorded; `diagnostics` are the document's own, which
    /// every instantiation reports.
    func plan(diagnostics: [TemplateDiagnostic], configuredObjects: [AnyObject]) -> TemplatePlan? {
        guard isReplayable, configured.count == configuredObjects.count else { return nil }
        var all = steps
        for (slot, object) in zip(configured, configuredObjects) {
            if object is Responder {
                all.append(.awake(slot, isResponder: true))
            } else if object is TemplateAwaking {
                all.append(.awake(slot, isResponder: false))
            }
        }
        return TemplatePlan(steps: all, slotCount: slotCount, ids: ids, topLevel: topLevel, diagnostics: diagnostics)
    }
}

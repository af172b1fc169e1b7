import QuillTemplateFormats
import Foundation
import QuillWidgets
import QuillFoundation
import QuillViews

/// Builds objects from a template document: creates every object, applies properties, builds
/// the subview trees and parts, connects outlets and actions, then calls `awakeFromNib` on every
/// object in document order. Problems are collected so one run reports all of them.
@MainActor
struct TemplateInstantiator {
    private var unregisteredClassWarnings: [TemplateDiagnostic] = []
    let document: TemplateDocument
    let registry: TemplateRegistry
    let context: TemplateContext
    let options: TemplateOptions
    private var objectsByID: [String: AnyObject] = [:]
    /// Every object the template configured, in document order, for `awakeFromNib`.
    private var configured: [AnyObject] = []
    private var errors: [TemplateDiagnostic] = []
    /// Objects made from a fallback class because theirs is not registered (lenient mode):
    /// their missing outlets and actions are warnings, not errors.
    private var fallbacks: Set<ObjectIdentifier> = []
    /// Objects made as the registered superclass of a class declared in the app's sources
    /// (`quill lint --module`), with what the class declares: their connections and inspectable
    /// properties are checked against the declarations instead of being made.
    private var standIns: [ObjectIdentifier: SourceDeclaredClass] = [:]
    /// The class each fallback object stands in for.
    private var fallbackClassNames: [ObjectIdentifier: String] = [:]
    /// Constraints to make once every object exists, with the view that holds them.
    private var pendingConstraints: [(TemplateConstraint, AnyObject)] = []
    /// Ids of "remove at build time" constraints: outlets to them stay empty, as in UIKit.
    private var removedConstraintIDs: Set<String> = []
    /// Declared slots by object, reflected once per object per instantiation.
    private var slotsByObject: [ObjectIdentifier: [String: any TemplateSlot]] = [:]
    /// Writes down the steps for a `TemplatePlan`, when asked to.
    private let recorder: TemplatePlanRecorder?
    /// File's Owner of the instantiation under way, which a constraint may name as `owner`.
    private var owner: AnyObject?
    /// The modules of File's Owner's and the root's classes: where classes the template names
    /// are looked for after its own `customModule`.
    private var nearModules: [String] = []

    private mutating func slots(of object: AnyObject) -> [String: any TemplateSlot] {
        let key = ObjectIdentifier(object)
        if let known = slotsByObject[key] { return known }
        let found = DeclaredSlots.slots(of: object, registry: registry)
        slotsByObject[key] = found
        return found
    }

    /// With `records`, the steps are written down, so that `plan()` can give them for replay.
    init(document: TemplateDocument, bundle: TemplateBundle, registry: TemplateRegistry, options: TemplateOptions, records: Bool = false) {
        self.document = document
        self.registry = registry
        self.options = options
        context = TemplateContext(
            bundle: bundle, strict: options.isStrict(for: document.format),
            scale: options.scale, resourceFolders: options.resourceFolders, declaredImageSizes: document.declaredImageSizes,
            decodesImages: options.decodesImages)
        recorder = records ? TemplatePlanRecorder() : nil
    }

    /// The plan recorded by an instantiation that had no error and no warning (the document's
    /// own diagnostics aside), and did only what a plan replays; else `nil`.
    func plan() -> TemplatePlan? {
        guard let recorder, errors.isEmpty, context.warnings.isEmpty, unregisteredClassWarnings.isEmpty, fallbacks.isEmpty else { return nil }
        return recorder.plan(diagnostics: TemplateInstantiator.sorted(document.diagnostics), configuredObjects: configured)
    }

    /// Creates the top-level objects (or, with `root`, applies the first top-level object's
    /// description to `root` itself) and returns them in document order.
    mutating func instantiate(owner: AnyObject?, root: AnyObject? = nil) throws(TemplateError) -> TemplateInstance {
        var topLevel: [AnyObject] = []
        self.owner = owner
        defer { self.owner = nil }
        // Classes the template names without registering them are looked for in File's
        // Owner's module first (and the root's, when applying onto an object).
        nearModules = [owner, root].compactMap { $0.flatMap { RuntimeClassLookup.moduleName(of: type(of: $0)) } }
        for (index, description) in document.objects.enumerated() {
            let existing = index == 0 ? root : nil
            if let existing { recorder?.root(existing) }
            if let object = build(description, into: existing) {
                topLevel.append(object)
                recorder?.topLevel(object)
            }
        }
        makeConstraints()
        checkOwnerClass(owner)
        for connection in document.connections { connect(connection, owner: owner) }
        if !errors.isEmpty { throw TemplateError(TemplateInstantiator.sorted(errors + context.warnings)) }
        for object in configured {
            if let responder = object as? Responder {
                responder.awakeFromNib()
            } else if let awaking = object as? TemplateAwaking {
                awaking.awakeFromNib()
            }
        }
        return TemplateInstance(
            topLevelObjects: topLevel, warnings: TemplateInstantiator.sorted(document.diagnostics + context.warnings),
            unregisteredClassWarnings: unregisteredClassWarnings, index: TemplateObjectIndex(objectsByID: objectsByID), fallbacks: fallbacks)
    }

    /// Diagnostics in file order.
    static func sorted(_ diagnostics: [TemplateDiagnostic]) -> [TemplateDiagnostic] {
        diagnostics.enumerated().sorted { a, b in
            let x = (a.element.location.line, a.element.location.column, a.offset)
            let y = (b.element.location.line, b.element.location.column, b.offset)
            return x < y
        }.map(\.element)
    }

    private mutating func fail(_ message: String, at location: SourceLocation, hint: String? = nil) {
        errors.append(TemplateDiagnostic(.error, message, at: location, hint: hint))
    }

    // MARK: Objects

    private mutating func build(_ description: TemplateObject, into existing: AnyObject?) -> AnyObject? {
        let object: AnyObject
        if let existing {
            object = existing
        } else {
            guard let made = make(description) else { return nil }
            object = made
            applyOwnCompositeTemplate(of: made, at: description.location)
        }
        objectsByID[description.id] = object
        configured.append(object)
        recorder?.identified(object, as: description.id)
        recorder?.configured(object)
        let info = registry.merged(for: object)
        var declared: [String: any TemplateSlot]?
        for property in description.properties {
            if info.properties[property.name] == nil, declared == nil {
                declared = slots(of: object)
            }
            apply(property, to: object, info: info, declared: declared ?? [:])
        }
        for part in description.parts {
            buildPart(part, of: object, info: info)
        }
        for subviewDescription in description.subviews { buildSubview(subviewDescription, of: object, described: description) }
        if let view = object as? View {
            for guide in description.layoutGuides {
                guard let made = guide.kind.guide(of: view) else {
                    context.warnings.append(TemplateDiagnostic(
                        .warning, "'\(guide.kind.propertyName)' belongs to scroll views, and \(description.id) is a \(registry.className(of: view)); constraints to it are left out",
                        at: guide.location, hint: "put the guide on a scroll view"))
                    continue
                }
                objectsByID[guide.id] = made
                recorder?.guide(made, guide.kind, of: view, id: guide.id)
            }
        }
        for constraint in description.constraints { pendingConstraints.append((constraint, object)) }
        return object
    }

    /// A composite view brings its own contents before the outer template's settings, unless
    /// this is its own composite template, which holds those contents already (applying it too
    /// gave every subview twice: a hidden double that took focus).
    private mutating func applyOwnCompositeTemplate(of made: AnyObject, at location: SourceLocation) {
        guard let composite = made as? any CompositeTemplateView, registry.merged(for: made).isComposite else { return }
        do {
            let own = try type(of: composite).compositeTemplate
            if own.document != document {
                try own.apply(to: composite, owner: composite, options: options, registry: registry)
                recorder?.composite(made)
            }
        } catch let error as TemplateError {
            errors.append(contentsOf: error.diagnostics)
        } catch {
            fail("the composite template of \(registry.className(of: made)) failed: \(error)", at: location)
        }
    }

    /// Builds a subview's description and adds it to `object`, which must be a view.
    private mutating func buildSubview(_ subviewDescription: TemplateObject, of object: AnyObject, described description: TemplateObject) {
        guard let child = build(subviewDescription, into: nil) else { return }
        guard let parent = object as? View else {
            fail("'\(description.id)' (\(registry.className(of: object))) is not a view and cannot have subviews", at: subviewDescription.location)
            return
        }
        guard let childView = child as? View else {
            fail("'\(subviewDescription.id)' (\(registry.className(of: child))) is not a view and cannot be a subview", at: subviewDescription.location)
            return
        }
        parent.addSubview(childView)
        recorder?.addedSubview(childView, to: parent)
    }

    // MARK: Constraints

    /// Makes the template's constraints, now that every view is in its tree, and activates
    /// them; outlets can then point at them. A constraint whose items are missing, are not views
    /// or guides, or share no ancestor is an error (strict) or a warning and left out.
    private mutating func makeConstraints() {
        var made: [LayoutConstraint] = []
        for (description, holder) in pendingConstraints {
            if description.isPlaceholder {
                removedConstraintIDs.insert(description.id)
                continue
            }
            guard let first = constraintItem(description.firstItem, holder: holder, firstItem: nil, description) else { continue }
            var second: (any LayoutItem)?
            if let name = description.secondItem {
                guard let item = constraintItem(name, holder: holder, firstItem: first, description) else { continue }
                second = item
            }
            let origin = "\(description.location)"
            let constraint = TemplateInstantiator.makeConstraint(description, first: first, second: second, origin: origin)
            do {
                _ = try constraint.commonAncestor()
            } catch {
                constraintProblem("\(error)", description)
                continue
            }
            objectsByID[description.id] = constraint
            made.append(constraint)
            recorder?.constraint(constraint, from: description, first: first, second: second, origin: origin)
        }
        pendingConstraints.removeAll()
        LayoutConstraint.activate(made)
        recorder?.activated(made)
    }

    /// The constraint a template describes, between items already found (inactive).
    static func makeConstraint(_ description: TemplateConstraint, first: any LayoutItem, second: (any LayoutItem)?, origin: String) -> LayoutConstraint {
        let constraint = LayoutConstraint(
            item: first, attribute: description.firstAttribute, relatedBy: description.relation, toItem: second,
            attribute: description.secondAttribute, multiplier: description.multiplier, constant: description.constant,
            priority: LayoutPriority(description.priority))
        constraint.identifier = description.identifier
        constraint.origin = origin
        return constraint
    }

    private mutating func constraintItem(_ name: String?, holder: AnyObject, firstItem: (any LayoutItem)?, _ description: TemplateConstraint) -> (any LayoutItem)? {
        func item(_ object: AnyObject?, _ shownName: String) -> (any LayoutItem)? {
            guard let object else {
                constraintProblem("constraint '\(description.id)' refers to '\(shownName)', which no object has", description)
                return nil
            }
            guard let item = object as? any LayoutItem else {
                constraintProblem(
                    "constraint '\(description.id)' refers to '\(shownName)', a \(registry.className(of: object)), which is neither a view nor a layout guide",
                    description)
                return nil
            }
            return item
        }
        guard let name else { return item(holder, "self") }
        // `self` and `superview` are words of native rules; in a .xib they are ids like any other.
        let isNative = document.format == .native
        if isNative, name == "self" { return item(holder, "self") }
        if isNative, name == "superview" {
            guard let view = firstItem?.layoutOwner else { return item(nil, name) }
            let owner = firstItem is View ? view.superview : view
            return item(owner, "superview")
        }
        if let object = objectsByID[name] { return item(object, name) }
        // File's Owner, when it is a view (as UIKit allows); otherwise the error below says so.
        // A native template names it `owner` (no object may take that id); a .xib by its
        // placeholder id `-1`, as an object there may be called `owner`.
        if name == (document.format == .native ? "owner" : "-1") {
            guard owner != nil else {
                constraintProblem(
                    "constraint '\(description.id)' refers to File's Owner, and the template is loaded without one", description,
                    hint: "load it with an owner that is a view, or constrain the view to another item")
                return nil
            }
            return item(owner, "File's Owner")
        }
        // ID.safeArea, ID.margins, ID.readableContent and ID.keyboard (or their UIKit property
        // names) are the guides of view ID.
        for kind in TemplateLayoutGuide.Kind.allCases {
            for suffix in [".\(kind.rawValue)", ".\(kind.propertyName)"] where name.hasSuffix(suffix) {
                let viewName = String(name.dropLast(suffix.count))
                let target = isNative && viewName == "self" ? holder : objectsByID[viewName]
                guard let view = target as? View, let guide = kind.guide(of: view) else { return item(target, viewName) }
                return guide
            }
        }
        return item(nil, name)
    }

    private mutating func constraintProblem(_ message: String, _ description: TemplateConstraint, hint: String? = nil) {
        if context.strict {
            fail(message, at: description.location, hint: hint)
        } else {
            context.warnings.append(TemplateDiagnostic(.warning, message + "; left out", at: description.location, hint: hint))
        }
    }

    private mutating func make(_ description: TemplateObject) -> AnyObject? {
        guard let (object, isFallback) = makeResolvingClass(description) else { return nil }
        if isFallback {
            fallbacks.insert(ObjectIdentifier(object))
            fallbackClassNames[ObjectIdentifier(object)] = description.customClass ?? description.className
        }
        return object
    }

    private mutating func makeResolvingClass(_ description: TemplateObject) -> (AnyObject, Bool)? {
        var name = description.className
        var isFallback = false
        var standIn: SourceDeclaredClass?
        if let custom = description.customClass, custom != description.className {
            if let known = knownClass(named: custom, module: description.customModule) {
                (name, standIn) = known
            } else if context.strict {
                fail(unknownClassMessage(custom, module: description.customModule), at: description.location, hint: unknownClassHint(custom, module: description.customModule))
                return nil
            } else {
                isFallback = true
                name = fallbackClass(for: custom, of: description)
            }
        }
        var factory = registry.factory(named: name)
        // A native template's `class:` may itself name the app's class (no `baseClass:`).
        if factory == nil, !isFallback, standIn == nil, let known = knownClass(named: name, module: description.customModule) {
            (name, standIn) = known
            factory = registry.factory(named: name)
        }
        if let factory {
            guard let object = factory() else { return refusedCreation(of: name, description) }
            if let standIn {
                standIns[ObjectIdentifier(object)] = standIn
                recorder?.giveUp()
            } else if isFallback {
                recorder?.giveUp()
            } else {
                recorder?.made(object, by: factory)
            }
            return (object, isFallback)
        }
        if context.strict {
            fail(unknownClassMessage(name, module: nil), at: description.location, hint: unknownClassHint(name))
            return nil
        }
        let warning = TemplateDiagnostic(
            .warning, "\(unknownClassMessage(name, module: nil)); using 'View'", at: description.location, hint: unknownClassHint(name))
        context.warnings.append(warning)
        unregisteredClassWarnings.append(warning)
        recorder?.giveUp()
        return registry.makeInstance(of: "View").map { ($0, true) }
    }

    /// The registered name to make for a class the template names that is not registered under
    /// that name: found by its Swift name, or declared in the app's sources (`quill lint
    /// --module`: made as its nearest registered superclass, with the declarations to check).
    private func knownClass(named name: String, module: String?) -> (name: String, standIn: SourceDeclaredClass?)? {
        if let resolved = registry.resolveClass(named: name, module: module, nearModules: nearModules) { return (resolved, nil) }
        if let (declared, base) = registry.sourceDeclaredClass(named: name) { return (base, registry.declarations(inheritedBy: declared)) }
        return nil
    }

    /// What a lenient load makes for a custom class found nowhere: the nearest superclass the
    /// file describes that is registered, else the element's base class; warned about.
    private mutating func fallbackClass(for custom: String, of description: TemplateObject) -> String {
        var fallback = description.className
        var next = document.classDescriptions[custom]?.superclassName
        var seen: Set<String> = [custom]
        while let candidate = next, seen.insert(candidate).inserted {
            if registry.isRegistered(candidate), let canonical = registry.canonicalName(for: candidate), canonical != description.className,
                registry.makeInstance(of: canonical).map({ registry.merged(for: $0).names.contains(description.className) }) ?? false
            {
                fallback = canonical
                break
            }
            next = document.classDescriptions[candidate]?.superclassName
        }
        let warning = TemplateDiagnostic(
            .warning, "\(unknownClassMessage(custom, module: description.customModule)); using \(fallback == description.className ? "its base class" : "its superclass") '\(fallback)'",
            at: description.location, hint: unknownClassHint(custom, module: description.customModule))
        context.warnings.append(warning)
        unregisteredClassWarnings.append(warning)
        return fallback
    }

    /// A class found by name whose `init?(coder:)` returned `nil`: an error (strict), or the
    /// element's base class with a warning.
    private mutating func refusedCreation(of name: String, _ description: TemplateObject) -> (AnyObject, Bool)? {
        let message = "class '\(name)' did not create itself: its init?(coder:) returned nil"
        let hint = "return an instance from init?(coder:) (call super.init(coder:)), or create this view in code instead of naming it in the template"
        if context.strict {
            fail(message, at: description.location, hint: hint)
            return nil
        }
        let warning = TemplateDiagnostic(.warning, message + "; using '\(description.className)'", at: description.location, hint: hint)
        context.warnings.append(warning)
        unregisteredClassWarnings.append(warning)
        recorder?.giveUp()
        return (registry.makeInstance(of: description.className) ?? View(), true)
    }

    /// Reports a connection problem: a warning when an end is a fallback object (its real
    /// class, which would declare the outlet, is not registered), an error otherwise.
    private mutating func connectionProblem(_ message: String, at location: SourceLocation, hint: String?, objects: [AnyObject]) {
        if !context.strict, let fallback = objects.first(where: { fallbacks.contains(ObjectIdentifier($0)) }) {
            let missing = fallbackClassNames[ObjectIdentifier(fallback)]
            let hint = missing.map { "make \($0), the class the file names, known (declared in a module searched, or registered) to connect it" } ?? "make the template's class known (declared in a module searched, or registered) to connect it"
            context.warnings.append(TemplateDiagnostic(.warning, message + "; not connected", at: location, hint: hint))
        } else {
            fail(message, at: location, hint: hint)
        }
    }

    private func unknownClassMessage(_ name: String, module: String?) -> String {
        "unknown class '\(name)'" + (module.map { " (module \($0))" } ?? "")
    }

    private func unknownClassHint(_ name: String, module: String? = nil) -> String {
        let suggestions = registry.suggestions(for: name)
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        if !parts.allSatisfy({ RuntimeClassLookup.isIdentifier(String($0)) }) {
            let hint = "a class name is a Swift identifier (letters, digits and _), optionally after its module and enclosing types (MyApp.ContactCell): correct the template's class name"
            return suggestions.isEmpty ? hint : "did you mean \(suggestions.map { "'\($0)'" }.joined(separator: " or "))? If not, \(hint)"
        }
        // A class is found by name in the modules searched, when it is a view, a view
        // controller or another TemplateCreatable; the hint says which modules those were and
        // how else to make it known.
        let searched = registry.modulesSearched(module: module, nearModules: nearModules)
        let place = searched.isEmpty
            ? "no module was searched (load the template with an owner from your module, or call TemplateRegistry.shared.addSearchModule(\"YourModule\"))"
            : "it was looked for in \(searched.map { "'\($0)'" }.joined(separator: ", "))"
        let register = "declare \(name) as a View or ViewController subclass (or a class adopting TemplateCreatable)\(searched.isEmpty ? "" : " in one of those modules"), or register it before the template loads (at the app's start): TemplateRegistry.shared.register(\(name).self) { \(name)() }"
        let found = "\(place); \(register)"
        if !suggestions.isEmpty { return "did you mean \(suggestions.map { "'\($0)'" }.joined(separator: " or "))? If not: \(found)" }
        var hint = found
        if let declaration = declarationSketch(of: name) { hint += "; the file describes it as \(declaration)" }
        return hint
    }

    /// What a legacy file's class description says the class declares, in Quill's terms:
    /// `a TableViewCell subclass with @Outlet var topLabel: Label?, @Action var tapped`.
    private func declarationSketch(of name: String) -> String? {
        guard let description = document.classDescriptions[name] else { return nil }
        func quillName(_ uikit: String) -> String { registry.canonicalName(for: uikit) ?? (uikit == "id" ? "AnyObject" : uikit) }
        var parts: [String] = []
        for outlet in description.outlets { parts.append("@Outlet var \(outlet.name): \(quillName(outlet.typeName))?") }
        for action in description.actions {
            let bare = action.name.hasSuffix(":") ? String(action.name.dropLast()) : action.name
            parts.append("@Action var \(bare) (sender: \(quillName(action.typeName)))")
        }
        let superclass = description.superclassName.map { "a \(quillName($0)) subclass" } ?? "a class"
        return parts.isEmpty ? superclass : "\(superclass) with " + parts.joined(separator: ", ")
    }

    private mutating func apply(_ property: TemplateProperty, to object: AnyObject, info: MergedClassInfo, declared: [String: any TemplateSlot]) {
        context.currentLocation = property.location
        let registry = self.registry
        var className: String { registry.className(of: object) }
        do throws(TemplateValueError) {
            if let setter = info.properties[property.name] {
                var value = property.value
                do throws(TemplateValueError) {
                    try setter.apply(object, value, context)
                } catch {
                    // A name that is no colour of Quill's may be a colour set of the asset
                    // catalogs beside the template: tried again with those resolved.
                    guard let resolved = context.resolvingCatalogColors(in: value) else { throw error }
                    value = resolved
                    try setter.apply(object, value, context)
                }
                recorder?.property(of: object, setter: setter, value: value, at: property.location, context: context)
            } else if let standIn = standIns[ObjectIdentifier(object)], standIn.inspectables.contains(property.name) {
                // Declared @Inspectable in the app's sources: its value is checked when the app runs.
            } else if let slot = declared[property.name] as? any InspectableSlot {
                var value = property.value
                do throws(TemplateValueError) {
                    try slot.assign(value)
                } catch {
                    guard let resolved = context.resolvingCatalogColors(in: value) else { throw error }
                    value = resolved
                    try slot.assign(value)
                }
                (object as? InspectablePropertyObserving)?.inspectablePropertyDidChange(named: property.name)
                recorder?.inspectable(of: object, named: property.name, value: value)
            } else {
                let known = (Array(info.properties.keys) + declared.filter { $0.value is any InspectableSlot }.map(\.key)).sorted()
                let message = "\(className) has no property '\(property.name)'"
                let hint = TemplateInstantiator.propertyHint(for: property.name, known: known, viewProperties: registry.entries["View"].map { Set($0.properties.keys) } ?? [])
                if context.strict {
                    fail(message, at: property.location, hint: hint)
                } else {
                    context.warnings.append(TemplateDiagnostic(.warning, message + "; ignored", at: property.location, hint: hint))
                }
            }
        } catch {
            fail("property '\(property.name)' of \(className) expects \(error.expected), not \(error.found)", at: property.location)
        }
    }

    /// What to say about an unknown property: the close names when there are some; otherwise
    /// the class's own properties, with the ones every view has summed up.
    static func propertyHint(for name: String, known: [String], viewProperties: Set<String>) -> String {
        let close = Suggestions.closest(to: name, among: known)
        if !close.isEmpty { return "did you mean \(close.map { "'\($0)'" }.joined(separator: " or "))?" }
        let own = known.filter { !viewProperties.contains($0) }
        let common = known.count - own.count
        if own.isEmpty || common == 0 { return "its properties are: \(known.joined(separator: ", "))" }
        return "its properties are: \(own.joined(separator: ", ")), and the \(common) every view has (frame, alpha, backgroundColor…; see docs/Templates.md)"
    }

    private mutating func buildPart(_ part: TemplatePart, of object: AnyObject, info: MergedClassInfo) {
        let className = registry.className(of: object)
        guard let handler = info.parts[part.key] else {
            let known = info.parts.keys.sorted()
            fail(
                "\(className) has no part '\(part.key)'", at: part.object.location,
                hint: known.isEmpty ? "it has no parts; use subviews" : "its parts are: \(known.joined(separator: ", "))")
            return
        }
        switch handler {
        case .existing(let get):
            let existing = get(object)
            recorder?.existingPart(existing, of: object, get: get)
            _ = build(part.object, into: existing)
        case .assign(let assign, let expects):
            guard let child = build(part.object, into: nil) else { return }
            if assign(object, child) {
                recorder?.assignedPart(child, to: object, assign: assign)
            } else {
                fail("part '\(part.key)' of \(className) must be a \(expects), not \(registry.className(of: child))", at: part.object.location)
            }
        }
    }

    // MARK: Connections

    private mutating func checkOwnerClass(_ owner: AnyObject?) {
        guard let owner, let expected = document.ownerClass, let canonical = registry.canonicalName(for: expected) else { return }
        if !registry.merged(for: owner).names.contains(canonical) {
            fail(
                "File's Owner must be a \(expected), but a \(String(describing: type(of: owner))) was given",
                at: SourceLocation(file: document.path), hint: "pass an instance of \(expected) as the owner")
        }
    }

    private func resolve(_ reference: TemplateReference, owner: AnyObject?) -> AnyObject?? {
        switch reference {
        case .object(let id): return objectsByID[id].map { .some($0) }
        case .owner: return .some(owner)
        case .firstResponder: return .some(nil)
        }
    }

    private mutating func connect(_ connection: TemplateConnection, owner: AnyObject?) {
        // Outlets to constraints removed at build time stay empty, as UIKit leaves them.
        if case .object(let id) = connection.destination, removedConstraintIDs.contains(id) { return }
        // Each end is looked up once; an end Quill did not create (an unsupported class nested
        // in another was skipped) leaves the connection dangling.
        let ends = (resolve(connection.source, owner: owner), resolve(connection.destination, owner: owner))
        guard let resolvedSource = ends.0, let resolvedDestination = ends.1 else {
            let reference = ends.0 == nil ? connection.source : connection.destination
            let message = "\(connection.kind == .outlet ? "outlet" : "connection") '\(connection.name)': \(reference) is not an object Quill created"
            if context.strict {
                fail(message, at: connection.location)
            } else {
                context.warnings.append(TemplateDiagnostic(.warning, message + "; not connected", at: connection.location))
            }
            return
        }
        // Connections from or to a missing owner are skipped, as UIKit skips them.
        guard let source = resolvedSource else { return }
        switch connection.kind {
        case .outlet, .outletCollection:
            guard let destination = resolvedDestination else {
                if connection.destination == .firstResponder { fail("an outlet cannot point to First Responder", at: connection.location) }
                return
            }
            connectOutlet(connection, source: source, destination: destination)
        case .action(let events):
            guard let sender = source as? any TemplateActionSender else {
                fail(
                    "\(connection.source) (\(registry.className(of: source))) sends no actions (it is not a control, a gesture recognizer or a bar button item), so it cannot send '\(connection.name)'",
                    at: connection.location)
                return
            }
            if sender.actionsNameControlEvents, events.isEmpty {
                fail(
                    "action '\(connection.name)' of \(connection.source) (\(registry.className(of: source))) names no control events",
                    at: connection.location, hint: "a control's actions map events to targets, e.g. actions: {touchUpInside: [owner.\(connection.name)]}")
                return
            }
            if connection.destination == .firstResponder {
                sender.addFirstResponderAction(named: connection.name, events: events)
                recorder?.firstResponderAction(from: source, named: connection.name, for: events, of: connection)
                return
            }
            guard let target = resolvedDestination else { return }
            connectAction(connection, sender: source, target: target, events: events)
        }
    }

    private mutating func connectOutlet(_ connection: TemplateConnection, source: AnyObject, destination: AnyObject) {
        let info = registry.merged(for: source)
        // Class names are only computed for messages, when something is wrong.
        let registry = self.registry
        func sourceClass() -> String { registry.className(of: source) }
        func destinationClass() -> String { registry.className(of: destination) }
        if let builtIn = info.outlets[connection.name], builtIn.isCollection == (connection.kind == .outletCollection) {
            if builtIn.insertsSubview, let owner = source as? View, let view = destination as? View,
                view === owner || owner.isDescendant(of: view)
            {
                connectionProblem(
                    "outlet '\(connection.name)' of \(sourceClass()) would make \(view === owner ? "it its own subview" : "one of its superviews its subview") (\(connection.destination))",
                    at: connection.location, hint: "connect it to a view that is not the \(sourceClass()) or one of its containers", objects: [source, destination])
                return
            }
            if builtIn.connect(source, destination) {
                recorder?.connected(source, to: destination, of: connection, by: builtIn.replayable)
            } else {
                let expected = builtIn.expects.hasPrefix("an ") ? builtIn.expects : "a " + builtIn.expects
                let kind = builtIn.isCollection ? "outlet collection" : "outlet"
                connectionProblem(
                    "\(kind) '\(connection.name)' of \(sourceClass()) takes \(expected), not a \(destinationClass())", at: connection.location,
                    hint: nil, objects: [source, destination])
            }
            return
        }
        let wanted: TemplateSlotKind = connection.kind == .outlet ? .outlet : .outletCollection
        if let standIn = standIns[ObjectIdentifier(source)] {
            let names = wanted == .outlet ? standIn.outlets : standIn.outletCollections
            if !names.contains(connection.name) {
                let wrapper = wanted == .outlet ? "@Outlet" : "@OutletCollection"
                fail(
                    "\(standIn.name) has no \(wanted.rawValue) '\(connection.name)' (declared at \(standIn.location))", at: connection.location,
                    hint: names.isEmpty ? "add `\(wrapper) var \(connection.name): …` to \(standIn.name)" : "its \(wanted.rawValue)s are: \(names.sorted().joined(separator: ", "))")
            }
            return
        }
        let declared = slots(of: source)
        if let slot = declared[connection.name] as? any ObjectSlot, slot.kind == wanted {
            if slot.connect(destination) {
                recorder?.connected(source, to: destination, of: connection, by: DeclaredSlots.outletConnector(named: connection.name, in: type(of: source)))
            } else if wanted == .outlet {
                connectionProblem(
                    "outlet '\(connection.name)' of \(sourceClass()) is a \(slot.valueTypeName), but \(connection.destination) is a \(destinationClass())",
                    at: connection.location, hint: nil, objects: [source, destination])
            } else {
                fail("outlet collection '\(connection.name)' of \(sourceClass()) holds \(slot.valueTypeName), but \(connection.destination) is a \(destinationClass())", at: connection.location)
            }
            return
        }
        let outlets = (declared.filter { $0.value.kind == wanted }.map(\.key) + info.outlets.filter { $0.value.isCollection == (wanted == .outletCollection) }.map(\.key)).sorted()
        let kind = wanted.rawValue
        connectionProblem(
            "\(sourceClass()) has no \(kind) '\(connection.name)'", at: connection.location,
            hint: outlets.isEmpty
                ? "it declares none; add `@\(wanted == .outlet ? "Outlet" : "OutletCollection") var \(connection.name): …` to \(sourceClass())"
                : "its \(kind)s are: \(outlets.joined(separator: ", "))",
            objects: [source])
    }

    private mutating func connectAction(_ connection: TemplateConnection, sender: AnyObject, target: AnyObject, events: ControlEvents) {
        if let standIn = standIns[ObjectIdentifier(target)] {
            if !standIn.actions.contains(connection.name), !standIn.actions.contains(connection.name + "Action") {
                fail(
                    "\(standIn.name) has no action '\(connection.name)' (declared at \(standIn.location))", at: connection.location,
                    hint: standIn.actions.isEmpty
                        ? "add `@Action var \(connection.name) = \(standIn.name).someMethod` to \(standIn.name)"
                        : "its actions are: \(standIn.actions.sorted().joined(separator: ", "))")
            }
            return
        }
        let declared = slots(of: target)
        let slotName = DeclaredSlots.actionSlotName(for: connection.name, in: declared)
        if let slot = declared[slotName] as? any ActionSlot {
            if slot.wire(target: target, to: sender, for: events, name: connection.name) {
                recorder?.connected(
                    sender, to: target, of: connection, by: DeclaredSlots.actionConnector(named: slotName, in: type(of: target), events: events))
            } else {
                let targetClass = registry.className(of: target)
                fail(
                    "action '\(connection.name)' of \(targetClass) takes a \(slot.valueTypeName) sender, but \(connection.source) is a \(registry.className(of: sender))",
                    at: connection.location)
            }
            return
        }
        if let performer = target as? any ActionPerforming, let actionSender = sender as? any TemplateActionSender {
            let name = connection.name
            actionSender.addPerformerAction(named: name, performer: performer, events: events)
            recorder?.connected(sender, to: target, of: connection) { sender, target in
                guard let performer = target as? any ActionPerforming, let actionSender = sender as? any TemplateActionSender else { return false }
                actionSender.addPerformerAction(named: name, performer: performer, events: events)
                return true
            }
            return
        }
        let actions = declared.filter { $0.value.kind == .action }.map(\.key).sorted()
        let targetClass = registry.className(of: target)
        connectionProblem(
            "\(targetClass) has no action '\(connection.name)'", at: connection.location,
            hint: actions.isEmpty
                ? "it declares none; add `@Action var \(connection.name) = \(targetClass).someMethod` to \(targetClass) (or `@Action var \(connection.name)Action = …` when \(connection.name) is taken)"
                : "its actions are: \(actions.joined(separator: ", "))",
            objects: [target])
    }
}

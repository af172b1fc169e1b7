import QuillTemplateFormats
import QuillFoundation
import QuillViews

/// The classes templates may name, with how to create them and which properties, outlets
/// and parts they have. Quill's views register themselves (with their Apple names as aliases,
/// so .xib files load); apps and widget bundles register their own classes:
///
///     try TemplateRegistry.shared.register(InfoCell.self) { InfoCell() }
///
/// Outlets, actions and settable properties of registered classes are found from their
/// `@Outlet`, `@OutletCollection`, `@Action` and `@Inspectable` declarations.
///
/// Each application context has its own registry (`ApplicationContext.templateRegistry`);
/// `shared` is the application's.
@MainActor
public final class TemplateRegistry {
    /// The application's registry (`Application.shared.context.templateRegistry`): what
    /// templates use unless given another. A headless harness has its own
    /// (`harness.context.templateRegistry`).
    public static var shared: TemplateRegistry { Application.shared.context.templateRegistry }

    var entries: [String: ClassEntry] = [:]
    private var aliases: [String: String] = [:]
    private var typeNames: [ObjectIdentifier: String] = [:]
    private var mergedCache: [ObjectIdentifier: MergedClassInfo] = [:]

    /// Creates a registry with Quill's built-in classes.
    public init() {
        BuiltInClasses.register(in: self)
        didChange()
    }

    // MARK: Registering

    /// Registers a class under a name (default: the type's name) with a way to create it.
    /// - Throws: `QuillError` when another class already has the name.
    public func register<T: AnyObject>(_ type: T.Type, name: String? = nil, make: @escaping @MainActor () -> T) throws {
        // `_typeName` is what `String(describing:)` prints for a type, without first asking the
        // runtime whether the type conforms to the printing protocols (a scan of every
        // conformance the program has, the first time for each type: milliseconds at start).
        let name = name ?? _typeName(type, qualified: false)
        if let existing = entries[name] ?? aliases[name].flatMap({ entries[$0] }) {
            if typeNames[ObjectIdentifier(type)] == existing.name, !existing.isBuiltIn { return }
            throw QuillError(
                "a class named '\(name)' is already registered",
                hint: "register each class once, or give this one another name with register(_:name:make:)")
        }
        addEntry(type, name: name, builtIn: false, make: make)
    }

    func addEntry<T: AnyObject>(_ type: T.Type, name: String, builtIn: Bool, make: @escaping @MainActor () -> T?) {
        entries[name] = ClassEntry(
            name: name, type: type, make: make, isInstance: { $0 is T }, isSubtype: { $0 is T.Type }, isBuiltIn: builtIn)
        typeNames[ObjectIdentifier(type)] = name
        didChange()
    }

    /// Makes `alias` another name for a registered class (e.g. `UILabel` for `Label`).
    public func addAlias(_ alias: String, for name: String) {
        aliases[alias] = name
        didChange()
    }

    /// Forgets what was worked out from the registrations (merged class tables; instantiation
    /// plans compare `generation`).
    private func didChange() {
        mergedCache.removeAll()
        TemplateRegistry.changes += 1
        generation = TemplateRegistry.changes
    }

    /// Changes made to any registry so far: each registry's `generation` is unique.
    /// Whether templates instantiated with this registry replay a plan recorded from their
    /// first instantiation (the default), or all take the general path that looks up every name
    /// and converts every value (to compare the two, or to measure what plans save).
    public var usesInstantiationPlans = true

    /// The sets of classes installed in this registry (see `markInstalled(_:)`).
    private var installedSets: Set<String> = []

    /// Marks a named set of classes (a module's) as installed in this registry.
    /// - Returns: `true` the first time for `name`: the caller registers the set then.
    public func markInstalled(_ name: String) -> Bool { installedSets.insert(name).inserted }

    /// Registrations made in any registry so far: each registry's `generation` is the count
    /// after its last change, so generations are unique across registries and a plan recorded
    /// with one registry is never replayed with another (a counter, process-wide by nature).
    private static var changes = 0
    /// Changes with each registration, so that plans recorded before it are not replayed.
    private(set) var generation = 0

    /// Adds a template-settable property to a registered class (and its subclasses).
    func addProperty<T: AnyObject>(
        _ property: String, to type: T.Type, expects: String,
        _ apply: @escaping @MainActor (T, TemplateValue, TemplateContext) throws(TemplateValueError) -> Void
    ) {
        guard let name = typeNames[ObjectIdentifier(type)] else { return }
        entries[name]?.properties[property] = PropertySetter(expects: expects) { object, value, context throws(TemplateValueError) in
            guard let typed = object as? T else { return }
            try apply(typed, value, context)
        }
        didChange()
    }

    /// Adds a template-settable property whose value is converted apart from being set, so an
    /// instantiation plan converts it once (a frame's numbers, a font's description, an image
    /// found by name) and then only sets it.
    func addProperty<T: AnyObject, Value>(
        _ property: String, to type: T.Type, expects: String,
        convert: @escaping @MainActor (TemplateValue, TemplateContext) throws(TemplateValueError) -> Value,
        set: @escaping @MainActor (T, Value) -> Void
    ) {
        guard let name = typeNames[ObjectIdentifier(type)] else { return }
        var setter = PropertySetter(expects: expects) { object, value, context throws(TemplateValueError) in
            guard let typed = object as? T else { return }
            set(typed, try convert(value, context))
        }
        setter.prepare = { value, context throws(TemplateValueError) in
            let converted = try convert(value, context)
            return { object in
                guard let typed = object as? T else { return }
                set(typed, converted)
            }
        }
        entries[name]?.properties[property] = setter
        didChange()
    }

    /// Adds a template-settable property whose value converts without the context (most do).
    func addProperty<T: AnyObject, Value>(
        _ property: String, to type: T.Type, expects: String,
        converting convert: @escaping @MainActor (TemplateValue) throws -> Value,
        set: @escaping @MainActor (T, Value) -> Void
    ) {
        // The conversions throw `TemplateValueError`; the closure's type only says it throws,
        // which keeps the registrations short.
        addProperty(property, to: type, expects: expects, convert: { value, _ throws(TemplateValueError) in
            do {
                return try convert(value)
            } catch let error as TemplateValueError {
                throw error
            } catch {
                throw TemplateValueError(expected: expects, found: value.summary)
            }
        }, set: set)
    }

    /// Adds a template-settable property of a common kind (`.flag`, `.text`, `.number`…), which
    /// says what it expects and converts the value.
    func addProperty<T: AnyObject, Value>(
        _ property: String, to type: T.Type, as kind: TemplateValueKind<Value>, set: @escaping @MainActor (T, Value) -> Void
    ) {
        addProperty(property, to: type, expects: kind.expects, convert: { value, _ throws(TemplateValueError) in try kind.convert(value) }, set: set)
    }

    /// Adds an outlet backed by an ordinary property to a registered class.
    func addOutlet<T: AnyObject, V: AnyObject>(_ outlet: String, to type: T.Type, of valueType: V.Type, _ set: @escaping @MainActor (T, V) -> Void) {
        guard let name = typeNames[ObjectIdentifier(type)] else { return }
        entries[name]?.outlets[outlet] = BuiltInOutlet(expects: _typeName(valueType, qualified: false)) { object, target in
            guard let typed = object as? T, let typedValue = target as? V else { return false }
            set(typed, typedValue)
            return true
        }
        didChange()
    }

    /// Adds an outlet collection backed by an ordinary method that adds each object.
    func addOutletCollection<T: AnyObject, V: AnyObject>(_ outlet: String, to type: T.Type, of valueType: V.Type, _ add: @escaping @MainActor (T, V) -> Void) {
        guard let name = typeNames[ObjectIdentifier(type)] else { return }
        var collection = BuiltInOutlet(expects: _typeName(valueType, qualified: false)) { object, target in
            guard let typed = object as? T, let typedValue = target as? V else { return false }
            add(typed, typedValue)
            return true
        }
        collection.isCollection = true
        entries[name]?.outlets[outlet] = collection
        didChange()
    }

    /// Adds an outlet that takes any object adopting a protocol, `(any P).self`, such as a
    /// table's data source ("an object adopting P" in messages).
    func addOutlet<T: AnyObject, Adopter>(_ outlet: String, to type: T.Type, adopting protocolType: Adopter.Type, _ set: @escaping @MainActor (T, Adopter) -> Void) {
        addOutlet(outlet, to: type, expects: "an object adopting \(protocolType)") { object, target in
            guard let adopter = target as? Adopter else { return false }
            set(object, adopter)
            return true
        }
    }

    /// Adds an outlet that takes any object passing `connect`.
    func addOutlet<T: AnyObject>(_ outlet: String, to type: T.Type, expects: String, _ connect: @escaping @MainActor (T, AnyObject) -> Bool) {
        guard let name = typeNames[ObjectIdentifier(type)] else { return }
        entries[name]?.outlets[outlet] = BuiltInOutlet(expects: expects) { object, target in
            guard let typed = object as? T else { return false }
            return connect(typed, target)
        }
        didChange()
    }

    /// Adds an outlet to a registered class (for modules above this one, such as controllers).
    public func addOutletHandler<T: AnyObject>(_ outlet: String, to type: T.Type, expects: String, _ connect: @escaping @MainActor (T, AnyObject) -> Bool) {
        addOutlet(outlet, to: type, expects: expects, connect)
    }

    /// Adds a template-settable property to a registered class.
    public func addPropertyHandler<T: AnyObject>(
        _ property: String, to type: T.Type, expects: String, _ apply: @escaping @MainActor (T, TemplateValue) throws(TemplateValueError) -> Void
    ) {
        addProperty(property, to: type, expects: expects) { object, value, _ throws(TemplateValueError) in try apply(object, value) }
    }

    /// Adds a view slot (a cell's `backgroundView`): settable both as an outlet and as a keyed
    /// part holding a new view.
    func addViewSlot<T: AnyObject>(_ key: String, to type: T.Type, _ set: @escaping @MainActor (T, View) -> Void) {
        addOutlet(key, to: type, of: View.self, set)
        if let name = typeNames[ObjectIdentifier(type)] { entries[name]?.outlets[key]?.insertsSubview = true }
        addPart(key, to: type, .assign({ object, child in
            guard let typed = object as? T, let view = child as? View else { return false }
            set(typed, view)
            return true
        }, expects: "View"))
    }

    /// Adds a keyed part that configures an object the class already has (a view controller's
    /// `navigationItem`), for modules above this one.
    public func addExistingPartHandler<T: AnyObject>(_ key: String, to type: T.Type, _ get: @escaping @MainActor (T) -> AnyObject) {
        addPart(key, to: type, .existing({ object in get(object as! T) }))
    }

    /// Adds a keyed part holding a new object of class `V` (a navigation item's
    /// `rightBarButtonItem`, one of a toolbar's `items`), for modules above this one: `assign`
    /// stores it; a part may be written several times under one key (items append).
    public func addAssignedPartHandler<T: AnyObject, V: AnyObject>(_ key: String, to type: T.Type, of valueType: V.Type, _ assign: @escaping @MainActor (T, V) -> Void) {
        addPart(key, to: type, .assign({ object, child in
            guard let typed = object as? T, let value = child as? V else { return false }
            assign(typed, value)
            return true
        }, expects: _typeName(valueType, qualified: false)))
    }

    /// Adds a view slot for modules above this one (a view controller's `view`): an outlet
    /// and a keyed part holding a new view.
    public func addViewSlotHandler<T: AnyObject>(_ key: String, to type: T.Type, _ set: @escaping @MainActor (T, View) -> Void) {
        addViewSlot(key, to: type, set)
    }

    /// Adds a keyed part to a registered class.
    func addPart<T: AnyObject>(_ key: String, to type: T.Type, _ handler: PartHandler) {
        guard let name = typeNames[ObjectIdentifier(type)] else { return }
        entries[name]?.parts[key] = handler
        didChange()
    }

    // MARK: Looking up

    /// The registered name a template name stands for (resolving aliases), or `nil`.
    public func canonicalName(for name: String) -> String? {
        if entries[name] != nil { return name }
        if let target = aliases[name], entries[target] != nil { return target }
        return nil
    }

    /// Whether a class name (or alias) is registered.
    public func isRegistered(_ name: String) -> Bool { canonicalName(for: name) != nil }

    /// Every registered class name, sorted.
    public var classNames: [String] { entries.keys.sorted() }

    /// Creates an instance of a registered class, or `nil` when the name is unknown.
    public func makeInstance(of name: String) -> AnyObject? {
        factory(named: name)?() ?? nil
    }

    // MARK: Classes found by name

    /// Modules whose classes templates may name without registering them, searched after the
    /// module a template names (`customModule`) and File's Owner's: the app's own (`App.run`
    /// adds it) and loaded widget bundles' modules.
    public private(set) var searchModules: [String] = []

    /// Adds a module whose classes templates may create by name (see `resolveClass`).
    public func addSearchModule(_ module: String) {
        guard !searchModules.contains(module) else { return }
        searchModules.append(module)
        unresolvable.removeAll()
    }

    /// Names looked up with the Swift runtime and not found (by name, module and the modules
    /// searched), so each is looked up once.
    private var unresolvable: Set<String> = []

    /// The registered name for the class a template names, finding it by its Swift name when
    /// nobody registered it (UIKit's `NSClassFromString`): a registered name (or alias) first;
    /// then `name` in `module` (the template's `customModule`), in `nearModules` (File's
    /// Owner's) and in `searchModules` (the app's own, which `App.run` adds), through the
    /// Swift runtime. A class found that way is registered under its qualified name
    /// (`MyApp.ContactCell`) and created with its `init?(coder:)`.
    ///
    /// A class is found only when it is a `TemplateCreatable` (every view and view controller
    /// is) declared at the top level or nested in other types, not `private` or generic.
    /// - Returns: The registered name to create, or `nil` when no such class is found.
    public func resolveClass(named name: String, module: String? = nil, nearModules: [String] = []) -> String? {
        if let registered = canonicalName(for: name) { return registered }
        let key = "\(name)|\(module ?? "")|\(nearModules.joined(separator: ","))"
        if unresolvable.contains(key) { return nil }
        let candidates = name.contains(".") ? [name] : modulesSearched(module: module, nearModules: nearModules).map { "\($0).\(name)" }
        for qualified in candidates {
            if let registered = canonicalName(for: qualified) { return registered }
            guard let found = RuntimeClassLookup.type(named: qualified) as? any TemplateCreatable.Type else { continue }
            let coder = TemplateCoder(className: name, moduleName: String(qualified.prefix { $0 != "." }))
            addRuntimeEntry(found, name: qualified, coder: coder)
            return qualified
        }
        unresolvable.insert(key)
        return nil
    }

    /// The modules a class named without a module is looked for in, in order: the template's
    /// `customModule`, `nearModules`, `searchModules`; Quill's own left out.
    public func modulesSearched(module: String? = nil, nearModules: [String] = []) -> [String] {
        var modules: [String] = []
        for candidate in [module].compactMap({ $0 }) + nearModules + searchModules
        where !modules.contains(candidate) && !RuntimeClassLookup.quillModules.contains(candidate) {
            modules.append(candidate)
        }
        return modules
    }

    /// The module a type is declared in (`MyApp` for `MyApp.ContactsController`), when it is
    /// not one of Quill's: what `addSearchModule(_:)` takes for an app's own classes.
    public static func moduleName(of type: Any.Type) -> String? { RuntimeClassLookup.moduleName(of: type) }

    // MARK: Classes declared in sources

    /// Classes an app declares in its sources (`quill lint --module`), by name.
    package private(set) var sourceDeclaredClasses: [String: SourceDeclaredClass] = [:]

    /// Makes classes read from an app's sources known: templates naming them are checked
    /// against their declarations, each object made as its nearest registered superclass.
    package func declare(_ classes: [SourceDeclaredClass]) {
        for declared in classes { sourceDeclaredClasses[declared.name] = declared }
        didChange()
    }

    /// The declared class `name` names and the registered class its objects are made as (the
    /// nearest registered superclass), or `nil`.
    package func sourceDeclaredClass(named name: String) -> (declared: SourceDeclaredClass, base: String)? {
        guard let declared = sourceDeclaredClasses[name] ?? sourceDeclaredClasses[String(name.split(separator: ".").last ?? "")] else { return nil }
        var next = declared.superclassName
        var seen: Set<String> = [declared.name]
        while seen.insert(next).inserted {
            if let registered = canonicalName(for: next) { return (declared, registered) }
            guard let parent = sourceDeclaredClasses[next] else { return nil }
            next = parent.superclassName
        }
        return nil
    }

    /// Everything a declared class and its declared superclasses declare, merged.
    package func declarations(inheritedBy declared: SourceDeclaredClass) -> SourceDeclaredClass {
        var merged = declared
        var next = sourceDeclaredClasses[declared.superclassName]
        var seen: Set<String> = [declared.name]
        while let parent = next, seen.insert(parent.name).inserted {
            merged.outlets.formUnion(parent.outlets)
            merged.outletCollections.formUnion(parent.outletCollections)
            merged.actions.formUnion(parent.actions)
            merged.inspectables.formUnion(parent.inspectables)
            next = sourceDeclaredClasses[parent.superclassName]
        }
        return merged
    }

    private func addRuntimeEntry<T: TemplateCreatable>(_ type: T.Type, name: String, coder: TemplateCoder) {
        addEntry(type, name: name, builtIn: false) { T(coder: coder) }
        entries[name]?.isFoundByName = true
    }

    /// Whether a class was found by its Swift name rather than registered.
    func isFoundByName(_ name: String) -> Bool {
        guard let canonical = canonicalName(for: name) else { return false }
        return entries[canonical]?.isFoundByName ?? false
    }

    /// What makes instances of a registered class (name or alias), or `nil`.
    func factory(named name: String) -> (@MainActor () -> AnyObject?)? {
        guard let canonical = canonicalName(for: name) else { return nil }
        return entries[canonical]?.make
    }

    /// The registered name of an object's class or its nearest registered superclass.
    public func className(of object: AnyObject) -> String {
        if let exact = typeNames[ObjectIdentifier(type(of: object))] { return exact }
        return merged(for: object).names.first ?? String(describing: type(of: object))
    }

    /// Registered names close to an unknown one, for "did you mean" hints. Interface Builder's
    /// internal names (`IBUITableViewCell`, which legacy files store) are registered to read
    /// those files but never suggested: nobody writes them.
    public func suggestions(for name: String) -> [String] {
        let candidates = (Array(entries.keys) + Array(aliases.keys)).filter { !Self.isInterfaceBuilderInternalName($0) }
        return Suggestions.closest(to: name, among: candidates)
    }

    /// Whether a class name is one of Interface Builder's internal ones (`IBUIView`,
    /// `IBProxyObject`): `IB` followed by a capital letter.
    static func isInterfaceBuilderInternalName(_ name: String) -> Bool {
        name.hasPrefix("IB") && name.dropFirst(2).first?.isUppercase == true
    }

    /// The properties, outlets and parts that apply to an object, merged over every registered
    /// class it is an instance of (subclasses win).
    func merged(for object: AnyObject) -> MergedClassInfo {
        let key = ObjectIdentifier(type(of: object))
        if let cached = mergedCache[key] { return cached }
        var matching = entries.values.filter { $0.isInstance(object) }
        // Superclasses first, so that subclasses' tables win when merged.
        matching.sort { a, b in
            if b.isSubtype(a.type) != a.isSubtype(b.type) { return b.isSubtype(a.type) }
            return a.name < b.name
        }
        let info = MergedClassInfo()
        for entry in matching {
            info.names.insert(entry.name, at: 0)
            info.properties.merge(entry.properties) { _, new in new }
            info.outlets.merge(entry.outlets) { _, new in new }
            info.parts.merge(entry.parts) { _, new in new }
            if entry.isBuiltIn { info.hasBuiltInBase = true }
        }
        info.isComposite = object is any CompositeTemplateView
        mergedCache[key] = info
        return info
    }
}

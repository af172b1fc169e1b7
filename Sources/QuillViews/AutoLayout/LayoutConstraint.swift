import QuillFoundation

/// A relation between two parts of the layout, `first.attribute (relation) second.attribute ×
/// multiplier + constant`, satisfied by Auto Layout as far as its priority allows (UIKit's
/// `NSLayoutConstraint`).
///
///     LayoutConstraint.activate([
///         title.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
///         title.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
///         button.widthAnchor.constraint(greaterThanOrEqualToConstant: 88),
///     ])
///
/// Activating a constraint installs it on the nearest common ancestor of its items (the view
/// itself for a size constraint); items are not kept alive by it, as the views hold their
/// constraints (they read `nil` once freed).
@MainActor
public final class LayoutConstraint: @MainActor CustomStringConvertible {
    /// The item on the left side.
    public var firstItem: (any LayoutItem)? { firstLink.item }
    /// How the first item is referred to (unretained, cleared when it is freed).
    let firstLink: LayoutItemLink
    /// What of the first item is constrained.
    public let firstAttribute: LayoutAttribute
    /// How the sides compare.
    public let relation: LayoutRelation
    /// The item on the right side, or `nil` for a constant (`width == 44`).
    public var secondItem: (any LayoutItem)? { secondLink?.item }
    /// How the second item is referred to.
    let secondLink: LayoutItemLink?
    /// What of the second item is used.
    public let secondAttribute: LayoutAttribute
    /// Multiplies the second side.
    public let multiplier: Double
    /// Added to the second side; changing it updates the layout at the next pass.
    // (The constant, the priority and `isPlaceholder` are unchecked for exclusive access, as
    // the engine's own state is: each is read for every constraint a pass writes, and nothing
    // their observers call reads them back while they change.)
    @exclusivity(unchecked) public var constant: Double {
        didSet { if constant != oldValue { noteChange() } }
    }
    /// How much it matters (1000: required).
    @exclusivity(unchecked) public var priority: LayoutPriority {
        didSet { if priority != oldValue { noteChange() } }
    }
    /// A name for debugging.
    public var identifier: String?
    /// Where it was made: a template's `file:line:column`, or the Swift call site. Messages
    /// about conflicts name it.
    public var origin: String? {
        get { originText ?? callSite.map { "\($0.file):\($0.line)" } }
        set { originText = newValue }
    }
    private var originText: String?
    /// The call site, kept unformatted until a message needs it (formatting every constraint's
    /// would cost more than solving).
    private let callSite: (file: StaticString, line: UInt)?
    /// Interface Builder's "placeholder" (remove at build time): never activated.
    @exclusivity(unchecked) public var isPlaceholder = false
    /// When it was last activated (a process-wide count): of two conflicting constraints, the
    /// one activated later is left out.
    @exclusivity(unchecked) var activationOrder: UInt64 = 0
    /// Whether it has left a solver once (its constant changed, deactivated, its view moved):
    /// it then goes back in with a marker, so that leaving again costs a few row operations and
    /// not a rebuild (`Constraint.expectsRemoval`).
    @exclusivity(unchecked) var hasLeftSolver = false
    /// How many layout engines keep a record of it, or more, never fewer: a measuring engine
    /// (`systemLayoutSizeFitting`), or a tree's engine dropped when its root joins another
    /// tree, is freed with its records without counting down. At 0 an engine taking it out of
    /// its solver need not look.
    @exclusivity(unchecked) var enginesHoldingRecords = 0
    /// The engine whose queue of changed constraints holds it (`LayoutEngine.serial`), 0 for
    /// none: an engine queues it once without looking it up in a set. (An engine dropped
    /// with it queued leaves its serial, which no other engine has: another engine then uses
    /// its set.)
    @exclusivity(unchecked) var queuedInEngine = 0
    /// The view it is installed on while active.
    public internal(set) var installedView: View? {
        get { unretainedInstalledView }
        set { unretainedInstalledView = newValue }
    }
    /// The host, unretained: it holds the constraint, and its `deinit` clears this.
    nonisolated(unsafe) unowned(unsafe) private var unretainedInstalledView: View?

    /// Creates a constraint (inactive), UIKit's `init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`.
    public init(
        item: any LayoutItem, attribute: LayoutAttribute, relatedBy relation: LayoutRelation = .equal,
        toItem: (any LayoutItem)? = nil, attribute secondAttribute: LayoutAttribute = .notAnAttribute,
        multiplier: Double = 1, constant: Double = 0, priority: LayoutPriority = .required,
        file: StaticString = #fileID, line: UInt = #line
    ) {
        firstLink = item.itemLink
        firstAttribute = attribute
        self.relation = relation
        secondLink = toItem?.itemLink
        self.secondAttribute = toItem == nil ? .notAnAttribute : secondAttribute
        self.multiplier = multiplier.isFinite ? multiplier : 1
        self.constant = constant.isFinite ? constant : 0
        self.priority = priority
        callSite = (file, line)
    }

    /// Whether the constraint takes part in layout. Setting it installs the constraint on the
    /// nearest common ancestor of its items or uninstalls it; items with no common ancestor are
    /// an error on standard error (naming both) and the constraint stays inactive.
    public var isActive: Bool {
        get { installedView != nil }
        set {
            if newValue { activate() } else { deactivate() }
        }
    }

    /// Whether the last layout pass left this active constraint out because it conflicted with
    /// constraints activated before it (the conflict is reported on standard error).
    public var isBroken: Bool { installedView?.rootLayoutEngineIfAny?.isLeftOut(self) ?? false }

    /// For a broken constraint, the active constraints it could not be satisfied with.
    public var conflictingConstraints: [LayoutConstraint] { installedView?.rootLayoutEngineIfAny?.partners(of: self) ?? [] }

    /// Activates constraints.
    public static func activate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates constraints.
    public static func deactivate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    /// The view the constraint belongs on (where activating it installs it): the nearest
    /// common ancestor of its items' views.
    /// - Throws: `QuillError` naming both items when they share no ancestor or one is gone.
    public func commonAncestor() throws -> View {
        guard let (firstView, _) = firstLink.placement else {
            throw QuillError("the constraint \(self) has lost its first item", hint: "keep the views alive while their constraints are active")
        }
        guard let secondLink else { return firstView }
        guard let (secondView, _) = secondLink.placement else {
            throw QuillError("the constraint \(self) has lost its second item", hint: "keep the views alive while their constraints are active")
        }
        if let common = View.nearestCommonAncestor(firstView, secondView) { return common }
        throw QuillError(
            "the constraint \(self) relates \(firstItem?.layoutDescription ?? "nil") and \(secondItem?.layoutDescription ?? "nil"), which have no common ancestor"
                + (origin.map { " (made at \($0))" } ?? ""),
            hint: "add both views to the same view hierarchy before activating the constraint")
    }

    private func activate() {
        guard installedView == nil, !isPlaceholder else { return }
        let host: View
        do {
            host = try commonAncestor()
        } catch {
            (firstItem?.layoutOwner?.context.log ?? RuntimeLog.process).error("\(error)")
            return
        }
        host.install(self)
    }

    private func deactivate() {
        guard let host = installedView else { return }
        host.uninstall(self)
    }

    /// The view it is installed on is being freed (from the view's `deinit`).
    nonisolated func hostWillBeFreed() {
        unretainedInstalledView = nil
    }

    private func noteChange() {
        installedView?.rootLayoutEngineIfAny?.constraintChanged(self)
    }

    /// The constraint as an equation, e.g. `'id' Label('title').leading == View.leading + 16 @750`:
    /// the identifier when set, multiplier, constant, and the priority when not required.
    public var description: String {
        func side(_ item: (any LayoutItem)?, _ attribute: LayoutAttribute) -> String {
            "\(item?.layoutDescription ?? "nil").\(attribute)"
        }
        var text = side(firstItem, firstAttribute) + " \(relation) "
        if secondLink != nil {
            text += side(secondItem, secondAttribute)
            if multiplier != 1 { text += " × \(formatCoordinate(multiplier))" }
            if constant != 0 { text += constant > 0 ? " + \(formatCoordinate(constant))" : " - \(formatCoordinate(-constant))" }
        } else {
            text += formatCoordinate(constant)
        }
        if priority != .required { text += " @\(priority)" }
        if let identifier { text = "'\(identifier)' " + text }
        return text
    }
}

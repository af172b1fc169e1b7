import QuillFoundation
import QuillSolver

/// Auto Layout for one view tree: turns its active constraints, intrinsic sizes and the frames
/// of views that keep them (`translatesAutoresizingMaskIntoConstraints`) into a linear system,
/// solves it incrementally with `ConstraintSolver`, and sets the frames of the views it places.
///
/// Each placed item has four variables in its superview's coordinates (x, y, width, height); a
/// constraint between items is written in the coordinates of their nearest common ancestor, so
/// moving an ancestor changes nothing in its subtree's system. Views that translate their
/// frame are edit variables (suggested their frame each pass, at priority 999), so resizing a
/// window is a cheap dual-simplex step. Changes are queued and applied at the next pass: only
/// the constraints that changed are taken out of or put into the solver.
@MainActor
final class LayoutEngine {
    // The engine's stored state is `@exclusivity(unchecked)` (as `View`'s plain properties
    // are): Swift otherwise checks at run time, at every access, that no modification of it
    // overlaps, and it is touched for every constraint (the checks were 7% of a form's layout).
    // No access can overlap another: every change to a table is a single insertion, removal
    // or filter whose work is the standard library's and the solver's (identifiers hashed,
    // rows combined), never a view's or the app's code, which runs only between them.

    /// Set once any constraint is activated in the process, so trees without Auto Layout skip
    /// all of this (a hint only; it is never reset).
    static var constraintsExist = false

    /// The strength of a translated frame and of a root's size: below required, so a conflict
    /// bends the frame's wish rather than failing, above every priority below 1000
    /// (`Strength.frame`).
    static let frameStrength = Strength.frame

    /// The view whose tree the engine lays out, or `nil` once it is freed.
    var root: View? { rootLink.view }
    /// How the engine refers to its root (the root holds the engine): unretained, cleared when
    /// the root is freed.
    private let rootLink: LayoutItemLink
    /// How views the engine places refer to it (`ViewLayoutStorage.placingEngine`): unretained,
    /// cleared when the engine is freed.
    let unretainedReference = UnretainedReference<LayoutEngine>()
    /// A number no other engine in the process has (`ItemRecord.engineSerial`).
    private let serial = LayoutEngine.nextSerial()
    private static var serials = 0
    private static func nextSerial() -> Int {
        serials += 1
        return serials
    }
    @exclusivity(unchecked) private var solver = ConstraintSolver()
    /// Whether the solver running out of work was logged.
    @exclusivity(unchecked) private var reportedOutOfWork = false
    /// Whether this measuring engine's work counts toward a running layout pass (`measure(…within:)`).
    @exclusivity(unchecked) private var drawsOnPass = false
    /// The work measuring engines did out of this pass's budget.
    @exclusivity(unchecked) private var workSpentMeasuring = 0
    @exclusivity(unchecked) private var items = IdentityDictionary<ItemRecord>()
    /// The serial number the next item record gets (`ItemRecord.serial`).
    @exclusivity(unchecked) private var nextItemSerial = 0
    @exclusivity(unchecked) private var records = IdentityDictionary<ConstraintRecord>()
    /// Constraints to take out of the solver and put back if active, each once, in the order
    /// they were queued.
    @exclusivity(unchecked) private var pending: [LayoutConstraint] = []
    @exclusivity(unchecked) private var pendingIDs = IdentitySet()
    @exclusivity(unchecked) private var pendingIntrinsic: [ObjectIdentifier: WeakViewReference] = [:]
    @exclusivity(unchecked) private var pendingUpdate: [ObjectIdentifier: WeakViewReference] = [:]
    @exclusivity(unchecked) private var needsSolve = false
    @exclusivity(unchecked) private var addsLeafIntrinsicSizesEarly = false
    /// For each constraint left out, the constraints it conflicted with.
    @exclusivity(unchecked) private var conflictPartners: [ObjectIdentifier: [LayoutConstraint]] = [:]
    /// Views whose intrinsic height follows their solved width.
    @exclusivity(unchecked) private var widthDependent: [ObjectIdentifier: ItemRecord] = [:]
    /// The layout constraint each solver constraint stands for, to name it in messages.
    @exclusivity(unchecked) private var solvedOwners = IdentityDictionary<LayoutConstraint>()
    /// Constraints recorded since each item's table of its constraints (`ItemRecord.constraints`)
    /// was last brought up to date: the tables are filled when something reads them
    /// (`indexConstraints`), not as each constraint goes in, so laying out a new screen fills
    /// none (they were a twentieth of a form's first layout), and a screen that loses a
    /// subtree pays for what it had added since.
    @exclusivity(unchecked) private var unindexed: [ObjectIdentifier] = []
    /// Stays of variables first used in this pass, added after the pass's constraints (so the
    /// solver does not pivot through them while the constraints arrive).
    @exclusivity(unchecked) private var pendingStays: [(ItemRecord, ItemRecord.Component, Constraint)] = []
    /// `size >= 0` of sizes first used in this pass, added with the stays.
    @exclusivity(unchecked) private var pendingFloors: [(ItemRecord, ItemRecord.Component, Constraint)] = []
    /// Constraints left out because they conflicted; retried when another constraint goes.
    @exclusivity(unchecked) private var leftOut: Set<ObjectIdentifier> = []
    /// The views whose margins or safe area insets went into constraints as constants, with the
    /// values written: those insets follow frames (a view reaching under its superview's
    /// margins or safe area), so when a frame moves they are read again and the constraints
    /// written with old values are redone.
    @exclusivity(unchecked) private var insetsWritten: [ObjectIdentifier: WrittenInsets] = [:]
    @exclusivity(unchecked) private static var activationCount: UInt64 = 0
    /// The layout direction of the last superview asked about while writing a batch of
    /// constraints (`isRightToLeft`); cleared after the batch.
    @exclusivity(unchecked) private var directionMemo: (parent: View, isRightToLeft: Bool)?

    static func nextActivationOrder() -> UInt64 {
        activationCount += 1
        return activationCount
    }
    /// The last messages about constraints that could not all be satisfied, for tests and tools.
    private(set) var conflicts: [String] = []

    /// A measuring engine (`systemLayoutSizeFitting`) solves a subtree on the side: it leaves
    /// frames alone, does not adopt the views, and gives the root a free size.
    let isMeasuring: Bool

    /// Where conflicts and errors go: the root's context's log.
    private var log: RuntimeLogSink { root?.context.log ?? RuntimeLog.process }

    init(root: View, measuring: Bool = false) {
        rootLink = root.layoutItemLink
        isMeasuring = measuring
        unretainedReference.refer(to: self)
    }

    /// Views it placed that outlive it find no engine.
    deinit {
        unretainedReference.objectWillBeFreed()
    }

    /// How many constraints the solver holds (placed constraints, intrinsic sizes, edits).
    var solverConstraintCount: Int { solver.constraintCount }
    /// The work the solver did since the pass began, measurements on its behalf included.
    var solverWork: Int { solver.work }
    /// The work past which the solver stops (`ConstraintSolver.workLimit`).
    var solverWorkLimit: Int { solver.workLimit }
    /// Whether the solver stopped pivoting this pass (`ConstraintSolver.isOutOfWork`).
    var solverIsOutOfWork: Bool { solver.isOutOfWork }

    // MARK: Changes, applied at the next pass

    func constraintAdded(_ constraint: LayoutConstraint) { queue(constraint) }
    func constraintRemoved(_ constraint: LayoutConstraint) { queue(constraint) }
    func constraintChanged(_ constraint: LayoutConstraint) { queue(constraint) }

    private func queue(_ constraint: LayoutConstraint) {
        // The constraint remembers the one engine whose queue it is in (`queuedInEngine`); a
        // constraint queued in two engines at once (a measurement's and its tree's) is known
        // to the second through its set.
        if constraint.queuedInEngine != serial && !pendingIDs.contains(ObjectIdentifier(constraint)) {
            if constraint.queuedInEngine == 0 { constraint.queuedInEngine = serial } else { pendingIDs.insert(ObjectIdentifier(constraint)) }
            pending.append(constraint)
        }
        scheduleLayout()
    }

    /// An item's geometry rules changed (margins, translation): its constraints are redone.
    func itemChanged(_ item: any LayoutItem) {
        guard let record = items[ObjectIdentifier(item)] else { return }
        indexConstraints()
        for constraint in record.constraints.values { queue(constraint) }
        if let view = item as? View { pendingIntrinsic[ObjectIdentifier(view)] = WeakViewReference(view: view) }
        scheduleLayout()
    }

    /// Safe area insets changed at `view`: the constraints of the safe area guides in its
    /// subtree, and of the margins measured from the safe area, are redone.
    func safeAreaChanged(in view: View) {
        func visit(_ current: View) {
            if current.layoutStorage?.ownGuides.isEmpty == false || current.insetsLayoutMarginsFromSafeArea { itemChanged(current) }
            for subview in current.subviews { visit(subview) }
        }
        visit(view)
    }

    func intrinsicSizeChanged(_ view: View) {
        guard items[ObjectIdentifier(view)] != nil else { return }
        pendingIntrinsic[ObjectIdentifier(view)] = WeakViewReference(view: view)
        scheduleLayout()
    }

    func needsConstraintUpdate(_ view: View) {
        pendingUpdate[ObjectIdentifier(view)] = WeakViewReference(view: view)
        scheduleLayout()
    }

    /// A view whose frame is translated changed its frame: suggest it at the next pass.
    func translatedFrameChanged(_ view: View) {
        guard let record = items[ObjectIdentifier(view)], record.isEdited else { return }
        needsSolve = true
        scheduleLayout()
    }

    func isPlacing(_ view: View) -> Bool { items[ObjectIdentifier(view)] != nil }

    func isLeftOut(_ constraint: LayoutConstraint) -> Bool { leftOut.contains(ObjectIdentifier(constraint)) }

    func partners(of constraint: LayoutConstraint) -> [LayoutConstraint] { conflictPartners[ObjectIdentifier(constraint)] ?? [] }

    /// How far the last solution is from satisfying a constraint (before frames are rounded
    /// to pixels), or `nil` when the constraint is not in the solver.
    func residual(of constraint: LayoutConstraint) -> Double? {
        guard let solved = records[ObjectIdentifier(constraint)]?.solved else { return nil }
        var value = solved.expression.constant
        for term in solved.expression.terms { value += term.coefficient * solver.value(of: term.variable) }
        switch solved.relation {
        case .equal: return abs(value)
        case .lessThanOrEqual: return Swift.max(0, value)
        case .greaterThanOrEqual: return Swift.max(0, -value)
        }
    }

    private func scheduleLayout() {
        needsSolve = true
        root?.setNeedsLayout()
    }

    /// Whether a pass has work to do.
    var hasPendingWork: Bool { needsSolve || !pending.isEmpty || !pendingIntrinsic.isEmpty || !pendingUpdate.isEmpty }

    // MARK: Subtrees joining and leaving the tree

    /// A subtree joined this tree: its installed constraints take part.
    func subtreeAdded(_ subtree: View) {
        forEachView(in: subtree) { view in
            for constraint in view.constraints { queue(constraint) }
            // An update asked for in the tree it came from happens in this one.
            if view.layoutStorage?.needsUpdateConstraints == true { needsConstraintUpdate(view) }
        }
    }

    /// A subtree is about to leave this tree: its constraints leave the solver, and
    /// constraints installed outside it that refer to it are deactivated (as UIKit does).
    func subtreeRemoved(_ subtree: View) {
        var inside: Set<ObjectIdentifier> = []
        forEachView(in: subtree) { view in
            inside.insert(ObjectIdentifier(view))
            for guide in view.layoutGuidesForEngine { inside.insert(ObjectIdentifier(guide)) }
        }
        // A subtree that takes most of the system with it (a screen closing, a tree being
        // freed) is cheaper to leave by starting again with what stays than by taking its
        // constraints out one by one (issue 25: half of a render's time).
        // Counted from the subtree's own items, so removing a small subtree costs what it holds.
        indexConstraints()
        var leavingIDs: Set<ObjectIdentifier> = []
        for id in inside { if let record = items[id] { leavingIDs.formUnion(record.constraints.keys) } }
        let leaving = leavingIDs.count
        if records.count > 64 && leaving * 2 >= records.count {
            restart(without: inside)
            return
        }
        forEachView(in: subtree) { view in
            for constraint in view.constraints { removeFromSolver(constraint) }
        }
        for id in inside {
            guard let record = items[id] else { continue }
            for constraint in Array(record.constraints.values) {
                removeFromSolver(constraint)
                if let host = constraint.installedView, !inside.contains(ObjectIdentifier(host)) {
                    // Installed above the subtree and pointing into it: it cannot hold any more.
                    constraint.isActive = false
                }
            }
            dropItem(id)
        }
        pendingIntrinsic = pendingIntrinsic.filter { !inside.contains($0.key) }
        pendingUpdate = pendingUpdate.filter { !inside.contains($0.key) }
        needsSolve = true
    }

    /// Empties the solver and queues again every constraint that relates no item of `inside`;
    /// constraints installed outside `inside` that relate an item in it are deactivated, as
    /// when they are taken out one by one. The items that stay are met again as their
    /// constraints come back (edit variables and stays at their current frames).
    private func restart(without inside: Set<ObjectIdentifier>) {
        var kept: [LayoutConstraint] = []
        for record in records.values {
            let constraint = record.constraint
            var pointsInside = false
            for use in record.uses where inside.contains(use.item.id) {
                pointsInside = true
                break
            }
            if pointsInside {
                if let host = constraint.installedView, !inside.contains(ObjectIdentifier(host)) { constraint.isActive = false }
            } else {
                kept.append(constraint)
            }
        }
        forgetPlacingViews()
        items.removeAll()
        for record in records.values { record.constraint.enginesHoldingRecords -= 1 }
        records.removeAll()
        unindexed.removeAll()
        solvedOwners.removeAll()
        leftOut.removeAll()
        conflictPartners.removeAll()
        widthDependent.removeAll()
        pendingStays.removeAll()
        pendingFloors.removeAll()
        solver.reset()
        pendingIntrinsic = pendingIntrinsic.filter { !inside.contains($0.key) }
        pendingUpdate = pendingUpdate.filter { !inside.contains($0.key) }
        for constraint in kept.sorted(by: { $0.activationOrder < $1.activationOrder }) { queue(constraint) }
        needsSolve = true
    }

    private func forEachView(in view: View, _ body: (View) -> Void) {
        body(view)
        for subview in view.subviews { forEachView(in: subview, body) }
    }

    /// An item left its view (a guide removed): drop its variables' constraints.
    func itemRemoved(_ item: any LayoutItem) {
        guard let record = items[ObjectIdentifier(item)] else { return }
        indexConstraints()
        for constraint in Array(record.constraints.values) { removeFromSolver(constraint) }
        dropItem(ObjectIdentifier(item))
    }

    // MARK: The pass

    /// The update-constraints phase: runs `updateConstraints()` where it was asked for,
    /// subviews before their superviews, once each. Views that ask again meanwhile wait for the
    /// next round of the pass.
    func runUpdateConstraintsPhase() {
        guard !pendingUpdate.isEmpty else { return }
        let views = pendingUpdate.values.compactMap(\.view).sortedByLayoutDepth(deepestFirst: true) { $0 }
        pendingUpdate.removeAll()
        for view in views where view.layoutStorage?.needsUpdateConstraints == true {
            view.layoutStorage?.needsUpdateConstraints = false
            view.updateConstraints()
        }
    }

    /// Runs the update-constraints phase until no view asks for it (`View.updateConstraintsIfNeeded()`),
    /// at most `LayoutPass.maximumRounds` times.
    func updateConstraintsIfNeeded() {
        for _ in 0..<LayoutPass.maximumRounds where !pendingUpdate.isEmpty { runUpdateConstraintsPhase() }
    }

    /// How many layout passes of this engine's tree are running: a view's `layoutSubviews()`
    /// may lay its subtree out (`layoutIfNeeded()`) inside its window's pass.
    @exclusivity(unchecked) private var passDepth = 0
    /// Whether a layout pass of this engine's tree is running (`beginPass()` … `endPass()`).
    var isInPass: Bool { passDepth > 0 }
    /// Whether a measurement drawing on this pass's budget ran out of work.
    @exclusivity(unchecked) private var measurementRanOut = false

    /// A layout pass begins: the solver's work is counted afresh, so the work limit bounds one
    /// pass (all its rounds, and the measuring engines they create), not the engine's life. A
    /// pass nested in another shares the outer one's budget.
    func beginPass() {
        passDepth += 1
        guard passDepth == 1 else { return }
        solver.resetWork()
        workSpentMeasuring = 0
        measurementRanOut = false
    }

    /// The layout pass is over: a tangle that stopped a measurement late in the pass is
    /// reported now; measurements outside a pass get a budget of their own.
    func endPass() {
        passDepth = Swift.max(0, passDepth - 1)
        if passDepth == 0 { reportIfOutOfWork() }
    }

    /// The solve phase: brings the solver up to date with the tree (changed constraints,
    /// intrinsic sizes, the frames of translated views) and solves.
    func runSolvePhase() {
        needsSolve = false
        redoConstraintsOfMovedInsets()
        syncConstraints()
        syncIntrinsicSizes()
        addPendingStays()
        syncEdits()
        solver.updateVariables()
        if addFloorsUnderNegativeSizes() {
            addPendingStays()
            solver.updateVariables()
        }
        reportIfOutOfWork()
    }

    /// Says once that the solver gave up on a system too tangled to solve in reasonable time.
    private func reportIfOutOfWork() {
        // A measuring engine that drew on a pass's budget leaves the report to that pass.
        guard solver.isOutOfWork || measurementRanOut, !reportedOutOfWork, !drawsOnPass else { return }
        reportedOutOfWork = true
        let measuring = workSpentMeasuring > 0 ? " (\(workSpentMeasuring) of them measuring views on its behalf, such as stack views)" : ""
        log.error(
            "layout of \(root?.layoutDescription ?? "a view") stopped solving after touching \(solver.work) tableau cells\(measuring): its \(solver.constraintCount) constraints "
                + "relate its views so densely that solving them would take minutes; constraints added since are left unsolved or out "
                + "(relate each view to its neighbours and superview rather than to many others; see docs/Layout.md)")
    }

    /// The re-measure phase: views whose height follows their width (wrapping labels) measure
    /// again at the width just solved; the pass then solves again.
    func runRemeasurePhase() { remeasureWidthDependentContent() }

    /// The apply-frames phase: sets the frames the solution gives (a measuring engine sets none).
    func runApplyFramesPhase() {
        if !isMeasuring { applyFrames() }
        redoConstraintsOfMovedInsets()
    }

    /// Notes that a constraint is being written with `view`'s current margins and safe area
    /// insets, and returns them. The constraint is linked to the view, so that it is written
    /// again when they change, even where it uses none of the view's variables (the view is the
    /// constraints' common ancestor).
    @discardableResult
    private func noteInsets(of view: View, uses: inout ExpressionUses) -> WrittenInsets {
        let insets = WrittenInsets(view: view)
        insetsWritten[ObjectIdentifier(view)] = insets
        uses.note(record(for: view))
        return insets
    }

    /// Queues again the constraints of the views whose margins or safe area insets are no longer
    /// the ones their constraints were written with (a frame moved since): a table cell's
    /// content view, resized by the cell after a solve, preserves the cell's margins, and the
    /// margin it reaches under changed with its width.
    private func redoConstraintsOfMovedInsets() {
        guard !insetsWritten.isEmpty else { return }
        for (id, written) in insetsWritten {
            guard let view = written.view else {
                insetsWritten[id] = nil
                continue
            }
            if !WrittenInsets(view: view).matches(written) {
                insetsWritten[id] = nil
                itemChanged(view)
            }
        }
    }

    /// Whether the last solve left nothing to do: no changed constraints or intrinsic sizes,
    /// and no translated view moved since.
    var isSettled: Bool { pending.isEmpty && pendingIntrinsic.isEmpty && !editsOutOfDate() }

    /// What keeps the engine from settling, for the message a layout feedback loop logs: views
    /// whose intrinsic size or translated frame changed, and the first views of changed
    /// constraints.
    var unsettledViews: [(View, String)] {
        var found: [(View, String)] = []
        for view in pendingIntrinsic.values.compactMap(\.view) { found.append((view, "its intrinsic size changed")) }
        for constraint in pending { if let view = constraint.firstItem?.layoutOwner { found.append((view, "a constraint on it changed")) } }
        for view in pendingUpdate.values.compactMap(\.view) { found.append((view, "it asked for updateConstraints()")) }
        for record in items.values where record.isEdited {
            guard let view = record.view, view !== root else { continue }
            let values = editValues(of: view)
            if ItemRecord.Component.allCases.contains(where: { record.edited[$0.rawValue] && record.suggested[$0.rawValue] != values[$0.rawValue] }) {
                found.append((view, "its frame moved (autoresizing)"))
            }
        }
        return found
    }

    /// Solves until settled, at most four times, with no `layoutSubviews()`: what a measuring
    /// engine (`systemLayoutSizeFitting`) runs. A window's layout runs the same phases through
    /// `LayoutPass`.
    func performLayout() {
        for _ in 0..<LayoutPass.maximumSolvesInARow {
            runUpdateConstraintsPhase()
            guard hasPendingWork else { return }
            runSolvePhase()
            runRemeasurePhase()
            runApplyFramesPhase()
            if isSettled { return }
        }
    }

    private func syncConstraints() {
        // In activation order: of two conflicting constraints, the later one is left out.
        var batch = pending
        pending.removeAll()
        pendingIDs.removeAll()
        // (Plain loops: a closure formed here is main-actor isolated, and each call of one
        // checks at run time that it runs on the main thread.)
        var orders: [(order: UInt64, index: Int)] = []
        orders.reserveCapacity(batch.count)
        var isSorted = true
        for (index, constraint) in batch.enumerated() {
            // Out of this engine's queue.
            if constraint.queuedInEngine == serial { constraint.queuedInEngine = 0 }
            let order = constraint.activationOrder
            if let last = orders.last, last.order > order { isSorted = false }
            orders.append((order, index))
        }
        if !isSorted {
            orders.sort(by: <)
            var sorted: [LayoutConstraint] = []
            sorted.reserveCapacity(batch.count)
            for entry in orders { sorted.append(batch[entry.index]) }
            batch = sorted
        }
        let inTree = markInTree(batch)
        // The records and the solver's constraints in two arrays: the solver takes the second
        // as it is.
        var built: [ConstraintRecord] = []
        var solvedList: [Constraint] = []
        built.reserveCapacity(batch.count)
        solvedList.reserveCapacity(batch.count)
        for index in batch.indices {
            let constraint = batch[index]
            removeFromSolver(constraint)
            // Still active: making an earlier one's expression may have run a view's code.
            guard inTree[index], constraint.isActive, let record = solverConstraint(for: constraint), let solved = record.solved else { continue }
            built.append(record)
            solvedList.append(solved)
        }
        directionMemo = nil
        addToSolver(built, solvedList)
    }

    /// Which constraints of the batch are installed in this tree, bringing in their leaf views
    /// on the way (see `addLeafEarly`).
    private func markInTree(_ batch: [LayoutConstraint]) -> [Bool] {
        // The content sizes of leaf views these constraints bring go in first: a stack's labels
        // then have their heights' rows in place before the chain of positions refers to them,
        // instead of each height entering the basis later through every row that holds a
        // position below it (issue 25: a 1,000-label stack took 7 s, now about 0.2).
        // Which constraints are installed in this tree is decided once each, in the same walk;
        // a run of constraints on one host (the usual case: a view's constraints arrive
        // together) finds its root once.
        let root = self.root
        var inTree = [Bool](repeating: false, count: batch.count)
        if let root {
            var lastHost: View?
            var lastHostInTree = false
            addsLeafIntrinsicSizesEarly = true
            for index in batch.indices {
                let constraint = batch[index]
                guard let host = constraint.installedView else { continue }
                if host !== lastHost {
                    lastHost = host
                    lastHostInTree = isMeasuring ? host.isDescendant(of: root) : host.rootView === root
                }
                guard lastHostInTree else { continue }
                inTree[index] = true
                addLeafEarly(constraint.firstLink)
                if let second = constraint.secondLink { addLeafEarly(second) }
            }
            addsLeafIntrinsicSizesEarly = false
        }
        return inTree
    }

    /// Brings in a leaf view placed by constraints before the batch's expressions are written,
    /// so its content size goes in first (see `syncConstraints`). Read through the item's link:
    /// a view is found without a dynamic cast, and one this engine places already is not
    /// looked up.
    private func addLeafEarly(_ link: LayoutItemLink) {
        guard let view = link.view, view.subviews.isEmpty, !view.translatesAutoresizingMaskIntoConstraints else { return }
        if let record = view.layoutStorage?.placingRecord, record.engineSerial == serial { return }
        guard items[ObjectIdentifier(view)] == nil else { return }
        _ = record(for: view)
    }

    /// Whether a view lays out right to left, remembered for the views of one superview while a
    /// batch of constraints is written (finding it walks up to the root).
    private func isRightToLeft(_ view: View) -> Bool {
        guard view.semanticContentAttribute == .unspecified, let parent = view.superview else {
            return view.effectiveUserInterfaceLayoutDirection == .rightToLeft
        }
        if let memo = directionMemo, memo.parent === parent { return memo.isRightToLeft }
        let isRightToLeft = parent.effectiveUserInterfaceLayoutDirection == .rightToLeft
        directionMemo = (parent, isRightToLeft)
        return isRightToLeft
    }

    private func addPendingStays() {
        let floors = pendingFloors
        pendingFloors.removeAll()
        for (record, component, floor) in floors where record.item.map({ items[ObjectIdentifier($0)] === record }) ?? false {
            guard record.floors[component.rawValue] == nil, (try? solver.add(floor)) != nil else { continue }
            record.floors[component.rawValue] = floor
        }
        let stays = pendingStays
        pendingStays.removeAll()
        for (record, component, stay) in stays where record.item.map({ items[ObjectIdentifier($0)] === record }) ?? false {
            guard record.stays[component.rawValue] == nil, (try? solver.add(stay)) != nil else { continue }
            record.stays[component.rawValue] = stay
        }
    }

    /// Sizes are never negative: a size the solution made negative gets `size >= 0` (required),
    /// and the system is solved again (a constant asking for less becomes a reported conflict).
    /// Added only where needed, so ordinary layouts carry no such constraints.
    private func addFloorsUnderNegativeSizes() -> Bool {
        var added = false
        for record in items.values where !record.isEdited {
            for component in [ItemRecord.Component.width, .height]
            where record.floors[component.rawValue] == nil && record.constrainedCount[component.rawValue] > 0
                && record.variable(component).value < -1e-9
            {
                pendingFloors.append((record, component, Constraint(LinearExpression(record.variable(component)), .greaterThanOrEqual)))
                added = true
            }
        }
        return added
    }

    /// Views whose height follows their width (wrapping labels) measure again at the width just
    /// solved, when it changed by more than half a point; the loop then solves again.
    private func remeasureWidthDependentContent() {
        for (id, record) in widthDependent {
            guard let view = record.view, record.constrainedCount[ItemRecord.Component.width.rawValue] > 0 else { continue }
            let width = record.w.value
            // Unwrapped content fits any width at least its own; wrapped content was measured
            // for one width.
            if let measured = record.measuredWidth, record.measuredUnwrapped ? width >= measured - 0.5 : abs(measured - width) <= 0.5 { continue }
            record.solvedWidth = width
            pendingIntrinsic[id] = WeakViewReference(view: view)
        }
    }

    private func syncIntrinsicSizes() {
        let views = pendingIntrinsic.values.compactMap(\.view)
        pendingIntrinsic.removeAll()
        for view in views {
            guard let record = items[ObjectIdentifier(view)] else { continue }
            updateIntrinsicConstraints(of: view, record)
        }
    }

    /// Suggests the current frames of translated views (and the root's size).
    private func syncEdits() {
        for record in items.values where record.isEdited {
            guard let view = record.view else { continue }
            let values = editValues(of: view)
            for component in ItemRecord.Component.allCases where record.edited[component.rawValue] {
                let value = values[component.rawValue]
                if record.suggested[component.rawValue] != value {
                    record.suggested[component.rawValue] = value
                    try? solver.suggestValue(value, for: record.variable(component))
                }
            }
        }
    }

    private func editsOutOfDate() -> Bool {
        for record in items.values where record.isEdited {
            guard let view = record.view else { continue }
            let values = editValues(of: view)
            for component in ItemRecord.Component.allCases where record.edited[component.rawValue] {
                if record.suggested[component.rawValue] != values[component.rawValue] { return true }
            }
        }
        return false
    }

    /// The values a translated view's (or the root's) variables take from its frame: its
    /// alignment rectangle (the root's own bounds).
    private func editValues(of view: View) -> ComponentValues<Double> {
        let frame = view.frame
        if view === root { return ComponentValues(0, 0, view.bounds.width, view.bounds.height) }
        guard view.hasAlignmentInsets else { return ComponentValues(frame.minX, frame.minY, view.bounds.width, view.bounds.height) }
        let a = view.alignmentRectInsets
        return ComponentValues(frame.minX + a.left, frame.minY + a.top, view.bounds.width - a.left - a.right, view.bounds.height - a.top - a.bottom)
    }

    /// Sets the frames of the views the solution places, superviews first (their translated
    /// subviews autoresize as usual), and the frames of guides.
    /// Logs that a view's solved frame is past `LayoutConstants.maximumSolvedCoordinate`,
    /// naming the constraints on it.
    private func reportRunaway(_ view: View, _ record: ItemRecord, values: [Double]) {
        let names = ["x", "y", "width", "height"]
        let parts = zip(names, values).filter { !(abs($0.1) <= LayoutConstants.maximumSolvedCoordinate) }.map { "\($0.0) \($0.1)" }
        indexConstraints()
        let constraints = record.constraints.values.sorted { $0.activationOrder < $1.activationOrder }
        let listed = constraints.prefix(8).map { "    \($0)" + ($0.origin.map { "   (\($0))" } ?? "") }
        let more = constraints.count > 8 ? ["    and \(constraints.count - 8) more"] : []
        log.error(
            "layout solved \(view.layoutDescription) to \(parts.joined(separator: ", ")), past ±\(Int(LayoutConstants.maximumSolvedCoordinate)) points; "
                + "its frame is clamped. The constraints on it (check their multipliers and constants):\n" + (listed + more).joined(separator: "\n"))
    }

    private func applyFrames() {
        var placed: [(view: View, record: ItemRecord, depth: Int)] = []
        placed.reserveCapacity(items.count)
        for record in items.values {
            if let view = record.view {
                if !record.isEdited && view !== root { placed.append((view, record, view.layoutDepth)) }
            } else if let guide = record.item as? LayoutGuide, guide.kind == .free {
                let solved = Rect(x: snap(record.x.value), y: snap(record.y.value), width: snap(record.w.value), height: snap(record.h.value))
                if solved != guide.solvedFrame {
                    guide.solvedFrame = solved
                    guide.owningView?.layoutGuideDidMove(guide)
                }
            }
        }
        // Superviews first; among equals, in the order the views joined (a deterministic order,
        // and the order they lie in memory). As in `sortedByLayoutDepth`, each depth is taken
        // once and the sort compares plain numbers with the tuples' own `<` (moving the entries
        // themselves retained and released their views and records at every step).
        var order: [(depth: Int, serial: Int, index: Int)] = []
        order.reserveCapacity(placed.count)
        for (index, entry) in placed.enumerated() { order.append((entry.depth, entry.record.serial, index)) }
        order.sort(by: <)
        // Edges land on device pixels (as UIKit rounds them), so borders and text stay sharp:
        // each edge is rounded, and the size is what lies between the rounded edges.
        let scale = (root as? Window)?.scale ?? root?.window?.scale ?? 1
        func pixel(_ value: Double) -> Double { (snap(value) * scale).rounded() / scale }
        let limit = LayoutConstants.maximumSolvedCoordinate
        for (_, _, index) in order {
            let (view, record, _) = placed[index]
            var frame = view.frame
            let counts = record.constrainedCount
            var x = record.x.value, y = record.y.value
            var w = Swift.max(0, record.w.value), h = Swift.max(0, record.h.value)
            // A solution out of all proportion (chained multipliers, each within the limits)
            // is clamped, and the constraints that produced it are named (issue 25).
            if !(abs(x) <= limit && abs(y) <= limit && abs(w) <= limit && abs(h) <= limit) {
                reportRunaway(view, record, values: [x, y, w, h])
                func clamp(_ value: Double) -> Double { value.isNaN ? 0 : Swift.min(limit, Swift.max(-limit, value)) }
                x = clamp(x); y = clamp(y); w = clamp(w); h = clamp(h)
            }
            // The variables place the alignment rectangle; the frame reaches past it by the
            // view's alignment insets.
            let a = view.alignmentRectInsets
            if counts[0] > 0 || counts[2] > 0 {
                let left = counts[0] > 0 ? x - a.left : frame.minX
                let width = counts[2] > 0 ? w + a.left + a.right : frame.width
                frame.origin.x = pixel(left)
                frame.size.width = Swift.max(0, pixel(left + width) - frame.origin.x)
            }
            if counts[1] > 0 || counts[3] > 0 {
                let top = counts[1] > 0 ? y - a.top : frame.minY
                let height = counts[3] > 0 ? h + a.top + a.bottom : frame.height
                frame.origin.y = pixel(top)
                frame.size.height = Swift.max(0, pixel(top + height) - frame.origin.y)
            }
            if frame != view.frame { view.frame = frame }
        }
    }

    /// Drops floating-point noise (19.999999999 is 20).
    private func snap(_ value: Double) -> Double {
        guard value.isFinite else { return 0 }
        let rounded = (value * 1024).rounded() / 1024
        return abs(rounded - value) < 1e-6 ? rounded : value
    }

    // MARK: Constraints in the solver

    private func removeFromSolver(_ constraint: LayoutConstraint) {
        // A constraint no engine holds (a new one, the usual case in a batch) is not looked up.
        guard constraint.enginesHoldingRecords > 0, let record = records.removeValue(forKey: ObjectIdentifier(constraint)) else { return }
        constraint.enginesHoldingRecords -= 1
        if let solved = record.solved {
            constraint.hasLeftSolver = true
            try? solver.remove(solved)
            solvedOwners[ObjectIdentifier(solved)] = nil
            count(record, by: -1)
            // A constraint left out for a conflict may fit now.
            for id in leftOut { if let other = records[id] { queue(other.constraint) } }
        }
        leftOut.remove(ObjectIdentifier(constraint))
        conflictPartners[ObjectIdentifier(constraint)] = nil
        for (item, _) in record.uses { item.constraints[ObjectIdentifier(constraint)] = nil }
        needsSolve = true
    }

    /// Adds a pass's constraints to the solver together (it then keeps the equalities that
    /// only place a view, such as a stack's gaps, out of its tableau, whatever their order),
    /// and reports the ones it refused, in order.
    private func addToSolver(_ built: [ConstraintRecord], _ solvedList: [Constraint]) {
        guard !built.isEmpty else { return }
        // Room for the batch at once, rather than growing the tables step by step.
        records.reserveCapacity(records.count + built.count)
        solvedOwners.reserveCapacity(solvedOwners.count + built.count)
        var refusals = IdentityDictionary<(error: SolverError, outOfWork: Bool)>()
        for refusal in solver.add(solvedList) { refusals[ObjectIdentifier(refusal.constraint)] = (refusal.error, refusal.outOfWork) }
        // Every accepted constraint has its owner before a conflict names its partners.
        // (Refusals are rare: an empty table is not asked about every constraint.)
        let anyRefused = !refusals.isEmpty
        for index in built.indices where !anyRefused || !refusals.contains(ObjectIdentifier(solvedList[index])) {
            solvedOwners[ObjectIdentifier(solvedList[index])] = built[index].constraint
        }
        for index in built.indices {
            let constraint = built[index].constraint
            let id = ObjectIdentifier(constraint)
            if anyRefused, let refusal = refusals[ObjectIdentifier(solvedList[index])] {
                reportConflict(constraint, refusal.error, outOfWork: refusal.outOfWork)
                leftOut.insert(id)
                var record = built[index]
                record.isInSolver = false
                records[id] = record
            } else {
                count(built[index], by: 1)
                records[id] = built[index]
            }
            constraint.enginesHoldingRecords += 1
            unindexed.append(id)
        }
        // The tables wait for a reader, but not for ever: a screen whose constraints change
        // again and again, with nothing reading the tables, fills them once in a while.
        if unindexed.count > Swift.max(256, 2 * records.count) { indexConstraints() }
        needsSolve = true
    }

    /// Brings each item's table of the constraints that use it up to date with the constraints
    /// recorded since it last was. A constraint that left meanwhile is not in `records` (or is
    /// there with what it uses now, if it came back), so it is entered as it stands.
    private func indexConstraints() {
        guard !unindexed.isEmpty else { return }
        for id in unindexed {
            guard let record = records[id] else { continue }
            for (item, _) in record.uses { item.constraints[id] = record.constraint }
        }
        unindexed.removeAll(keepingCapacity: true)
    }

    /// The identities of the constraints that use an item's variables (for tests).
    func constraintIDs(using item: any LayoutItem) -> [ObjectIdentifier] {
        indexConstraints()
        return items[ObjectIdentifier(item)].map { Array($0.constraints.keys) } ?? []
    }

    /// The solver's constraint for a layout constraint, in the coordinates of the two items'
    /// nearest common ancestor, with what it uses; nil when it cannot be placed (its items have
    /// left the tree, or have no common ancestor: then it is deactivated and logged).
    private func solverConstraint(for constraint: LayoutConstraint) -> ConstraintRecord? {
        // Each side as its view, and the item itself only when it is not that view (a guide):
        // views, the usual case, are read through their links, without existentials.
        guard let (firstView, first) = constraint.firstLink.placement else { return nil }
        let common: View
        var side: (second: (any LayoutItem)?, secondView: View?) = (nil, nil)
        if let secondLink = constraint.secondLink {
            // A second item freed while the constraint is active is not a constant.
            guard let (view, item) = secondLink.placement else { return nil }
            side = (item, view)
            guard let secondView = side.secondView, let ancestor = View.nearestCommonAncestor(firstView, secondView) else {
                log.error(
                    "the constraint \(constraint) relates views with no common ancestor" + (constraint.origin.map { " (made at \($0))" } ?? "")
                        + "; it is deactivated")
                constraint.isActive = false
                return nil
            }
            common = ancestor
        } else {
            common = constraint.firstAttribute.isDimension ? firstView : (firstView.superview ?? firstView)
        }
        // A measurement covers its subtree only: constraints to views outside it are left out.
        if isMeasuring, let root, !common.isDescendant(of: root) { return nil }
        // first.attribute - multiplier × second.attribute - constant (relation) 0, in one buffer.
        var uses = ExpressionUses()
        var terms: [(variable: Variable, coefficient: Double)] = []
        terms.reserveCapacity(4)
        var constant = -constraint.constant
        // Leading and trailing in a right-to-left layout: the constraint is read in mirrored
        // coordinates (x measured leftwards), so its constants run from the right.
        let mirrored = constraint.usesDirectionalAttributes && isRightToLeft(firstView)
        guard accumulate(
            first, of: firstView, constraint.firstAttribute, scale: 1, mirrored: mirrored, in: common, terms: &terms, constant: &constant, uses: &uses)
        else { return nil }
        if let secondView = side.secondView {
            guard accumulate(
                side.second, of: secondView, constraint.secondAttribute, scale: -constraint.multiplier, mirrored: mirrored, in: common, terms: &terms,
                constant: &constant, uses: &uses)
            else { return nil }
        }
        let lhs = LinearExpression(terms, constant: constant)
        let relation: Relation = switch constraint.relation {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
        // No label: the solver's constraints are named through `solvedOwners` when a conflict
        // is reported (building every description would cost more than solving).
        let solved = Constraint(lhs, relation, strength: Strength(priority: constraint.priority.rawValue), expectsRemoval: constraint.hasLeftSolver)
        return ConstraintRecord(constraint: constraint, candidate: solved, isInSolver: true, noted: uses.noted)
    }

    /// UIKit's "Unable to simultaneously satisfy constraints", once per conflict, naming the
    /// constraints involved and the one left out.
    private func reportConflict(_ constraint: LayoutConstraint, _ error: SolverError, outOfWork: Bool) {
        // A solver out of work refuses what it cannot solve in time: that is not a conflict,
        // and the one message about running out says so.
        guard !outOfWork else {
            reportIfOutOfWork()
            return
        }
        var lines = ["unable to satisfy all of these layout constraints at once; one of them is probably wrong:"]
        if case .unsatisfiable(_, let others) = error {
            conflictPartners[ObjectIdentifier(constraint)] = others.compactMap { solvedOwners[ObjectIdentifier($0)] }
            for other in others {
                if let owner = solvedOwners[ObjectIdentifier(other)] {
                    lines.append("    " + owner.description + (owner.origin.map { "   (\($0))" } ?? ""))
                } else {
                    lines.append("    " + (other.label ?? "\(other)"))
                }
            }
        }
        lines.append("    " + constraint.description + (constraint.origin.map { "   (\($0))" } ?? ""))
        lines.append("  recovering by leaving out \(constraint)")
        let message = lines.joined(separator: "\n")
        conflicts.append(message)
        log.warning(message)
    }

    private func count(_ record: ConstraintRecord, by delta: Int) {
        for (item, component) in record.uses where component >= 0 { item.constrainedCount[component] += delta }
    }

    // MARK: Expressions

    /// Adds `scale × (an item's attribute)`, in the coordinates of `common`, to `terms` and
    /// `constant` (one buffer for the whole constraint: no intermediate expressions). Only the
    /// variables the attribute needs are used (a leading edge does not mention the width).
    /// Returns false when the item has left its tree.
    private func accumulate(
        _ item: (any LayoutItem)?, of owner: View, _ attribute: LayoutAttribute, scale: Double, mirrored: Bool, in common: View,
        terms: inout [(variable: Variable, coefficient: Double)], constant: inout Double, uses: inout ExpressionUses
    ) -> Bool {
        var attribute = attribute, scale = scale
        if mirrored && attribute.isHorizontalPosition { (attribute, scale) = (attribute.mirroredEdge, -scale) }
        // No item: the owner view itself; otherwise a guide in its owner.
        let view: View? = item == nil ? owner : nil
        guard let form = AttributeForm(attribute, view: view) else { return true }
        if let view, attribute.isRelativeToMargins { noteInsets(of: view, uses: &uses) }
        if let view {
            constant += form.offset * scale
            if form.originFactor != 0 {
                guard addOrigin(
                    of: view, along: form.originComponent, in: common, scale: form.originFactor * scale, terms: &terms, constant: &constant,
                    uses: &uses)
                else { return false }
            }
            if form.sizeFactor != 0 { terms.append((use(form.sizeComponent, of: record(for: view)), form.sizeFactor * scale)) }
            if view.hasAlignmentInsets { constant += alignmentCorrection(of: view, attribute, form, isCommon: view === common) * scale }
            return true
        }
        guard let guide = item as? LayoutGuide else { return false }
        return accumulate(guide, of: owner, form, scale: scale, in: common, terms: &terms, constant: &constant, uses: &uses)
    }

    /// `accumulate` for a guide's rectangle: free guides have their own variables inside the
    /// owner; the margins and safe-area guides are the owner's rectangle inset.
    private func accumulate(
        _ guide: LayoutGuide, of owner: View, _ form: AttributeForm, scale: Double, in common: View,
        terms: inout [(variable: Variable, coefficient: Double)], constant: inout Double, uses: inout ExpressionUses
    ) -> Bool {
        constant += form.offset * scale
        if form.originFactor != 0 {
            // The guide lies in its owner's bounds, whose origin is the owner's frame origin.
            guard addOrigin(
                of: owner, along: form.originComponent, in: common, scale: form.originFactor * scale, terms: &terms, constant: &constant,
                uses: &uses, ownAlignment: false)
            else { return false }
        }
        if guide.kind == .free {
            if form.originFactor != 0 { terms.append((use(form.originComponent, of: record(for: guide)), form.originFactor * scale)) }
            if form.sizeFactor != 0 { terms.append((use(form.sizeComponent, of: record(for: guide)), form.sizeFactor * scale)) }
            return true
        }
        // A view's own guide is its owner's bounds inset: the guide's start and length are linear
        // in the owner's size (`LayoutGuideSpan`), with the insets written as constants.
        let written = noteInsets(of: owner, uses: &uses)
        let span = guide.kind.span(
            horizontal: form.horizontal, size: form.horizontal ? owner.bounds.width : owner.bounds.height, margins: written.margins,
            safeArea: written.safeArea)
        constant += (form.originFactor * span.startOffset + form.sizeFactor * span.lengthOffset) * scale
        let sizeCoefficient = (form.originFactor * span.startFactor + form.sizeFactor * span.lengthFactor) * scale
        if sizeCoefficient != 0 {
            // The owner's variable is its alignment rectangle's size; the guide spans its bounds.
            terms.append((use(form.sizeComponent, of: record(for: owner)), sizeCoefficient))
            let a = owner.alignmentRectInsets
            constant += (form.horizontal ? a.left + a.right : a.top + a.bottom) * sizeCoefficient
        }
        return true
    }

    /// Adds `scale ×` the origin of a view along one axis in the coordinates of its ancestor
    /// `common` (nothing for `common` itself): the x (or y) variables of the views between them.
    /// A view's variables place its alignment rectangle, so each ancestor's bounds origin (and
    /// the view's own, unless `ownAlignment`: the view's edge is what is asked) lies its
    /// alignment inset before it.
    private func addOrigin(
        of view: View, along component: ItemRecord.Component, in common: View, scale: Double,
        terms: inout [(variable: Variable, coefficient: Double)], constant: inout Double, uses: inout ExpressionUses, ownAlignment: Bool = true
    ) -> Bool {
        var current = view
        while current !== common {
            terms.append((use(component, of: record(for: current)), scale))
            if current !== view || !ownAlignment, current.hasAlignmentInsets {
                let a = current.alignmentRectInsets
                constant -= (component == .x ? a.left : a.top) * scale
            }
            guard let parent = current.superview else { return false }
            current = parent
        }
        return true
    }

    /// What to add to an attribute of a view with alignment insets, written as `form` over its
    /// variables (its alignment rectangle in its superview), for its real value: the edges,
    /// centres and sizes are the alignment rectangle's, so they need nothing unless the view is
    /// the constraint's common ancestor (its own coordinates start at its frame, an inset
    /// before its alignment rectangle); margins and baselines are measured from the frame.
    private func alignmentCorrection(of view: View, _ attribute: LayoutAttribute, _ form: AttributeForm, isCommon: Bool) -> Double {
        let a = view.alignmentRectInsets
        let (leading, trailing) = form.horizontal ? (a.left, a.right) : (a.top, a.bottom)
        if attribute.isMeasuredFromFrame { return (isCommon ? 0 : -form.originFactor * leading) + form.sizeFactor * (leading + trailing) }
        return isCommon ? form.originFactor * leading : 0
    }

    // MARK: Items

    /// The record of a view, found on the view when this engine places it.
    private func record(for view: View) -> ItemRecord {
        if let record = view.layoutStorage?.placingRecord, record.engineSerial == serial { return record }
        return record(for: view as any LayoutItem)
    }

    /// The engine is being dropped (its root joined another tree, whose engine takes over):
    /// the views it placed let go of its records.
    func forgetPlacingViews() {
        for record in items.values {
            if let view = record.view { forgetPlacing(view) }
        }
    }

    /// The view is no longer placed by this engine.
    private func forgetPlacing(_ view: View) {
        guard let storage = view.layoutStorage, storage.placingEngine === self else { return }
        storage.placingEngine = nil
        storage.placingRecord = nil
    }

    private func record(for item: any LayoutItem) -> ItemRecord {
        let id = ObjectIdentifier(item)
        if let existing = items[id] { return existing }
        let record = ItemRecord(item: item, serial: nextItemSerial, engineSerial: serial)
        nextItemSerial += 1
        if let view = item as? View {
            if !isMeasuring {
                let storage = view.ensureLayoutStorage
                storage.placingEngine = self
                storage.placingRecord = record
            }
            record.isEdited = view === root ? !isMeasuring : view.translatesAutoresizingMaskIntoConstraints
            if LayoutEngine.mayDependOnWidth(view), let content = view as? WidthDependentContent, content.intrinsicSizeDependsOnWidth { widthDependent[id] = record }
            items[id] = record
            // While `syncConstraints` brings in leaf views, their content sizes go in at once
            // (see there); otherwise, and for containers (which may measure their subtree),
            // they wait for the solve phase.
            if !record.isEdited {
                if view.subviews.isEmpty && addsLeafIntrinsicSizesEarly { updateIntrinsicConstraints(of: view, record) } else { pendingIntrinsic[id] = WeakViewReference(view: view) }
            }
            return record
        }
        items[id] = record
        return record
    }

    /// The variable of a component of an item, marked as used (its first use gives it an edit
    /// or a stay, `variableUsed`).
    private func use(_ component: ItemRecord.Component, of record: ItemRecord) -> Variable {
        if record.markUsed(component) { variableUsed(component, of: record) }
        return record.variable(component)
    }

    /// A variable of an item is used for the first time: a translated view's becomes an edit
    /// variable holding its frame; a view placed by constraints gets a stay at its frame, below
    /// every priority, so what its constraints leave ambiguous keeps the frame it was given (a
    /// template's designed frame) instead of collapsing to 0.
    private func variableUsed(_ component: ItemRecord.Component, of record: ItemRecord) {
        guard let view = record.view else { return }
        guard record.isEdited else {
            let value = editValues(of: view)[component.rawValue]
            // A view made in code starts at zero, where an open part would end anyway: only
            // a given frame (a template's design) is worth keeping.
            guard value != 0 else { return }
            let stay = Constraint(LinearExpression(record.variable(component)) - value, .equal, strength: .stay)
            pendingStays.append((record, component, stay))
            return
        }
        let variable = record.variable(component)
        do {
            try solver.addEditVariable(variable, strength: LayoutEngine.frameStrength)
            record.edited[component.rawValue] = true
            let value = editValues(of: view)[component.rawValue]
            record.suggested[component.rawValue] = value
            try solver.suggestValue(value, for: variable)
        } catch {
            log.error("layout: \(error)")
        }
    }

    private func dropItem(_ id: ObjectIdentifier) {
        widthDependent[id] = nil
        guard let record = items.removeValue(forKey: id) else { return }
        if let view = record.view { forgetPlacing(view) }
        removeIntrinsicConstraints(of: record)
        for case let stay? in record.stays { try? solver.remove(stay) }
        record.stays = ComponentValues(repeating: nil)
        for case let floor? in record.floors { try? solver.remove(floor) }
        record.floors = ComponentValues(repeating: nil)
        for component in ItemRecord.Component.allCases where record.edited[component.rawValue] {
            try? solver.removeEditVariable(record.variable(component))
        }
    }

    /// Which view classes conform to `WidthDependentContent`, by class: a failed cast to a
    /// protocol searches the conformances (about 470 instructions, twice for every view an
    /// engine meets), a look-up here a few dozen.
    private static var widthDependentClasses = IdentityDictionary<Bool>()

    /// Whether the view's class conforms to `WidthDependentContent` (a conformance a widget
    /// bundle adds to an already loaded class after its first view was laid out is not seen).
    private static func mayDependOnWidth(_ view: View) -> Bool {
        let key = ObjectIdentifier(type(of: view))
        if let known = widthDependentClasses[key] { return known }
        let conforms = view is WidthDependentContent
        widthDependentClasses[key] = conforms
        return conforms
    }

    /// The content-size constraints of a view placed by constraints: its width and height at
    /// least the intrinsic size (compression resistance) and at most it (hugging).
    private func updateIntrinsicConstraints(of view: View, _ record: ItemRecord) {
        removeIntrinsicConstraints(of: record)
        guard !record.isEdited else { return }
        let size: Size?
        if let designed = view.layoutStorage?.designIntrinsicContentSize {
            widthDependent[ObjectIdentifier(view)] = nil
            size = designed
        } else if LayoutEngine.mayDependOnWidth(view), let content = view as? WidthDependentContent, content.intrinsicSizeDependsOnWidth {
            widthDependent[ObjectIdentifier(view)] = record
            size = widthDependentSize(of: view, content, record)
        } else {
            widthDependent[ObjectIdentifier(view)] = nil
            size = view.intrinsicContentSize
        }
        guard let size else { return }
        func add(_ component: ItemRecord.Component, _ value: Double, hugging: LayoutPriority, compression: LayoutPriority) {
            guard value >= 0, value.isFinite else { return }
            let variable = use(component, of: record)
            // Required as the solver reads it: 1000 and above (a priority past 1000, which a
            // view's setter does not clamp, is required too).
            let (above, below) = (Strength(priority: hugging.rawValue), Strength(priority: compression.rawValue))
            if !above.isRequired && !below.isRequired {
                // Both sides in one row: the size held at its content's, each point larger costing
                // the hugging priority and each point smaller the compression resistance (the
                // pair of inequalities took two rows and four symbols: a labelled cell's
                // layout spent a fifth of its instructions adding them).
                let held = Constraint(LinearExpression(variable) - value, heldAtZeroAbove: above, below: below)
                if (try? solver.add(held)) != nil {
                    record.intrinsic.append((held, component))
                    record.constrainedCount[component.rawValue] += 1
                }
                return
            }
            // Only a required content size can take part in a conflict message: only it is named.
            let low = Constraint(
                LinearExpression(variable) - value, .greaterThanOrEqual, strength: below,
                label: below.isRequired ? "\(view.layoutDescription).\(component) >= \(formatCoordinate(value)) (compression resistance)" : nil)
            let high = Constraint(
                LinearExpression(variable) - value, .lessThanOrEqual, strength: above,
                label: above.isRequired ? "\(view.layoutDescription).\(component) <= \(formatCoordinate(value)) (content hugging)" : nil)
            for constraint in [low, high] where (try? solver.add(constraint)) != nil {
                record.intrinsic.append((constraint, component))
                record.constrainedCount[component.rawValue] += 1
            }
        }
        add(.width, size.width, hugging: view.contentHuggingPriority(for: .horizontal), compression: view.contentCompressionResistancePriority(for: .horizontal))
        add(.height, size.height, hugging: view.contentHuggingPriority(for: .vertical), compression: view.contentCompressionResistancePriority(for: .vertical))
        needsSolve = true
    }

    /// The content size of a view whose height follows its width (a wrapping label): its width
    /// is its content's unwrapped, what hugging and compression resistance hold it to, so it
    /// is narrower only where constraints make it so and unwraps when they allow; its height is
    /// its content's wrapped at the width the last solve gave it, or before a solve at its
    /// current width (a guess that spares a second pass when the width stays: a reused cell's
    /// label) — measured again when the solved width differs (`remeasureWidthDependentContent`).
    private func widthDependentSize(of view: View, _ content: any WidthDependentContent, _ record: ItemRecord) -> Size? {
        // At a width first (a label measures its text unwrapped from the same shaping).
        let width = record.solvedWidth ?? view.bounds.width
        let wrapped = width > 0 ? content.intrinsicContentSize(forWidth: width) : nil
        guard let unwrapped = view.intrinsicContentSize else { return nil }
        guard let wrapped, width < unwrapped.width else {
            record.measuredWidth = unwrapped.width
            record.measuredUnwrapped = true
            return unwrapped
        }
        record.measuredWidth = width
        record.measuredUnwrapped = false
        return Size(width: unwrapped.width, height: wrapped.height)
    }

    private func removeIntrinsicConstraints(of record: ItemRecord) {
        for (constraint, component) in record.intrinsic {
            try? solver.remove(constraint)
            record.constrainedCount[component.rawValue] -= 1
        }
        record.intrinsic.removeAll()
    }

    // MARK: Measuring and probing

    /// Solves the subtree (a measuring engine) with the root's size wanted at `target` and
    /// returns the root's solved size.
    /// - Parameter pass: The engine of the tree being laid out; while its pass runs, this
    ///   measurement does its work out of the pass's budget (a feedback loop re-measuring
    ///   stack views every round is then bounded by one pass's work, not rounds × stacks ×
    ///   the work limit).
    func measure(_ target: Size, horizontal: LayoutPriority, vertical: LayoutPriority, within pass: LayoutEngine? = nil) -> Size {
        drawsOnPass = pass?.isInPass ?? false
        if drawsOnPass, let pass { solver.resetWork(limit: pass.solver.remainingWork) } else { solver.resetWork() }
        defer {
            if drawsOnPass, let pass {
                pass.solver.addWork(solver.work)
                pass.workSpentMeasuring += solver.work
                // The measurement leaves the report to the pass, whose own budget may be left.
                if solver.isOutOfWork { pass.measurementRanOut = true }
            }
        }
        guard let root else { return .zero }
        func collect(_ view: View) {
            for constraint in view.constraints { queue(constraint) }
            for subview in view.subviews { collect(subview) }
        }
        collect(root)
        let record = record(for: root)
        let width = use(.width, of: record), height = use(.height, of: record)
        for (variable, value, priority) in [(width, target.width, horizontal), (height, target.height, vertical)] {
            let wish = Constraint(LinearExpression(variable) - Swift.max(0, value), .equal, strength: Strength(priority: priority.rawValue))
            try? solver.add(wish)
            // Sizes are never negative.
            try? solver.add(Constraint(LinearExpression(variable), .greaterThanOrEqual))
        }
        updateIntrinsicConstraints(of: root, record)
        performLayout()
        return Size(width: snap(Swift.max(0, width.value)), height: snap(Swift.max(0, height.value)))
    }

    /// The parts of a placed view's frame nothing but the stays decides: each is pushed both
    /// ways by a probe weaker than priority 1 (and stronger than a stay); a part that follows
    /// it is ambiguous. The solution is restored afterwards.
    func ambiguousComponents(of view: View) -> [ItemRecord.Component] {
        guard let record = items[ObjectIdentifier(view)], !record.isEdited else { return [] }
        var open: [ItemRecord.Component] = []
        for component in ItemRecord.Component.allCases {
            // A part no constraint mentions is open (it keeps whatever the frame says).
            guard record.constrainedCount[component.rawValue] > 0 else {
                open.append(component)
                continue
            }
            let variable = record.variable(component)
            let current = solver.value(of: variable)
            guard (try? solver.addEditVariable(variable, strength: .probe)) != nil else { continue }
            var moves = false
            for delta in [1.0, -1.0] {
                try? solver.suggestValue(current + delta, for: variable)
                if abs(solver.value(of: variable) - (current + delta)) < 1e-6 { moves = true }
            }
            try? solver.removeEditVariable(variable)
            if moves { open.append(component) }
        }
        solver.updateVariables()
        return open
    }

    // MARK: Queries

    /// The solved frame of a view this engine places, in its superview's coordinates.
    func solvedFrame(of view: View) -> Rect? {
        guard let record = items[ObjectIdentifier(view)] else { return nil }
        return Rect(x: solver.value(of: record.x), y: solver.value(of: record.y), width: solver.value(of: record.w), height: solver.value(of: record.h))
    }
}

/// A layout attribute as a rectangle's origin and size along one axis:
/// attribute = origin × originFactor + size × sizeFactor + offset.
private struct AttributeForm {
    var horizontal = true, originFactor = 1.0, sizeFactor = 0.0, offset = 0.0

    var originComponent: ItemRecord.Component { horizontal ? .x : .y }
    var sizeComponent: ItemRecord.Component { horizontal ? .width : .height }

    /// The form of `attribute`; `nil` for `.notAnAttribute`. Margins and baselines are those of
    /// `view` (none for a guide).
    @MainActor
    init?(_ attribute: LayoutAttribute, view: View?) {
        func margins() -> EdgeInsets { view?.effectiveLayoutMargins ?? EdgeInsets(top: 0, left: 0, bottom: 0, right: 0) }
        switch attribute {
        case .left, .leading: break
        case .right, .trailing: sizeFactor = 1
        case .width: (originFactor, sizeFactor) = (0, 1)
        case .centerX: sizeFactor = 0.5
        case .leftMargin, .leadingMargin: offset = margins().left
        case .rightMargin, .trailingMargin: (sizeFactor, offset) = (1, -margins().right)
        case .centerXWithinMargins:
            let m = margins()
            (sizeFactor, offset) = (0.5, (m.left - m.right) / 2)
        case .top: horizontal = false
        case .bottom: (horizontal, sizeFactor) = (false, 1)
        case .height: (horizontal, originFactor, sizeFactor) = (false, 0, 1)
        case .centerY: (horizontal, sizeFactor) = (false, 0.5)
        case .topMargin: (horizontal, offset) = (false, margins().top)
        case .bottomMargin: (horizontal, sizeFactor, offset) = (false, 1, -margins().bottom)
        case .centerYWithinMargins:
            let m = margins()
            (horizontal, sizeFactor, offset) = (false, 0.5, (m.top - m.bottom) / 2)
        case .firstBaseline: (horizontal, offset) = (false, view?.firstBaselineOffsetFromTop ?? 0)
        case .lastBaseline: (horizontal, sizeFactor, offset) = (false, 1, -(view?.lastBaselineOffsetFromBottom ?? 0))
        case .notAnAttribute: return nil
        }
    }
}

import QuillFoundation
import QuillSolver

/// A placed item's four variables in `LayoutEngine`, in its superview's coordinates, and what the
/// engine added to the solver for it.
@MainActor
final class ItemRecord {
    // Stored state is `@exclusivity(unchecked)`, as `LayoutEngine`'s is (no change to it runs
    // a view's code).
    enum Component: Int, CaseIterable {
        case x, y, width, height
    }

    /// The item's link (the engine does not keep items alive).
    let link: LayoutItemLink
    /// The item, or `nil` once it is freed.
    var item: (any LayoutItem)? { link.item }
    /// The item if it is a view (without a dynamic cast), or `nil`.
    var view: View? { link.view }
    /// The item's identity, the key of its record in the engine.
    let id: ObjectIdentifier
    let x = Variable("x"), y = Variable("y"), w = Variable("width"), h = Variable("height")
    /// Which variables have appeared in constraints (and, for a translated view, became edit
    /// variables).
    @exclusivity(unchecked) var used = ComponentValues(repeating: false)
    /// How many constraints (layout and content size) constrain each variable now: a variable
    /// no constraint mentions leaves that part of the frame as it is.
    @exclusivity(unchecked) var constrainedCount = ComponentValues(repeating: 0)
    /// Whether the item is a view whose frame is translated (or the root): edit variables.
    @exclusivity(unchecked) var isEdited = false
    /// Which variables are edit variables already, and the values last suggested.
    @exclusivity(unchecked) var edited = ComponentValues(repeating: false)
    @exclusivity(unchecked) var suggested = ComponentValues(repeating: Double.nan)
    /// The constraints that use the item's variables, as of the engine's last
    /// `indexConstraints()` (read them after it).
    @exclusivity(unchecked) var constraints = IdentityDictionary<LayoutConstraint>()
    /// Weak constraints keeping each used variable of a view placed by constraints at the
    /// frame it had when it joined, so a part its constraints leave open stays as designed.
    @exclusivity(unchecked) var stays = ComponentValues<Constraint?>(repeating: nil)
    /// `width >= 0` and `height >= 0` of an item placed by constraints.
    @exclusivity(unchecked) var floors = ComponentValues<Constraint?>(repeating: nil)
    /// For width-dependent content: the width its height was last measured at, and the width
    /// the last solve gave it.
    @exclusivity(unchecked) var measuredWidth: Double?
    @exclusivity(unchecked) var solvedWidth: Double?
    /// Whether that measurement was of the content unwrapped (at its own width), which holds
    /// at any width at least as wide.
    @exclusivity(unchecked) var measuredUnwrapped = false
    /// Its content-size constraints.
    @exclusivity(unchecked) var intrinsic: [(Constraint, Component)] = []

    /// The order the item joined its engine in (among views at one depth, frames are applied
    /// in this order).
    let serial: Int
    /// The engine holding the record (`LayoutEngine.serial`).
    let engineSerial: Int

    init(item: any LayoutItem, serial: Int, engineSerial: Int) {
        link = item.itemLink
        id = ObjectIdentifier(item)
        self.serial = serial
        self.engineSerial = engineSerial
        // Each variable knows its record and component: what a solver constraint uses is read
        // from its terms (`ConstraintRecord.Uses`).
        x.setOwner(self, slot: Component.x.rawValue)
        y.setOwner(self, slot: Component.y.rawValue)
        w.setOwner(self, slot: Component.width.rawValue)
        h.setOwner(self, slot: Component.height.rawValue)
    }

    func variable(_ component: Component) -> Variable {
        switch component {
        case .x: return x
        case .y: return y
        case .width: return w
        case .height: return h
        }
    }

    /// Marks a variable as used; returns whether this is its first use (the engine then makes
    /// it an edit variable or gives it a stay).
    func markUsed(_ component: Component) -> Bool {
        guard !used[component.rawValue] else { return false }
        used[component.rawValue] = true
        return true
    }
}

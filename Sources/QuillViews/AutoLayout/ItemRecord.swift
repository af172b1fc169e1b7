import QuillSolver

/// A placed item's four variables in `LayoutEngine`, in its superview's coordinates, and what the
/// engine added to the solver for it.
@MainActor
final class ItemRecord {
    enum Component: Int, CaseIterable {
        case x, y, width, height
    }

    weak var item: (any LayoutItem)?
    let x = Variable("x"), y = Variable("y"), w = Variable("width"), h = Variable("height")
    /// Which variables have appeared in constraints (and, for a translated view, became edit
    /// variables).
    var used = ComponentValues(repeating: false)
    /// How many constraints (layout and content size) constrain each variable now: a variable
    /// no constraint mentions leaves that part of the frame as it is.
    var constrainedCount = ComponentValues(repeating: 0)
    /// Whether the item is a view whose frame is translated (or the root): edit variables.
    var isEdited = false
    /// Which variables are edit variables already, and the values last suggested.
    var edited = ComponentValues(repeating: false)
    var suggested = ComponentValues(repeating: Double.nan)
    /// The constraints that use the item's variables.
    var constraints: [ObjectIdentifier: LayoutConstraint] = [:]
    /// Weak constraints keeping each used variable of a view placed by constraints at the
    /// frame it had when it joined, so a part its constraints leave open stays as designed.
    var stays = ComponentValues<Constraint?>(repeating: nil)
    /// `width >= 0` and `height >= 0` of an item placed by constraints.
    var floors = ComponentValues<Constraint?>(repeating: nil)
    /// For width-dependent content: the width its height was last measured at, and the width
    /// the last solve gave it.
    var measuredWidth: Double?
    var solvedWidth: Double?
    /// Whether that measurement was of the content unwrapped (at its own width), which holds
    /// at any width at least as wide.
    var measuredUnwrapped = false
    /// Its content-size constraints.
    var intrinsic: [(Constraint, Component)] = []
    /// Called the first time a variable is used.
    var onFirstUse: ((Component) -> Void)?

    /// The order the item joined its engine in (among views at one depth, frames are applied
    /// in this order).
    let serial: Int

    init(item: any LayoutItem, serial: Int) {
        self.item = item
        self.serial = serial
    }

    func variable(_ component: Component) -> Variable {
        switch component {
        case .x: return x
        case .y: return y
        case .width: return w
        case .height: return h
        }
    }

    /// The variable, marked as used.
    func use(_ component: Component) -> Variable {
        if !used[component.rawValue] {
            used[component.rawValue] = true
            onFirstUse?(component)
        }
        return variable(component)
    }
}

import QuillFoundation
import QuillViews
import QuillWidgets

/// What must hold in a window after any sequence of events, checked by `Monkey` after each
/// one: the view tree is consistent (each subview's superview and window are right, no view
/// appears twice), geometry is finite and sizes are not negative, the first responder is in
/// the window, and every table's and grid's reuse pool stays within its bound.
@MainActor
public enum MonkeyInvariants {
    /// The broken invariants of a window's tree, each with the view's path; empty when all hold.
    public static func violations(in window: Window) -> [String] {
        var problems: [String] = []
        var seen = Set<ObjectIdentifier>()
        var stack: [(View, String)] = [(window, "Window")]
        while let (view, path) = stack.popLast() {
            guard seen.insert(ObjectIdentifier(view)).inserted else {
                problems.append("\(path): appears twice in the tree")
                continue
            }
            let frame = view.frame, bounds = view.bounds
            if !(frame.origin.x.isFinite && frame.origin.y.isFinite && frame.size.width.isFinite && frame.size.height.isFinite) {
                problems.append("\(path): frame is not finite: \(frame)")
            }
            if !(bounds.origin.x.isFinite && bounds.origin.y.isFinite && bounds.size.width.isFinite && bounds.size.height.isFinite) {
                problems.append("\(path): bounds are not finite: \(bounds)")
            }
            if bounds.size.width < 0 || bounds.size.height < 0 { problems.append("\(path): negative size \(bounds.size)") }
            if !view.transform.isFinite { problems.append("\(path): transform is not finite") }
            if !view.alpha.isFinite { problems.append("\(path): alpha is not finite") }
            if view !== window, view.window !== window { problems.append("\(path): its window is not the window it is in") }
            if let table = view as? TableView, table.largestReuseQueue > table.reusePoolLimit {
                problems.append("\(path): \(table.largestReuseQueue) cells wait for reuse under one identifier, over the bound \(table.reusePoolLimit)")
            }
            if let grid = view as? GridView, grid.largestReuseQueue > grid.reusePoolLimit {
                problems.append("\(path): \(grid.largestReuseQueue) cells wait for reuse under one identifier, over the bound \(grid.reusePoolLimit)")
            }
            for (index, subview) in view.subviews.enumerated() {
                let subpath = path + "/\(index):\(type(of: subview))"
                if subview.superview !== view { problems.append("\(subpath): its superview is not the view that lists it") }
                stack.append((subview, subpath))
            }
        }
        if let responder = window.firstResponder as? View, responder.window !== window {
            problems.append("the first responder (\(type(of: responder))) is not in the window")
        }
        return problems
    }
}

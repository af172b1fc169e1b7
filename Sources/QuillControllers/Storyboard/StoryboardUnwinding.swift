import QuillFoundation

/// Finds where an unwind segue ends and goes back there, as UIKit does: the controllers up
/// the chain from the source (the screens below it on a navigation stack, then its
/// containers and whoever presented them) are asked in turn whether they take the action.
@MainActor
enum StoryboardUnwinding {
    /// The first controller up the chain from `source` that can perform `action`.
    static func destination(for action: String, from source: ViewController, sender: Any?) -> ViewController? {
        var current: ViewController? = source
        var visited = Set<ObjectIdentifier>()
        while let controller = current, visited.insert(ObjectIdentifier(controller)).inserted {
            if let navigation = controller as? NavigationController {
                for below in navigation.viewControllers.reversed() where below !== source && !isAncestor(below, of: source) {
                    if below.canPerformUnwindSegueAction(action, from: source, sender: sender) { return below }
                }
            }
            if controller !== source, controller.canPerformUnwindSegueAction(action, from: source, sender: sender) { return controller }
            current = controller.parent ?? controller.presentingViewController
        }
        return nil
    }

    /// Goes back from `source` to `destination`: dismisses each presented screen between
    /// them, then pops `destination`'s navigation stack down to it.
    static func unwind(from source: ViewController, to destination: ViewController, animated: Bool) {
        // The presented screens between them, innermost first: those under the outermost go at
        // once, the outermost slides away (an animated dismissal finishes later, and the next
        // level's would find it still there).
        var presented: [ViewController] = []
        var current = source
        while presented.count < 64 {
            var top = current
            while let parent = top.parent { top = parent }
            if top === destination || isAncestor(top, of: destination) { break }
            guard let presenter = top.presentingViewController else { break }
            presented.append(top)
            current = presenter
        }
        for (index, screen) in presented.enumerated() { screen.dismiss(animated: animated && index == presented.count - 1) }
        if let navigation = destination.navigationController, navigation.viewControllers.contains(where: { $0 === destination }) {
            navigation.popToViewController(destination, animated: animated)
        }
    }

    private static func isAncestor(_ candidate: ViewController, of controller: ViewController) -> Bool {
        var current = controller.parent
        while let parent = current {
            if parent === candidate { return true }
            current = parent.parent
        }
        return false
    }
}

import QuillFoundation
import QuillTemplateFormats

/// A transition between two controllers of a storyboard (UIKit's `UIStoryboardSegue`): made
/// when the segue runs, handed to the source's `prepare(for:sender:)`, then performed.
/// Subclass it for a custom transition (override `perform()`) and register the subclass under
/// the class name the storyboard gives (`storyboard.register(FadeSegue.self)`).
@MainActor
open class StoryboardSegue {
    /// The identifier the storyboard gives the segue, if any.
    public let identifier: String?
    /// The controller the segue starts from.
    public let source: ViewController
    /// The controller it leads to (for an unwind segue, the one found up the chain).
    public let destination: ViewController
    /// What the segue does, as the storyboard says; `perform()` acts on it.
    public internal(set) var kind: StoryboardSegueKind = .show
    /// Whether the transition animates.
    public internal(set) var animates = true

    /// Creates a segue.
    public required init(identifier: String?, source: ViewController, destination: ViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
    }

    /// Runs the transition: shows (pushes on the source's navigation controller, or presents),
    /// shows as a split view's detail, presents, or for an unwind segue goes back to the
    /// destination. A custom segue class overrides it.
    open func perform() {
        switch kind {
        case .show:
            if let navigation = source as? NavigationController ?? source.navigationController {
                navigation.pushViewController(destination, animated: animates)
            } else {
                source.present(destination, animated: animates)
            }
        case .showDetail:
            if let split = source.splitViewController {
                split.showDetailViewController(destination, sender: source)
            } else {
                source.present(destination, animated: animates)
            }
        case .presentation, .custom:
            source.present(destination, animated: animates)
        case .unwind:
            StoryboardUnwinding.unwind(from: source, to: destination, animated: animates)
        case .embed, .relationship:
            break
        }
    }
}

import QuillFoundation
import QuillViews

/// A context menu on a view (UIKit's `UIContextMenuInteraction`): a right-click on the view, or
/// the Menu key or Shift+F10 while it (or a view inside it) has focus, asks the delegate (or
/// the provider closure) for a configuration and shows its menu at the pointer.
///
///     let interaction = ContextMenuInteraction { _ in
///         Menu(children: [MenuAction(title: "Rename") { _ in rename() }])
///     }
///     photo.addInteraction(interaction)
@MainActor
public final class ContextMenuInteraction: ContextMenuPresenting {
    /// Says what the menu shows; asked on each right-click.
    public weak var delegate: (any ContextMenuInteractionDelegate)?
    /// The view the interaction is added to.
    public private(set) var view: View? {
        get { viewReference?.view }
        set { viewReference = newValue.map { WeakViewReference(view: $0) } }
    }
    /// How it refers to its view without keeping it alive (`WeakViewReference`).
    private var viewReference: WeakViewReference?
    /// The menu showing now, if any.
    public private(set) var presentation: MenuPresentation?
    /// Makes the configuration for a point in the view (`true`: asked by keyboard), instead of
    /// the delegate.
    private let configurationProvider: (@MainActor (Point, Bool) -> ContextMenuConfiguration?)?
    private var presentedAt: Point?

    /// Creates an interaction that asks a delegate.
    public init(delegate: any ContextMenuInteractionDelegate) {
        self.delegate = delegate
        configurationProvider = nil
    }

    /// Creates an interaction whose menu a closure makes, given the point in the view.
    public init(menuProvider: @escaping @MainActor (Point) -> Menu?) {
        configurationProvider = { point, _ in ContextMenuConfiguration { _ in menuProvider(point) } }
    }

    /// Creates an interaction whose configuration a closure makes, given the point in the view
    /// and whether the keyboard asked (tables and collection views use it for their rows).
    init(configurationProvider: @escaping @MainActor (Point, Bool) -> ContextMenuConfiguration?) {
        self.configurationProvider = configurationProvider
    }

    /// Closes the menu when the interaction leaves its view.
    public func willMove(to view: View?) { if view == nil { dismissMenu() } }
    /// Remembers the view the interaction was added to.
    public func didMove(to view: View?) { self.view = view }

    /// Where the menu was opened, in a view's coordinates (UIKit's `location(in:)`).
    public func location(in view: View?) -> Point {
        guard let presentedAt else { return .zero }
        return view?.convert(presentedAt, from: nil) ?? presentedAt
    }

    /// Closes the menu if it shows.
    public func dismissMenu() { presentation?.dismiss() }

    /// Asks for the configuration at a point and shows its menu there; returns whether it shows.
    public func presentContextMenu(at locationInWindow: Point, byKeyboard: Bool) -> Bool {
        guard let view, let window = view.window else { return false }
        let local = view.convert(locationInWindow, from: nil)
        let configuration: ContextMenuConfiguration
        if let configurationProvider {
            guard let made = configurationProvider(local, byKeyboard) else { return false }
            configuration = made
        } else if let delegate, let asked = delegate.contextMenuInteraction(self, configurationForMenuAtLocation: local) {
            configuration = asked
        } else {
            return false
        }
        guard let menu = configuration.makeMenu() else { return false }
        presentation?.dismiss()
        let shown = MenuPresentation(menu: menu, sourceView: view)
        delegate?.contextMenuInteraction(self, willDisplayMenuFor: configuration)
        guard shown.present(in: window, at: locationInWindow, highlightsFirst: byKeyboard) else { return false }
        presentedAt = locationInWindow
        presentation = shown
        shown.onDismiss = { [weak self, weak shown] in
            guard let self else { return }
            if self.presentation === shown { self.presentation = nil }
            self.delegate?.contextMenuInteraction(self, willEndFor: configuration)
        }
        return true
    }
}

import QuillFoundation
import QuillViews

/// The context menu text fields and text views have by default: Cut, Copy, Paste, Delete and
/// Select All, each enabled as the view can perform it. A right-click focuses the view first, as
/// in GTK and Qt.
@MainActor
final class TextEditMenuInteraction: ContextMenuPresenting {
    private(set) var view: View? {
        get { viewReference?.view }
        set { viewReference = newValue.map { WeakViewReference(view: $0) } }
    }
    /// How it refers to its view without keeping it alive (`WeakViewReference`).
    private var viewReference: WeakViewReference?
    private weak var presentation: MenuPresentation?

    func willMove(to view: View?) { if view == nil { presentation?.dismiss() } }
    func didMove(to view: View?) { self.view = view }

    /// The standard edit menu.
    static func menu() -> Menu {
        Menu(children: [
            Menu(options: .displayInline, children: [
                Command(title: "Cut", action: .cut), Command(title: "Copy", action: .copy), Command(title: "Paste", action: .paste),
                Command(title: "Delete", action: .delete),
            ]),
            Menu(options: .displayInline, children: [Command(title: "Select All", action: .selectAll)]),
        ])
    }

    func presentContextMenu(at locationInWindow: Point, byKeyboard: Bool) -> Bool {
        guard let view, let window = view.window, view.canBecomeFirstResponder else { return false }
        if window.firstResponder !== view { window.makeFirstResponder(view) }
        let shown = MenuPresentation(menu: TextEditMenuInteraction.menu(), sourceView: view)
        guard shown.present(in: window, at: locationInWindow, highlightsFirst: byKeyboard) else { return false }
        presentation = shown
        return true
    }
}

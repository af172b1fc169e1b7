import QuillFoundation
import QuillGraphics
import QuillViews

/// A row of menu titles across the top of a window (GTK's menu bar; the menus of a Mac
/// Catalyst app's menu bar): it shows the window's `mainMenu` (the standard File, Edit, View,
/// Window and Help menus as the app's `buildMenu(with:)` changed them), leaving out menus with
/// nothing to show. Clicking a title opens its menu below it; while one is open, moving the
/// pointer over another title, or Left and Right, opens that one instead. F10 opens the first
/// menu, Alt with a letter the menu whose title starts with it.
///
/// Place it at the top of your window's content, 28 points tall (`MenuBar.height`); it takes
/// its menus from whichever window it is in.
@MainActor
public final class MenuBar: View, MenuBarPresenting {
    /// The bar's natural height.
    public static let height = 28.0
    /// The menus shown, in order (the window's menu bar's top-level menus that show something).
    public private(set) var menus: [Menu] = []
    /// The menu open now, if any.
    public private(set) var openIndex: Int?
    private var presentation: MenuPresentation?
    private var titleLayouts: [TextLayout?] = []
    private var titleFrames: [Rect] = []
    private var elements: [AccessibilityCustomElement] = []
    /// The window's menu bar the titles were read from.
    private weak var shownRoot: Menu?
    static let font = Font.systemFont(ofSize: 14)

    /// Creates a menu bar.
    public override init(frame: Rect) {
        super.init(frame: frame)
        backgroundColor = Color(red8: 246, green8: 246, blue8: 248)
        accessibilityIdentifier = "quill.menuBar"
    }

    /// Creates the menu bar a template describes by name (see `View.init(coder:)`).
    public required convenience init?(coder: TemplateCoder) {
        self.init(frame: .zero)
    }

    public override func didMoveToWindow() {
        super.didMoveToWindow()
        guard let window else { return }
        window.menuBar = self
        reloadMenus()
    }

    /// Reads the window's menu bar again (after `setNeedsRebuildMenu()`).
    public func reloadMenus() {
        guard let window else { return }
        shownRoot = window.mainMenu
        menus = window.mainMenu.children.compactMap { $0 as? Menu }
            .filter { !$0.title.isEmpty && MenuRow.rows(for: $0, in: window).contains { !$0.isSeparator } }
        let style = TextStyle(font: MenuBar.font)
        titleLayouts = menus.map { try? TextLayout(text: $0.title, style: style, library: window.windowContext.fonts) }
        var x = 6.0
        titleFrames = titleLayouts.map { layout in
            let width = (layout?.size.width ?? 0) + 20
            defer { x += width }
            return Rect(x: x, y: 0, width: width, height: MenuBar.height)
        }
        elements = []
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }

    public override var intrinsicContentSize: Size? { Size(width: (titleFrames.last?.maxX ?? 0) + 6, height: MenuBar.height) }

    /// A title's rectangle in the bar (mirrored in a right-to-left interface).
    func titleFrame(at index: Int) -> Rect {
        let frame = titleFrames[index]
        return mirroredForLayoutDirection(Rect(x: frame.minX, y: bounds.minY, width: frame.width, height: bounds.height), in: bounds)
    }

    private func index(at point: Point) -> Int? {
        titleFrames.indices.first { titleFrame(at: $0).contains(point) }
    }

    // MARK: Opening

    /// Reads the menus again when the window built its menu bar anew.
    private func reloadIfRebuilt() {
        if let window, window.mainMenu !== shownRoot { reloadMenus() }
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        reloadIfRebuilt()
    }

    /// Opens the menu at a position among those shown (the first item highlighted when the
    /// keyboard asked); returns whether it opened.
    public func openMenu(at index: Int, byKeyboard: Bool) -> Bool {
        reloadIfRebuilt()
        guard menus.indices.contains(index), let window else { return false }
        let previous = presentation
        previous?.onDismiss = nil
        previous?.dismiss()
        let shown = MenuPresentation(menu: menus[index], sourceView: self)
        shown.menuBar = self
        let title = convert(titleFrame(at: index), to: nil)
        guard shown.present(in: window, at: Point(x: title.minX, y: title.maxY), highlightsFirst: byKeyboard) else {
            openIndex = nil
            setNeedsDisplay()
            return false
        }
        presentation = shown
        openIndex = index
        shown.onDismiss = { [weak self, weak shown] in
            guard let self, self.presentation === shown else { return }
            self.presentation = nil
            self.openIndex = nil
            self.setNeedsDisplay()
        }
        setNeedsDisplay()
        return true
    }

    /// Opens the first menu whose title starts with a letter (Alt+letter).
    public func openMenu(mnemonic: Character) -> Bool {
        reloadIfRebuilt()
        let letter = String(mnemonic).lowercased()
        guard let index = menus.firstIndex(where: { $0.title.lowercased().hasPrefix(letter) }) else { return false }
        return openMenu(at: index, byKeyboard: true)
    }

    /// Closes the open menu, if any.
    public func closeMenu() { presentation?.dismiss() }

    /// While a menu is open, the pointer over another title opens that one.
    func presentationHovered(at pointInWindow: Point) {
        guard let open = openIndex, let index = index(at: convert(pointInWindow, from: nil)), index != open else { return }
        _ = openMenu(at: index, byKeyboard: false)
    }

    /// A press outside the open menu: on another title it opens that one; returns whether the
    /// press was on the bar (so the press is taken).
    func presentationPressed(at pointInWindow: Point) -> Bool {
        guard let index = index(at: convert(pointInWindow, from: nil)) else { return false }
        if index == openIndex { closeMenu() } else { _ = openMenu(at: index, byKeyboard: false) }
        return true
    }

    /// Left or Right in a menu's top level: the menu beside it, wrapping around.
    func openAdjacent(_ step: Int) {
        guard let open = openIndex, !menus.isEmpty else { return }
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let next = (open + (rightToLeft ? -step : step) + menus.count) % menus.count
        _ = openMenu(at: next, byKeyboard: true)
    }

    // MARK: Events and drawing

    public override func pointerBegan(_ event: PointerEvent) {
        guard event.button == .left, let index = index(at: event.location(in: self)) else { return }
        if index == openIndex { closeMenu() } else { _ = openMenu(at: index, byKeyboard: false) }
    }

    public override func draw(in context: GraphicsContext) {
        context.fill(Rect(x: bounds.minX, y: bounds.maxY - 1, width: bounds.width, height: 1), color: .separator)
        for (index, layout) in titleLayouts.enumerated() {
            let frame = titleFrame(at: index)
            let open = index == openIndex
            if open { context.fill(frame.insetBy(dx: 0, dy: 3), cornerRadius: 4, with: .color(tintColor)) }
            guard let layout else { continue }
            context.draw(layout, at: Point(x: frame.minX + 10, y: (frame.midY - layout.size.height / 2).rounded()), color: open ? .white : .label)
        }
    }

    public override var defaultAccessibility: AccessibilityDescription {
        AccessibilityDescription(isElement: true, label: "Menu bar", traits: .menuBar)
    }

    /// Each title is a menu item; activating it opens its menu (or closes it when open).
    public override var accessibilityCustomElements: [AccessibilityCustomElement]? {
        if elements.count != menus.count {
            elements = menus.indices.map { index in
                let element = AccessibilityCustomElement(container: self, label: menus[index].title, traits: .menuItem)
                element.activate = { [weak self] in
                    guard let self else { return false }
                    if self.openIndex == index {
                        self.closeMenu()
                        return true
                    }
                    return self.openMenu(at: index, byKeyboard: true)
                }
                return element
            }
        }
        for (index, element) in elements.enumerated() { element.frameInContainer = titleFrame(at: index) }
        return elements
    }
}

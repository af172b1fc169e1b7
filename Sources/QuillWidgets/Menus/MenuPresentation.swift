import QuillFoundation
import QuillViews

/// A menu shown over a window (a context menu, a menu bar's menu): a transparent view over the
/// whole window that holds the open panels (the menu and the submenus opened from it), takes
/// keyboard focus while it shows, and closes on Escape, a press outside, or a choice.
///
/// - Pointer: hovering highlights a row and opens its submenu; clicking an item chooses it.
/// - Keys: Up and Down move among enabled rows, Right opens a submenu, Left closes it, Enter or
///   Space chooses, Escape closes a level, a letter moves to the next item starting with it.
///
/// Choosing a `MenuAction` runs its handler with the source view as sender; choosing a
/// `Command` gives focus back and sends its action up the responder chain.
@MainActor
public final class MenuPresentation: View {
    /// The menu shown.
    public let menu: Menu
    /// The view the menu is about (the one right-clicked); actions get it as `sender`.
    public private(set) weak var sourceView: View?
    /// Called once the menu has closed, whether or not something was chosen.
    public var onDismiss: (@MainActor () -> Void)?
    /// The menu bar whose menu this is (hovering or pressing its other titles switches menus;
    /// Left and Right at the top level move along it).
    weak var menuBar: MenuBar?
    /// The open levels: the menu first, then each submenu opened from it.
    private(set) var panels: [MenuPanel] = []
    private weak var previousFirstResponder: Responder?
    private var isDismissed = false
    private var pressedInside = false

    /// Makes a presentation of a menu about a view; `present(in:at:)` shows it.
    public init(menu: Menu, sourceView: View?) {
        self.menu = menu
        self.sourceView = sourceView
        super.init(frame: .zero)
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        accessibilityIdentifier = "quill.menuPresentation"
        addGestureRecognizer(HoverGestureRecognizer { [weak self] recognizer in
            guard let self, recognizer.state == .began || recognizer.state == .changed else { return }
            self.hover(at: recognizer.location(in: self))
        })
    }

    /// Not made by templates: a presentation needs its menu.
    public required init?(coder: TemplateCoder) { nil }

    /// Whether the menu is showing.
    public var isPresented: Bool { window != nil && !isDismissed }

    /// The rows' titles of each open level, as shown (separators as "-"): what tests read.
    public var visibleTitles: [[String]] { panels.map { $0.rows.map { $0.isSeparator ? "-" : $0.title } } }

    /// Where the item with a title is, in window coordinates (the innermost open level first),
    /// if it shows: what a test clicks.
    public func frameOfItem(titled title: String) -> Rect? {
        for panel in panels.reversed() {
            if let row = panel.rows.indices.first(where: { !panel.rows[$0].isSeparator && panel.rows[$0].title == title }) {
                return panel.convert(panel.rect(ofRow: row), to: nil)
            }
        }
        return nil
    }

    /// The highlighted row's title in the innermost open level.
    public var highlightedTitle: String? {
        guard let panel = panels.last, let row = panel.highlightedRow else { return nil }
        return panel.rows[row].title
    }

    /// Shows the menu with its top-left corner at a point in window coordinates (moved to stay
    /// inside the window); returns `false` when the menu shows nothing. With `highlightsFirst`
    /// (menus opened by keyboard) the first enabled row is highlighted.
    @discardableResult
    public func present(in window: Window, at point: Point, highlightsFirst: Bool = false) -> Bool {
        let rows = MenuRow.rows(for: menu, in: window)
        guard rows.contains(where: { !$0.isSeparator }) else { return false }
        frame = window.bounds
        window.addSubview(self)
        let panel = MenuPanel(menu: menu, rows: rows, fonts: window.windowContext.fonts)
        panel.onActivate = { [weak self, unowned panel] row in self?.activate(row, in: panel) }
        place(panel, at: point, beside: nil)
        panels = [panel]
        addSubview(panel)
        previousFirstResponder = window.firstResponder
        window.makeFirstResponder(self)
        if highlightsFirst { panel.highlightedRow = rows.indices.first { panel.isSelectable($0) } }
        return true
    }

    /// Closes the menu (every level) without choosing.
    public func dismiss() {
        guard !isDismissed else { return }
        isDismissed = true
        let window = self.window
        removeFromSuperview()
        if let window, let previous = previousFirstResponder, (previous as? View)?.window === window || previous === window {
            window.makeFirstResponder(previous)
        }
        onDismiss?()
    }

    // MARK: Placement

    private func place(_ panel: MenuPanel, at point: Point, beside parent: Rect?) {
        let size = panel.frame.size, limit = bounds.insetBy(dx: 4, dy: 4)
        var x = point.x, y = point.y
        if let parent {
            // A submenu opens beside its parent level, on the other side where there is no room.
            x = parent.maxX - 2
            if x + size.width > limit.maxX { x = parent.minX - size.width + 2 }
        } else if x + size.width > limit.maxX {
            x = limit.maxX - size.width
        }
        if y + size.height > limit.maxY { y = parent == nil ? point.y - size.height : limit.maxY - size.height }
        panel.frame.origin = Point(x: Swift.max(limit.minX, x).rounded(), y: Swift.max(limit.minY, y).rounded())
    }

    // MARK: Pointer

    private func locate(_ point: Point) -> (level: Int, row: Int?)? {
        for level in panels.indices.reversed() {
            let panel = panels[level]
            let local = panel.convert(point, from: self)
            if panel.bounds.contains(local) { return (level, panel.row(at: local)) }
        }
        return nil
    }

    private func hover(at point: Point) {
        guard let (level, row) = locate(point) else {
            menuBar?.presentationHovered(at: convert(point, to: nil))
            return
        }
        let panel = panels[level]
        panel.highlightedRow = row.flatMap { panel.isSelectable($0) ? $0 : nil }
        if let row, case .submenu = panel.rows[row].kind, panel.isSelectable(row) {
            if panels.count > level + 1, panels[level + 1].menu === submenu(of: panel, at: row) { return }
            closeLevels(after: level)
            openSubmenu(of: level, row: row, highlightsFirst: false)
        } else if panels.count > level + 1 {
            closeLevels(after: level)
        }
    }

    public override func pointerBegan(_ event: PointerEvent) {
        let point = event.location(in: self)
        pressedInside = locate(point) != nil
        guard !pressedInside else { return }
        if let menuBar, menuBar.presentationPressed(at: convert(point, to: nil)) { return }
        dismiss()
    }

    public override func pointerMoved(_ event: PointerEvent) { hover(at: event.location(in: self)) }

    public override func pointerEnded(_ event: PointerEvent) {
        defer { pressedInside = false }
        guard pressedInside, let (level, row) = locate(event.location(in: self)), let row else { return }
        choose(level: level, row: row, byKeyboard: false)
    }

    public override func pointerCancelled() { pressedInside = false }

    // MARK: Keys

    public override var canBecomeFirstResponder: Bool { true }

    /// Actions sent while the menu has focus go where they went before it opened.
    public override var next: Responder? { previousFirstResponder ?? super.next }

    public override func didResignFirstResponder() {
        // Focus moved elsewhere (Tab, a click that focused another view): the menu closes.
        if !isDismissed, window?.firstResponder !== self { dismiss() }
    }

    public override func keyDown(_ event: KeyEvent) {
        guard let panel = panels.last else { return }
        let level = panels.count - 1
        switch event.key {
        case .down: moveHighlight(in: panel, by: 1)
        case .up: moveHighlight(in: panel, by: -1)
        case .home: panel.highlightedRow = panel.rows.indices.first { panel.isSelectable($0) }
        case .end: panel.highlightedRow = panel.rows.indices.last { panel.isSelectable($0) }
        case .right:
            if let row = panel.highlightedRow, case .submenu = panel.rows[row].kind {
                openSubmenu(of: level, row: row, highlightsFirst: true)
            } else {
                menuBar?.openAdjacent(1)
            }
        case .left:
            if level > 0 { closeLevels(after: level - 1) } else { menuBar?.openAdjacent(-1) }
        case .return, .space:
            if let row = panel.highlightedRow { choose(level: level, row: row, byKeyboard: true) }
        case .escape:
            if level > 0 { closeLevels(after: level - 1) } else { dismiss() }
        case .character(let c) where event.modifiers.isDisjoint(with: [.control, .meta]):
            typeAhead(c, in: panel)
        default:
            break
        }
    }

    private func moveHighlight(in panel: MenuPanel, by step: Int) {
        let count = panel.rows.count
        guard count > 0 else { return }
        var index = panel.highlightedRow ?? (step > 0 ? -1 : count)
        for _ in 0..<count {
            index = (index + step + count) % count
            if panel.isSelectable(index) { panel.highlightedRow = index; return }
        }
    }

    private func typeAhead(_ character: Character, in panel: MenuPanel) {
        let letter = String(character).lowercased()
        let count = panel.rows.count
        let start = panel.highlightedRow ?? -1
        for offset in 1...Swift.max(1, count) {
            let index = (start + offset) % count
            if panel.isSelectable(index), panel.rows[index].title.lowercased().hasPrefix(letter) {
                panel.highlightedRow = index
                return
            }
        }
    }

    // MARK: Levels and choosing

    private func submenu(of panel: MenuPanel, at row: Int) -> Menu? {
        if case .submenu(let menu) = panel.rows[row].kind { return menu }
        return nil
    }

    private func openSubmenu(of level: Int, row: Int, highlightsFirst: Bool) {
        let parent = panels[level]
        guard let submenu = submenu(of: parent, at: row), let window else { return }
        closeLevels(after: level)
        let rows = MenuRow.rows(for: submenu, in: window)
        guard rows.contains(where: { !$0.isSeparator }) else { return }
        parent.highlightedRow = row
        let panel = MenuPanel(menu: submenu, rows: rows, fonts: window.windowContext.fonts)
        panel.onActivate = { [weak self, unowned panel] row in self?.activate(row, in: panel) }
        let rowRect = parent.convert(parent.rect(ofRow: row), to: self)
        place(panel, at: Point(x: 0, y: rowRect.minY - MenuPanel.padding), beside: parent.frame)
        panels.append(panel)
        addSubview(panel)
        if highlightsFirst { panel.highlightedRow = rows.indices.first { panel.isSelectable($0) } }
    }

    private func closeLevels(after level: Int) {
        while panels.count > level + 1 { panels.removeLast().removeFromSuperview() }
    }

    /// Assistive technologies activate a row of an open level.
    private func activate(_ row: Int, in panel: MenuPanel) {
        guard let level = panels.firstIndex(where: { $0 === panel }) else { return }
        choose(level: level, row: row, byKeyboard: true)
    }

    private func choose(level: Int, row: Int, byKeyboard: Bool) {
        guard panels.indices.contains(level) else { return }
        let panel = panels[level]
        guard panel.isSelectable(row) else { return }
        let chosen = panel.rows[row]
        switch chosen.kind {
        case .separator: return
        case .submenu: openSubmenu(of: level, row: row, highlightsFirst: byKeyboard)
        case .item(let element):
            if let parent = chosen.parent, parent.options.contains(.singleSelection), let action = element as? MenuAction {
                for case let sibling as MenuAction in parent.children { sibling.state = sibling === action ? .on : .off }
            }
            if element.menuAttributes.contains(.keepsMenuPresented) {
                perform(element)
                refresh()
            } else {
                let window = self.window
                dismiss()
                perform(element, in: window)
            }
        }
    }

    private func perform(_ element: MenuElement, in window: Window? = nil) {
        if let action = element as? MenuAction {
            action.perform(sender: sourceView)
        } else if let command = element as? Command {
            (window ?? self.window)?.sendCommand(command)
        }
    }

    /// Validates and redraws the open levels after an item that keeps the menu open ran.
    private func refresh() {
        guard let window else { return }
        let old = panels
        let highlights = old.map(\.highlightedRow)
        closeLevels(after: -1)
        for (level, previous) in old.enumerated() {
            let panel = MenuPanel(menu: previous.menu, rows: MenuRow.rows(for: previous.menu, in: window), fonts: window.windowContext.fonts)
            panel.onActivate = { [weak self, unowned panel] row in self?.activate(row, in: panel) }
            panel.frame.origin = previous.frame.origin
            panel.highlightedRow = highlights[level].flatMap { panel.isSelectable($0) ? $0 : nil }
            panels.append(panel)
            addSubview(panel)
        }
    }
}

import QuillFoundation
import QuillGraphics
import QuillViews

/// One level of a shown menu: a box of rows (check mark, title, shortcut, submenu arrow) with
/// separators between inline sections; the highlighted row is filled with the tint colour.
@MainActor
final class MenuPanel: View {
    /// The menu shown.
    let menu: Menu
    private(set) var rows: [MenuRow]
    private var titleLayouts: [TextLayout?] = []
    private var shortcutLayouts: [TextLayout?] = []
    /// The highlighted row, if any.
    var highlightedRow: Int? { didSet { if highlightedRow != oldValue { setNeedsDisplay() } } }

    static let rowHeight = 26.0, separatorHeight = 9.0, padding = 4.0, checkColumn = 26.0, arrowColumn = 18.0
    static let font = Font.systemFont(ofSize: 14)

    init(menu: Menu, rows: [MenuRow], fonts: FontLibrary) {
        self.menu = menu
        self.rows = rows
        super.init(frame: .zero)
        let style = TextStyle(font: MenuPanel.font)
        titleLayouts = rows.map { $0.isSeparator ? nil : try? TextLayout(text: $0.title, style: style, library: fonts) }
        shortcutLayouts = rows.map { row in row.shortcut.flatMap { try? TextLayout(text: $0, style: style, library: fonts) } }
        let titleWidth = titleLayouts.map { $0?.size.width ?? 0 }.max() ?? 0
        let shortcutWidth = shortcutLayouts.map { $0?.size.width ?? 0 }.max() ?? 0
        let hasArrow = rows.contains { if case .submenu = $0.kind { return true } else { return false } }
        var width = MenuPanel.checkColumn + titleWidth + 12 + (shortcutWidth > 0 ? shortcutWidth + 24 : 0) + (hasArrow ? MenuPanel.arrowColumn : 0)
        width = Swift.min(480, Swift.max(180, width.rounded(.up)))
        let height = rows.reduce(2 * MenuPanel.padding) { $0 + ($1.isSeparator ? MenuPanel.separatorHeight : MenuPanel.rowHeight) }
        frame = Rect(x: 0, y: 0, width: width, height: height)
        accessibilityIdentifier = "quill.menu"
    }

    /// Not made by templates.
    required init?(coder: TemplateCoder) { nil }

    /// A row's rectangle in the panel.
    func rect(ofRow index: Int) -> Rect {
        var y = MenuPanel.padding
        for i in 0..<index { y += rows[i].isSeparator ? MenuPanel.separatorHeight : MenuPanel.rowHeight }
        let height = rows[index].isSeparator ? MenuPanel.separatorHeight : MenuPanel.rowHeight
        return Rect(x: MenuPanel.padding, y: y, width: bounds.width - 2 * MenuPanel.padding, height: height)
    }

    /// The row at a point in the panel (separators included), if any.
    func row(at point: Point) -> Int? {
        guard bounds.contains(point) else { return nil }
        return rows.indices.first { rect(ofRow: $0).contains(point) }
    }

    /// The rows the keyboard stops at: enabled items and submenus.
    func isSelectable(_ index: Int) -> Bool { rows.indices.contains(index) && !rows[index].isSeparator && rows[index].isEnabled }

    override func draw(in context: GraphicsContext) {
        context.fill(bounds, cornerRadius: 6, with: .color(.systemBackground))
        context.strokeInside(bounds, cornerRadius: 6, lineWidth: 1, color: Color(red8: 0, green8: 0, blue8: 0, alpha8: 60))
        for (index, row) in rows.enumerated() {
            let rect = rect(ofRow: index)
            if row.isSeparator {
                context.fill(Rect(x: rect.minX + 6, y: rect.midY.rounded(.down), width: rect.width - 12, height: 1), color: .separator)
                continue
            }
            let highlighted = index == highlightedRow && row.isEnabled
            if highlighted { context.fill(rect, cornerRadius: 4, with: .color(tintColor)) }
            let color: Color = highlighted ? .white : !row.isEnabled ? Color(red8: 60, green8: 60, blue8: 67, alpha8: 76)
                : row.isDestructive ? .systemRed : .label
            drawState(row.state, in: Rect(x: rect.minX, y: rect.minY, width: MenuPanel.checkColumn, height: rect.height), color: color, context: context)
            if let title = titleLayouts[index] {
                context.draw(title, at: Point(x: rect.minX + MenuPanel.checkColumn, y: (rect.midY - title.size.height / 2).rounded()), color: color)
            }
            let trailing = rect.maxX - 8
            if case .submenu = row.kind {
                let x = trailing - 4, y = rect.midY
                context.strokeLine(from: Point(x: x - 4, y: y - 4), to: Point(x: x, y: y), lineWidth: 1.5, color: color)
                context.strokeLine(from: Point(x: x, y: y), to: Point(x: x - 4, y: y + 4), lineWidth: 1.5, color: color)
            } else if let shortcut = shortcutLayouts[index] {
                let shortcutColor = highlighted ? Color.white : Color.secondaryLabel
                context.draw(shortcut, at: Point(x: trailing - shortcut.size.width, y: (rect.midY - shortcut.size.height / 2).rounded()), color: shortcutColor)
            }
        }
    }

    private func drawState(_ state: MenuElementState, in rect: Rect, color: Color, context: GraphicsContext) {
        let x = rect.midX, y = rect.midY
        switch state {
        case .off: break
        case .on:
            context.strokeLine(from: Point(x: x - 5, y: y), to: Point(x: x - 1.5, y: y + 3.5), lineWidth: 2, color: color)
            context.strokeLine(from: Point(x: x - 1.5, y: y + 3.5), to: Point(x: x + 5, y: y - 4), lineWidth: 2, color: color)
        case .mixed:
            context.strokeLine(from: Point(x: x - 4, y: y), to: Point(x: x + 4, y: y), lineWidth: 2, color: color)
        }
    }

    /// Chooses a row, as a click does (assistive technologies' activation).
    var onActivate: (@MainActor (Int) -> Void)?
    private var rowElements: [AccessibilityCustomElement] = []

    override var defaultAccessibility: AccessibilityDescription {
        AccessibilityDescription(isElement: true, label: menu.title.isEmpty ? nil : menu.title, traits: .menu)
    }

    /// Each item is an element: a menu item named by its title, its shortcut as its description,
    /// selected when it has a check mark, not enabled when dimmed; activating it chooses it.
    override var accessibilityCustomElements: [AccessibilityCustomElement]? {
        if rowElements.isEmpty {
            rowElements = rows.indices.filter { !rows[$0].isSeparator }.map { index in
                let row = rows[index]
                let element = AccessibilityCustomElement(container: self, label: row.title, frameInContainer: rect(ofRow: index))
                var traits: AccessibilityTraits = .menuItem
                if row.state == .on { traits.insert(.selected) }
                if !row.isEnabled { traits.insert(.notEnabled) }
                element.traits = traits
                element.hint = row.shortcut
                element.activate = { [weak self] in
                    guard let self, self.isSelectable(index) else { return false }
                    self.onActivate?(index)
                    return true
                }
                return element
            }
        }
        return rowElements
    }
}

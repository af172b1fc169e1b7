import QuillFoundation
import QuillGraphics
import QuillViews

/// The buttons a swiped row reveals, behind the row: each as wide as its title needs (at least
/// 74 points), sharing the revealed width while it opens, the outermost one growing to fill a
/// swipe beyond them all.
@MainActor
final class SwipeActionsView: View {
    let configuration: SwipeActionsConfiguration
    /// Whether the actions are on the right-hand side (the trailing side, left to right).
    let isOnRight: Bool
    private(set) var buttons: [Button] = []
    /// The width that shows every button at its natural width.
    private(set) var naturalWidth = 0.0
    private var naturalWidths: [Double] = []

    init(configuration: SwipeActionsConfiguration, isOnRight: Bool, perform: @escaping @MainActor (Int, Button) -> Void) {
        self.configuration = configuration
        self.isOnRight = isOnRight
        super.init(frame: .zero)
        clipsToBounds = true
        for (index, action) in configuration.actions.enumerated() {
            let button = Button(title: action.title ?? "", style: .plain)
            button.backgroundColor = action.backgroundColor
            button.setTitleColor(.white, for: .normal)
            button.setTitleColor(Color(white: 1, alpha: 0.7), for: .highlighted)
            button.titleFont = .systemFont(ofSize: 15)
            if let image = action.image { button.setImage(image, for: .normal) }
            button.accessibilityLabel = action.title
            button.addAction(for: .touchUpInside) { sender in perform(index, sender as! Button) }
            buttons.append(button)
            addSubview(button)
            let width = Swift.max(74, (button.sizeThatFits(Size(width: 1_000, height: 44)).width + 30).rounded())
            naturalWidths.append(width)
        }
        naturalWidth = naturalWidths.reduce(0, +)
    }

    /// Not made by templates.
    required init?(coder: TemplateCoder) { nil }

    /// Places the buttons in the revealed width: shares of it while opening, the outermost
    /// growing beyond. The first action is at the outer edge.
    override func layoutSubviews() {
        super.layoutSubviews()
        let revealed = bounds.width
        guard naturalWidth > 0 else { return }
        let scale = Swift.min(1, revealed / naturalWidth)
        var widths = naturalWidths.map { $0 * scale }
        if revealed > naturalWidth { widths[0] += revealed - naturalWidth }
        // From the outer edge inwards: the first action is outermost.
        var edge = isOnRight ? bounds.maxX : bounds.minX
        for (button, width) in zip(buttons, widths) {
            let x = isOnRight ? edge - width : edge
            button.frame = Rect(x: x.rounded(), y: 0, width: width.rounded(), height: bounds.height)
            edge = isOnRight ? edge - width : edge + width
        }
    }
}

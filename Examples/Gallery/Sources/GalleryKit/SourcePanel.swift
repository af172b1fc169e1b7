import Quill

/// The right-hand panel: a tab per source of the page (a segmented control when there are
/// several) over a scrolling monospaced text.
@MainActor
final class SourcePanel: View {
    private let heading = Label(text: "Source", font: .boldSystemFont(ofSize: 13))
    private var tabs: SegmentedControl?
    private let scroll = ScrollView(frame: .zero)
    private let text = Label()
    private(set) var sources: [GallerySource] = []
    private var selected = 0

    override init(frame: Rect) {
        super.init(frame: frame)
        backgroundColor = Color(red8: 250, green8: 250, blue8: 252)
        borderColor = Color(red8: 216, green8: 216, blue8: 222)
        borderWidth = 1
        cornerRadius = 10
        clipsToBounds = true
        heading.textColor = .secondaryLabel
        addSubview(heading)
        // Code reads left to right in any interface.
        scroll.semanticContentAttribute = .forceLeftToRight
        text.font = .monospacedSystemFont(ofSize: 11)
        text.numberOfLines = 0
        text.textColor = Color(red8: 40, green8: 40, blue8: 52)
        scroll.addSubview(text)
        addSubview(scroll)
    }

    /// Not made by templates by name (UIKit's `init?(coder:)`): the app creates it.
    required init?(coder: TemplateCoder) { nil }

    /// Shows a page's sources, the first one selected.
    func show(_ sources: [GallerySource]) {
        self.sources = sources
        tabs?.removeFromSuperview()
        tabs = nil
        if sources.count > 1 {
            let control = SegmentedControl(titles: sources.map(\.title))
            control.selectedSegmentIndex = 0
            control.addAction(for: .valueChanged) { [weak self] sender in
                guard let self, let control = sender as? SegmentedControl else { return }
                self.select(control.selectedSegmentIndex)
            }
            addSubview(control)
            tabs = control
        }
        select(0)
    }

    /// The text shown now.
    var shownText: String { text.text ?? "" }

    private func select(_ index: Int) {
        selected = index
        heading.text = sources.indices.contains(index) ? sources[index].title : "No source"
        text.text = sources.indices.contains(index) ? SourcePanel.expandingTabs(sources[index].text) : ""
        scroll.contentOffset = .zero
        setNeedsLayout()
    }

    /// Tabs as spaces to the next multiple of four columns (the text is monospaced).
    static func expandingTabs(_ text: String) -> String {
        guard text.contains("\t") else { return text }
        var result = ""
        var column = 0
        for character in text {
            switch character {
            case "\t":
                let spaces = 4 - column % 4
                result += String(repeating: " ", count: spaces)
                column += spaces
            case "\n":
                result.append(character)
                column = 0
            default:
                result.append(character)
                column += 1
            }
        }
        return result
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        heading.frame = Rect(x: 14, y: 10, width: bounds.width - 28, height: 18)
        var top = 34.0
        if let tabs {
            tabs.frame = Rect(x: 12, y: top, width: bounds.width - 24, height: 28)
            top += 38
        }
        scroll.frame = Rect(x: 0, y: top, width: bounds.width, height: bounds.height - top)
        let size = text.sizeThatFits(Size(width: 100_000, height: 100_000))
        text.frame = Rect(x: 14, y: 4, width: Swift.max(size.width, bounds.width - 28), height: size.height)
        scroll.contentSize = Size(width: size.width + 28, height: size.height + 16)
    }
}

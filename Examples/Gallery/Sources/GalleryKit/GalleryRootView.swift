import Quill

/// The gallery window's layout: the menu bar across the top, the sidebar on the left, the
/// page's title and summary on top, the page and its source side by side below. Proportions
/// follow the window's size.
@MainActor
final class GalleryRootView: View {
    let menuBar = MenuBar(frame: .zero)
    let sidebar = TableView(frame: .zero)
    let heading = Label(text: "Quill Gallery", font: .boldSystemFont(ofSize: 15))
    let titleLabel = Label(text: "", font: .boldSystemFont(ofSize: 20))
    let summaryLabel = Label()
    let pageArea = View(frame: .zero)
    let sourcePanel = SourcePanel(frame: .zero)
    private let sidebarBackground = View(frame: .zero)

    /// The sidebar's width.
    static let sidebarWidth = 250.0

    override init(frame: Rect) {
        super.init(frame: frame)
        backgroundColor = Color(red8: 242, green8: 242, blue8: 247)
        sidebarBackground.backgroundColor = Color(red8: 232, green8: 232, blue8: 238)
        addSubview(sidebarBackground)
        heading.textColor = .secondaryLabel
        addSubview(heading)
        sidebar.backgroundColor = Color(red8: 232, green8: 232, blue8: 238)
        sidebar.rowHeight = 34
        addSubview(sidebar)
        summaryLabel.font = .systemFont(ofSize: 13)
        summaryLabel.textColor = .secondaryLabel
        summaryLabel.numberOfLines = 2
        addSubview(titleLabel)
        addSubview(summaryLabel)
        pageArea.backgroundColor = .white
        pageArea.cornerRadius = 10
        pageArea.clipsToBounds = true
        pageArea.borderColor = Color(red8: 216, green8: 216, blue8: 222)
        pageArea.borderWidth = 1
        addSubview(pageArea)
        addSubview(sourcePanel)
        addSubview(menuBar)
    }

    /// Not made by templates by name (UIKit's `init?(coder:)`): the app creates it.
    required init?(coder: TemplateCoder) { nil }

    /// The source panel's width for a window width: about two fifths of the content, within
    /// readable bounds; hidden when the window is too narrow for both.
    static func sourceWidth(forContentWidth width: Double) -> Double {
        width < 720 ? 0 : Swift.min(520, Swift.max(340, (width * 0.4).rounded()))
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let sidebarWidth = bounds.width < 700 ? 200 : GalleryRootView.sidebarWidth
        let bar = MenuBar.height
        menuBar.frame = Rect(x: 0, y: 0, width: bounds.width, height: bar)
        sidebarBackground.frame = Rect(x: 0, y: bar, width: sidebarWidth, height: bounds.height - bar)
        heading.frame = Rect(x: 16, y: bar + 14, width: sidebarWidth - 32, height: 22)
        sidebar.frame = Rect(x: 0, y: bar + 44, width: sidebarWidth, height: bounds.height - bar - 44)
        let contentX = sidebarWidth + 20
        let contentWidth = Swift.max(100, bounds.width - contentX - 20)
        // The menu bar's height comes out of the heading and the margins, not the page.
        titleLabel.frame = Rect(x: contentX, y: bar + 8, width: contentWidth, height: 28)
        summaryLabel.frame = Rect(x: contentX, y: bar + 36, width: contentWidth, height: 32)
        let top = bar + 74.0
        let height = Swift.max(100, bounds.height - top - 14)
        let sourceWidth = GalleryRootView.sourceWidth(forContentWidth: contentWidth)
        sourcePanel.isHidden = sourceWidth == 0
        let pageWidth = sourceWidth == 0 ? contentWidth : contentWidth - sourceWidth - 16
        pageArea.frame = Rect(x: contentX, y: top, width: pageWidth, height: height)
        sourcePanel.frame = Rect(x: contentX + pageWidth + 16, y: top, width: sourceWidth, height: height)
        // Worked out left to right; a right-to-left gallery has its sidebar at the right.
        for view in [sidebarBackground, heading, sidebar, titleLabel, summaryLabel, pageArea, sourcePanel] as [View] {
            view.frame = mirroredForLayoutDirection(view.frame, in: bounds)
        }
    }
}

import Quill

/// Parts several gallery pages are built from.
@MainActor
enum GalleryPageParts {
    /// One button of a row: its title, tooltip and action.
    typealias RowButton = (title: String, toolTip: String?, action: @MainActor () -> Void)

    /// A line of secondary text along the bottom of a page, saying what happened.
    static func bottomStatus(_ text: String, in size: Size) -> Label {
        let status = Label(text: text, font: .systemFont(ofSize: 13))
        status.textColor = .secondaryLabel
        status.frame = Rect(x: 16, y: size.height - 34, width: size.width - 32, height: 20)
        status.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        return status
    }

    /// A row of bordered buttons from the page's left edge, each lighting up under the pointer,
    /// with its tooltip; returns them in order.
    @discardableResult
    static func buttonRow(_ buttons: [RowButton], on page: View, y: Double, width: Double, height: Double = 34) -> [Button] {
        var x = 16.0
        return buttons.map { item in
            let button = Button(title: item.title)
            button.toolTip = item.toolTip
            button.isPointerInteractionEnabled = true
            button.frame = Rect(x: x, y: y, width: width, height: height)
            button.addAction(for: .primaryActionTriggered) { _ in item.action() }
            page.addSubview(button)
            x += width + 8
            return button
        }
    }
}

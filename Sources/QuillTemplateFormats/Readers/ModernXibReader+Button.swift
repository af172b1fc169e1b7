import QuillFoundation

extension ModernXibReader {
    /// A button's kind and metrics. A button of the classic kind (UIKit's `UIButton` without a
    /// configuration) shows its image and title side by side with no space between them, in
    /// 15-point type, with no insets at the sides. A button with a `<buttonConfiguration>`
    /// (Xcode 13 and later) takes the configuration's style, title and image padding, 17-point
    /// type and its medium size's content insets: 7 points above and below, 12 at the sides (a
    /// "Log" button is 53 by 35 points in Interface Builder).
    mutating func readButtonAttributes(_ element: XMLElementNode, into object: inout TemplateObject) {
        let location = element.location
        func add(_ name: String, _ value: TemplateValue) {
            object.properties.append(TemplateProperty(name: name, value: value, location: location))
        }
        switch element["buttonType"] {
        case "infoLight", "infoDark", "detailDisclosure": add("symbol", .text("info"))
        case "contactAdd": add("symbol", .text("add"))
        case "close": add("symbol", .text("close"))
        default: break
        }
        guard let configuration = element.child("buttonConfiguration", key: "configuration") else {
            add("style", .text("plain"))
            add("imageTitleSpacing", .number(0))
            if element.child("fontDescription") == nil { add("font", .font(Font(family: Font.appleSystemFamily, size: 15))) }
            return
        }
        add("style", .text(ModernXibReader.configurationStyles[configuration["style"] ?? "plain"] ?? "plain"))
        add("contentEdgeInsets", .insets(EdgeInsets(top: 7, left: 12, bottom: 7, right: 12)))
        add("imageTitleSpacing", .number(number(configuration, "imagePadding") ?? 0))
        if element.child("fontDescription") == nil { add("font", .font(Font(family: Font.appleSystemFamily, size: 17))) }
        if let insets = configuration.child("directionalEdgeInsets", key: "contentInsets") {
            let value = EdgeInsets(
                top: number(insets, "top") ?? 0, left: number(insets, "leading") ?? 0, bottom: number(insets, "bottom") ?? 0,
                right: number(insets, "trailing") ?? 0)
            add("contentEdgeInsets", .insets(value))
        }
        if let title = configuration["title"] {
            add("title", .map([TemplateEntry(key: "normal", value: .text(title), location: location)]))
        }
        if let image = configuration["image"], !element.children("state").contains(where: { $0["image"] != nil }) {
            add("image", .map([TemplateEntry(key: "normal", value: .image(image), location: location)]))
        }
    }

    /// The Quill button styles of `UIButton.Configuration`'s styles.
    static let configurationStyles = [
        "plain": "plain", "borderless": "plain", "gray": "bordered", "tinted": "bordered", "bordered": "bordered",
        "filled": "filled", "borderedProminent": "filled", "borderedTinted": "bordered",
    ]
}

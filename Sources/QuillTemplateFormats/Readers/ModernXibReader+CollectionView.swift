import QuillFoundation

extension ModernXibReader {
    /// The attributes of collection views and their flow layouts: selection, scroll
    /// direction, spacing, and the item, estimated, header and footer sizes and section
    /// inset written as child elements.
    mutating func readCollectionAttributes(_ element: XMLElementNode, into object: inout TemplateObject) {
        let location = element.location
        func add(_ name: String, _ value: TemplateValue) {
            object.properties.append(TemplateProperty(name: name, value: value, location: location))
        }
        switch element.name {
        case "collectionView":
            for name in ["allowsSelection", "allowsMultipleSelection"] {
                if let raw = element[name] { add(name, .bool(XibValues.bool(raw))) }
            }
        case "collectionViewFlowLayout":
            for name in ["minimumLineSpacing", "minimumInteritemSpacing"] {
                if let n = number(element, name) { add(name, .number(n)) }
            }
            if let direction = element["scrollDirection"] { add("scrollDirection", .text(direction)) }
            for size in element.children("size") {
                guard let key = size["key"], ["itemSize", "estimatedItemSize", "headerReferenceSize", "footerReferenceSize"].contains(key),
                    let width = number(size, "width"), let height = number(size, "height")
                else { continue }
                object.properties.append(TemplateProperty(name: key, value: .size(Size(width: width, height: height)), location: size.location))
            }
            // Xcode 11 and later write "automatic" as an attribute, not a size.
            if XibValues.bool(element["automaticEstimatedItemSize"] ?? "NO") {
                add("estimatedItemSize", .text("automatic"))
            }
            if let inset = element.child("inset", key: "sectionInset") {
                let insets = EdgeInsets(
                    top: number(inset, "minY") ?? 0, left: number(inset, "minX") ?? 0, bottom: number(inset, "maxY") ?? 0, right: number(inset, "maxX") ?? 0)
                object.properties.append(TemplateProperty(name: "sectionInset", value: .insets(insets), location: inset.location))
            }
        default:
            break
        }
    }
}

import QuillFoundation

extension ModernXibReader {
    /// The attributes of steppers, page controls, text views, search bars, visual effect views,
    /// bar button items, navigation items and view controllers.
    mutating func readContainerAttributes(_ element: XMLElementNode, into object: inout TemplateObject) {
        let location = element.location
        func add(_ name: String, _ value: TemplateValue) {
            object.properties.append(TemplateProperty(name: name, value: value, location: location))
        }
        switch element.name {
        case "stepper":
            for name in ["value", "minimumValue", "maximumValue", "stepValue"] {
                if let n = number(element, name) { add(name, .number(n)) }
            }
            for name in ["wraps", "autorepeat", "continuous"] {
                if let raw = element[name] { add(name, .bool(XibValues.bool(raw))) }
            }
        case "pageControl":
            for name in ["numberOfPages", "currentPage"] {
                if let n = number(element, name) { add(name, .number(n)) }
            }
            if let raw = element["hidesForSinglePage"] { add("hidesForSinglePage", .bool(XibValues.bool(raw))) }
        case "visualEffectView":
            if let style = element.child("blurEffect")?["style"] { add("effect", .text(style)) }
        case "searchBar":
            if let placeholder = element["placeholder"] { add("placeholder", .text(placeholder)) }
            if let style = element["searchBarStyle"] { add("searchBarStyle", .text(style)) }
            if let shows = element["showsCancelButton"] { add("showsCancelButton", .bool(XibValues.bool(shows))) }
        case "barButtonItem":
            for name in ["title", "style", "systemItem"] {
                if let value = element[name] { add(name, .text(value)) }
            }
            if let width = number(element, "width") { add("width", .number(width)) }
        case "tabBarItem":
            if let title = element["title"] { add("title", .text(title)) }
            if let badge = element["badgeValue"] { add("badgeValue", .text(badge)) }
        case "navigationItem", "viewController", "tableViewController":
            if let title = element["title"] { add("title", .text(title)) }
        case "textView":
            for (attribute, property) in [("editable", "editable"), ("selectable", "selectable"), ("scrollEnabled", "scrollEnabled")] {
                if let raw = element[attribute] { add(property, .bool(XibValues.bool(raw))) }
            }
        default:
            break
        }
    }
}

import Foundation
import QuillFoundation

/// Reads the legacy keyed-archive .xib format (`archive` 7.10 / 8.00, 2010–2012): an object
/// graph of `IBUI…` classes with `NSFrame` strings, `NSvFlags` bits, `NSSubviews`, archived
/// colours and fonts, custom classes in `flattenedProperties` and connections in
/// `connectionRecords`.
struct LegacyXibReader {
    let path: String
    var document: TemplateDocument
    /// Every element with an `id`, for resolving `<reference ref="…">`.
    private var elementsByID: [String: XMLElementNode] = [:]
    private var ownerID: String?
    private var firstResponderID: String?
    private var customClasses: [String: String] = [:]
    private var built: Set<String> = []
    var errors: [TemplateDiagnostic] = []

    static func read(_ root: XMLElementNode, path: String) throws(TemplateError) -> TemplateDocument {
        var reader = LegacyXibReader(path: path, document: TemplateDocument(path: path, format: .legacyXib))
        guard let data = root.child("data") else {
            throw TemplateError("the archive has no <data> element", at: root.location)
        }
        reader.index(root)
        guard let rootObjects = data.children.first(where: { $0["key"] == "IBDocument.RootObjects" }) else {
            throw TemplateError("the archive has no IBDocument.RootObjects", at: data.location, hint: "is this an Interface Builder file?")
        }
        let container = data.children.first { $0["key"] == "IBDocument.Objects" }
        if let container { reader.readCustomClasses(container) }
        reader.readClassDescriptions(data)
        for element in rootObjects.children where element.name == "object" {
            if element["class"] == "IBProxyObject" {
                let identifier = element.children.first { $0["key"] == "IBProxiedObjectIdentifier" }?.text
                if identifier == "IBFilesOwner" { reader.ownerID = element["id"] }
                if identifier == "IBFirstResponder" { reader.firstResponderID = element["id"] }
                continue
            }
            if let object = reader.readObject(element) { reader.document.objects.append(object) }
        }
        if let ownerID = reader.ownerID, let cls = reader.customClasses[ownerID] { reader.document.ownerClass = cls }
        if let container { reader.readConnections(container) }
        if !reader.errors.isEmpty { throw TemplateError(reader.errors) }
        return reader.document
    }

    private mutating func index(_ element: XMLElementNode) {
        if let id = element["id"] { elementsByID[id] = element }
        for child in element.children { index(child) }
    }

    /// The element a child stands for: itself, or the one a `<reference>` points at.
    private func resolve(_ element: XMLElementNode) -> XMLElementNode? {
        if element.name == "reference" { return element["ref"].flatMap { elementsByID[$0] } }
        return element
    }

    private func value(_ element: XMLElementNode, _ key: String) -> XMLElementNode? {
        element.children.first { $0["key"] == key }.flatMap(resolve)
    }

    // MARK: Custom classes

    private mutating func readCustomClasses(_ container: XMLElementNode) {
        var objectIDs: [String: String] = [:]  // objectID → element id
        if let records = container.children.first(where: { $0["key"] == "objectRecords" }) {
            for record in allDescendants(records) where record["class"] == "IBObjectRecord" {
                guard let objectID = record.children.first(where: { $0["key"] == "objectID" })?.text,
                    let ref = record.children.first(where: { $0["key"] == "object" })?["ref"]
                else { continue }
                objectIDs[objectID.trimmingCharacters(in: .whitespaces)] = ref
            }
        }
        guard let properties = container.children.first(where: { $0["key"] == "flattenedProperties" }) else { return }
        // Two spellings: parallel `dict.sortedKeys` and `dict.values` arrays (Interface Builder
        // 3), or a `<dictionary>` whose entries carry their keys (Xcode 4).
        let entries: [(String, XMLElementNode)]
        if let keys = properties.children.first(where: { $0["key"] == "dict.sortedKeys" }),
            let values = properties.children.first(where: { $0["key"] == "dict.values" }) {
            entries = Array(zip(keys.children.filter { $0.name == "string" }.map(\.text), values.children.filter { $0.name != "bool" }))
        } else {
            entries = properties.children.compactMap { child in child["key"].map { ($0, child) } }
        }
        for (key, node) in entries where key.hasSuffix(".CustomClassName") {
            let objectID = String(key.dropLast(".CustomClassName".count))
            if let ref = objectIDs[objectID] { customClasses[ref] = node.text }
        }
    }

    /// The entries of an archived dictionary, in any of its spellings: parallel
    /// `dict.sortedKeys`/`dict.values` arrays, `NS.key.N`/`NS.object.N` pairs, or a
    /// `<dictionary>` whose children carry their keys.
    private func dictionaryEntries(_ dictionary: XMLElementNode) -> [(String, XMLElementNode)] {
        if let keys = dictionary.children.first(where: { $0["key"] == "dict.sortedKeys" }),
            let values = dictionary.children.first(where: { $0["key"] == "dict.values" })
        {
            let keyNodes = keys.children.filter { $0.name == "string" }.map(\.text)
            let valueNodes = values.children.filter { $0.name != "bool" || $0["key"] != "EncodedWithXMLCoder" }.compactMap(resolve)
            return Array(zip(keyNodes, valueNodes))
        }
        var pairs: [(String, XMLElementNode)] = []
        var index = 0
        while let key = dictionary.children.first(where: { $0["key"] == "NS.key.\(index)" }),
            let object = dictionary.children.first(where: { $0["key"] == "NS.object.\(index)" })
        {
            if let value = resolve(object) { pairs.append((key.text, value)) }
            index += 1
        }
        if !pairs.isEmpty { return pairs }
        return dictionary.children.compactMap { child in
            guard let key = child["key"], key != "EncodedWithXMLCoder" else { return nil }
            return resolve(child).map { (key, $0) }
        }
    }

    /// `IBPartialClassDescription`s: the app's classes, their superclasses, outlets and actions.
    private mutating func readClassDescriptions(_ data: XMLElementNode) {
        for element in allDescendants(data) where element["class"] == "IBPartialClassDescription" {
            guard let name = value(element, "className")?.text, !name.isEmpty else { continue }
            var description = TemplateClassDescription(className: name, superclassName: value(element, "superclassName")?.text)
            func members(_ key: String) -> [TemplateClassDescription.Member] {
                guard let dictionary = value(element, key) else { return [] }
                return dictionaryEntries(dictionary).map { TemplateClassDescription.Member(name: $0.0, typeName: $0.1.text) }
            }
            description.outlets = members("outlets")
            description.actions = members("actions")
            // Several descriptions of one class (Interface Builder writes one per source file) add up.
            if var known = document.classDescriptions[name] {
                known.superclassName = known.superclassName ?? description.superclassName
                known.outlets += description.outlets.filter { outlet in !known.outlets.contains { $0.name == outlet.name } }
                known.actions += description.actions.filter { action in !known.actions.contains { $0.name == action.name } }
                document.classDescriptions[name] = known
            } else {
                document.classDescriptions[name] = description
            }
        }
    }

    private func allDescendants(_ element: XMLElementNode) -> [XMLElementNode] {
        element.children.flatMap { [$0] + allDescendants($0) }
    }

    // MARK: Objects

    static let classes: [String: String] = [
        "IBUIView": "View", "IBUILabel": "Label", "IBUIImageView": "ImageView", "IBUIButton": "Button", "IBUISwitch": "Switch",
        "IBUITableViewCell": "TableViewCell", "IBUICustomObject": "Object", "IBUIControl": "Control",
        "IBUITableView": "TableView", "IBUIScrollView": "ScrollView", "IBUIDatePicker": "DatePicker", "IBUIPickerView": "PickerView", "IBUITextField": "TextField",
    ]

    /// An object with its subviews and parts; `nil` without an id and class, or when already read.
    /// Kept as one piece: a dispatch over the Interface Builder keys of the object's children;
    /// each case is a line or two and they share the object being built and its class name.
    private mutating func readObject(_ element: XMLElementNode) -> TemplateObject? {
        guard let id = element["id"], let cls = element["class"] else { return nil }
        if built.contains(id) { return nil }
        built.insert(id)
        let className = LegacyXibReader.classes[cls] ?? (cls.hasPrefix("IBUI") ? String(cls.dropFirst(4)) : cls)
        var object = TemplateObject(id: id, className: className, customClass: customClasses[id], location: element.location)
        let location = element.location
        func add(_ name: String, _ value: TemplateValue) {
            object.properties.append(TemplateProperty(name: name, value: value, location: location))
        }
        let contentViewID = element.children.first { $0["key"] == "IBUIContentView" }?["ref"]

        for child in element.children {
            guard let key = child["key"] else { continue }
            switch key {
            case "NSFrame":
                if let rect = LegacyXibReader.rect(child.text) { add("frame", .rect(rect)) }
            case "NSFrameSize":
                if let size = LegacyXibReader.numbers(child.text), size.count == 2 {
                    add("frame", .rect(Rect(x: 0, y: 0, width: size[0], height: size[1])))
                }
            case "NSvFlags":
                if let flags = Int64(child.text.trimmingCharacters(in: .whitespaces)) {
                    let bits = UInt32(truncatingIfNeeded: flags)
                    add("autoresizingMask", .number(Double(bits & 0x3F)))
                    if bits & 0x8000_0000 != 0 { add("hidden", .bool(true)) }
                }
            case "IBUIHidden": add("hidden", .bool(child.text == "YES"))
            case "IBUITag": if let n = Double(child.text) { add("tag", .number(n)) }
            case "IBUIAlpha": if let n = Double(child.text) { add("alpha", .number(n)) }
            case "IBUIClipsSubviews": add("clipsToBounds", .bool(child.text == "YES"))
            case "IBUIUserInteractionEnabled": add("userInteractionEnabled", .bool(child.text == "YES"))
            case "IBUIBackgroundColor":
                if let color = resolve(child).flatMap(color) { add("backgroundColor", .color(color)) }
            case "IBUIText": if className == "Label" { add("text", .text(child.text)) }
            case "IBUITextColor":
                if className == "Label", let color = resolve(child).flatMap(color) { add("textColor", .color(color)) }
            case "IBUIHighlightedColor":
                if className == "Label", let color = resolve(child).flatMap(color) { add("highlightedTextColor", .color(color)) }
            case "IBUIFont", "IBUIFontDescription":
                if let font = resolve(child).flatMap(font) { add("font", .font(font)) }
            case "IBUITextAlignment":
                let names = ["left", "center", "right"]
                if let n = Int(child.text), names.indices.contains(n) { add("textAlignment", .text(names[n])) }
            case "IBUINumberOfLines": if let n = Double(child.text) { add("numberOfLines", .number(n)) }
            case "IBUILineBreakMode":
                let names = ["wordWrap", "charWrap", "clip", "headTruncation", "tailTruncation", "middleTruncation"]
                if className == "Label", let n = Int(child.text), names.indices.contains(n) { add("lineBreakMode", .text(names[n])) }
            case "IBUIContentMode":
                let names = ["scaleToFill", "scaleAspectFit", "scaleAspectFill", "scaleToFill", "center", "top", "bottom", "left", "right", "topLeft", "topRight", "bottomLeft", "bottomRight"]
                if className == "ImageView", let n = Int(child.text), names.indices.contains(n) { add("contentMode", .text(names[n])) }
            case "IBUIImage":
                if let name = resolve(child).flatMap({ value($0, "NSResourceName") })?.text { add("image", .image(name)) }
            case "IBUIHighlightedImage" where className != "Button":
                if let name = resolve(child).flatMap({ value($0, "NSResourceName") })?.text { add("highlightedImage", .image(name)) }
            case "IBUIReuseIdentifier": add("reuseIdentifier", .text(child.text))
            case "IBUIAccessoryType":
                let names = ["none", "disclosureIndicator", "detailDisclosureButton", "checkmark"]
                if let n = Int(child.text), names.indices.contains(n) { add("accessoryType", .text(names[n])) }
            case "IBUISelectionStyle":
                let names = ["none", "blue", "gray"]
                if let n = Int(child.text), names.indices.contains(n) { add("selectionStyle", .text(names[n])) }
            case "IBUIOn": add("on", .bool(child.text == "YES"))
            case "IBUIStyle" where className == "TableView":
                add("style", .text(child.text == "1" ? "grouped" : "plain"))
            case "IBUIRowHeight" where className == "TableView" || className == "TableViewCell":
                if let n = Double(child.text) { add("rowHeight", .number(n)) }
            case "IBUISeparatorStyle" where className == "TableView":
                add("separatorStyle", .text(child.text == "0" ? "none" : "singleLine"))
            case "IBUISectionHeaderHeight" where className == "TableView", "IBUISectionFooterHeight" where className == "TableView":
                if let n = Double(child.text) { add(key == "IBUISectionHeaderHeight" ? "sectionHeaderHeight" : "sectionFooterHeight", .number(n)) }
            case "IBUIEnabled": if ["Button", "Switch", "Control"].contains(className) { add("enabled", .bool(child.text == "YES")) }
            case "IBUISelected": if ["Button", "Switch", "Control"].contains(className) { add("selected", .bool(child.text == "YES")) }
            case "IBUINormalTitle", "IBUIHighlightedTitle", "IBUISelectedTitle", "IBUIDisabledTitle":
                add("title", .map([TemplateEntry(key: LegacyXibReader.state(key), value: .text(child.text), location: child.location)]))
            case "IBUINormalTitleColor", "IBUIHighlightedTitleColor", "IBUISelectedTitleColor", "IBUIDisabledTitleColor":
                if let color = resolve(child).flatMap(color) {
                    add("titleColor", .map([TemplateEntry(key: LegacyXibReader.state(key), value: .color(color), location: child.location)]))
                }
            case "IBUINormalImage", "IBUIHighlightedImage", "IBUISelectedImage":
                if let name = resolve(child).flatMap({ value($0, "NSResourceName") })?.text {
                    add("image", .map([TemplateEntry(key: LegacyXibReader.state(key), value: .image(name), location: child.location)]))
                }
            case "IBUIButtonType":
                if className == "Button" { add("style", .text(child.text == "1" ? "bordered" : "plain")) }
            case "IBUIItems" where className == "Toolbar" || className == "NavigationBar",
                "IBUILeftBarButtonItem" where className == "NavigationItem", "IBUIRightBarButtonItem" where className == "NavigationItem":
                readBarItems(child, key: key, into: &object)
            case "IBUITitle" where className == "BarButtonItem" || className == "NavigationItem": add("title", .text(child.text))
            case "IBUIStyle" where className == "BarButtonItem": add("style", .text(child.text == "2" ? "done" : "plain"))
            case "IBUISystemItemIdentifier" where className == "BarButtonItem":
                if let n = Int(child.text), LegacyXibReader.systemItems.indices.contains(n) { add("systemItem", .text(LegacyXibReader.systemItems[n])) }
            case "IBUIContentView" where child.name == "object":
                // Written inline rather than as a reference to one of the cell's subviews.
                if let part = readObject(child) { object.parts.append(TemplatePart(key: "contentView", object: part)) }
            case "NSSubviews":
                for sub in child.children where sub.name == "object" || sub.name == "reference" {
                    guard let subElement = resolve(sub) else { continue }
                    if let contentViewID, subElement["id"] == contentViewID {
                        if let part = readObject(subElement) { object.parts.append(TemplatePart(key: "contentView", object: part)) }
                    } else if let subview = readObject(subElement) {
                        object.subviews.append(subview)
                    }
                }
            default:
                break
            }
        }
        if element["class"] == "IBUIButton", !object.properties.contains(where: { $0.name == "style" }) { add("style", .text("plain")) }
        return object
    }

    /// UIKit's `UIBarButtonItem.SystemItem` names, by their raw values.
    static let systemItems = [
        "done", "cancel", "edit", "save", "add", "flexibleSpace", "fixedSpace", "compose", "reply", "action", "organize",
        "bookmarks", "search", "refresh", "stop", "camera", "trash", "play", "pause", "rewind", "fastForward", "undo", "redo", "pageCurl", "close",
    ]

    /// A bar's items (`IBUIItems`) or a navigation item's left or right button, as keyed parts.
    private mutating func readBarItems(_ element: XMLElementNode, key: String, into object: inout TemplateObject) {
        let partKey = key == "IBUIItems" ? "items" : key == "IBUILeftBarButtonItem" ? "leftBarButtonItem" : "rightBarButtonItem"
        let items = element.name == "object" && element["class"] != "NSMutableArray" && element["class"] != "NSArray" ? [element] : element.children
        for item in items where item.name == "object" || item.name == "reference" {
            guard let itemElement = resolve(item), let part = readObject(itemElement) else { continue }
            object.parts.append(TemplatePart(key: partKey, object: part))
        }
    }

    private static func state(_ key: String) -> String {
        if key.contains("Highlighted") { return "highlighted" }
        if key.contains("Selected") { return "selected" }
        if key.contains("Disabled") { return "disabled" }
        return "normal"
    }

    /// The numbers in a string such as `{{84, 30}, {196, 20}}`.
    static func numbers(_ text: String) -> [Double]? {
        let parts = text.split(whereSeparator: { "{}, ".contains($0) })
        let values = parts.compactMap { Double($0) }
        return values.count == parts.count ? values : nil
    }

    static func rect(_ text: String) -> Rect? {
        guard let n = numbers(text), n.count == 4 else { return nil }
        return Rect(x: n[0], y: n[1], width: n[2], height: n[3])
    }

    /// An archived `NSColor`: RGB or white components as base64 ASCII, or a catalog name.
    private func color(_ element: XMLElementNode) -> Color? {
        func decoded(_ key: String) -> [Double]? {
            guard var text = value(element, key)?.text.trimmingCharacters(in: .whitespacesAndNewlines) else { return nil }
            while text.count % 4 != 0 { text += "=" }
            guard let data = Data(base64Encoded: text) else { return nil }
            let ascii = String(decoding: data.prefix { $0 != 0 }, as: UTF8.self)
            let values = ascii.split(separator: " ").compactMap { Double($0) }
            return values.isEmpty ? nil : values
        }
        if let rgb = decoded("NSRGB"), rgb.count >= 3 {
            return Color(red: rgb[0], green: rgb[1], blue: rgb[2], alpha: rgb.count > 3 ? rgb[3] : 1)
        }
        if let white = decoded("NSWhite") {
            return Color(white: white[0], alpha: white.count > 1 ? white[1] : 1)
        }
        if let name = value(element, "NSColorName")?.text {
            return XibValues.systemColors[name] ?? XibValues.systemColors[name + "Color"]
        }
        return nil
    }

    /// An archived `NSFont` (`NSName`, `NSSize`) or `IBUIFontDescription` (`type`, `pointSize`).
    private func font(_ element: XMLElementNode) -> Font? {
        if element["class"] == "IBUIFontDescription" {
            var font = Font(family: Font.appleCompatibleFamily, size: value(element, "pointSize").flatMap { Double($0.text) } ?? Font.defaultSize)
            switch value(element, "type")?.text {
            case "2": font.weight = .bold
            case "3": font.isItalic = true
            default: break
            }
            if let name = value(element, "name")?.text { XibValues.applyFontName(name, to: &font) }
            return font
        }
        guard let size = value(element, "NSSize").flatMap({ Double($0.text) }) else { return nil }
        var font = Font(family: Font.appleCompatibleFamily, size: size)
        if let name = value(element, "NSName")?.text { XibValues.applyFontName(name, to: &font) }
        return font
    }

    // MARK: Connections

    private func reference(_ id: String?) -> TemplateReference? {
        guard let id else { return nil }
        if id == ownerID { return .owner }
        if id == firstResponderID { return .firstResponder }
        return .object(id)
    }

    private mutating func readConnections(_ container: XMLElementNode) {
        guard let records = container.children.first(where: { $0["key"] == "connectionRecords" }) else { return }
        for record in records.children where record["class"] == "IBConnectionRecord" {
            guard let connection = record.children.first(where: { $0["key"] == "connection" }),
                let label = value(connection, "label")?.text,
                let source = reference(connection.children.first { $0["key"] == "source" }?["ref"]),
                let destination = reference(connection.children.first { $0["key"] == "destination" }?["ref"])
            else { continue }
            for case .object(let id) in [source, destination] where elementsByID[id] == nil {
                errors.append(TemplateDiagnostic(.error, "connection '\(label)' refers to id '\(id)', which no object has", at: connection.location))
            }
            switch connection["class"] {
            case "IBCocoaTouchOutletConnection":
                document.connections.append(TemplateConnection(kind: .outlet, name: label, source: source, destination: destination, location: connection.location))
            case "IBCocoaTouchEventConnection":
                var selector = label
                if let colon = selector.firstIndex(of: ":") { selector = String(selector[..<colon]) }
                let index = value(connection, "IBEventType").flatMap { Int($0.text) } ?? 7
                guard let events = ControlEventNames.events(legacyIndex: index) else {
                    document.diagnostics.append(TemplateDiagnostic(.warning, "unknown IBEventType \(index); action '\(selector)' not connected", at: connection.location))
                    continue
                }
                document.connections.append(TemplateConnection(kind: .action(events), name: selector, source: source, destination: destination, location: connection.location))
            default:
                document.diagnostics.append(TemplateDiagnostic(.warning, "\(connection["class"] ?? "unknown") connections are not supported; ignored", at: connection.location))
            }
        }
    }
}

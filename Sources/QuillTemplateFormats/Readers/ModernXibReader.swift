import QuillFoundation

/// Reads the XIB 3.0 `document` format (Xcode 5 and later) into the template model.
struct ModernXibReader {
    /// .xib element names and the Quill classes they become.
    static let classes: [String: String] = [
        "view": "View", "label": "Label", "button": "Button", "imageView": "ImageView", "switch": "Switch",
        "control": "Control", "tableViewCell": "TableViewCell", "collectionViewCell": "CollectionViewCell",
        "collectionReusableView": "ReusableView", "customObject": "Object", "tableViewCellContentView": "View",
        "collectionViewCellContentView": "View", "datePicker": "DatePicker", "textField": "TextField",
        "progressView": "ProgressView", "stackView": "StackView", "scrollView": "ScrollView", "tableView": "TableView",
        "collectionView": "CollectionView", "slider": "Slider", "segmentedControl": "SegmentedControl",
        "activityIndicatorView": "ActivityIndicatorView", "textView": "TextView", "navigationBar": "NavigationBar",
        "toolbar": "Toolbar", "searchBar": "SearchBar", "pageControl": "PageControl", "stepper": "Stepper",
        "viewController": "ViewController", "tableViewController": "TableViewController",
        "navigationController": "NavigationController", "window": "Window", "tabBarController": "TabBarController",
        "splitViewController": "SplitViewController", "collectionViewController": "CollectionViewController", "containerView": "View",
        // Interface Builder's own spelling of the long press recognizer's element.
        "pongPressGestureRecognizer": "LongPressGestureRecognizer", "longPressGestureRecognizer": "LongPressGestureRecognizer",
        "navigationItem": "NavigationItem", "barButtonItem": "BarButtonItem", "visualEffectView": "VisualEffectView",
        "tabBar": "TabBar", "tabBarItem": "TabBarItem",
        "collectionViewFlowLayout": "CollectionViewFlowLayout", "collectionViewLayout": "CollectionViewLayout",
        "pickerView": "PickerView",
    ]

    /// The elements that are view controllers: their `view` and `navigationItem` are parts.
    static let controllerElements: Set<String> = [
        "viewController", "tableViewController", "navigationController", "collectionViewController", "tabBarController", "splitViewController",
    ]

    /// The keys under which a navigation item holds its bar button items.
    static let barItemKeys: Set<String> = ["leftBarButtonItem", "rightBarButtonItem", "backBarButtonItem"]

    /// The keys under which a view holds another view it owns (a cell's content and background
    /// views, a table's header and footer views): read as keyed parts of the view.
    static let viewSlotKeys: Set<String> = [
        "contentView", "backgroundView", "selectedBackgroundView", "tableHeaderView", "tableFooterView",
    ]

    /// Elements that describe the editor, not the interface.
    static let ignored: Set<String> = [
        "point", "freeformSimulatedSizeMetrics", "simulatedMetricsContainer", "simulatedStatusBarMetrics",
        "simulatedNavigationBarMetrics", "simulatedOrientationMetrics", "simulatedScreenMetrics",
        "accessibility", "variation", "designables", "inferredMetricsTieBreakers", "modalPageSheetSize", "modalFormSheetSize",
        "exclude", "mask", "include", "layoutGuides", "size", "preferredSize", "blurEffect", "vibrancyEffect",
        "attributedString", "textInputTraits", "prototypes", "cells", "sections", "rectEdge", "navigationItem",
        "tabBarItem", "toolbarItems", "items", "segments", "dataDetectorType",
        "date", "locale", "real", "integer", "keyCommands", "extendedEdge", "inset", "buttonConfiguration", "backgroundConfiguration",
    ]

    let path: String
    var document: TemplateDocument
    var resources: [String: Color] = [:]
    var errors: [TemplateDiagnostic] = []
    var ids: [String: SourceLocation] = [:]
    /// What a storyboard scene collects besides its objects (`nil` when reading a .xib).
    var scene: SceneCollection?
    /// The ids inside elements Quill skips (a navigation item, a toolbar's bar button items),
    /// with the element each id belongs to: connections to them are left out with a warning
    /// that says what is not supported, not taken for a file edited by hand.
    var skippedIDs: [String: String] = [:]
    /// The views Interface Builder drew from the app's code (the file's `<designables>`), by
    /// id, with the intrinsic size it recorded for each (if any).
    var designables: [String: Size?] = [:]

    static func read(_ root: XMLElementNode, path: String) throws(TemplateError) -> TemplateDocument {
        var reader = ModernXibReader(path: path, document: TemplateDocument(path: path, format: .xib))
        guard root["type"]?.contains("CocoaTouch") ?? true else {
            throw TemplateError(
                "this .xib is for \(root["targetRuntime"] ?? root["type"] ?? "another platform"), not iOS (CocoaTouch)", at: root.location,
                hint: "Quill reads iOS .xib files; macOS (Cocoa) interfaces are not supported")
        }
        if let resources = root.child("resources") { reader.readResources(resources) }
        reader.designables = designables(of: root)
        reader.document.designDevice = root.child("device")?["id"]
        reader.document.designToolsVersion = root["toolsVersion"].flatMap { Int($0.split(separator: ".").first ?? "") }
        guard let objects = root.child("objects") else {
            if root.child("scenes") != nil {
                throw TemplateError(
                    "this is a storyboard (it has <scenes>), not a .xib", at: root.location,
                    hint: "load it with Storyboard(contentsOfFile:), or give the quill command --scene ID to work on one scene")
            }
            throw TemplateError("the .xib has no <objects> element", at: root.location)
        }
        for element in objects.children { reader.readTopLevel(element) }
        reader.checkReferences()
        if !reader.errors.isEmpty { throw TemplateError(reader.errors) }
        return reader.document
    }

    mutating func warn(_ message: String, _ element: XMLElementNode, hint: String? = nil) {
        document.diagnostics.append(TemplateDiagnostic(.warning, message, at: element.location, hint: hint))
    }

    mutating func readResources(_ element: XMLElementNode) {
        for color in element.children where color.name == "systemColor" || color.name == "namedColor" {
            if let name = color["name"], let value = color.child("color").flatMap({ XibValues.color($0, resources: [:]) }) {
                resources[name] = value
            }
        }
        // Interface Builder records each named image's size, for its placeholder when missing.
        for image in element.children where image.name == "image" {
            guard let name = image["name"], let width = image["width"].flatMap(Double.init), let height = image["height"].flatMap(Double.init),
                width.isFinite, height.isFinite, width > 0, height > 0, width <= TemplateLimits.maximumCoordinate, height <= TemplateLimits.maximumCoordinate
            else { continue }
            document.declaredImageSizes[name] = Size(width: width, height: height)
        }
    }

    mutating func readTopLevel(_ element: XMLElementNode) {
        if element.name == "placeholder" {
            readPlaceholder(element)
            return
        }
        if let object = readObject(element) { document.objects.append(object) }
    }

    mutating func readPlaceholder(_ element: XMLElementNode) {
        let reference: TemplateReference
        switch element["placeholderIdentifier"] {
        case "IBFilesOwner":
            reference = .owner
            if let cls = element["customClass"] { document.ownerClass = cls }
        case "IBFirstResponder":
            reference = .firstResponder
        default:
            warn("unknown placeholder '\(element["placeholderIdentifier"] ?? "?")' ignored", element)
            return
        }
        if let connections = element.child("connections") { readConnections(connections, source: reference) }
    }

    mutating func readObject(_ element: XMLElementNode, parentID: String? = nil) -> TemplateObject? {
        // Newer .xib files leave a cell's keyed content view without an id.
        let generated = parentID.flatMap { parent in element["key"].map { "\(parent).\($0)" } }
        guard let id = element["id"] ?? generated else {
            errors.append(TemplateDiagnostic(.error, "<\(element.name)> has no id", at: element.location, hint: "every .xib object has an id attribute"))
            return nil
        }
        if let first = ids[id] {
            errors.append(TemplateDiagnostic(.error, "duplicate id '\(id)' (first at \(first))", at: element.location))
        }
        ids[id] = element.location
        let className: String
        if let known = ModernXibReader.classes[element.name] {
            className = known
        } else {
            className = element.name.prefix(1).uppercased() + element.name.dropFirst()
        }
        var object = TemplateObject(
            id: id, className: className, customClass: element["customClass"], customModule: element["customModule"],
            location: element.location)
        readAttributes(element, into: &object)
        if scene != nil, ModernXibReader.controllerElements.contains(element.name) { noteControllerLayoutGuides(element) }
        for child in element.children { readChild(child, of: element, into: &object) }
        if let guide = scene?.syntheticSafeAreas[id], !object.layoutGuides.contains(where: { $0.kind == .safeArea }) {
            object.layoutGuides.append(TemplateLayoutGuide(id: guide, kind: .safeArea, location: element.location))
            ids[guide] = element.location
        }
        if element.child("nil", key: "simulatedStatusBarMetrics") != nil { object.designHidesStatusBar = true }
        return object
    }

    private static let attributeProperties: [String: String] = [
        "tag": "tag", "restorationIdentifier": "restorationIdentifier", "reuseIdentifier": "reuseIdentifier",
        "text": "text", "numberOfLines": "numberOfLines", "image": "image", "highlightedImage": "highlightedImage",
        "rowHeight": "rowHeight", "alpha": "alpha",
    ]
    private static let boolProperties: [String: String] = [
        "hidden": "hidden", "clipsSubviews": "clipsToBounds", "userInteractionEnabled": "userInteractionEnabled",
        "on": "on", "enabled": "enabled", "selected": "selected", "highlighted": "highlighted",
    ]

    mutating func readAttributes(_ element: XMLElementNode, into object: inout TemplateObject) {
        let location = element.location
        func add(_ name: String, _ value: TemplateValue) {
            object.properties.append(TemplateProperty(name: name, value: value, location: location))
        }
        for (attribute, property) in ModernXibReader.attributeProperties.sorted(by: { $0.key < $1.key }) {
            guard let raw = element[attribute] else { continue }
            switch attribute {
            case "tag", "numberOfLines", "rowHeight", "alpha":
                if let n = Double(raw) { add(property, .number(n)) }
            case "image", "highlightedImage":
                add(property, .image(raw))
            default:
                add(property, .text(raw))
            }
        }
        for (attribute, property) in ModernXibReader.boolProperties.sorted(by: { $0.key < $1.key }) {
            if let raw = element[attribute] { add(property, .bool(XibValues.bool(raw))) }
        }
        // Interface Builder writes an attribute only where it differs from UIView's default:
        // a label or image view (off by default in UIKit) without `userInteractionEnabled`
        // was switched on in the file (to take a gesture recognizer, say).
        if element["userInteractionEnabled"] == nil, element.name == "label" || element.name == "imageView" {
            add("userInteractionEnabled", .bool(true))
        }
        readLayoutAttributes(element, into: &object)
        if let alignment = element["textAlignment"] {
            let map = ["left": "left", "center": "center", "right": "right", "natural": "natural", "justified": "natural"]
            add("textAlignment", .text(map[alignment] ?? "natural"))
        }
        if let mode = element["lineBreakMode"], object.className == "Label" {
            add("lineBreakMode", .text(mode))
        }
        if let mode = element["contentMode"], object.className == "ImageView" {
            add("contentMode", .text(mode == "redraw" ? "scaleToFill" : mode))
        }
        if let type = element["accessoryType"] { add("accessoryType", .text(type)) }
        if let semantic = element["semanticContentAttribute"] {
            if SemanticContentAttribute(rawValue: semantic) != nil {
                add("semanticContentAttribute", .text(semantic))
            } else {
                warn("semanticContentAttribute '\(semantic)' is not one Quill knows; the view follows its superview's direction", element)
            }
        }
        readElementAttributes(element, into: &object)
    }

    /// An activity indicator's style as properties: iOS 13's styles (medium, large) and the
    /// older ones (gray, white, whiteLarge; the white ones white unless a colour is given).
    static func activityIndicatorStyle(_ element: XMLElementNode) -> [(String, TemplateValue)] {
        var properties: [(String, TemplateValue)] = []
        switch element["style"] {
        case "large", "whiteLarge": properties.append(("style", .text("large")))
        case "medium", "gray", "white": properties.append(("style", .text("medium")))
        default: break
        }
        if element["style"] == "white" || element["style"] == "whiteLarge", element.child("color", key: "color") == nil {
            properties.append(("color", .color(Color(red: 1, green: 1, blue: 1))))
        }
        return properties
    }

    /// The attributes particular to some elements (sliders, text fields, stack views, tables,
    /// buttons…), and the default font of buttons and labels.
    mutating func readElementAttributes(_ element: XMLElementNode, into object: inout TemplateObject) {
        let location = element.location
        func add(_ name: String, _ value: TemplateValue) {
            object.properties.append(TemplateProperty(name: name, value: value, location: location))
        }
        switch element.name {
        case "slider":
            for (attribute, property) in [("value", "value"), ("minValue", "minimumValue"), ("maxValue", "maximumValue")] {
                if let n = element[attribute].flatMap(Double.init) { add(property, .number(n)) }
            }
        case "textField":
            if let placeholder = element["placeholder"] { add("placeholder", .text(placeholder)) }
            if element["secureTextEntry"] == "YES" { add("secureTextEntry", .bool(true)) }
        case "progressView":
            if let n = element["progress"].flatMap(Double.init) { add("progress", .number(n)) }
        case "activityIndicatorView":
            if element["animating"] == "YES" { add("animating", .bool(true)) }
            for (name, value) in ModernXibReader.activityIndicatorStyle(element) { add(name, value) }
            if let hides = element["hidesWhenStopped"] { add("hidesWhenStopped", .bool(XibValues.bool(hides))) }
        case "segmentedControl":
            let titles = element.child("segments")?.children("segment").compactMap { $0["title"] } ?? []
            add("titles", .list(titles.map { .text($0) }))
            if let n = element["selectedSegmentIndex"].flatMap(Double.init) { add("selectedSegmentIndex", .number(n)) }
        case "stackView":
            if let axis = element["axis"] { add("axis", .text(axis)) }
            if let n = element["spacing"].flatMap(Double.init) { add("spacing", .number(n)) }
            if let alignment = element["alignment"] { add("alignment", .text(alignment)) }
            if let distribution = element["distribution"] { add("distribution", .text(distribution)) }
            for name in ["layoutMarginsRelativeArrangement", "baselineRelativeArrangement"] {
                if let raw = element[name] { add(name, .bool(XibValues.bool(raw))) }
            }
        default:
            break
        }
        if element.name == "tableView" {
            if let style = element["style"] { add("style", .text(["grouped", "insetGrouped"].contains(style) ? style : "plain")) }
            if let separator = element["separatorStyle"] { add("separatorStyle", .text(separator == "none" ? "none" : "singleLine")) }
            for key in ["sectionHeaderHeight", "sectionFooterHeight", "estimatedRowHeight"] {
                if let n = element[key].flatMap(Double.init), n >= 0 { add(key, .number(n)) }
            }
        }
        if let style = element["selectionStyle"] { add("selectionStyle", .text(style)) }
        if element.name == "button" { readButtonAttributes(element, into: &object) }
        readContainerAttributes(element, into: &object)
        readCollectionAttributes(element, into: &object)
        if element.name.hasSuffix("GestureRecognizer") { readGestureAttributes(element, into: &object) }
        // Text without a font description uses iOS's default font for the control.
        if element.name == "label", element.child("fontDescription") == nil {
            add("font", .font(Font(family: Font.appleSystemFamily, size: 17)))
        }
    }

    /// Reads one child element of a view's element into the view's object.
    /// Kept as one piece: a dispatch over the element names a view's children have; each case is
    /// a few lines or hands the element to its own reader.
    mutating func readChild(_ child: XMLElementNode, of element: XMLElementNode, into object: inout TemplateObject) {
        let key = child["key"]
        switch child.name {
        case "rect":
            if key == "frame" { object.properties.append(TemplateProperty(name: "frame", value: .rect(XibValues.rect(child)), location: child.location)) }
        case "autoresizingMask":
            object.properties.append(TemplateProperty(name: "autoresizingMask", value: XibValues.autoresizingMask(child), location: child.location))
        case "color":
            guard let key else { return }
            guard let property = colorProperty(key, className: object.className) else { return }
            if let color = XibValues.color(child, resources: resources) {
                object.properties.append(TemplateProperty(name: property, value: .color(color), location: child.location))
            } else if let name = child["name"], let color = catalogColor(named: name) {
                // A named colour the file does not define, from an asset catalog beside it.
                object.properties.append(TemplateProperty(name: property, value: .color(color), location: child.location))
            } else {
                warn("colour '\(key)' is not one Quill knows (\(child.attributes.keys.sorted().joined(separator: ", "))); ignored", child)
            }
        case "nil":
            if let key, let property = colorProperty(key, className: object.className), property != "textColor" {
                object.properties.append(TemplateProperty(name: property, value: .null, location: child.location))
            }
        case "fontDescription":
            object.properties.append(TemplateProperty(name: "font", value: .font(XibValues.font(child)), location: child.location))
        case "string":
            if key == "text" { object.properties.append(TemplateProperty(name: "text", value: .text(child.text), location: child.location)) }
        case "state":
            readButtonState(child, of: element, into: &object)
        case "accessibility" where key == "accessibilityConfiguration":
            readAccessibility(child, into: &object)
        case "attributedString":
            // Labels and text fields; a button's come inside its <state>.
            let names = ["attributedText": "attributedText", "attributedPlaceholder": "attributedPlaceholder"]
            guard let key, let name = names[key] else { return warn("<attributedString key=\"\(key ?? "")\"> is not supported yet; ignored", child) }
            object.properties.append(TemplateProperty(name: name, value: attributedTextValue(child), location: child.location))
        case "subviews":
            for sub in child.children {
                if let subview = readObject(sub) { object.subviews.append(subview) }
            }
        case "connections":
            // A gesture recognizer's actions are sent on its state changes and a bar button
            // item's when it is clicked, not on control events.
            readConnections(
                child, source: .object(object.id), sendsOnEvents: !element.name.hasSuffix("GestureRecognizer") && element.name != "barButtonItem")
        case _ where (key == "view" || key == "navigationItem" || key == "tabBarItem") && ModernXibReader.controllerElements.contains(element.name),
            _ where key.map(ModernXibReader.barItemKeys.contains) ?? false && element.name == "navigationItem":
            if let key, ModernXibReader.classes[child.name] != nil, let part = readObject(child, parentID: object.id) {
                object.parts.append(TemplatePart(key: key, object: part))
            }
        case "collectionViewFlowLayout" where key == "collectionViewLayout", "collectionViewLayout" where key == "collectionViewLayout":
            guard !object.parts.contains(where: { $0.key == "collectionViewLayout" }) else {
                return warn("a second layout in one <collectionView>; the first is used", child)
            }
            if let part = readObject(child, parentID: object.id) { object.parts.append(TemplatePart(key: "collectionViewLayout", object: part)) }
        case "items" where element.name == "navigationBar" || element.name == "toolbar" || element.name == "tabBar":
            for item in child.children {
                if let part = readObject(item, parentID: object.id) { object.parts.append(TemplatePart(key: "items", object: part)) }
            }
        case "gestureRecognizers":
            readAttachedGestureRecognizers(child, of: object)
        case "constraints":
            readConstraints(child, into: &object)
        case "viewLayoutGuide", "keyboardLayoutGuide":
            readLayoutGuide(child, into: &object)
        case "edgeInsets" where key == "layoutMargins":
            let insets = EdgeInsets(
                top: number(child, "top") ?? 0, left: number(child, "left") ?? 0, bottom: number(child, "bottom") ?? 0, right: number(child, "right") ?? 0)
            object.properties.append(TemplateProperty(name: "layoutMargins", value: .insets(insets), location: child.location))
        case "directionalEdgeInsets" where key == "directionalLayoutMargins":
            let insets = EdgeInsets(
                top: number(child, "top") ?? 0, left: number(child, "leading") ?? 0, bottom: number(child, "bottom") ?? 0,
                right: number(child, "trailing") ?? 0)
            object.properties.append(TemplateProperty(name: "directionalLayoutMargins", value: .insets(insets), location: child.location))
        case "edgeInsets", "directionalEdgeInsets":
            return
        case "inset" where key == "contentEdgeInsets":
            // A button's space around its content (minX left, minY top, maxX right, maxY bottom).
            let insets = EdgeInsets(
                top: number(child, "minY") ?? 0, left: number(child, "minX") ?? 0, bottom: number(child, "maxY") ?? 0, right: number(child, "maxX") ?? 0)
            object.properties.append(TemplateProperty(name: "contentEdgeInsets", value: .insets(insets), location: child.location))
        case "userDefinedRuntimeAttributes":
            readRuntimeAttributes(child, into: &object)
        case "prototypes" where scene != nil && element.name == "tableView", "cells" where scene != nil && element.name == "collectionView":
            readPrototypes(child, of: object.id)
        case "sections" where scene != nil && element.name == "tableView":
            readStaticSections(child, into: &object)
        case "layoutGuides" where scene != nil && ModernXibReader.controllerElements.contains(element.name):
            return
        case "navigationBar" where key == "navigationBar", "toolbar" where key == "toolbar", "tabBar" where key == "tabBar":
            // The bars a navigation or tab bar controller makes itself; their look in the file
            // (tint, translucency) is not applied yet.
            noteSkipped(child)
        case "tableViewCellContentView", "collectionViewCellContentView":
            if let part = readObject(child, parentID: object.id) { object.parts.append(TemplatePart(key: "contentView", object: part)) }
        case _ where key.map(ModernXibReader.viewSlotKeys.contains) ?? false:
            if let key, ModernXibReader.classes[child.name] != nil, let part = readObject(child, parentID: object.id) {
                object.parts.append(TemplatePart(key: key, object: part))
            }
        default:
            noteSkipped(child)
            if ModernXibReader.ignored.contains(child.name) { return }
            warn("<\(child.name)> in <\(element.name)> is not supported yet; ignored", child)
        }
    }

    /// Notes the ids in an element that is skipped, and the element that holds each.
    mutating func noteSkipped(_ element: XMLElementNode) {
        if let id = element["id"], skippedIDs[id] == nil { skippedIDs[id] = element.name }
        for child in element.children { noteSkipped(child) }
    }

    /// A colour set of the asset catalogs beside the .xib (`<color name=>` naming a colour the
    /// file's resources do not define).
    func catalogColor(named name: String) -> Color? {
        let folder = FilePaths.parent(of: path)
        return AssetCatalog.color(named: name, inCatalogsIn: folder.isEmpty ? "." : folder)
    }

    func colorProperty(_ key: String, className: String) -> String? {
        switch key {
        case "backgroundColor": return "backgroundColor"
        case "textColor": return "textColor"
        case "highlightedColor": return className == "Label" ? "highlightedTextColor" : nil
        case "tintColor": return "tintColor"
        case "onTintColor": return className == "Switch" ? "onTintColor" : nil
        case "thumbTintColor": return className == "Switch" ? "thumbTintColor" : nil
        case "barTintColor": return className == "SearchBar" ? "barTintColor" : nil
        case "pageIndicatorTintColor", "currentPageIndicatorTintColor": return className == "PageControl" ? key : nil
        default: return nil
        }
    }

    /// A button's `<state>`: its title, attributed title, image and title colour in that state.
    /// A configuration's title wins over the normal state's (Interface Builder keeps writing
    /// the state's, "Button", beside the configuration's).
    mutating func readButtonState(_ element: XMLElementNode, of button: XMLElementNode, into object: inout TemplateObject) {
        guard let state = element["key"] else { return }
        func add(_ name: String, _ value: TemplateValue) {
            object.properties.append(TemplateProperty(
                name: name, value: .map([TemplateEntry(key: state, value: value, location: element.location)]), location: element.location))
        }
        let configured = button.child("buttonConfiguration", key: "configuration")
        if let title = element["title"], state != "normal" || configured?["title"] == nil { add("title", .text(title)) }
        if let attributed = element.child("attributedString", key: "attributedTitle") { add("attributedTitle", attributedTextValue(attributed)) }
        if let image = element["image"] { add("image", .image(image)) }
        if let color = element.child("color", key: "titleColor").flatMap({ XibValues.color($0, resources: resources) }) {
            add("titleColor", .color(color))
        }
    }

    mutating func readConnections(_ element: XMLElementNode, source: TemplateReference, sendsOnEvents: Bool = true) {
        for connection in element.children {
            guard let destinationID = connection["destination"] else { continue }
            let destination: TemplateReference = destinationID == "-1" ? .owner : destinationID == "-2" ? .firstResponder : .object(destinationID)
            switch connection.name {
            case "outlet", "outletCollection":
                guard let property = connection["property"] else { continue }
                document.connections.append(TemplateConnection(
                    kind: connection.name == "outlet" ? .outlet : .outletCollection, name: property, source: source,
                    destination: destination, location: connection.location))
            case "action":
                guard var selector = connection["selector"] else { continue }
                if selector.hasSuffix(":") { selector.removeLast() }
                if let colon = selector.firstIndex(of: ":") { selector = String(selector[..<colon]) }
                guard sendsOnEvents || connection["eventType"] != nil else {
                    document.connections.append(TemplateConnection(
                        kind: .action([]), name: selector, source: source, destination: destination, location: connection.location))
                    continue
                }
                let eventName = connection["eventType"] ?? "touchUpInside"
                guard let events = ControlEventNames.events(named: eventName) else {
                    warn("unknown event type '\(eventName)'; action '\(selector)' not connected", connection)
                    continue
                }
                document.connections.append(TemplateConnection(
                    kind: .action(events), name: selector, source: source, destination: destination, location: connection.location))
            case "segue" where scene != nil:
                readSegue(connection, source: source)
            case "segue":
                warn("a segue in a .xib (segues belong to storyboards); ignored", connection)
            default:
                warn("<\(connection.name)> connections are not supported; ignored", connection)
            }
        }
    }

    /// A number attribute; a value that is not a number is an error naming it.
    mutating func number(_ element: XMLElementNode, _ attribute: String) -> Double? {
        guard let raw = element[attribute] else { return nil }
        if let value = Double(raw), value.isFinite { return value }
        errors.append(TemplateDiagnostic(.error, "\(attribute)=\"\(raw)\" is not a number", at: element.location))
        return nil
    }

    /// Auto Layout settings of a view: translation of its frame, content hugging and
    /// compression resistance, margins behaviour, a label's preferred width, and whether
    /// Interface Builder marked its stored frame as out of date.
    mutating func readLayoutAttributes(_ element: XMLElementNode, into object: inout TemplateObject) {
        let location = element.location
        func add(_ name: String, _ value: TemplateValue) {
            object.properties.append(TemplateProperty(name: name, value: value, location: location))
        }
        if let raw = element["translatesAutoresizingMaskIntoConstraints"] {
            add("translatesAutoresizingMaskIntoConstraints", .bool(XibValues.bool(raw)))
        }
        for name in [
            "horizontalHuggingPriority", "verticalHuggingPriority", "horizontalCompressionResistancePriority",
            "verticalCompressionResistancePriority",
        ] {
            if let value = number(element, name) { add(name, .number(value)) }
        }
        for name in ["preservesSuperviewLayoutMargins", "insetsLayoutMarginsFromSafeArea"] {
            if let raw = element[name] { add(name, .bool(XibValues.bool(raw))) }
        }
        if object.className == "Label", let width = number(element, "preferredMaxLayoutWidth"), width > 0 {
            add("preferredMaxLayoutWidth", .number(width))
        }
        if element["misplaced"] == "YES" || element["ambiguous"] == "YES" { object.designFrameIsStale = true }
        object.placeholderIntrinsicWidth = placeholderIntrinsicMetric(element, "placeholderIntrinsicWidth")
        object.placeholderIntrinsicHeight = placeholderIntrinsicMetric(element, "placeholderIntrinsicHeight")
        if let designable = designables[object.id] {
            object.isDesignable = true
            object.designableIntrinsicSize = designable
        }
    }

    /// A placeholder intrinsic width or height: a size in points, or `nil` when the attribute is
    /// absent (no intrinsic size along that axis). Anything else is warned about and left out.
    mutating func placeholderIntrinsicMetric(_ element: XMLElementNode, _ attribute: String) -> Double? {
        guard let raw = element[attribute] else { return nil }
        guard let value = Double(raw), value.isFinite, value >= 0 else {
            warn(
                "\(attribute) '\(raw)' is not a size in points; the view is laid out with its own intrinsic size", element,
                hint: "set the placeholder in Interface Builder's Size inspector, or remove the attribute")
            return nil
        }
        return value
    }

    /// The views listed under a document's `<designables>` (drawn live by Interface Builder),
    /// by id, with the intrinsic size recorded for each (`<size key="intrinsicContentSize">`;
    /// `nil` when none is, or when it is not made of numbers).
    static func designables(of root: XMLElementNode) -> [String: Size?] {
        var result: [String: Size?] = [:]
        for designable in root.child("designables")?.children("designable") ?? [] {
            guard let id = designable["name"] else { continue }
            let size = designable.child("size", key: "intrinsicContentSize")
            if let size, let width = size["width"].flatMap(Double.init), let height = size["height"].flatMap(Double.init), width.isFinite, height.isFinite {
                result[id] = Size(width: width, height: height)
            } else {
                result[id] = .some(nil)
            }
        }
        return result
    }

    /// One of a view's own guides (safe area, margins, readable content, keyboard), which
    /// constraints name by id.
    mutating func readLayoutGuide(_ element: XMLElementNode, into object: inout TemplateObject) {
        guard let id = element["id"] else { return }
        let kind: TemplateLayoutGuide.Kind
        switch element["key"] {
        case "safeArea": kind = .safeArea
        case "layoutMarginsGuide": kind = .margins
        case "readableContentGuide": kind = .readableContent
        case "keyboard": kind = .keyboard
        case "contentLayoutGuide": kind = .content
        case "frameLayoutGuide": kind = .frame
        default:
            warn(
                "layout guide '\(element["key"] ?? "?")' is not one Quill knows (safeArea, layoutMarginsGuide, readableContentGuide, keyboard, contentLayoutGuide, frameLayoutGuide); "
                    + "constraints to it are left out", element)
            return
        }
        if let first = ids[id] {
            errors.append(TemplateDiagnostic(.error, "duplicate id '\(id)' (first at \(first))", at: element.location))
        }
        ids[id] = element.location
        object.layoutGuides.append(TemplateLayoutGuide(id: id, kind: kind, location: element.location))
    }

    /// The constraints a view holds. An omitted first item is the view itself; a multiplier may
    /// be a ratio ("16:9"); `placeholder="YES"` (Interface Builder's "remove at build time") is
    /// kept but never activated; a `symbolic` constraint without a constant uses the standard
    /// spacing (20 to the holding view, 8 between siblings).
    mutating func readConstraints(_ element: XMLElementNode, into object: inout TemplateObject) {
        for c in element.children("constraint") {
            if let constraint = readConstraint(c, of: object.id) { object.constraints.append(constraint) }
        }
    }

    /// One `<constraint>` of the view `viewID`; `nil` when it cannot be read (an error).
    mutating func readConstraint(_ c: XMLElementNode, of viewID: String) -> TemplateConstraint? {
        guard let id = c["id"] else {
            errors.append(TemplateDiagnostic(.error, "<constraint> has no id", at: c.location, hint: "every .xib object has an id attribute"))
            return nil
        }
        if let first = ids[id] {
            errors.append(TemplateDiagnostic(.error, "duplicate id '\(id)' (first at \(first))", at: c.location))
        }
        ids[id] = c.location
        func attribute(_ name: String) -> LayoutAttribute?? {
            guard let raw = c[name] else { return .some(nil) }
            if let attribute = ConstraintRuleParser.attribute(named: raw) { return attribute }
            errors.append(TemplateDiagnostic(
                .error, "constraint '\(id)': unknown \(name) '\(raw)'", at: c.location, hint: "attributes are: \(ConstraintRuleParser.attributeList)"))
            return nil
        }
        guard let firstAttributeResult = attribute("firstAttribute"), let secondAttributeResult = attribute("secondAttribute") else { return nil }
        guard let firstAttribute = firstAttributeResult else {
            errors.append(TemplateDiagnostic(.error, "constraint '\(id)' has no firstAttribute", at: c.location))
            return nil
        }
        let writtenSecondItem = c["secondItem"]
        if writtenSecondItem != nil, secondAttributeResult == nil {
            errors.append(TemplateDiagnostic(.error, "constraint '\(id)' names a secondItem but no secondAttribute", at: c.location))
            return nil
        }
        guard let relation = constraintRelation(c, id: id), let multiplier = constraintMultiplier(c, id: id),
            let items = constraintItems(
                c, first: (c["firstItem"] ?? viewID, firstAttribute), second: (writtenSecondItem, secondAttributeResult ?? .notAnAttribute))
        else { return nil }
        let (first, second) = items
        var constant = number(c, "constant") ?? 0
        if c["constant"] == nil, c["symbolic"] == "YES" {
            constant = (first.item == viewID || second.item == viewID) ? LayoutConstants.superviewSpacing : LayoutConstants.systemSpacing
        }
        var priority = number(c, "priority") ?? 1000
        // Past 1000 or below 0 is an error, as in a native template (`TemplateDocumentCheck`,
        // issue 25: the .xib reader clamped it); between 0 and 1 UIKit would refuse it, and it
        // is raised to 1 with a warning.
        if priority >= 0, priority < 1 {
            warn("constraint '\(id)': priority \(formatCoordinate(priority)) is below 1; raised to 1", c)
            priority = 1
        }
        return TemplateConstraint(
            id: id, firstItem: first.item, firstAttribute: first.attribute, relation: relation, secondItem: second.item,
            secondAttribute: second.attribute, multiplier: multiplier, constant: constant, priority: priority,
            identifier: c["identifier"], isPlaceholder: c["placeholder"] == "YES", location: c.location)
    }

    /// A constraint's `relation` (equal when absent); `nil` for an unknown one (an error).
    mutating func constraintRelation(_ c: XMLElementNode, id: String) -> LayoutRelation? {
        switch c["relation"] {
        case nil, "equal": return .equal
        case "lessThanOrEqual": return .lessThanOrEqual
        case "greaterThanOrEqual": return .greaterThanOrEqual
        case let other?:
            errors.append(TemplateDiagnostic(
                .error, "constraint '\(id)': unknown relation '\(other)'", at: c.location, hint: "equal, lessThanOrEqual or greaterThanOrEqual"))
            return nil
        }
    }

    /// A constraint's `multiplier`: a number, or a ratio as Interface Builder writes one, "16:9"
    /// or "1/3" (Xcode's own launch screen template uses the latter); 1 when absent, `nil` for
    /// anything else (an error).
    mutating func constraintMultiplier(_ c: XMLElementNode, id: String) -> Double? {
        guard let raw = c["multiplier"] else { return 1 }
        if let value = XibValues.ratio(raw) { return value }
        errors.append(TemplateDiagnostic(
            .error, "constraint '\(id)': multiplier '\(raw)' is not a number or a ratio such as 16:9 or 1/3", at: c.location,
            hint: "write the multiplier as a number (0.5) or as two numbers with ':' or '/' between them"))
        return nil
    }

    /// Runtime attributes set properties by key path: `layer.cornerRadius` and friends map to
    /// Quill's view properties; others to `@Inspectable` properties of the same name.
    mutating func readRuntimeAttributes(_ element: XMLElementNode, into object: inout TemplateObject) {
        let layerPaths = [
            "layer.cornerRadius": "cornerRadius", "layer.borderWidth": "borderWidth", "layer.masksToBounds": "clipsToBounds",
            "layer.maskedCorners": "maskedCorners",
            "layer.borderColor": "borderColor", "layer.borderUIColor": "borderColor",
        ]
        for attribute in element.children("userDefinedRuntimeAttribute") {
            guard let keyPath = attribute["keyPath"] else { continue }
            let name = layerPaths[keyPath] ?? keyPath
            var value: TemplateValue
            switch attribute["type"] {
            case "number":
                let raw = attribute.children.first?["value"] ?? attribute["value"] ?? "0"
                value = .number(Double(raw) ?? 0)
            case "boolean":
                value = .bool(XibValues.bool(attribute["value"] ?? "NO"))
            case "color":
                guard let color = attribute.child("color").flatMap({ XibValues.color($0, resources: resources) }) else { continue }
                value = .color(color)
            case "image":
                value = .image(attribute["value"] ?? "")
            default:
                value = .text(attribute["value"] ?? "")
            }
            object.properties.append(TemplateProperty(name: name, value: value, location: attribute.location))
        }
    }

    mutating func checkReferences() {
        var kept: [TemplateConnection] = []
        for connection in document.connections {
            var keep = true
            for reference in [connection.source, connection.destination] {
                guard case .object(let id) = reference, ids[id] == nil else { continue }
                keep = false
                if let element = skippedIDs[id] {
                    // Xcode wrote it: the object is one Quill does not make yet.
                    document.diagnostics.append(TemplateDiagnostic(
                        .warning, "connection '\(connection.name)' refers to a <\(element)> (id '\(id)'), which Quill does not support yet; the connection is left out",
                        at: connection.location, hint: "the outlet stays nil and the action is not sent; set it up in code if the app needs it"))
                } else {
                    errors.append(TemplateDiagnostic(
                        .error, "connection '\(connection.name)' refers to id '\(id)', which no object has", at: connection.location,
                        hint: "the .xib may have been edited by hand; reconnect the outlet in Interface Builder"))
                }
            }
            if keep { kept.append(connection) }
        }
        document.connections = kept
    }
}

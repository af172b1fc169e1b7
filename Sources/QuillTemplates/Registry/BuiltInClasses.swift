import QuillTemplateFormats
import QuillFoundation
import QuillGraphics
import QuillViews
import QuillWidgets

/// Registers Quill's own classes with their template properties, outlets and parts, and the
/// Apple class names .xib files use for them.
@MainActor
enum BuiltInClasses {
    static func register(in registry: TemplateRegistry) {
        registerView(registry)
        registerControls(registry)
        registerCells(registry)
        BuiltInCollections.register(in: registry)
        BuiltInControls.register(in: registry)
        BuiltInGestures.register(in: registry)
        registry.addEntry(PlainObject.self, name: "Object", builtIn: true) { PlainObject() }
        for (alias, name) in [
            ("UIView", "View"), ("IBUIView", "View"), ("UIControl", "Control"), ("UILabel", "Label"), ("IBUILabel", "Label"),
            ("UIButton", "Button"), ("IBUIButton", "Button"), ("UIImageView", "ImageView"), ("IBUIImageView", "ImageView"),
            ("UISwitch", "Switch"), ("IBUISwitch", "Switch"), ("UITableViewCell", "TableViewCell"),
            ("IBUITableViewCell", "TableViewCell"), ("UICollectionViewCell", "CollectionViewCell"), ("GridViewCell", "CollectionViewCell"),
            ("NSObject", "Object"), ("UICollectionReusableView", "ReusableView"), ("UIResponder", "Object"),
        ] {
            registry.addAlias(alias, for: name)
        }
    }

    private static func registerView(_ r: TemplateRegistry) {
        r.addEntry(View.self, name: "View", builtIn: true) { View() }
        r.addProperty("frame", to: View.self, expects: "[x, y, width, height]", converting: { try $0.asRect() }) { $0.frame = $1 }
        r.addProperty("center", to: View.self, expects: "[x, y]", converting: { try $0.asPoint() }) { $0.center = $1 }
        r.addProperty("size", to: View.self, as: .size) { $0.bounds.size = $1 }
        r.addProperty("tag", to: View.self, as: .wholeNumber) { $0.tag = $1 }
        r.addProperty("restorationIdentifier", to: View.self, as: .text) { $0.restorationIdentifier = $1 }
        r.addProperty("identifier", to: View.self, as: .text) { $0.accessibilityIdentifier = $1 }
        r.addProperty("hidden", to: View.self, as: .flag) { $0.isHidden = $1 }
        r.addProperty("alpha", to: View.self, expects: "a number 0...1", converting: { try $0.asNumber() }) { $0.alpha = $1 }
        r.addProperty("backgroundColor", to: View.self, as: .color) { $0.backgroundColor = $1 }
        r.addProperty("clipsToBounds", to: View.self, as: .flag) { $0.clipsToBounds = $1 }
        r.addProperty("cornerRadius", to: View.self, as: .number) { $0.cornerRadius = $1 }
        r.addProperty("maskedCorners", to: View.self, expects: "corners to round", converting: { try $0.asRectCorners() }) { $0.maskedCorners = $1 }
        r.addProperty("borderWidth", to: View.self, as: .number) { $0.borderWidth = $1 }
        r.addProperty("borderColor", to: View.self, expects: "a colour", converting: { try $0.asColor() ?? .clear }) { $0.borderColor = $1 }
        r.addProperty("tintColor", to: View.self, as: .color) { $0.tintColor = $1 }
        r.addProperty("userInteractionEnabled", to: View.self, as: .flag) { $0.isUserInteractionEnabled = $1 }
        r.addProperty("autoresizingMask", to: View.self, expects: "a list of flexible margins and sizes", converting: { try $0.asAutoresizingMask() }) { $0.autoresizingMask = $1 }
        r.addProperty("autoresizesSubviews", to: View.self, as: .flag) { $0.autoresizesSubviews = $1 }
        registerAccessibility(r)
        let semantic = TemplateValue.semanticContentAttributes
        r.addProperty("semanticContentAttribute", to: View.self, expects: semantic.map(\.0).joined(separator: ", "), converting: { try $0.asSymbol(semantic, what: "a semantic content attribute") }) { $0.semanticContentAttribute = $1 }
        registerLayout(r)
    }

    /// Accessibility settings every view has (issue 14).
    private static func registerAccessibility(_ r: TemplateRegistry) {
        r.addProperty("accessibilityLabel", to: View.self, as: .text) { $0.accessibilityLabel = $1 }
        r.addProperty("accessibilityHint", to: View.self, as: .text) { $0.accessibilityHint = $1 }
        r.addProperty("accessibilityValue", to: View.self, as: .text) { $0.accessibilityValue = $1 }
        r.addProperty("isAccessibilityElement", to: View.self, as: .flag) { $0.isAccessibilityElement = $1 }
        r.addProperty("accessibilityElementsHidden", to: View.self, as: .flag) { $0.accessibilityElementsHidden = $1 }
        r.addProperty("accessibilityViewIsModal", to: View.self, as: .flag) { $0.accessibilityViewIsModal = $1 }
        let names = AccessibilityTraits.named.map(\.name).joined(separator: ", ")
        r.addProperty("accessibilityTraits", to: View.self, expects: "a list of traits (\(names))") { v, value, _ throws(TemplateValueError) in
            let items: [TemplateValue] = if case .list(let list) = value { list } else { [value] }
            var traits: AccessibilityTraits = []
            for item in items {
                traits.insert(try item.asSymbol(AccessibilityTraits.named.map { ($0.name, $0.trait) }, what: "an accessibility trait"))
            }
            v.accessibilityTraits = traits
        }
    }

    /// Auto Layout settings every view has.
    private static func registerLayout(_ r: TemplateRegistry) {
        r.addProperty("translatesAutoresizingMaskIntoConstraints", to: View.self, as: .flag) { $0.translatesAutoresizingMaskIntoConstraints = $1 }
        let priorities: [(String, LayoutAxis, Bool)] = [
            ("horizontalHuggingPriority", .horizontal, true), ("verticalHuggingPriority", .vertical, true),
            ("horizontalCompressionResistancePriority", .horizontal, false), ("verticalCompressionResistancePriority", .vertical, false),
        ]
        for (name, axis, hugging) in priorities {
            r.addProperty(name, to: View.self, expects: "a priority 1...1000") { v, value, _ throws(TemplateValueError) in
                let number = try value.asNumber()
                guard (1...1000).contains(number) else { throw TemplateValueError(expected: "a priority 1...1000", found: formatCoordinate(number)) }
                if hugging {
                    v.setContentHuggingPriority(LayoutPriority(number), for: axis)
                } else {
                    v.setContentCompressionResistancePriority(LayoutPriority(number), for: axis)
                }
            }
        }
        r.addProperty("layoutMargins", to: View.self, as: .insets) { $0.layoutMargins = $1 }
        r.addProperty("directionalLayoutMargins", to: View.self, expects: "[top, leading, bottom, trailing]") { v, value, _ throws(TemplateValueError) in
            let m = try value.asInsets()
            v.directionalLayoutMargins = DirectionalEdgeInsets(top: m.top, leading: m.left, bottom: m.bottom, trailing: m.right)
        }
        r.addProperty("preservesSuperviewLayoutMargins", to: View.self, as: .flag) { $0.preservesSuperviewLayoutMargins = $1 }
        r.addProperty("insetsLayoutMarginsFromSafeArea", to: View.self, as: .flag) { $0.insetsLayoutMarginsFromSafeArea = $1 }
    }

    /// Kept as one piece: a declarative table, one registration a line (class, property, its
    /// kind and setter), read top to bottom like the documentation it mirrors.
    private static func registerControls(_ r: TemplateRegistry) {
        r.addEntry(Control.self, name: "Control", builtIn: true) { Control() }
        r.addProperty("enabled", to: Control.self, as: .flag) { $0.isEnabled = $1 }
        r.addProperty("selected", to: Control.self, as: .flag) { $0.isSelected = $1 }
        r.addProperty("highlighted", to: Control.self, as: .flag) { $0.isHighlighted = $1 }

        r.addEntry(Label.self, name: "Label", builtIn: true) { Label() }
        r.addProperty("text", to: Label.self, as: .text) { $0.text = $1 }
        r.addProperty("font", to: Label.self, as: .font) { $0.font = $1 }
        r.addProperty("attributedText", to: Label.self, as: .attributedText) { $0.attributedText = $1 }
        r.addProperty("textColor", to: Label.self, expects: "a colour", converting: { try $0.asColor() ?? .label }) { $0.textColor = $1 }
        r.addProperty("highlightedTextColor", to: Label.self, as: .color) { $0.highlightedTextColor = $1 }
        r.addProperty("textAlignment", to: Label.self, expects: "left, center, right or natural", converting: { try $0.asSymbol(TemplateValue.textAlignments, what: "a text alignment") }) { $0.textAlignment = $1 }
        r.addProperty("numberOfLines", to: Label.self, expects: "a whole number (0: no limit)", converting: { Swift.max(0, try $0.asInteger()) }) { $0.numberOfLines = $1 }
        r.addProperty("lineBreakMode", to: Label.self, expects: "a line break mode", converting: { try $0.asSymbol(TemplateValue.lineBreakModes, what: "a line break mode") }) { $0.lineBreakMode = $1 }
        r.addProperty("enabled", to: Label.self, as: .flag) { $0.isEnabled = $1 }
        r.addProperty("preferredMaxLayoutWidth", to: Label.self, expects: "a width (0: the laid-out width)", converting: { Swift.max(0, try $0.asNumber()) }) { $0.preferredMaxLayoutWidth = $1 }
        r.addProperty("highlighted", to: Label.self, as: .flag) { $0.isHighlighted = $1 }

        r.addEntry(Button.self, name: "Button", builtIn: true) { Button() }
        r.addProperty("style", to: Button.self, expects: "plain, bordered or filled", converting: { try $0.asSymbol(TemplateValue.buttonStyles, what: "a button style") }) { $0.style = $1 }
        r.addProperty("title", to: Button.self, expects: "text, or {state: text}", converting: { try $0.perState { v throws(TemplateValueError) in try v.asString() } }) {
            for (state, title) in $1 { $0.setTitle(title, for: state) }
        }
        r.addProperty("titleColor", to: Button.self, expects: "a colour, or {state: colour}", converting: { try $0.perState { v throws(TemplateValueError) in try v.asColor() } }) {
            for (state, color) in $1 { $0.setTitleColor(color, for: state) }
        }
        r.addProperty("image", to: Button.self, expects: "an image name, or {state: name}", convert: { value, context throws(TemplateValueError) in
            // Every state's name is checked before any image is looked up.
            var images: [(ControlState, Image?)] = []
            for (state, name) in try value.perState({ v throws(TemplateValueError) in try v.asImageName() }) {
                images.append((state, try context.image(named: name)))
            }
            return images
        }) {
            for (state, image) in $1 { $0.setImage(image, for: state) }
        }
        r.addProperty("bezelColor", to: Button.self, expects: "a colour, or {state: colour}", converting: { try $0.perState { v throws(TemplateValueError) in try v.asColor() } }) {
            for (state, color) in $1 { $0.setBackgroundColor(color, for: state) }
        }
        r.addProperty("contentEdgeInsets", to: Button.self, as: .insets) { $0.contentEdgeInsets = $1 }
        r.addProperty("imageTitleSpacing", to: Button.self, as: .number) { $0.imageTitleSpacing = $1 }
        r.addProperty("font", to: Button.self, as: .font) { $0.titleFont = $1 }
        r.addProperty("attributedTitle", to: Button.self, expects: "attributed text, or {state: attributed text}") { b, value, _ throws(TemplateValueError) in
            // A list (or a string) is the normal state's title; a map gives titles by state.
            if case .map(let entries) = value, entries.contains(where: { $0.key == "text" }) {
                b.setAttributedTitle(try value.asAttributedText(), for: .normal)
                return
            }
            for (state, title) in try value.perState({ v throws(TemplateValueError) in try v.asAttributedText() }) { b.setAttributedTitle(title, for: state) }
        }
        r.addProperty("symbol", to: Button.self, expects: "info, add or close", converting: { try $0.asSymbol(ButtonSymbol.allCases.map { ($0.rawValue, $0) }, what: "a button symbol") }) { $0.symbol = $1 }

        r.addEntry(ImageView.self, name: "ImageView", builtIn: true) { ImageView() }
        r.addProperty("image", to: ImageView.self, expects: "an image name", convert: { value, context throws(TemplateValueError) in
            try context.image(named: try value.asImageName())
        }) { $0.image = $1 }
        r.addProperty("highlightedImage", to: ImageView.self, expects: "an image name", convert: { value, context throws(TemplateValueError) in
            try context.image(named: try value.asImageName())
        }) { $0.highlightedImage = $1 }
        r.addProperty("contentMode", to: ImageView.self, expects: "a content mode", converting: { try $0.asSymbol(TemplateValue.contentModes, what: "a content mode") }) { $0.contentMode = $1 }
        r.addProperty("interpolation", to: ImageView.self, expects: "nearest or bilinear", converting: { try $0.asSymbol(TemplateValue.interpolations, what: "an interpolation") }) { $0.interpolation = $1 }
        r.addProperty("highlighted", to: ImageView.self, as: .flag) { $0.isHighlighted = $1 }

        r.addEntry(Switch.self, name: "Switch", builtIn: true) { Switch() }
        r.addProperty("on", to: Switch.self, as: .flag) { $0.isOn = $1 }
        r.addProperty("onTintColor", to: Switch.self, expects: "a colour", converting: { try $0.asColor() ?? .systemGreen }) { $0.onTintColor = $1 }
        r.addProperty("offTintColor", to: Switch.self, expects: "a colour") { s, value, _ throws(TemplateValueError) in
            if let color = try value.asColor() { s.offTintColor = color }
        }
        r.addProperty("thumbTintColor", to: Switch.self, expects: "a colour", converting: { try $0.asColor() ?? .white }) { $0.thumbTintColor = $1 }
    }

    private static func registerCells(_ r: TemplateRegistry) {
        r.addEntry(TableViewCell.self, name: "TableViewCell", builtIn: true) { TableViewCell() }
        r.addProperty("reuseIdentifier", to: TableViewCell.self, as: .text) { $0.reuseIdentifier = $1 }
        r.addProperty("accessoryType", to: TableViewCell.self, expects: "an accessory type", converting: { try $0.asSymbol(TemplateValue.accessoryTypes, what: "an accessory type") }) { $0.accessoryType = $1 }
        r.addProperty("selectionStyle", to: TableViewCell.self, expects: "a selection style", converting: { try $0.asSymbol(TemplateValue.selectionStyles, what: "a selection style") }) { $0.selectionStyle = $1 }
        r.addProperty("rowHeight", to: TableViewCell.self, as: .number) { $0.rowHeight = $1 }
        r.addProperty("selected", to: TableViewCell.self, as: .flag) { $0.isSelected = $1 }
        r.addProperty("separatorInset", to: TableViewCell.self, expects: "a left inset, or [top, left, bottom, right]") { c, value, _ throws(TemplateValueError) in
            if let left = try? value.asNumber() { c.separatorInset = EdgeInsets(top: 0, left: left, bottom: 0, right: 0) } else { c.separatorInset = try value.asInsets() }
        }
        r.addProperty("indentationLevel", to: TableViewCell.self, as: .wholeNumber) { $0.indentationLevel = $1 }
        r.addPart("contentView", to: TableViewCell.self, .existing { ($0 as! TableViewCell).contentView })
        r.addViewSlot("accessoryView", to: TableViewCell.self) { $0.accessoryView = $1 }
        r.addViewSlot("backgroundView", to: TableViewCell.self) { $0.backgroundView = $1 }
        r.addViewSlot("selectedBackgroundView", to: TableViewCell.self) { $0.selectedBackgroundView = $1 }

        r.addEntry(ReusableView.self, name: "ReusableView", builtIn: true) { ReusableView() }
        r.addProperty("reuseIdentifier", to: ReusableView.self, as: .text) { $0.reuseIdentifier = $1 }

        r.addEntry(CollectionViewCell.self, name: "CollectionViewCell", builtIn: true) { CollectionViewCell() }
        r.addProperty("reuseIdentifier", to: CollectionViewCell.self, as: .text) { $0.reuseIdentifier = $1 }
        r.addProperty("selected", to: CollectionViewCell.self, as: .flag) { $0.isSelected = $1 }
        r.addPart("contentView", to: CollectionViewCell.self, .existing { ($0 as! CollectionViewCell).contentView })
        r.addViewSlot("backgroundView", to: CollectionViewCell.self) { $0.backgroundView = $1 }
        r.addViewSlot("selectedBackgroundView", to: CollectionViewCell.self) { $0.selectedBackgroundView = $1 }
    }
}

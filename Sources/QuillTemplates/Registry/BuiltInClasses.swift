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
        registry.addEntry(PlainObject.self, name: "Object", builtIn: true) { PlainObject() }
        for (alias, name) in [
            ("UIView", "View"), ("IBUIView", "View"), ("UIControl", "Control"), ("UILabel", "Label"), ("IBUILabel", "Label"),
            ("UIButton", "Button"), ("IBUIButton", "Button"), ("UIImageView", "ImageView"), ("IBUIImageView", "ImageView"),
            ("UISwitch", "Switch"), ("IBUISwitch", "Switch"), ("UITableViewCell", "TableViewCell"),
            ("IBUITableViewCell", "TableViewCell"), ("UICollectionViewCell", "GridViewCell"),
            ("NSObject", "Object"), ("UICollectionReusableView", "ReusableView"), ("UIResponder", "Object"),
        ] {
            registry.addAlias(alias, for: name)
        }
    }

    private static func registerView(_ r: TemplateRegistry) {
        r.addEntry(View.self, name: "View", builtIn: true) { View() }
        r.addProperty("frame", to: View.self, expects: "[x, y, width, height]") { v, value, _ throws(TemplateValueError) in v.frame = try value.asRect() }
        r.addProperty("center", to: View.self, expects: "[x, y]") { v, value, _ throws(TemplateValueError) in v.center = try value.asPoint() }
        r.addProperty("size", to: View.self, expects: "[width, height]") { v, value, _ throws(TemplateValueError) in v.bounds.size = try value.asSize() }
        r.addProperty("tag", to: View.self, expects: "a whole number") { v, value, _ throws(TemplateValueError) in v.tag = try value.asInteger() }
        r.addProperty("restorationIdentifier", to: View.self, expects: "text") { v, value, _ throws(TemplateValueError) in v.restorationIdentifier = try value.asString() }
        r.addProperty("identifier", to: View.self, expects: "text") { v, value, _ throws(TemplateValueError) in v.accessibilityIdentifier = try value.asString() }
        r.addProperty("hidden", to: View.self, expects: "true or false") { v, value, _ throws(TemplateValueError) in v.isHidden = try value.asBool() }
        r.addProperty("alpha", to: View.self, expects: "a number 0...1") { v, value, _ throws(TemplateValueError) in v.alpha = try value.asNumber() }
        r.addProperty("backgroundColor", to: View.self, expects: "a colour") { v, value, _ throws(TemplateValueError) in v.backgroundColor = try value.asColor() }
        r.addProperty("clipsToBounds", to: View.self, expects: "true or false") { v, value, _ throws(TemplateValueError) in v.clipsToBounds = try value.asBool() }
        r.addProperty("cornerRadius", to: View.self, expects: "a number") { v, value, _ throws(TemplateValueError) in v.cornerRadius = try value.asNumber() }
        r.addProperty("borderWidth", to: View.self, expects: "a number") { v, value, _ throws(TemplateValueError) in v.borderWidth = try value.asNumber() }
        r.addProperty("borderColor", to: View.self, expects: "a colour") { v, value, _ throws(TemplateValueError) in v.borderColor = try value.asColor() ?? .clear }
        r.addProperty("tintColor", to: View.self, expects: "a colour") { v, value, _ throws(TemplateValueError) in v.tintColor = try value.asColor() }
        r.addProperty("userInteractionEnabled", to: View.self, expects: "true or false") { v, value, _ throws(TemplateValueError) in v.isUserInteractionEnabled = try value.asBool() }
        r.addProperty("autoresizingMask", to: View.self, expects: "a list of flexible margins and sizes") { v, value, _ throws(TemplateValueError) in
            v.autoresizingMask = try value.asAutoresizingMask()
        }
        r.addProperty("autoresizesSubviews", to: View.self, expects: "true or false") { v, value, _ throws(TemplateValueError) in v.autoresizesSubviews = try value.asBool() }
        registerAccessibility(r)
        let semantic = TemplateValue.semanticContentAttributes
        r.addProperty("semanticContentAttribute", to: View.self, expects: semantic.map(\.0).joined(separator: ", ")) { v, value, _ throws(TemplateValueError) in
            v.semanticContentAttribute = try value.asSymbol(semantic, what: "a semantic content attribute")
        }
        registerLayout(r)
    }

    /// Accessibility settings every view has (issue 14).
    private static func registerAccessibility(_ r: TemplateRegistry) {
        r.addProperty("accessibilityLabel", to: View.self, expects: "text") { v, value, _ throws(TemplateValueError) in v.accessibilityLabel = try value.asString() }
        r.addProperty("accessibilityHint", to: View.self, expects: "text") { v, value, _ throws(TemplateValueError) in v.accessibilityHint = try value.asString() }
        r.addProperty("accessibilityValue", to: View.self, expects: "text") { v, value, _ throws(TemplateValueError) in v.accessibilityValue = try value.asString() }
        r.addProperty("isAccessibilityElement", to: View.self, expects: "true or false") { v, value, _ throws(TemplateValueError) in
            v.isAccessibilityElement = try value.asBool()
        }
        r.addProperty("accessibilityElementsHidden", to: View.self, expects: "true or false") { v, value, _ throws(TemplateValueError) in
            v.accessibilityElementsHidden = try value.asBool()
        }
        r.addProperty("accessibilityViewIsModal", to: View.self, expects: "true or false") { v, value, _ throws(TemplateValueError) in
            v.accessibilityViewIsModal = try value.asBool()
        }
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
        r.addProperty("translatesAutoresizingMaskIntoConstraints", to: View.self, expects: "true or false") { v, value, _ throws(TemplateValueError) in
            v.translatesAutoresizingMaskIntoConstraints = try value.asBool()
        }
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
        r.addProperty("layoutMargins", to: View.self, expects: "[top, left, bottom, right]") { v, value, _ throws(TemplateValueError) in
            v.layoutMargins = try value.asInsets()
        }
        r.addProperty("directionalLayoutMargins", to: View.self, expects: "[top, leading, bottom, trailing]") { v, value, _ throws(TemplateValueError) in
            let m = try value.asInsets()
            v.directionalLayoutMargins = DirectionalEdgeInsets(top: m.top, leading: m.left, bottom: m.bottom, trailing: m.right)
        }
        r.addProperty("preservesSuperviewLayoutMargins", to: View.self, expects: "true or false") { v, value, _ throws(TemplateValueError) in
            v.preservesSuperviewLayoutMargins = try value.asBool()
        }
        // Quill's windows have no unsafe areas, so the safe area is the bounds either way.
        r.addProperty("insetsLayoutMarginsFromSafeArea", to: View.self, expects: "true or false") { _, value, _ throws(TemplateValueError) in
            _ = try value.asBool()
        }
    }

    private static func registerControls(_ r: TemplateRegistry) {
        r.addEntry(Control.self, name: "Control", builtIn: true) { Control() }
        r.addProperty("enabled", to: Control.self, expects: "true or false") { c, value, _ throws(TemplateValueError) in c.isEnabled = try value.asBool() }
        r.addProperty("selected", to: Control.self, expects: "true or false") { c, value, _ throws(TemplateValueError) in c.isSelected = try value.asBool() }
        r.addProperty("highlighted", to: Control.self, expects: "true or false") { c, value, _ throws(TemplateValueError) in c.isHighlighted = try value.asBool() }

        r.addEntry(Label.self, name: "Label", builtIn: true) { Label() }
        r.addProperty("text", to: Label.self, expects: "text") { l, value, _ throws(TemplateValueError) in l.text = try value.asString() }
        r.addProperty("font", to: Label.self, expects: "a font") { l, value, _ throws(TemplateValueError) in l.font = try value.asFont() }
        r.addProperty("attributedText", to: Label.self, expects: "attributed text (a list of runs)") { l, value, _ throws(TemplateValueError) in
            l.attributedText = try value.asAttributedText()
        }
        r.addProperty("textColor", to: Label.self, expects: "a colour") { l, value, _ throws(TemplateValueError) in l.textColor = try value.asColor() ?? .label }
        r.addProperty("highlightedTextColor", to: Label.self, expects: "a colour") { l, value, _ throws(TemplateValueError) in l.highlightedTextColor = try value.asColor() }
        r.addProperty("textAlignment", to: Label.self, expects: "left, center, right or natural") { l, value, _ throws(TemplateValueError) in
            l.textAlignment = try value.asSymbol(TemplateValue.textAlignments, what: "a text alignment")
        }
        r.addProperty("numberOfLines", to: Label.self, expects: "a whole number (0: no limit)") { l, value, _ throws(TemplateValueError) in
            l.numberOfLines = Swift.max(0, try value.asInteger())
        }
        r.addProperty("lineBreakMode", to: Label.self, expects: "a line break mode") { l, value, _ throws(TemplateValueError) in
            l.lineBreakMode = try value.asSymbol(TemplateValue.lineBreakModes, what: "a line break mode")
        }
        r.addProperty("enabled", to: Label.self, expects: "true or false") { l, value, _ throws(TemplateValueError) in l.isEnabled = try value.asBool() }
        r.addProperty("preferredMaxLayoutWidth", to: Label.self, expects: "a width (0: the laid-out width)") { l, value, _ throws(TemplateValueError) in
            l.preferredMaxLayoutWidth = Swift.max(0, try value.asNumber())
        }
        r.addProperty("highlighted", to: Label.self, expects: "true or false") { l, value, _ throws(TemplateValueError) in l.isHighlighted = try value.asBool() }

        r.addEntry(Button.self, name: "Button", builtIn: true) { Button() }
        r.addProperty("style", to: Button.self, expects: "plain, bordered or filled") { b, value, _ throws(TemplateValueError) in
            b.style = try value.asSymbol(TemplateValue.buttonStyles, what: "a button style")
        }
        r.addProperty("title", to: Button.self, expects: "text, or {state: text}") { b, value, _ throws(TemplateValueError) in
            for (state, title) in try value.perState({ v throws(TemplateValueError) in try v.asString() }) { b.setTitle(title, for: state) }
        }
        r.addProperty("titleColor", to: Button.self, expects: "a colour, or {state: colour}") { b, value, _ throws(TemplateValueError) in
            for (state, color) in try value.perState({ v throws(TemplateValueError) in try v.asColor() }) { b.setTitleColor(color, for: state) }
        }
        r.addProperty("image", to: Button.self, expects: "an image name, or {state: name}") { b, value, context throws(TemplateValueError) in
            for (state, name) in try value.perState({ v throws(TemplateValueError) in try v.asImageName() }) { b.setImage(try context.image(named: name), for: state) }
        }
        r.addProperty("bezelColor", to: Button.self, expects: "a colour, or {state: colour}") { b, value, _ throws(TemplateValueError) in
            for (state, color) in try value.perState({ v throws(TemplateValueError) in try v.asColor() }) { b.setBackgroundColor(color, for: state) }
        }
        r.addProperty("contentEdgeInsets", to: Button.self, expects: "[top, left, bottom, right]") { b, value, _ throws(TemplateValueError) in
            b.contentEdgeInsets = try value.asInsets()
        }
        r.addProperty("font", to: Button.self, expects: "a font") { b, value, _ throws(TemplateValueError) in b.titleFont = try value.asFont() }
        r.addProperty("attributedTitle", to: Button.self, expects: "attributed text, or {state: attributed text}") { b, value, _ throws(TemplateValueError) in
            // A list (or a string) is the normal state's title; a map gives titles by state.
            if case .map(let entries) = value, entries.contains(where: { $0.key == "text" }) {
                b.setAttributedTitle(try value.asAttributedText(), for: .normal)
                return
            }
            for (state, title) in try value.perState({ v throws(TemplateValueError) in try v.asAttributedText() }) { b.setAttributedTitle(title, for: state) }
        }
        r.addProperty("symbol", to: Button.self, expects: "info, add or close") { b, value, _ throws(TemplateValueError) in
            b.symbol = try value.asSymbol(ButtonSymbol.allCases.map { ($0.rawValue, $0) }, what: "a button symbol")
        }

        r.addEntry(ImageView.self, name: "ImageView", builtIn: true) { ImageView() }
        r.addProperty("image", to: ImageView.self, expects: "an image name") { v, value, context throws(TemplateValueError) in
            v.image = try context.image(named: try value.asImageName())
        }
        r.addProperty("highlightedImage", to: ImageView.self, expects: "an image name") { v, value, context throws(TemplateValueError) in
            v.highlightedImage = try context.image(named: try value.asImageName())
        }
        r.addProperty("contentMode", to: ImageView.self, expects: "a content mode") { v, value, _ throws(TemplateValueError) in
            v.contentMode = try value.asSymbol(TemplateValue.contentModes, what: "a content mode")
        }
        r.addProperty("interpolation", to: ImageView.self, expects: "nearest or bilinear") { v, value, _ throws(TemplateValueError) in
            v.interpolation = try value.asSymbol(TemplateValue.interpolations, what: "an interpolation")
        }
        r.addProperty("highlighted", to: ImageView.self, expects: "true or false") { v, value, _ throws(TemplateValueError) in v.isHighlighted = try value.asBool() }

        r.addEntry(Switch.self, name: "Switch", builtIn: true) { Switch() }
        r.addProperty("on", to: Switch.self, expects: "true or false") { s, value, _ throws(TemplateValueError) in s.isOn = try value.asBool() }
        r.addProperty("onTintColor", to: Switch.self, expects: "a colour") { s, value, _ throws(TemplateValueError) in s.onTintColor = try value.asColor() ?? .systemGreen }
        r.addProperty("offTintColor", to: Switch.self, expects: "a colour") { s, value, _ throws(TemplateValueError) in
            if let color = try value.asColor() { s.offTintColor = color }
        }
        r.addProperty("thumbTintColor", to: Switch.self, expects: "a colour") { s, value, _ throws(TemplateValueError) in s.thumbTintColor = try value.asColor() ?? .white }
    }

    private static func registerCells(_ r: TemplateRegistry) {
        r.addEntry(TableViewCell.self, name: "TableViewCell", builtIn: true) { TableViewCell() }
        r.addProperty("reuseIdentifier", to: TableViewCell.self, expects: "text") { c, value, _ throws(TemplateValueError) in c.reuseIdentifier = try value.asString() }
        r.addProperty("accessoryType", to: TableViewCell.self, expects: "an accessory type") { c, value, _ throws(TemplateValueError) in
            c.accessoryType = try value.asSymbol(TemplateValue.accessoryTypes, what: "an accessory type")
        }
        r.addProperty("selectionStyle", to: TableViewCell.self, expects: "a selection style") { c, value, _ throws(TemplateValueError) in
            c.selectionStyle = try value.asSymbol(TemplateValue.selectionStyles, what: "a selection style")
        }
        r.addProperty("rowHeight", to: TableViewCell.self, expects: "a number") { c, value, _ throws(TemplateValueError) in c.rowHeight = try value.asNumber() }
        r.addProperty("selected", to: TableViewCell.self, expects: "true or false") { c, value, _ throws(TemplateValueError) in c.isSelected = try value.asBool() }
        r.addProperty("separatorInset", to: TableViewCell.self, expects: "a left inset, or [top, left, bottom, right]") { c, value, _ throws(TemplateValueError) in
            if let left = try? value.asNumber() { c.separatorInset = EdgeInsets(top: 0, left: left, bottom: 0, right: 0) } else { c.separatorInset = try value.asInsets() }
        }
        r.addProperty("indentationLevel", to: TableViewCell.self, expects: "a whole number") { c, value, _ throws(TemplateValueError) in c.indentationLevel = try value.asInteger() }
        r.addPart("contentView", to: TableViewCell.self, .existing { ($0 as! TableViewCell).contentView })
        r.addViewSlot("accessoryView", to: TableViewCell.self) { $0.accessoryView = $1 }
        r.addViewSlot("backgroundView", to: TableViewCell.self) { $0.backgroundView = $1 }
        r.addViewSlot("selectedBackgroundView", to: TableViewCell.self) { $0.selectedBackgroundView = $1 }

        r.addEntry(ReusableView.self, name: "ReusableView", builtIn: true) { ReusableView() }
        r.addProperty("reuseIdentifier", to: ReusableView.self, expects: "text") { v, value, _ throws(TemplateValueError) in v.reuseIdentifier = try value.asString() }

        r.addEntry(GridViewCell.self, name: "GridViewCell", builtIn: true) { GridViewCell() }
        r.addProperty("reuseIdentifier", to: GridViewCell.self, expects: "text") { c, value, _ throws(TemplateValueError) in c.reuseIdentifier = try value.asString() }
        r.addProperty("selected", to: GridViewCell.self, expects: "true or false") { c, value, _ throws(TemplateValueError) in c.isSelected = try value.asBool() }
        r.addPart("contentView", to: GridViewCell.self, .existing { ($0 as! GridViewCell).contentView })
        r.addViewSlot("backgroundView", to: GridViewCell.self) { $0.backgroundView = $1 }
        r.addViewSlot("selectedBackgroundView", to: GridViewCell.self) { $0.selectedBackgroundView = $1 }
    }
}

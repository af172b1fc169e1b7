import QuillTemplateFormats
import QuillFoundation
import QuillGraphics
import QuillViews
import QuillWidgets

/// Registers the form controls: text field, slider, segmented control, progress and activity
/// indicators, and stack views.
@MainActor
enum BuiltInControls {
    /// Kept as one piece: a declarative table, one registration a line (class, property, its
    /// kind and setter), read top to bottom like the documentation it mirrors.
    static func register(in r: TemplateRegistry) {
        r.addEntry(TextField.self, name: "TextField", builtIn: true) { TextField() }
        r.addProperty("text", to: TextField.self, as: .text) { $0.text = $1 }
        r.addProperty("placeholder", to: TextField.self, as: .text) { $0.placeholder = $1 }
        r.addProperty("textAlignment", to: TextField.self, expects: "left, center, right or natural", converting: { try $0.asSymbol(TemplateValue.textAlignments, what: "a text alignment") }) { $0.textAlignment = $1 }
        r.addProperty("attributedText", to: TextField.self, as: .attributedText) { $0.attributedText = $1 }
        r.addProperty("attributedPlaceholder", to: TextField.self, as: .attributedText) { $0.attributedPlaceholder = $1 }
        r.addProperty("font", to: TextField.self, as: .font) { $0.font = $1 }
        r.addProperty("textColor", to: TextField.self, expects: "a colour", converting: { try $0.asColor() ?? .label }) { $0.textColor = $1 }
        r.addProperty("secureTextEntry", to: TextField.self, as: .flag) { $0.isSecureTextEntry = $1 }
        r.addOutlet("delegate", to: TextField.self, adopting: (any TextFieldDelegate).self) { $0.delegate = $1 }

        r.addEntry(SearchBar.self, name: "SearchBar", builtIn: true) { SearchBar(frame: .zero) }
        r.addProperty("text", to: SearchBar.self, as: .text) { $0.text = $1 }
        r.addProperty("placeholder", to: SearchBar.self, as: .text) { $0.placeholder = $1 }
        r.addProperty("showsCancelButton", to: SearchBar.self, as: .flag) { $0.showsCancelButton = $1 }
        r.addProperty("searchBarStyle", to: SearchBar.self, expects: "default, prominent or minimal", converting: { try $0.asSymbol(SearchBarStyle.allCases.map { ($0.rawValue, $0) }, what: "a search bar style") }) { $0.searchBarStyle = $1 }
        r.addProperty("barTintColor", to: SearchBar.self, as: .color) { $0.barTintColor = $1 }
        r.addOutlet("delegate", to: SearchBar.self, adopting: (any SearchBarDelegate).self) { $0.delegate = $1 }

        r.addEntry(Stepper.self, name: "Stepper", builtIn: true) { Stepper(frame: .zero) }
        r.addProperty("value", to: Stepper.self, as: .number) { $0.value = $1 }
        r.addProperty("minimumValue", to: Stepper.self, as: .number) { $0.minimumValue = $1 }
        r.addProperty("maximumValue", to: Stepper.self, as: .number) { $0.maximumValue = $1 }
        r.addProperty("stepValue", to: Stepper.self, as: .number) { $0.stepValue = $1 }
        r.addProperty("wraps", to: Stepper.self, as: .flag) { $0.wraps = $1 }
        r.addProperty("autorepeat", to: Stepper.self, as: .flag) { $0.autorepeat = $1 }
        r.addProperty("continuous", to: Stepper.self, as: .flag) { $0.isContinuous = $1 }

        r.addEntry(PageControl.self, name: "PageControl", builtIn: true) { PageControl(frame: .zero) }
        r.addProperty("numberOfPages", to: PageControl.self, expects: "a whole number 0...1000", converting: { try $0.asInteger(in: 0...1000) }) { $0.numberOfPages = $1 }
        r.addProperty("currentPage", to: PageControl.self, as: .wholeNumber) { $0.currentPage = $1 }
        r.addProperty("hidesForSinglePage", to: PageControl.self, as: .flag) { $0.hidesForSinglePage = $1 }
        r.addProperty("pageIndicatorTintColor", to: PageControl.self, as: .color) { $0.pageIndicatorTintColor = $1 }
        r.addProperty("currentPageIndicatorTintColor", to: PageControl.self, as: .color) { $0.currentPageIndicatorTintColor = $1 }

        r.addEntry(VisualEffectView.self, name: "VisualEffectView", builtIn: true) { VisualEffectView(frame: .zero) }
        r.addProperty("effect", to: VisualEffectView.self, expects: "a blur style (light, dark, systemMaterial…)", converting: { try $0.asSymbol(BlurEffectStyle.allCases.map { ($0.rawValue, $0) }, what: "a blur style") }) { $0.effect = $1 }
        r.addPart("contentView", to: VisualEffectView.self, .existing { ($0 as! VisualEffectView).contentView })

        r.addEntry(TextView.self, name: "TextView", builtIn: true) { TextView() }
        r.addProperty("text", to: TextView.self, as: .text) { $0.text = $1 }
        r.addProperty("attributedText", to: TextView.self, as: .attributedText) { $0.attributedText = $1 }
        r.addProperty("font", to: TextView.self, as: .font) { $0.font = $1 }
        r.addProperty("textColor", to: TextView.self, expects: "a colour", converting: { try $0.asColor() ?? .label }) { $0.textColor = $1 }
        r.addProperty("textAlignment", to: TextView.self, expects: "left, center, right or natural", converting: { try $0.asSymbol(TemplateValue.textAlignments, what: "a text alignment") }) { $0.textAlignment = $1 }
        r.addProperty("editable", to: TextView.self, as: .flag) { $0.isEditable = $1 }
        r.addProperty("selectable", to: TextView.self, as: .flag) { $0.isSelectable = $1 }
        r.addProperty("textContainerInset", to: TextView.self, as: .insets) { $0.textContainerInset = $1 }
        r.addOutlet("delegate", to: TextView.self, adopting: (any TextViewDelegate).self) { $0.delegate = $1 }

        r.addEntry(Slider.self, name: "Slider", builtIn: true) { Slider() }
        r.addProperty("value", to: Slider.self, as: .number) { $0.value = $1 }
        r.addProperty("minimumValue", to: Slider.self, as: .number) { $0.minimumValue = $1 }
        r.addProperty("maximumValue", to: Slider.self, as: .number) { $0.maximumValue = $1 }
        r.addProperty("continuous", to: Slider.self, as: .flag) { $0.isContinuous = $1 }

        r.addEntry(SegmentedControl.self, name: "SegmentedControl", builtIn: true) { SegmentedControl(titles: []) }
        r.addProperty("titles", to: SegmentedControl.self, expects: "a list of titles") { s, value, _ throws(TemplateValueError) in
            guard case .list(let items) = value else { throw TemplateValueError(expected: "a list of titles", found: value.summary) }
            var titles: [String] = []
            for item in items { titles.append(try item.asString()) }
            s.titles = titles
        }
        r.addProperty("selectedSegmentIndex", to: SegmentedControl.self, as: .wholeNumber) { $0.selectedSegmentIndex = $1 }
        r.addProperty("momentary", to: SegmentedControl.self, as: .flag) { $0.isMomentary = $1 }

        r.addEntry(ProgressView.self, name: "ProgressView", builtIn: true) { ProgressView() }
        r.addProperty("progress", to: ProgressView.self, expects: "a number 0...1", converting: { try $0.asNumber() }) { $0.progress = $1 }

        r.addEntry(ActivityIndicatorView.self, name: "ActivityIndicatorView", builtIn: true) { ActivityIndicatorView() }
        r.addProperty("animating", to: ActivityIndicatorView.self, expects: "true or false") { a, value, _ throws(TemplateValueError) in
            if try value.asBool() { a.startAnimating() } else { a.stopAnimating() }
        }
        r.addProperty("hidesWhenStopped", to: ActivityIndicatorView.self, as: .flag) { $0.hidesWhenStopped = $1 }
        r.addProperty("style", to: ActivityIndicatorView.self, expects: "medium or large", converting: {
            try $0.asSymbol(ActivityIndicatorView.Style.allCases.map { ($0.rawValue, $0) }, what: "an activity indicator style")
        }) { $0.style = $1 }
        r.addProperty("color", to: ActivityIndicatorView.self, expects: "a colour", converting: { try $0.asColor() ?? .gray }) { $0.color = $1 }

        r.addEntry(StackView.self, name: "StackView", builtIn: true) { StackView() }
        r.addProperty("axis", to: StackView.self, expects: "horizontal or vertical", converting: { try $0.asSymbol([("horizontal", .horizontal), ("vertical", .vertical)], what: "an axis") }) { $0.axis = $1 }
        r.addProperty("spacing", to: StackView.self, as: .number) { $0.spacing = $1 }
        r.addProperty("alignment", to: StackView.self, expects: "a stack alignment") { s, value, _ throws(TemplateValueError) in
            s.alignment = try value.asSymbol([
                ("fill", .fill), ("leading", .leading), ("top", .leading), ("center", .center), ("trailing", .trailing), ("bottom", .trailing),
                ("firstBaseline", .firstBaseline), ("lastBaseline", .lastBaseline), ("baseline", .lastBaseline),
            ], what: "an alignment")
        }
        r.addProperty("distribution", to: StackView.self, expects: "a stack distribution") { s, value, _ throws(TemplateValueError) in
            s.distribution = try value.asSymbol([
                ("fill", .fill), ("fillEqually", .fillEqually), ("fillProportionally", .fillProportionally), ("equalSpacing", .equalSpacing),
                ("equalCentering", .equalCentering),
            ], what: "a distribution")
        }
        r.addProperty("layoutMarginsRelativeArrangement", to: StackView.self, as: .flag) { $0.isLayoutMarginsRelativeArrangement = $1 }
        r.addProperty("baselineRelativeArrangement", to: StackView.self, as: .flag) { $0.isBaselineRelativeArrangement = $1 }

        for (alias, name) in [
            ("UITextField", "TextField"), ("IBUITextField", "TextField"), ("UITextView", "TextView"), ("IBUITextView", "TextView"), ("UISearchBar", "SearchBar"), ("IBUISearchBar", "SearchBar"), ("UIVisualEffectView", "VisualEffectView"), ("UIStepper", "Stepper"), ("UIPageControl", "PageControl"), ("UISlider", "Slider"), ("IBUISlider", "Slider"),
            ("UISegmentedControl", "SegmentedControl"), ("IBUISegmentedControl", "SegmentedControl"), ("UIProgressView", "ProgressView"),
            ("IBUIProgressView", "ProgressView"), ("UIActivityIndicatorView", "ActivityIndicatorView"),
            ("IBUIActivityIndicatorView", "ActivityIndicatorView"), ("UIStackView", "StackView"),
        ] {
            r.addAlias(alias, for: name)
        }
    }
}

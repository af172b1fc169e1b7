import QuillFoundation
import QuillGraphics
import QuillViews
import QuillWidgets

/// Registers the form controls: text field, slider, segmented control, progress and activity
/// indicators, and stack views.
@MainActor
enum BuiltInControls {
    static func register(in r: TemplateRegistry) {
        r.addEntry(TextField.self, name: "TextField", builtIn: true) { TextField() }
        r.addProperty("text", to: TextField.self, expects: "text") { f, value, _ throws(TemplateValueError) in f.text = try value.asString() }
        r.addProperty("placeholder", to: TextField.self, expects: "text") { f, value, _ throws(TemplateValueError) in f.placeholder = try value.asString() }
        r.addProperty("attributedText", to: TextField.self, expects: "attributed text (a list of runs)") { f, value, _ throws(TemplateValueError) in
            f.attributedText = try value.asAttributedText()
        }
        r.addProperty("attributedPlaceholder", to: TextField.self, expects: "attributed text (a list of runs)") { f, value, _ throws(TemplateValueError) in
            f.attributedPlaceholder = try value.asAttributedText()
        }
        r.addProperty("font", to: TextField.self, expects: "a font") { f, value, _ throws(TemplateValueError) in f.font = try value.asFont() }
        r.addProperty("textColor", to: TextField.self, expects: "a colour") { f, value, _ throws(TemplateValueError) in f.textColor = try value.asColor() ?? .label }
        r.addProperty("secureTextEntry", to: TextField.self, expects: "true or false") { f, value, _ throws(TemplateValueError) in f.isSecureTextEntry = try value.asBool() }
        r.addOutlet("delegate", to: TextField.self, expects: "an object adopting TextFieldDelegate") { field, target in
            guard let delegate = target as? any TextFieldDelegate else { return false }
            field.delegate = delegate
            return true
        }

        r.addEntry(Slider.self, name: "Slider", builtIn: true) { Slider() }
        r.addProperty("value", to: Slider.self, expects: "a number") { s, value, _ throws(TemplateValueError) in s.value = try value.asNumber() }
        r.addProperty("minimumValue", to: Slider.self, expects: "a number") { s, value, _ throws(TemplateValueError) in s.minimumValue = try value.asNumber() }
        r.addProperty("maximumValue", to: Slider.self, expects: "a number") { s, value, _ throws(TemplateValueError) in s.maximumValue = try value.asNumber() }
        r.addProperty("continuous", to: Slider.self, expects: "true or false") { s, value, _ throws(TemplateValueError) in s.isContinuous = try value.asBool() }

        r.addEntry(SegmentedControl.self, name: "SegmentedControl", builtIn: true) { SegmentedControl(titles: []) }
        r.addProperty("titles", to: SegmentedControl.self, expects: "a list of titles") { s, value, _ throws(TemplateValueError) in
            guard case .list(let items) = value else { throw TemplateValueError(expected: "a list of titles", found: value.summary) }
            var titles: [String] = []
            for item in items { titles.append(try item.asString()) }
            s.titles = titles
        }
        r.addProperty("selectedSegmentIndex", to: SegmentedControl.self, expects: "a whole number") { s, value, _ throws(TemplateValueError) in
            s.selectedSegmentIndex = try value.asInteger()
        }
        r.addProperty("momentary", to: SegmentedControl.self, expects: "true or false") { s, value, _ throws(TemplateValueError) in s.isMomentary = try value.asBool() }

        r.addEntry(ProgressView.self, name: "ProgressView", builtIn: true) { ProgressView() }
        r.addProperty("progress", to: ProgressView.self, expects: "a number 0...1") { p, value, _ throws(TemplateValueError) in p.progress = try value.asNumber() }

        r.addEntry(ActivityIndicatorView.self, name: "ActivityIndicatorView", builtIn: true) { ActivityIndicatorView() }
        r.addProperty("animating", to: ActivityIndicatorView.self, expects: "true or false") { a, value, _ throws(TemplateValueError) in
            if try value.asBool() { a.startAnimating() } else { a.stopAnimating() }
        }
        r.addProperty("hidesWhenStopped", to: ActivityIndicatorView.self, expects: "true or false") { a, value, _ throws(TemplateValueError) in
            a.hidesWhenStopped = try value.asBool()
        }
        r.addProperty("color", to: ActivityIndicatorView.self, expects: "a colour") { a, value, _ throws(TemplateValueError) in a.color = try value.asColor() ?? .gray }

        r.addEntry(StackView.self, name: "StackView", builtIn: true) { StackView() }
        r.addProperty("axis", to: StackView.self, expects: "horizontal or vertical") { s, value, _ throws(TemplateValueError) in
            s.axis = try value.asSymbol([("horizontal", .horizontal), ("vertical", .vertical)], what: "an axis")
        }
        r.addProperty("spacing", to: StackView.self, expects: "a number") { s, value, _ throws(TemplateValueError) in s.spacing = try value.asNumber() }
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
        r.addProperty("layoutMarginsRelativeArrangement", to: StackView.self, expects: "true or false") { s, value, _ throws(TemplateValueError) in
            s.isLayoutMarginsRelativeArrangement = try value.asBool()
        }
        r.addProperty("baselineRelativeArrangement", to: StackView.self, expects: "true or false") { s, value, _ throws(TemplateValueError) in
            s.isBaselineRelativeArrangement = try value.asBool()
        }

        for (alias, name) in [
            ("UITextField", "TextField"), ("IBUITextField", "TextField"), ("UISlider", "Slider"), ("IBUISlider", "Slider"),
            ("UISegmentedControl", "SegmentedControl"), ("IBUISegmentedControl", "SegmentedControl"), ("UIProgressView", "ProgressView"),
            ("IBUIProgressView", "ProgressView"), ("UIActivityIndicatorView", "ActivityIndicatorView"),
            ("IBUIActivityIndicatorView", "ActivityIndicatorView"), ("UIStackView", "StackView"),
        ] {
            r.addAlias(alias, for: name)
        }
    }
}

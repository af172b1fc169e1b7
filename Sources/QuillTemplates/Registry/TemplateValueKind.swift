import QuillTemplateFormats
import QuillFoundation
import QuillGraphics

/// A kind of value many built-in properties take, with what messages say it expects and how a
/// template value converts to it: `.flag` is "true or false" read by `asBool()`, and so on.
struct TemplateValueKind<Value> {
    /// What a property of the kind expects, for messages (`true or false`).
    let expects: String
    /// Converts a template value; throws when it does not fit.
    let convert: @MainActor (TemplateValue) throws(TemplateValueError) -> Value
}

extension TemplateValueKind where Value == Bool {
    /// `true` or `false` (`TemplateValue.asBool()`).
    static var flag: Self { Self(expects: "true or false") { value throws(TemplateValueError) in try value.asBool() } }
}

extension TemplateValueKind where Value == String {
    /// Text (`TemplateValue.asString()`).
    static var text: Self { Self(expects: "text") { value throws(TemplateValueError) in try value.asString() } }
}

extension TemplateValueKind where Value == Double {
    /// A number (`TemplateValue.asNumber()`).
    static var number: Self { Self(expects: "a number") { value throws(TemplateValueError) in try value.asNumber() } }
}

extension TemplateValueKind where Value == Int {
    /// A whole number (`TemplateValue.asInteger()`).
    static var wholeNumber: Self { Self(expects: "a whole number") { value throws(TemplateValueError) in try value.asInteger() } }
}

extension TemplateValueKind where Value == EdgeInsets {
    /// Insets `[top, left, bottom, right]` (`TemplateValue.asInsets()`).
    static var insets: Self { Self(expects: "[top, left, bottom, right]") { value throws(TemplateValueError) in try value.asInsets() } }
}

extension TemplateValueKind where Value == Size {
    /// A size `[width, height]` (`TemplateValue.asSize()`).
    static var size: Self { Self(expects: "[width, height]") { value throws(TemplateValueError) in try value.asSize() } }
}

extension TemplateValueKind where Value == Font {
    /// A font (`TemplateValue.asFont()`).
    static var font: Self { Self(expects: "a font") { value throws(TemplateValueError) in try value.asFont() } }
}

extension TemplateValueKind where Value == AttributedText {
    /// Attributed text, a list of runs (`TemplateValue.asAttributedText()`).
    static var attributedText: Self {
        Self(expects: "attributed text (a list of runs)") { value throws(TemplateValueError) in try value.asAttributedText() }
    }
}

extension TemplateValueKind where Value == Color? {
    /// A colour, or `nil` for none (`TemplateValue.asColor()`).
    static var color: Self { Self(expects: "a colour") { value throws(TemplateValueError) in try value.asColor() } }
}

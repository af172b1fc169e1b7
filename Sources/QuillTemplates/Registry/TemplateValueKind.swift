import QuillTemplateFormats
import QuillFoundation
import QuillGraphics

/// A kind of value many built-in properties take, with what messages say it expects and how a
/// template value converts to it: `.flag` is "true or false" read as `Bool` reads it, and so on.
/// A kind of a `TemplateDecodable` type converts as `@Inspectable` properties of that type do.
struct TemplateValueKind<Value> {
    /// What a property of the kind expects, for messages (`true or false`).
    let expects: String
    /// Converts a template value; throws when it does not fit.
    let convert: @MainActor (TemplateValue) throws(TemplateValueError) -> Value
}

extension TemplateValueKind where Value: TemplateDecodable {
    /// A kind that converts as `Value.decode(from:)` does.
    init(expects: String) {
        self.init(expects: expects) { value throws(TemplateValueError) in try Value.decode(from: value) }
    }
}

extension TemplateValueKind {
    /// `true` or `false`.
    static var flag: TemplateValueKind<Bool> { .init(expects: "true or false") }
    /// Text.
    static var text: TemplateValueKind<String> { .init(expects: "text") }
    /// A number.
    static var number: TemplateValueKind<Double> { .init(expects: "a number") }
    /// A whole number.
    static var wholeNumber: TemplateValueKind<Int> { .init(expects: "a whole number") }
    /// Insets `[top, left, bottom, right]`.
    static var insets: TemplateValueKind<EdgeInsets> { .init(expects: "[top, left, bottom, right]") }
    /// A size `[width, height]`.
    static var size: TemplateValueKind<Size> { .init(expects: "[width, height]") }
    /// A font.
    static var font: TemplateValueKind<Font> { .init(expects: "a font") }
    /// Attributed text, a list of runs (`TemplateValue.asAttributedText()`).
    static var attributedText: TemplateValueKind<AttributedText> {
        .init(expects: "attributed text (a list of runs)") { value throws(TemplateValueError) in try value.asAttributedText() }
    }
    /// A colour, or `nil` for none (`TemplateValue.asColor()`: `none` clears, where a
    /// `Color?` `@Inspectable` property would refuse it).
    static var color: TemplateValueKind<Color?> {
        .init(expects: "a colour") { value throws(TemplateValueError) in try value.asColor() }
    }
}

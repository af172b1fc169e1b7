/// What a run of attributed text looks like: every attribute is optional, and one left `nil`
/// takes the value of the view showing the text (its `font`, `textColor`, `textAlignment`), as
/// UIKit's attributed strings take a label's defaults.
public struct TextAttributes: Hashable, Sendable {
    /// The font (`NSAttributedString.Key.font`).
    public var font: Font?
    /// The colour of the glyphs (`.foregroundColor`).
    public var foregroundColor: Color?
    /// A colour filled behind the glyphs, line high (`.backgroundColor`).
    public var backgroundColor: Color?
    /// A line under the text (`.underlineStyle`).
    public var underlineStyle: TextLineStyle?
    /// The underline's colour; the text's colour when `nil`.
    public var underlineColor: Color?
    /// A line through the text (`.strikethroughStyle`).
    public var strikethroughStyle: TextLineStyle?
    /// The strikethrough's colour; the text's colour when `nil`.
    public var strikethroughColor: Color?
    /// Extra space after each character, in points (`.kern`).
    public var kern: Double?
    /// How far the glyphs are raised above the baseline, in points (`.baselineOffset`).
    public var baselineOffset: Double?
    /// A link target: drawn in the tint colour and underlined unless the run says otherwise;
    /// a label reports taps on it (`.link`).
    public var link: String?
    /// The alignment of the paragraph that starts in this run (a paragraph takes its first
    /// character's; `NSParagraphStyle.alignment`).
    public var alignment: TextAlignment?
    /// Extra space between the lines of the paragraph, in points (`NSParagraphStyle.lineSpacing`).
    public var lineSpacing: Double?
    /// Extra space after the paragraph, in points (`NSParagraphStyle.paragraphSpacing`).
    public var paragraphSpacing: Double?

    /// Creates attributes; those not given follow the view.
    public init(
        font: Font? = nil, foregroundColor: Color? = nil, backgroundColor: Color? = nil,
        underlineStyle: TextLineStyle? = nil, underlineColor: Color? = nil,
        strikethroughStyle: TextLineStyle? = nil, strikethroughColor: Color? = nil,
        kern: Double? = nil, baselineOffset: Double? = nil, link: String? = nil,
        alignment: TextAlignment? = nil, lineSpacing: Double? = nil, paragraphSpacing: Double? = nil
    ) {
        self.font = font
        self.foregroundColor = foregroundColor
        self.backgroundColor = backgroundColor
        self.underlineStyle = underlineStyle
        self.underlineColor = underlineColor
        self.strikethroughStyle = strikethroughStyle
        self.strikethroughColor = strikethroughColor
        self.kern = kern
        self.baselineOffset = baselineOffset
        self.link = link
        self.alignment = alignment
        self.lineSpacing = lineSpacing
        self.paragraphSpacing = paragraphSpacing
    }

    /// No attributes: everything follows the view.
    public static let plain = TextAttributes()

    /// These attributes with `other`'s set ones on top.
    public func merging(_ other: TextAttributes) -> TextAttributes {
        TextAttributes(
            font: other.font ?? font, foregroundColor: other.foregroundColor ?? foregroundColor,
            backgroundColor: other.backgroundColor ?? backgroundColor,
            underlineStyle: other.underlineStyle ?? underlineStyle, underlineColor: other.underlineColor ?? underlineColor,
            strikethroughStyle: other.strikethroughStyle ?? strikethroughStyle,
            strikethroughColor: other.strikethroughColor ?? strikethroughColor,
            kern: other.kern ?? kern, baselineOffset: other.baselineOffset ?? baselineOffset, link: other.link ?? link,
            alignment: other.alignment ?? alignment, lineSpacing: other.lineSpacing ?? lineSpacing,
            paragraphSpacing: other.paragraphSpacing ?? paragraphSpacing)
    }
}

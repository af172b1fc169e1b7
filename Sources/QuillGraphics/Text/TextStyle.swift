import QuillFoundation

/// How a piece of text is to be laid out.
public struct TextStyle: Hashable, Sendable {
    /// The font of every character the text's own attributes do not change.
    public var font: Font
    /// How each line is placed between the edges of the layout width (`NSTextAlignment`).
    public var alignment: TextAlignment
    /// How lines wrap and where an ellipsis goes when the text does not fit (`NSLineBreakMode`).
    public var lineBreakMode: LineBreakMode
    /// The most lines to show; 0 means no limit.
    public var numberOfLines: Int
    /// The direction of the interface the text sits in: in a right-to-left one, `.natural`
    /// alignment is right and a paragraph with no strong character reads right to left.
    public var layoutDirection: UserInterfaceLayoutDirection

    /// Creates a style.
    public init(
        font: Font = .systemFont(ofSize: Font.defaultSize), alignment: TextAlignment = .natural,
        lineBreakMode: LineBreakMode = .byTruncatingTail, numberOfLines: Int = 1,
        layoutDirection: UserInterfaceLayoutDirection = .leftToRight
    ) {
        self.layoutDirection = layoutDirection
        self.font = font
        self.alignment = alignment
        self.lineBreakMode = lineBreakMode
        self.numberOfLines = numberOfLines
    }
}

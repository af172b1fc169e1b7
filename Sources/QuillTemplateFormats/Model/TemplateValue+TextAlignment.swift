import QuillFoundation

extension TemplateValue {
    /// The names templates give text alignments (Interface Builder's `textAlignment` values).
    package static let textAlignments: [(String, TextAlignment)] = [("left", .left), ("center", .center), ("right", .right), ("natural", .natural)]
}

import QuillFoundation
extension LayoutConstraint {
    /// The constraints a line of Apple's visual format language describes (not activated),
    /// UIKit's `constraints(withVisualFormat:options:metrics:views:)`:
    ///
    ///     let row = try LayoutConstraint.constraints(
    ///         withVisualFormat: "H:|-[name(>=80)]-[field]-|", options: .alignAllCenterY,
    ///         metrics: [:], views: ["name": name, "field": field])
    ///
    /// `|` is the views' superview; `-` the standard space (8 between views, 20 to the
    /// superview's edge); `-N-`, `-(>=N@750)-` spaces; `[view(==other)]`, `[view(44)]` sizes.
    /// Options align every view with the previous one across the direction of the format.
    /// - Throws: `VisualFormatError` with the column of the mistake: bad syntax, a view or metric
    ///   not in the dictionaries, `|` for views without a superview, alignment along the format.
    public static func constraints(
        withVisualFormat format: String, options: LayoutFormatOptions = [], metrics: [String: Double] = [:],
        views: [String: any LayoutItem]
    ) throws(VisualFormatError) -> [LayoutConstraint] {
        var parser = VisualFormatParser(format: format, metrics: metrics)
        let layout = try parser.parse()
        var maker = try VisualFormatConstraints(format: format, parser: parser, layout: layout, options: options, views: views)
        try maker.addAlongFormat()
        try maker.addAlignments(options.alignmentAttributes)
        return maker.result
    }
}

/// The constraints of one parsed line of the visual format language, made in UIKit's order:
/// spaces and sizes along the format, then alignments across it.
@MainActor
private struct VisualFormatConstraints {
    let format: String
    /// The parser that read the format, which words errors with the format and a column.
    let parser: VisualFormatParser
    let layout: VisualFormatParser.Layout
    let views: [String: any LayoutItem]
    /// The format's views, in order.
    let items: [any LayoutItem]
    /// The attributes the format runs along.
    let leading: LayoutAttribute, trailing: LayoutAttribute, size: LayoutAttribute
    /// With right to left, "after" means "to the left of": spaces are measured the other way.
    let reversed: Bool
    private(set) var result: [LayoutConstraint] = []

    /// Finds the format's views in `views`.
    /// - Throws: `VisualFormatError` for a view not in the dictionary.
    init(
        format: String, parser: VisualFormatParser, layout: VisualFormatParser.Layout, options: LayoutFormatOptions,
        views: [String: any LayoutItem]
    ) throws(VisualFormatError) {
        self.format = format
        self.parser = parser
        self.layout = layout
        self.views = views
        items = try layout.views.map { element throws(VisualFormatError) in
            try VisualFormatConstraints.item(element.name, column: element.column + 1, views: views, parser: parser)
        }
        // Which attributes the format runs along.
        if layout.isVertical {
            (leading, trailing, size) = (.top, .bottom, .height)
        } else if options.contains(.directionLeftToRight) {
            (leading, trailing, size) = (.left, .right, .width)
        } else if options.contains(.directionRightToLeft) {
            (leading, trailing, size) = (.right, .left, .width)
        } else {
            (leading, trailing, size) = (.leading, .trailing, .width)
        }
        reversed = !layout.isVertical && options.contains(.directionRightToLeft)
    }

    /// The view named `name` in `views`; an error at `column` naming the views there when none is.
    private static func item(
        _ name: String, column: Int, views: [String: any LayoutItem], parser: VisualFormatParser
    ) throws(VisualFormatError) -> any LayoutItem {
        if let item = views[name] { return item }
        let known = views.keys.sorted()
        throw parser.error("no view named '\(name)' in the views dictionary" + (known.isEmpty ? "" : " (views: \(known.joined(separator: ", ")))"), at: column)
    }

    /// Adds the constraints along the format, from its start to its end: the space from the
    /// superview's edge, each view's sizes after the space before it, and the space to the
    /// superview's other edge.
    /// - Throws: `VisualFormatError` for `|` when the views have no superview, or a size
    ///   relative to a view not in the dictionary.
    mutating func addAlongFormat() throws(VisualFormatError) {
        var superview: View?
        if layout.leadingSuperview != nil || layout.trailingSuperview != nil {
            let first = items[0]
            guard let parent = (first as? View)?.superview ?? (first is LayoutGuide ? first.layoutOwner : nil) else {
                throw parser.error("'|' stands for the views' superview, but '\(layout.views[0].name)' has none", at: layout.views[0].column + 1)
            }
            superview = parent
        }
        if let connection = layout.leadingSuperview, let superview {
            addSpacing(connection, from: superview, leading, to: items[0], leading, standard: LayoutConstants.superviewSpacing)
        }
        for (i, element) in layout.views.enumerated() {
            if i > 0 {
                addSpacing(layout.connections[i - 1], from: items[i - 1], trailing, to: items[i], leading, standard: LayoutConstants.systemSpacing)
            }
            try addSizes(element.predicates, of: items[i])
        }
        if let connection = layout.trailingSuperview, let superview, let last = items.last {
            addSpacing(connection, from: last, trailing, to: superview, trailing, standard: LayoutConstants.superviewSpacing)
        }
    }

    /// Adds the spaces of a connection between two items: second.attribute - first.attribute
    /// (relation) spacing, written as second == first + spacing (the other way when reversed).
    private mutating func addSpacing(
        _ connection: VisualFormatParser.Connection, from first: any LayoutItem, _ firstAttribute: LayoutAttribute,
        to second: any LayoutItem, _ secondAttribute: LayoutAttribute, standard: Double
    ) {
        let spaces: [(relation: LayoutRelation, constant: Double, priority: Double)]
        switch connection {
        case .flush: spaces = [(.equal, 0, 1000)]
        case .standard: spaces = [(.equal, standard, 1000)]
        case .predicates(let predicates): spaces = predicates.map { ($0.relation, $0.constant ?? 0, $0.priority) }
        }
        for space in spaces {
            if reversed {
                append(LayoutConstraint(
                    item: first, attribute: firstAttribute, relatedBy: space.relation, toItem: second, attribute: secondAttribute,
                    constant: space.constant, priority: LayoutPriority(space.priority)))
            } else {
                append(LayoutConstraint(
                    item: second, attribute: secondAttribute, relatedBy: space.relation, toItem: first, attribute: firstAttribute,
                    constant: space.constant, priority: LayoutPriority(space.priority)))
            }
        }
    }

    /// Adds a view's size predicates (`[view(>=80)]`, `[view(==other)]`).
    /// - Throws: `VisualFormatError` for a view not in the dictionary.
    private mutating func addSizes(_ predicates: [VisualFormatParser.Predicate], of item: any LayoutItem) throws(VisualFormatError) {
        for predicate in predicates {
            if let name = predicate.viewName {
                append(LayoutConstraint(
                    item: item, attribute: size, relatedBy: predicate.relation,
                    toItem: try VisualFormatConstraints.item(name, column: predicate.column + 1, views: views, parser: parser), attribute: size,
                    priority: LayoutPriority(predicate.priority)))
            } else {
                append(LayoutConstraint(
                    item: item, attribute: size, relatedBy: predicate.relation, constant: predicate.constant ?? 0,
                    priority: LayoutPriority(predicate.priority)))
            }
        }
    }

    /// Aligns every view with the previous one by each attribute, which must run across the
    /// format.
    /// - Throws: `VisualFormatError` for an alignment along the format.
    mutating func addAlignments(_ alignments: [LayoutAttribute]) throws(VisualFormatError) {
        for attribute in alignments {
            let vertical: Set<LayoutAttribute> = [.top, .bottom, .centerY, .firstBaseline, .lastBaseline]
            if layout.isVertical ? vertical.contains(attribute) : attribute.isHorizontal {
                throw parser.error(
                    "the option to align by \(attribute) runs along this \(layout.isVertical ? "vertical" : "horizontal") format; alignment goes across it",
                    at: 0)
            }
        }
        for attribute in alignments {
            for i in 1..<Swift.max(1, items.count) {
                append(LayoutConstraint(item: items[i], attribute: attribute, relatedBy: .equal, toItem: items[i - 1], attribute: attribute))
            }
        }
    }

    /// Adds a constraint, marked as made by this format.
    private mutating func append(_ constraint: LayoutConstraint) {
        constraint.origin = "visual format '\(format)'"
        result.append(constraint)
    }
}

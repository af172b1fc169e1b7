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
        func item(_ name: String, column: Int) throws(VisualFormatError) -> any LayoutItem {
            if let item = views[name] { return item }
            let known = views.keys.sorted()
            throw parser.error("no view named '\(name)' in the views dictionary" + (known.isEmpty ? "" : " (views: \(known.joined(separator: ", ")))"), at: column)
        }
        let items = try layout.views.map { element throws(VisualFormatError) in try item(element.name, column: element.column + 1) }

        // Which attributes the format runs along.
        let leading: LayoutAttribute, trailing: LayoutAttribute, size: LayoutAttribute
        if layout.isVertical {
            (leading, trailing, size) = (.top, .bottom, .height)
        } else if options.contains(.directionLeftToRight) {
            (leading, trailing, size) = (.left, .right, .width)
        } else if options.contains(.directionRightToLeft) {
            (leading, trailing, size) = (.right, .left, .width)
        } else {
            (leading, trailing, size) = (.leading, .trailing, .width)
        }
        // With right to left, "after" means "to the left of": spaces are measured the other way.
        let reversed = !layout.isVertical && options.contains(.directionRightToLeft)

        var result: [LayoutConstraint] = []
        func spacing(
            _ connection: VisualFormatParser.Connection, from first: any LayoutItem, _ firstAttribute: LayoutAttribute,
            to second: any LayoutItem, _ secondAttribute: LayoutAttribute, standard: Double
        ) {
            // second.attribute - first.attribute (rel) spacing, written as second == first + spacing.
            func add(_ relation: LayoutRelation, _ constant: Double, _ priority: Double) {
                let c: LayoutConstraint
                if reversed {
                    c = LayoutConstraint(
                        item: first, attribute: firstAttribute, relatedBy: relation, toItem: second, attribute: secondAttribute,
                        constant: constant, priority: LayoutPriority(priority))
                } else {
                    c = LayoutConstraint(
                        item: second, attribute: secondAttribute, relatedBy: relation, toItem: first, attribute: firstAttribute,
                        constant: constant, priority: LayoutPriority(priority))
                }
                c.origin = "visual format '\(format)'"
                result.append(c)
            }
            switch connection {
            case .flush: add(.equal, 0, 1000)
            case .standard: add(.equal, standard, 1000)
            case .predicates(let predicates):
                for predicate in predicates { add(predicate.relation, predicate.constant ?? 0, predicate.priority) }
            }
        }

        var superview: View?
        if layout.leadingSuperview != nil || layout.trailingSuperview != nil {
            let first = items[0]
            guard let parent = (first as? View)?.superview ?? (first is LayoutGuide ? first.layoutOwner : nil) else {
                throw parser.error("'|' stands for the views' superview, but '\(layout.views[0].name)' has none", at: layout.views[0].column + 1)
            }
            superview = parent
        }
        if let connection = layout.leadingSuperview, let superview {
            spacing(connection, from: superview, leading, to: items[0], leading, standard: LayoutConstants.superviewSpacing)
        }
        for (i, element) in layout.views.enumerated() {
            if i > 0 {
                spacing(layout.connections[i - 1], from: items[i - 1], trailing, to: items[i], leading, standard: LayoutConstants.systemSpacing)
            }
            for predicate in element.predicates {
                let c: LayoutConstraint
                if let name = predicate.viewName {
                    c = LayoutConstraint(
                        item: items[i], attribute: size, relatedBy: predicate.relation,
                        toItem: try item(name, column: predicate.column + 1), attribute: size, priority: LayoutPriority(predicate.priority))
                } else {
                    c = LayoutConstraint(
                        item: items[i], attribute: size, relatedBy: predicate.relation, constant: predicate.constant ?? 0,
                        priority: LayoutPriority(predicate.priority))
                }
                c.origin = "visual format '\(format)'"
                result.append(c)
            }
        }
        if let connection = layout.trailingSuperview, let superview, let last = items.last {
            spacing(connection, from: last, trailing, to: superview, trailing, standard: LayoutConstants.superviewSpacing)
        }

        let alignments = options.alignmentAttributes
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
                let c = LayoutConstraint(item: items[i], attribute: attribute, relatedBy: .equal, toItem: items[i - 1], attribute: attribute)
                c.origin = "visual format '\(format)'"
                result.append(c)
            }
        }
        return result
    }
}

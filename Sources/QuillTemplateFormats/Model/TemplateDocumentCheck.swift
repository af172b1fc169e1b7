import QuillFoundation

/// Checks a document every reader produced against `TemplateLimits` before anything is built
/// from it: nesting depth and object count (walked without recursion, since the later passes
/// recurse per level), and every typed value: numbers finite, geometry within
/// ±`maximumCoordinate`, font sizes within `0 < size <= maximumFontSize`, texts within
/// `maximumTextLength`, constraint constants, multipliers and priorities in range. What fails
/// is an error at the place the file wrote it, so `quill lint` and `quill convert` refuse the
/// same files instantiation would.
package enum TemplateDocumentCheck {
    package static func check(_ document: TemplateDocument) throws(TemplateError) {
        var problems: [TemplateDiagnostic] = []
        func problem(_ message: String, _ location: SourceLocation, _ hint: String) {
            if problems.count < 20 { problems.append(TemplateDiagnostic(.error, message, at: location, hint: hint)) }
        }
        var stack: [(object: TemplateObject, depth: Int)] = document.objects.reversed().map { ($0, 1) }
        var count = 0
        while let (object, depth) = stack.popLast() {
            // Constraints count as objects: each is solved like a view's frame (issue 25: 3,000
            // views with 12,000 constraints kept lint busy for 94 s).
            count += 1 + object.constraints.count
            if count > TemplateLimits.maximumObjectCount {
                problem(
                    "the template has more than \(TemplateLimits.maximumObjectCount) objects and constraints", object.location,
                    "Quill reads templates up to that size (see docs/Limits.md); split the template")
                break
            }
            if depth > TemplateLimits.maximumViewDepth {
                problem(
                    "views nest deeper than \(TemplateLimits.maximumViewDepth) levels", object.location,
                    "Quill reads templates up to that depth (see docs/Limits.md); flatten the view hierarchy")
                continue
            }
            for text in [object.id, object.className, object.customClass ?? "", object.customModule ?? ""] where text.utf8.count > TemplateLimits.maximumNameLength {
                problem(
                    "the name '\(TemplateLimits.abbreviated(text, to: 40))' is \(text.utf8.count) bytes long", object.location,
                    "ids and class names are limited to \(TemplateLimits.maximumNameLength) bytes (see docs/Limits.md)")
            }
            for property in object.properties {
                if property.name.utf8.count > TemplateLimits.maximumNameLength {
                    problem(
                        "the property name '\(TemplateLimits.abbreviated(property.name, to: 40))' is \(property.name.utf8.count) bytes long", property.location,
                        "names are limited to \(TemplateLimits.maximumNameLength) bytes (see docs/Limits.md)")
                    continue
                }
                if let reason = TemplateDocumentCheck.reason(property.value, property: property.name, depth: 0) {
                    problem("'\(property.name)': \(reason)", property.location, "see docs/Limits.md for the values Quill accepts")
                }
            }
            for constraint in object.constraints {
                for (message, hint) in constraintProblems(constraint) { problem(message, constraint.location, hint) }
            }
            for part in object.parts.reversed() { stack.append((part.object, depth + 1)) }
            for subview in object.subviews.reversed() { stack.append((subview, depth + 1)) }
        }
        for connection in document.connections where connection.name.utf8.count > TemplateLimits.maximumNameLength {
            problem(
                "the connection name '\(TemplateLimits.abbreviated(connection.name, to: 40))' is \(connection.name.utf8.count) bytes long", connection.location,
                "names are limited to \(TemplateLimits.maximumNameLength) bytes (see docs/Limits.md)")
        }
        if !problems.isEmpty { throw TemplateError(problems) }
    }

    /// What is wrong with a constraint, each with its hint: numbers out of range, a priority
    /// outside 0...1000, or attributes that cannot be related.
    static func constraintProblems(_ constraint: TemplateConstraint) -> [(String, String)] {
        var problems: [(String, String)] = []
        let numbers = [("constant", constraint.constant, TemplateLimits.maximumCoordinate), ("multiplier", constraint.multiplier, TemplateLimits.maximumCoordinate)]
        for (name, value, limit) in numbers where !(value.isFinite && abs(value) <= limit) {
            problems.append(("the constraint's \(name) \(value) is not a finite number within ±\(Int(limit))", "see docs/Limits.md for the values Quill accepts"))
        }
        // Positions relate to positions on the same axis and sizes to sizes (UIKit raises for
        // the rest); a template that said `top == leading` was accepted and solved to nonsense
        // (issue 25).
        let first = constraint.firstAttribute, second = constraint.secondAttribute
        if first != .notAnAttribute, second != .notAnAttribute {
            if first.isDimension != second.isDimension {
                problems.append((
                    "the constraint relates \(first.isDimension ? "a size" : "a position") ('\(first)') to \(second.isDimension ? "a size" : "a position") ('\(second)')",
                    "relate positions to positions and sizes to sizes"))
            } else if !first.isDimension, first.isHorizontal != second.isHorizontal {
                problems.append((
                    "the constraint relates a \(first.isHorizontal ? "horizontal" : "vertical") position ('\(first)') to a \(second.isHorizontal ? "horizontal" : "vertical") one ('\(second)')",
                    "relate edges and centres on the same axis: leading, trailing, left, right and centerX, or top, bottom, centerY and the baselines"))
            }
        }
        if !(constraint.priority.isFinite && constraint.priority >= 0 && constraint.priority <= 1000) {
            problems.append(("the constraint's priority \(constraint.priority) is not within 0...1000", "priorities run from 1 to 1000 (required)"))
        }
        return problems
    }

    /// Why a value is out of range, or `nil` when it is fine.
    static func reason(_ value: TemplateValue, property: String, depth: Int) -> String? {
        let limit = TemplateLimits.maximumCoordinate
        func geometry(_ numbers: [Double], _ what: String) -> String? {
            for n in numbers where !n.isFinite { return "\(what) holds \(n), not a finite number" }
            for n in numbers where abs(n) > limit { return "\(what) holds \(n), beyond ±\(Int(limit)) points" }
            return nil
        }
        switch value {
        case .number(let n):
            if !n.isFinite { return "\(n) is not a finite number" }
            if abs(n) > 9.0e15 { return "\(n) is too large (numbers must be below 9e15)" }
            return nil
        case .rect(let r): return geometry([r.origin.x, r.origin.y, r.size.width, r.size.height], "the rectangle")
        case .point(let p): return geometry([p.x, p.y], "the point")
        case .size(let s): return geometry([s.width, s.height], "the size")
        case .insets(let i): return geometry([i.top, i.left, i.bottom, i.right], "the insets")
        case .font(let f):
            if !(f.size.isFinite && f.size > 0 && f.size <= TemplateLimits.maximumFontSize) {
                return "font size \(f.size) is not within 0 < size ≤ \(Int(TemplateLimits.maximumFontSize))"
            }
            return nil
        case .color(let c):
            for n in [c.red, c.green, c.blue, c.alpha] where !n.isFinite { return "a colour component is \(n)" }
            return nil
        case .text(let s), .image(let s):
            return s.utf8.count > TemplateLimits.maximumTextLength
                ? "a text of \(s.utf8.count) bytes, more than \(TemplateLimits.maximumTextLength)" : nil
        case .list(let items):
            if depth > 50 { return "values nest too deep" }
            for item in items { if let r = reason(item, property: property, depth: depth + 1) { return r } }
            return nil
        case .map(let entries):
            if depth > 50 { return "values nest too deep" }
            for entry in entries { if let r = reason(entry.value, property: property, depth: depth + 1) { return r } }
            return nil
        case .bool, .null:
            return nil
        }
    }
}

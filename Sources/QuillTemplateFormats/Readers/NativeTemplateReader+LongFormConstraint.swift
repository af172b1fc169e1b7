import QuillFoundation
import Yams

/// The long mapping form of a constraint (`{first: title, attribute: top, second: self, …}`).
/// A value of the wrong type is an error at its line and the constraint is not made: read as
/// if absent, `second: [b]` once made `a.width == 0` and `attribute: [height]` dropped the
/// constraint without a word (issue 25, class 9).
extension NativeTemplateReader.Reader {
    /// The fields of a long-form constraint as they are read, with whether any was wrong.
    private struct Fields {
        let entries: [String: Node]
        var isWrong = false
    }

    mutating func longFormConstraint(_ entries: [String: Node], _ node: Node) -> TemplateConstraint? {
        guard entries["attribute"] != nil else {
            error("the constraint has no 'attribute:'", node, hint: "e.g. 'attribute: top', or write it as a rule: 'title.top == self.top + 8'")
            return nil
        }
        var fields = Fields(entries: entries)
        guard let first = attribute("attribute", &fields) else { return nil }
        let relation = relation(&fields)
        let firstItem = text("first", "the id of a view or a layout guide", &fields)
        let second = text("second", "the id of a view or a layout guide", &fields)
        var secondAttribute = attribute("secondAttribute", &fields) ?? .notAnAttribute
        if second != nil, entries["secondAttribute"] == nil { secondAttribute = first }
        if second == nil, let given = entries["secondAttribute"], !fields.isWrong {
            error("'secondAttribute' is given but 'second' is not", given, hint: "name the other item with 'second:', or leave 'secondAttribute' out for a constant")
            fields.isWrong = true
        }
        let priority = number("priority", 1000, &fields)
        if !(1...1000).contains(priority), let given = entries["priority"] { error("priority must be 1...1000", given) }
        let isPlaceholder = flag("placeholder", &fields)
        let identifier = text("identifier", "a name (text)", &fields)
        let explicitID = text("id", "an id (text)", &fields)
        let multiplier = number("multiplier", 1, &fields), constant = number("constant", 0, &fields)
        if fields.isWrong { return nil }
        generatedIDs += 1
        let id = explicitID ?? "constraint-\(generatedIDs)"
        if let idNode = entries["id"] { noteID(id, idNode) }
        return TemplateConstraint(
            id: id, firstItem: firstItem, firstAttribute: first, relation: relation, secondItem: second,
            secondAttribute: secondAttribute, multiplier: multiplier, constant: constant,
            priority: Swift.min(1000, Swift.max(1, priority)), identifier: identifier, isPlaceholder: isPlaceholder,
            location: location(node))
    }

    /// A plain value; a list or a mapping is an error.
    private mutating func text(_ key: String, _ what: String, _ fields: inout Fields) -> String? {
        guard let node = fields.entries[key] else { return nil }
        if let scalar = node.scalar { return scalar.string }
        let example = NativeTemplateReader.constraintKeyExamples[key] ?? "…"
        error("'\(key)' must be \(what), not a list or a mapping", node, hint: "write it on one line, e.g. '\(key): \(example)'")
        fields.isWrong = true
        return nil
    }

    private mutating func number(_ key: String, _ fallback: Double, _ fields: inout Fields) -> Double {
        guard let node = fields.entries[key] else { return fallback }
        if let value = node.scalar.flatMap({ Double($0.string) }), value.isFinite { return value }
        error("'\(key)' must be a number", node, hint: "e.g. '\(key): \(NativeTemplateReader.constraintKeyExamples[key] ?? "1")'")
        fields.isWrong = true
        return fallback
    }

    private mutating func attribute(_ key: String, _ fields: inout Fields) -> LayoutAttribute? {
        guard let name = text(key, "an attribute such as 'top' or 'width'", &fields) else { return nil }
        if let attribute = ConstraintRuleParser.attribute(named: name) { return attribute }
        error("unknown attribute '\(name)'", fields.entries[key]!, hint: "attributes are: \(ConstraintRuleParser.attributeList)")
        fields.isWrong = true
        return nil
    }

    private mutating func relation(_ fields: inout Fields) -> LayoutRelation {
        guard let name = text("relation", "equal, lessThanOrEqual or greaterThanOrEqual", &fields) else { return .equal }
        switch name {
        case "equal", "==": return .equal
        case "lessThanOrEqual", "<=": return .lessThanOrEqual
        case "greaterThanOrEqual", ">=": return .greaterThanOrEqual
        default:
            error("unknown relation '\(name)'", fields.entries["relation"]!, hint: "use equal, lessThanOrEqual or greaterThanOrEqual")
            fields.isWrong = true
            return .equal
        }
    }

    private mutating func flag(_ key: String, _ fields: inout Fields) -> Bool {
        guard let value = text(key, "true or false", &fields) else { return false }
        switch value.lowercased() {
        case "true", "yes": return true
        case "false", "no": return false
        default:
            error("'\(key)' must be true or false, not '\(value)'", fields.entries[key]!, hint: "'placeholder: true' keeps the constraint out of the running layout, as Interface Builder's 'remove at build time'")
            fields.isWrong = true
            return false
        }
    }
}

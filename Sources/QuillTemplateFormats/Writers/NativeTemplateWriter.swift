import Foundation
import QuillFoundation

/// Writes a template document (read from a .xib or a native template) as a native template:
/// reading the text back gives the same objects, properties, parts, connections and constraints,
/// so both load into the same views (`quill convert`, docs/Templates.md).
///
/// Objects keep their ids, custom classes keep their base class (`class: MyCell` with
/// `baseClass: TableViewCell`, which lenient loading falls back to), colours that are not whole
/// 8-bit values are written as components, and text is quoted wherever YAML would read it
/// differently.
public enum NativeTemplateWriter {
    /// The native text for `document`, with a comment saying where it came from.
    public static func write(_ document: TemplateDocument, comment: String? = nil) -> NativeTemplateText {
        let renaming = NativeIDRenaming(document)
        var writer = Writer(document: renaming.apply(to: document))
        writer.renamedIDs = renaming.renamedIDs
        writer.writeDocument(comment: comment)
        return NativeTemplateText(text: writer.lines.joined(separator: "\n") + "\n", omissions: writer.omissions)
    }

    /// One conversion's state: the lines so far and the connections grouped by source.
    private struct Writer {
        let document: TemplateDocument
        var lines: [String] = []
        var omissions: [String] = []
        /// Connections by source object id, in document order.
        var connectionsBySource: [String: [TemplateConnection]] = [:]
        var ownerConnections: [TemplateConnection] = []
        /// Ids the native format cannot hold and what they were written as, for a comment.
        var renamedIDs: [(from: String, to: String)] = []
        let ids: Set<String>
        /// A .xib's guide ids and how the native format names them (`VIEW.safeArea`).
        let guideNames: [String: String]

        init(document: TemplateDocument) {
            self.document = document
            ids = Set(document.allObjects.map(\.id))
            var guideNames: [String: String] = [:]
            for object in document.allObjects {
                for guide in object.layoutGuides { guideNames[guide.id] = "\(object.id).\(guide.kind.rawValue)" }
            }
            self.guideNames = guideNames
        }

        mutating func omit(_ message: String) {
            omissions.append(message)
        }

        mutating func writeDocument(comment: String?) {
            if let comment {
                for line in comment.split(separator: "\n", omittingEmptySubsequences: false) { lines.append("# \(line)") }
            }
            sortConnections()
            for diagnostic in document.diagnostics { lines.append("# \(diagnostic.severity.rawValue) in the source: \(oneLine(diagnostic.message))") }
            for (from, to) in renamedIDs {
                lines.append("# id \(NativeTemplateWriter.scalar(oneLine(from))) is written as '\(to)': a native id has no dots and is not owner, firstResponder, self or superview")
            }
            lines.append("quill: \(NativeTemplateReader.formatVersion)")
            if document.ownerClass != nil || !ownerConnections.isEmpty {
                lines.append("owner:")
                if let owner = document.ownerClass { lines.append("  class: \(NativeTemplateWriter.scalar(owner))") }
                writeOutlets(ownerConnections, indent: "  ")
            }
            if !document.declaredImageSizes.isEmpty {
                // The sizes of the images the template names, for placeholders when one is missing.
                lines.append("imageSizes:")
                for (name, size) in document.declaredImageSizes.sorted(by: { $0.key < $1.key }) {
                    lines.append("  \(NativeTemplateWriter.scalar(name)): [\(NativeTemplateWriter.number(size.width)), \(NativeTemplateWriter.number(size.height))]")
                }
            }
            if let device = document.designDevice {
                // Interface Builder's device and version, so tools lay the template out as it did.
                let version = document.designToolsVersion.map { ", toolsVersion: \($0)" } ?? ""
                lines.append("designedFor: {device: \(NativeTemplateWriter.scalar(device))\(version)}")
            }
            lines.append("objects:")
            for object in document.objects { writeObject(object, indent: "    ", listItem: true) }
            if !omissions.isEmpty {
                lines.append("")
                lines.append("# Not converted (the native format cannot say it):")
                for omission in omissions { lines.append("#   \(oneLine(omission))") }
            }
        }

        /// Files each connection under its source, or notes why it cannot be written.
        mutating func sortConnections() {
            for connection in document.connections {
                if case .object(let id) = connection.destination, !ids.contains(id) {
                    omit("\(describe(connection)): the destination '\(id)' is not an object of the template (its element was not read)")
                    continue
                }
                switch connection.source {
                case .owner:
                    if case .action = connection.kind {
                        omit("\(describe(connection)): File's Owner cannot send actions")
                    } else {
                        ownerConnections.append(connection)
                    }
                case .firstResponder:
                    omit("\(describe(connection)): First Responder cannot be the source of a connection")
                case .object(let id):
                    if ids.contains(id) {
                        connectionsBySource[id, default: []].append(connection)
                    } else {
                        omit("\(describe(connection)): the source '\(id)' is not an object of the template (its element was not read)")
                    }
                }
            }
        }

        func describe(_ connection: TemplateConnection) -> String {
            let kind: String
            switch connection.kind {
            case .outlet: kind = "outlet"
            case .outletCollection: kind = "outlet collection"
            case .action(let events): kind = events.isEmpty ? "action" : "action on \(ControlEventNames.name(of: events))"
            }
            return "\(kind) \(connection.name): \(NativeTemplateWriter.referenceName(connection.source)) -> \(NativeTemplateWriter.referenceName(connection.destination))"
        }

        /// An object's keyed parts; a key several parts share (a toolbar's items) holds a list.
        mutating func writeParts(of object: TemplateObject, indent: String) {
            var written: Set<String> = []
            for part in object.parts where !written.contains(part.key) {
                written.insert(part.key)
                lines.append(indent + "  \(NativeTemplateWriter.scalar(part.key)):")
                let same = object.parts.filter { $0.key == part.key }
                if same.count > 1 {
                    for (n, item) in same.enumerated() {
                        writeObject(item.object, indent: indent + "      ", listItem: true, defaultID: "\(object.id).\(part.key).\(n)")
                    }
                } else {
                    writeObject(part.object, indent: indent + "    ", listItem: false, defaultID: "\(object.id).\(part.key)")
                }
            }
        }

        mutating func writeObject(_ object: TemplateObject, indent: String, listItem: Bool, defaultID: String? = nil) {
            var first = true
            func line(_ text: String) -> String {
                defer { first = false }
                return listItem && first ? String(indent.dropLast(2)) + "- " + text : indent + text
            }
            let custom = object.customClass.flatMap { $0 == object.className ? nil : $0 }
            lines.append(line("class: \(NativeTemplateWriter.scalar(custom ?? object.className))"))
            if custom != nil { lines.append(line("baseClass: \(NativeTemplateWriter.scalar(object.className))")) }
            if let module = object.customModule { lines.append(line("module: \(NativeTemplateWriter.scalar(module))")) }
            if object.id != defaultID { lines.append(line("id: \(NativeTemplateWriter.scalar(object.id))")) }
            // A property set twice keeps its last value, where the last one was; per-state maps
            // (a button's title for normal, highlighted…) add up, as they do when applied.
            var lastIndex: [String: Int] = [:]
            var mergedMaps: [String: [TemplateEntry]] = [:]
            for (index, property) in object.properties.enumerated() {
                lastIndex[property.name] = index
                if case .map(let entries) = property.value {
                    let earlier = (mergedMaps[property.name] ?? []).filter { old in !entries.contains { $0.key == old.key } }
                    mergedMaps[property.name] = earlier + entries
                } else {
                    mergedMaps[property.name] = nil
                }
            }
            for (index, property) in object.properties.enumerated() where lastIndex[property.name] == index {
                if NativeTemplateReader.structuralKeys.contains(property.name) {
                    omit("property '\(property.name)' of '\(object.id)' = \(property.value.summary): the name is a structural key")
                    continue
                }
                let value = mergedMaps[property.name].map { TemplateValue.map($0) } ?? property.value
                lines.append(line("\(NativeTemplateWriter.scalar(property.name)): \(NativeTemplateWriter.value(value))"))
            }
            if !object.subviews.isEmpty {
                lines.append(line("subviews:"))
                for subview in object.subviews { writeObject(subview, indent: indent + "    ", listItem: true) }
            }
            if !object.parts.isEmpty {
                lines.append(line("parts:"))
                writeParts(of: object, indent: indent)
            }
            let connections = connectionsBySource[object.id] ?? []
            writeOutlets(connections, indent: indent)
            writeActions(connections, indent: indent, objectID: object.id)
            if !object.constraints.isEmpty {
                lines.append(line("constraints:"))
                for var constraint in object.constraints {
                    constraint.firstItem = constraint.firstItem.map { guideNames[$0] ?? $0 }
                    constraint.secondItem = constraint.secondItem.map { guideNames[$0] ?? $0 }
                    lines.append(indent + "  - " + NativeTemplateWriter.constraint(constraint))
                }
            }
        }

        mutating func writeOutlets(_ connections: [TemplateConnection], indent: String) {
            var outlets: [(String, String)] = []
            var collections: [(String, [String])] = []
            for connection in connections {
                let destination = NativeTemplateWriter.scalar(NativeTemplateWriter.referenceName(connection.destination))
                switch connection.kind {
                case .outlet:
                    if outlets.contains(where: { $0.0 == connection.name }) {
                        omit("\(describe(connection)): the outlet is connected twice; the first connection is kept")
                    } else {
                        outlets.append((connection.name, destination))
                    }
                case .outletCollection:
                    if let index = collections.firstIndex(where: { $0.0 == connection.name }) {
                        collections[index].1.append(destination)
                    } else {
                        collections.append((connection.name, [destination]))
                    }
                case .action:
                    break
                }
            }
            if !outlets.isEmpty {
                let entries: [String] = outlets.map { name, destination in NativeTemplateWriter.scalar(name) + ": " + destination }
                lines.append(indent + "outlets: {" + entries.joined(separator: ", ") + "}")
            }
            if !collections.isEmpty {
                let entries: [String] = collections.map { name, destinations in
                    NativeTemplateWriter.scalar(name) + ": [" + destinations.joined(separator: ", ") + "]"
                }
                lines.append(indent + "outletCollections: {" + entries.joined(separator: ", ") + "}")
            }
        }

        mutating func writeActions(_ connections: [TemplateConnection], indent: String, objectID: String) {
            var actions: [(String, [String])] = []
            for connection in connections {
                guard case .action(let events) = connection.kind else { continue }
                let target = NativeTemplateWriter.scalar(NativeTemplateWriter.referenceName(connection.destination) + "." + connection.name)
                let event = ControlEventNames.name(of: events)
                if let index = actions.firstIndex(where: { $0.0 == event }) {
                    actions[index].1.append(target)
                } else {
                    actions.append((event, [target]))
                }
            }
            guard !actions.isEmpty else { return }
            // A gesture recognizer's actions have no events: a plain list.
            if actions.count == 1, actions[0].0.isEmpty {
                lines.append(indent + "actions: [" + actions[0].1.joined(separator: ", ") + "]")
                return
            }
            let entries: [String] = actions.map { event, targets in event + ": [" + targets.joined(separator: ", ") + "]" }
            lines.append(indent + "actions: {" + entries.joined(separator: ", ") + "}")
        }

        func oneLine(_ text: String) -> String {
            text.replacingOccurrences(of: "\n", with: " ")
        }
    }

    // MARK: Values

    static func referenceName(_ reference: TemplateReference) -> String {
        switch reference {
        case .owner: return "owner"
        case .firstResponder: return "firstResponder"
        case .object(let id): return id
        }
    }

    /// A constraint as a rule, named by its id unless the reader made the id up. A debugging
    /// identifier needs the long form, and so does a constraint whose rule would not read back
    /// as the same constraint (an item such as `x$y` or `a b` that a rule cannot name, a
    /// multiplier on a constant): the rule is parsed before it is written.
    static func constraint(_ c: TemplateConstraint) -> String {
        let rule = c.rule
        let expected = ConstraintRuleParser.Rule(
            firstItem: c.firstItem, firstAttribute: c.firstAttribute, relation: c.relation, secondItem: c.secondItem,
            secondAttribute: c.secondItem == nil ? .notAnAttribute : c.secondAttribute, multiplier: c.multiplier, constant: c.constant,
            priority: c.priority, isPlaceholder: c.isPlaceholder)
        if c.identifier != nil || (try? ConstraintRuleParser.parse(rule)) != expected {
            var entries = ["id: \(scalar(c.id))"]
            if let identifier = c.identifier { entries.append("identifier: \(scalar(identifier))") }
            if let first = c.firstItem { entries.append("first: \(scalar(first))") }
            entries.append("attribute: \(c.firstAttribute.rawValue)")
            if c.relation != .equal { entries.append("relation: \(c.relation.rawValue)") }
            if let second = c.secondItem { entries.append("second: \(scalar(second))"); entries.append("secondAttribute: \(c.secondAttribute.rawValue)") }
            if c.multiplier != 1 { entries.append("multiplier: \(number(c.multiplier))") }
            if c.constant != 0 { entries.append("constant: \(number(c.constant))") }
            if c.priority != 1000 { entries.append("priority: \(number(c.priority))") }
            if c.isPlaceholder { entries.append("placeholder: true") }
            return "{" + entries.joined(separator: ", ") + "}"
        }
        if c.id.hasPrefix("constraint-") { return scalar(rule) }
        return "{\(scalar(c.id)): \(scalar(rule))}"
    }

    /// A value in YAML flow style, read back by the native reader as the same value for every
    /// property (geometry as number lists, colours as hex or components, fonts as mappings).
    static func value(_ value: TemplateValue, inList: Bool = false) -> String {
        switch value {
        case .text(let text): return scalar(text, inList: inList)
        case .number(let n): return number(n)
        case .bool(let b): return b ? "true" : "false"
        case .color(let color): return self.color(color)
        case .font(let font):
            return "{family: \(scalar(font.family)), size: \(number(font.size)), weight: \(font.weight == .bold ? "bold" : "regular"), italic: \(font.isItalic)}"
        case .rect(let r): return "[\(number(r.origin.x)), \(number(r.origin.y)), \(number(r.size.width)), \(number(r.size.height))]"
        case .point(let p): return "[\(number(p.x)), \(number(p.y))]"
        case .size(let s): return "[\(number(s.width)), \(number(s.height))]"
        case .insets(let i): return "[\(number(i.top)), \(number(i.left)), \(number(i.bottom)), \(number(i.right))]"
        case .image(let name): return scalar(name, inList: inList)
        case .list(let items): return "[" + items.map { self.value($0, inList: true) }.joined(separator: ", ") + "]"
        case .map(let entries): return "{" + entries.map { "\(scalar($0.key)): \(self.value($0.value))" }.joined(separator: ", ") + "}"
        case .null: return "null"
        }
    }

    /// `#RRGGBBAA` when every component is a whole 8-bit value, else the exact components.
    static func color(_ color: Color) -> String {
        let components = [color.red, color.green, color.blue, color.alpha]
        if components.allSatisfy({ ($0 * 255).rounded() / 255 == $0 }) { return "\"\(color.hexString)\"" }
        return "{red: \(number(color.red)), green: \(number(color.green)), blue: \(number(color.blue)), alpha: \(number(color.alpha))}"
    }

    /// A number as short as it reads back exactly.
    static func number(_ n: Double) -> String {
        if n == n.rounded(), abs(n) < 1e15 { return String(Int64(n)) }
        return "\(n)"
    }

    private static let plainRest = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_0123456789-.")

    /// Text as a YAML scalar that the native reader reads back as the same text: plain when it
    /// is a simple word or number, else double-quoted with escapes. In a list, where the reader
    /// turns plain numbers into numbers, numeric text is quoted.
    static func scalar(_ text: String, inList: Bool = false) -> String {
        let simple = !text.isEmpty && text.allSatisfy { plainRest.contains($0) } && !text.hasPrefix("-") && !text.hasPrefix(".")
        let readAsNull = ["null", "Null", "NULL", "~"].contains(text)
        if simple, !readAsNull, !(inList && Double(text) != nil) { return text }
        var quoted = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": quoted += "\\\""
            case "\\": quoted += "\\\\"
            case "\n": quoted += "\\n"
            case "\t": quoted += "\\t"
            case "\r": quoted += "\\r"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value) || scalar.value == 0x2028 || scalar.value == 0x2029 || scalar.value == 0xFEFF {
                    quoted += String(format: "\\u%04X", scalar.value)
                } else {
                    quoted.unicodeScalars.append(scalar)
                }
            }
        }
        return quoted + "\""
    }
}

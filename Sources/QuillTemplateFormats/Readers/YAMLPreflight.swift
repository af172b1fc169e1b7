internal import CLibYAML
import QuillFoundation

/// Reads a YAML file's event stream once before it is composed into nodes, and refuses what
/// would exhaust the stack or memory later: collections nested deeper than
/// `TemplateLimits.maximumYAMLDepth` (composing recurses per level) and aliases that expand to
/// more than `TemplateLimits.maximumYAMLExpandedNodes` nodes (an alias "bomb": every reader
/// that walks the tree follows aliases, so a few hundred bytes can stand for billions of
/// nodes). A list or mapping used as a mapping's key is refused too (the YAML library compares
/// keys for duplicates, exponentially in their nesting). Syntax errors come out here too, with
/// their line and column, and a tab or control character is named as such.
enum YAMLPreflight {
    /// Checks a YAML file's event stream (see above).
    /// Kept as one piece: one pass over libyaml's events while the input buffer lives; every
    /// event updates the same counters (open collections, anchor sizes, the total).
    static func check(_ bytes: [UInt8], path: String, kind: String) throws(TemplateError) {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else {
            throw TemplateError("could not start the YAML parser (out of memory?)", at: SourceLocation(file: path))
        }
        defer { yaml_parser_delete(&parser) }
        // Each open collection: its anchor, the expanded node count of what it holds so far,
        // whether it is a mapping and how many nodes it holds directly (keys at even counts).
        var open: [(anchor: String?, nodes: Int, isMapping: Bool, children: Int)] = []
        // The keys each open mapping has met, with their lines (empty for lists): a key met
        // twice is an error at its line, where the YAML library's own message has no usable
        // place and quotes the whole file (issue 25).
        var keys: [[String: Int]] = []
        var anchorSizes: [String: Int] = [:]
        var collectionAnchors: Set<String> = []
        var total = 0
        var sawAlias = false
        var failure: TemplateError?
        bytes.withUnsafeBufferPointer { buffer in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            var event = yaml_event_t()
            func location() -> SourceLocation {
                SourceLocation(file: path, line: Int(event.start_mark.line) + 1, column: Int(event.start_mark.column) + 1)
            }
            // `total` counts every node of the expanded tree once; each open collection counts
            // the nodes inside it (its whole subtree), which an anchor on it stands for.
            func add(_ nodes: Int, subtree: Int? = nil) -> Bool {
                total += nodes
                if !open.isEmpty { open[open.count - 1].nodes += subtree ?? nodes }
                if total > TemplateLimits.maximumYAMLExpandedNodes {
                    // Said as it is: a file without aliases is simply that large.
                    failure = sawAlias
                        ? TemplateError(
                            "\(kind) stands for more than \(TemplateLimits.maximumYAMLExpandedNodes) values once its aliases (*name) are expanded",
                            at: location(),
                            hint: "aliases repeat what their anchor (&name) holds; Quill refuses files whose aliases multiply beyond this (see docs/Limits.md)")
                        : TemplateError(
                            "\(kind) holds more than \(TemplateLimits.maximumYAMLExpandedNodes) values", at: location(),
                            hint: "split it into several templates; Quill reads files up to that size (see docs/Limits.md)")
                    return false
                }
                return true
            }
            // A node starts inside the innermost collection. A list or mapping as a mapping's key
            // is refused: Quill's files never need one, and comparing such keys (the YAML library
            // checks keys for duplicates) grows exponentially with their nesting.
            func startNode(isCollection: Bool) -> Bool {
                guard !open.isEmpty else { return true }
                let parent = open[open.count - 1]
                open[open.count - 1].children += 1
                if parent.isMapping, parent.children % 2 == 0, isCollection {
                    failure = TemplateError(
                        "a mapping key is a list or a mapping; keys must be plain values (names, text or numbers)", at: location(),
                        hint: "write 'name: value' with a plain name before the colon")
                    return false
                }
                return true
            }
            while failure == nil {
                guard yaml_parser_parse(&parser, &event) == 1 else {
                    failure = syntaxError(parser, bytes: buffer, path: path, kind: kind)
                    return
                }
                defer { yaml_event_delete(&event) }
                switch event.type {
                case YAML_STREAM_END_EVENT:
                    return
                case YAML_SCALAR_EVENT:
                    let isKey = open.last.map { $0.isMapping && $0.children % 2 == 0 } ?? false
                    guard startNode(isCollection: false), add(1) else { return }
                    if isKey, let value = event.data.scalar.value {
                        let key = String(decoding: UnsafeBufferPointer(start: value, count: Int(event.data.scalar.length)), as: UTF8.self)
                        if let first = keys[keys.count - 1][key] {
                            failure = TemplateError(
                                "the key '\(TemplateLimits.abbreviated(key, to: 40))' appears twice in one mapping (first at line \(first))", at: location(),
                                hint: "a mapping holds one value per key: remove one of them or rename it")
                            return
                        }
                        keys[keys.count - 1][key] = Int(event.start_mark.line) + 1
                    }
                    if let anchor = event.data.scalar.anchor { anchorSizes[String(cString: anchor)] = 1 }
                case YAML_ALIAS_EVENT:
                    sawAlias = true
                    let name = event.data.alias.anchor.map { String(cString: $0) } ?? ""
                    guard startNode(isCollection: collectionAnchors.contains(name)), add(anchorSizes[name] ?? 1) else { return }
                case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
                    guard startNode(isCollection: true) else { return }
                    if open.count >= TemplateLimits.maximumYAMLDepth {
                        failure = TemplateError(
                            "\(kind) nests lists and mappings deeper than \(TemplateLimits.maximumYAMLDepth) levels", at: location(),
                            hint: "Quill reads files up to that depth (see docs/Limits.md)")
                        return
                    }
                    let isMapping = event.type == YAML_MAPPING_START_EVENT
                    keys.append([:])
                    let anchor = isMapping ? event.data.mapping_start.anchor : event.data.sequence_start.anchor
                    open.append((anchor.map { String(cString: $0) }, 0, isMapping, 0))
                case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                    // The collection itself is one more node; its contents were counted as they came.
                    let closed = open.removeLast()
                    keys.removeLast()
                    guard add(1, subtree: closed.nodes + 1) else { return }
                    if let anchor = closed.anchor {
                        anchorSizes[anchor] = closed.nodes + 1
                        collectionAnchors.insert(anchor)
                    }
                default:
                    break
                }
            }
        }
        if let failure { throw failure }
    }

    /// libyaml's description of a syntax error, at its line and column.
    private static func syntaxError(_ parser: yaml_parser_t, bytes: UnsafeBufferPointer<UInt8>, path: String, kind: String) -> TemplateError {
        let problem = parser.problem.map { String(cString: $0) } ?? "unknown error"
        var line: Int, column: Int
        if parser.error == YAML_READER_ERROR {
            // Reader errors give a byte offset, not a mark.
            (line, column) = position(of: min(Int(parser.problem_offset), bytes.count), in: bytes)
        } else {
            line = Int(parser.problem_mark.line) + 1
            column = Int(parser.problem_mark.column) + 1
        }
        if problem.hasPrefix("Maximum nesting level") {
            // libyaml's own bound (its scanner reads ahead of the events counted above).
            return TemplateError(
                "\(kind) nests lists and mappings deeper than \(TemplateLimits.maximumYAMLDepth) levels",
                at: SourceLocation(file: path, line: line, column: column), hint: "Quill reads files up to that depth (see docs/Limits.md)")
        }
        var message = "malformed YAML: \(problem)"
        if let context = parser.context.map({ String(cString: $0) }) {
            message += " (\(context) at line \(Int(parser.context_mark.line) + 1))"
        }
        var hint = "check the indentation and the ':' after each key"
        let offset = parser.error == YAML_READER_ERROR ? Int(parser.problem_offset) : Int(parser.problem_mark.index)
        if offset >= 0, offset < bytes.count {
            switch bytes[offset] {
            case 0x09:
                message = "malformed YAML: a tab character where YAML expects spaces (\(problem))"
                hint = "YAML indents with spaces only; replace the tab with spaces"
            case 0x00:
                message = "malformed YAML: a NUL byte (\(problem))"
                hint = "\(kind) must be text; the file may be damaged"
            case let byte where byte < 0x20 && byte != 0x0A && byte != 0x0D:
                message = "malformed YAML: control character 0x\(String(byte, radix: 16, uppercase: true)) (\(problem))"
                hint = "\(kind) must be text; remove the control character"
            default:
                break
            }
        }
        return TemplateError(message, at: SourceLocation(file: path, line: line, column: column), hint: hint)
    }

    /// The 1-based line and column (in characters) of a byte offset.
    static func position(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (Int, Int) {
        var line = 1, column = 1
        for i in 0..<offset {
            let byte = bytes[i]
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return (line, column)
    }
}

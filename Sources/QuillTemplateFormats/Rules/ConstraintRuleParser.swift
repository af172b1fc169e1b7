import QuillFoundation

/// Reads the concise constraint rules of native templates:
///
///     title.leading == self.leadingMargin + 8
///     height == 44 @750
///     image.width == image.height * 16:9
///     gap.top >= header.bottom - 4 placeholder
///
/// `side (== | <= | >=) (number | side [* m | / d] [+ c | - c]) [@priority] [placeholder]`,
/// where a side is `[item.]attribute` (no item: the object the rule is written on). Items are
/// ids and may contain dots and dashes (`cell.contentView`, `5e2-z4-Xm1`); put spaces around
/// `+` and `-` operators. Errors give the character offset of the token at fault.
enum ConstraintRuleParser {
    /// What a rule says, before its items are found.
    struct Rule: Equatable {
        var firstItem: String?
        var firstAttribute: LayoutAttribute
        var relation: LayoutRelation
        var secondItem: String?
        var secondAttribute: LayoutAttribute = .notAnAttribute
        var multiplier = 1.0
        var constant = 0.0
        var priority = 1000.0
        var isPlaceholder = false
    }

    /// A problem at a character offset of the rule.
    struct Failure: Error, Equatable {
        var offset: Int
        var message: String
        var hint: String?
    }

    /// Attribute names: Quill's, and the older `baseline` of .xib files (the last baseline).
    static func attribute(named name: String) -> LayoutAttribute? {
        if name == "baseline" { return .lastBaseline }
        if name == "notAnAttribute" { return nil }
        return LayoutAttribute(rawValue: name)
    }

    static let attributeList = LayoutAttribute.allCases.filter { $0 != .notAnAttribute }.map(\.rawValue).joined(separator: ", ")

    private struct Token {
        enum Kind: Equatable { case word, op }
        var kind: Kind
        var text: String
        var offset: Int
    }

    /// Reads one rule.
    /// Kept as one piece: a parser over one token cursor, each step reading on from where the
    /// last stopped and filling in the same rule, in the order of the grammar above.
    static func parse(_ text: String) throws(Failure) -> Rule {
        let tokens = try tokenize(text)
        var index = 0
        func peek() -> Token? { index < tokens.count ? tokens[index] : nil }
        func end() -> Int { text.count }

        func side(_ token: Token) throws(Failure) -> (String?, LayoutAttribute) {
            guard token.kind == .word, number(token.text) == nil else {
                throw Failure(offset: token.offset, message: "expected an item and attribute such as 'title.leading', found '\(token.text)'")
            }
            let item: String?, name: String
            if let dot = token.text.lastIndex(of: ".") {
                item = String(token.text[..<dot])
                name = String(token.text[token.text.index(after: dot)...])
                if item!.isEmpty { throw Failure(offset: token.offset, message: "'\(token.text)' has no item before the dot") }
            } else {
                item = nil
                name = token.text
            }
            guard let attribute = attribute(named: name) else {
                let offset = token.offset + (item.map { $0.count + 1 } ?? 0)
                throw Failure(offset: offset, message: "unknown attribute '\(name)'", hint: "attributes are: \(attributeList)")
            }
            return (item, attribute)
        }

        guard let first = peek() else { throw Failure(offset: 0, message: "the rule is empty", hint: "e.g. 'title.top == self.top + 8'") }
        index += 1
        var rule = Rule(firstItem: nil, firstAttribute: .width, relation: .equal)
        (rule.firstItem, rule.firstAttribute) = try side(first)
        guard let relationToken = peek() else {
            throw Failure(offset: end(), message: "expected '==', '<=' or '>=' after '\(first.text)'")
        }
        switch relationToken.text {
        case "==", "=": rule.relation = .equal
        case "<=": rule.relation = .lessThanOrEqual
        case ">=": rule.relation = .greaterThanOrEqual
        default: throw Failure(offset: relationToken.offset, message: "expected '==', '<=' or '>=', found '\(relationToken.text)'")
        }
        index += 1
        guard let right = peek() else { throw Failure(offset: end(), message: "expected a number or another item's attribute after '\(relationToken.text)'") }
        index += 1
        var sign = 1.0
        var rightToken = right
        if right.kind == .op, right.text == "-", let next = peek(), next.kind == .word, number(next.text) != nil {
            sign = -1
            rightToken = next
            index += 1
        }
        if let constant = number(rightToken.text), rightToken.kind == .word {
            guard let value = constant.value else { throw Failure(offset: rightToken.offset, message: "a ratio is only a multiplier (item.width * 16:9)") }
            rule.constant = sign * value
        } else {
            guard sign == 1 else { throw Failure(offset: right.offset, message: "expected a number after '-'") }
            let (item, attribute) = try side(rightToken)
            rule.secondItem = item ?? "self"
            rule.secondAttribute = attribute
            if let op = peek(), op.kind == .op, op.text == "*" || op.text == "/" {
                index += 1
                // A multiplier may be negative (`* -1`, as Interface Builder stores a mirrored
                // relation).
                var multiplierSign = 1.0
                if let minus = peek(), minus.kind == .op, minus.text == "-" {
                    multiplierSign = -1
                    index += 1
                }
                guard let valueToken = peek(), valueToken.kind == .word, let n = number(valueToken.text) else {
                    throw Failure(offset: peek()?.offset ?? end(), message: "expected a number after '\(op.text)'")
                }
                index += 1
                let value = multiplierSign * (n.value ?? n.ratio)
                guard value.isFinite, value != 0 || op.text == "*" else { throw Failure(offset: valueToken.offset, message: "cannot divide by zero") }
                rule.multiplier = op.text == "*" ? value : 1 / value
            }
            if let op = peek(), op.kind == .op, op.text == "+" || op.text == "-" {
                index += 1
                guard let valueToken = peek(), valueToken.kind == .word, let n = number(valueToken.text), let value = n.value else {
                    throw Failure(offset: peek()?.offset ?? end(), message: "expected a number after '\(op.text)'")
                }
                index += 1
                rule.constant = op.text == "+" ? value : -value
            }
        }
        if let op = peek(), op.kind == .op, op.text == "@" {
            index += 1
            guard let valueToken = peek(), valueToken.kind == .word, let n = number(valueToken.text), let value = n.value else {
                throw Failure(offset: peek()?.offset ?? end(), message: "expected a priority (1...1000) after '@'")
            }
            guard value >= 1, value <= 1000 else {
                throw Failure(offset: valueToken.offset, message: "priority \(valueToken.text) is outside 1...1000")
            }
            index += 1
            rule.priority = value
        }
        if let word = peek(), word.kind == .word, word.text == "placeholder" {
            index += 1
            rule.isPlaceholder = true
        }
        if let extra = peek() {
            throw Failure(offset: extra.offset, message: "unexpected '\(extra.text)'", hint: "put spaces around '+' and '-'; the priority comes last, as '@750'")
        }
        return rule
    }

    /// A number (`8`, `0.5`, `1e-09`, `2.5E+3`) or a ratio (`16:9`).
    private static func number(_ text: String) -> (value: Double?, ratio: Double)? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        func plain(_ s: Substring) -> Double? {
            guard isDecimal(s), let v = Double(s), v.isFinite else { return nil }
            return v
        }
        if parts.count == 1, let v = plain(parts[0]) { return (v, v) }
        if parts.count == 2, let a = plain(parts[0]), let b = plain(parts[1]), b != 0 { return (nil, a / b) }
        return nil
    }

    /// Digits with at most one point, then optionally `e` or `E`, a sign and digits: the
    /// decimal notation `Double.description` writes (`5e-324`, `1.5e+20`), and nothing else
    /// `Double(_:)` would take (`nan`, `inf`, hexadecimal).
    private static func isDecimal(_ text: Substring) -> Bool {
        let characters = Array(text.utf8)
        var index = 0
        func digits() -> Int {
            let start = index
            while index < characters.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(characters[index]) { index += 1 }
            return index - start
        }
        var count = digits()
        if index < characters.count, characters[index] == UInt8(ascii: ".") {
            index += 1
            count += digits()
        }
        guard count > 0 else { return false }
        if index < characters.count, characters[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            if index < characters.count, characters[index] == UInt8(ascii: "+") || characters[index] == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { return false }
        }
        return index == characters.count
    }

    /// Whether a word that starts with a digit has just reached an exponent's `e`, so that a
    /// `+` after it belongs to the number (`1e+20`) rather than being an operator.
    private static func endsInExponentMarker(_ characters: ArraySlice<Character>) -> Bool {
        guard let first = characters.first, first.isASCII, first.isNumber, let last = characters.last, last == "e" || last == "E" else { return false }
        return characters.dropLast().allSatisfy { $0.isASCII && ($0.isNumber || $0 == ".") }
    }

    private static func tokenize(_ text: String) throws(Failure) -> [Token] {
        var tokens: [Token] = []
        let characters = Array(text)
        var i = 0
        func isWordCharacter(_ c: Character) -> Bool { c.isLetter || c.isNumber || c == "_" || c == "." || c == ":" }
        while i < characters.count {
            let c = characters[i]
            if c == " " || c == "\t" {
                i += 1
                continue
            }
            if c == "=" || c == "<" || c == ">" {
                if i + 1 < characters.count, characters[i + 1] == "=" {
                    tokens.append(Token(kind: .op, text: String(c) + "=", offset: i))
                    i += 2
                } else if c == "=" {
                    tokens.append(Token(kind: .op, text: "=", offset: i))
                    i += 1
                } else {
                    throw Failure(offset: i, message: "'\(c)' must be followed by '=' ('\(c)=')")
                }
                continue
            }
            if "*/+-@".contains(c) {
                tokens.append(Token(kind: .op, text: String(c), offset: i))
                i += 1
                continue
            }
            if isWordCharacter(c) {
                let start = i
                while i < characters.count,
                    isWordCharacter(characters[i]) || (characters[i] == "-" && i > start)
                        || (characters[i] == "+" && endsInExponentMarker(characters[start..<i]))
                {
                    i += 1
                }
                tokens.append(Token(kind: .word, text: String(characters[start..<i]), offset: start))
                continue
            }
            throw Failure(offset: i, message: "unexpected character '\(c)'")
        }
        return tokens
    }
}

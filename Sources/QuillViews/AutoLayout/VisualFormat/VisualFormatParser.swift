import QuillFoundation
/// Reads Apple's visual format language into its parts (`VisualFormatLayout` makes the
/// constraints):
///
///     (H:|V:)? (| connection)? [view(predicates)] (connection [view(predicates)])* (connection |)?
///
/// A connection is `-` (the standard space), `-N-`, `-(predicates)-`, or nothing (`[a][b]`,
/// no space); a predicate is `(==|<=|>=)? (number | metric | view) (@ priority)?`. Every
/// mistake is a `VisualFormatError` at its column.
struct VisualFormatParser {
    /// A relation to a constant (a number or metric) or to another view's size.
    struct Predicate {
        var relation: LayoutRelation = .equal
        var constant: Double?
        var viewName: String?
        var priority: Double = 1000
        var column: Int
    }

    /// What lies between two elements.
    enum Connection {
        /// Nothing: the elements touch.
        case flush
        /// `-`: the standard space.
        case standard
        /// `-N-` or `-(…)-`.
        case predicates([Predicate])
    }

    /// A `[name(…)]` element.
    struct ViewElement {
        var name: String
        var predicates: [Predicate]
        var column: Int
    }

    /// The parsed format.
    struct Layout {
        var isVertical = false
        /// The connection from the superview's leading edge, when the format starts with `|`.
        var leadingSuperview: Connection?
        var views: [ViewElement] = []
        /// `connections[i]` lies between `views[i]` and `views[i + 1]`.
        var connections: [Connection] = []
        /// The connection to the superview's trailing edge, when the format ends with `|`.
        var trailingSuperview: Connection?
    }

    let format: String
    let characters: [Character]
    let metrics: [String: Double]
    var index = 0

    init(format: String, metrics: [String: Double]) {
        self.format = format
        characters = Array(format)
        self.metrics = metrics
    }

    func error(_ message: String, at position: Int? = nil) -> VisualFormatError {
        VisualFormatError(format: format, column: (position ?? index) + 1, message: message)
    }

    var current: Character? { index < characters.count ? characters[index] : nil }

    func describeCurrent() -> String { current.map { "'\($0)'" } ?? "the end of the format" }

    mutating func expect(_ character: Character, _ what: String) throws(VisualFormatError) {
        guard current == character else { throw error("expected '\(character)' \(what), found \(describeCurrent())") }
        index += 1
    }

    mutating func parse() throws(VisualFormatError) -> Layout {
        var layout = Layout()
        if characters.count >= 2, characters[1] == ":" {
            switch characters[0] {
            case "H": layout.isVertical = false
            case "V": layout.isVertical = true
            default: throw error("the orientation must be H: or V:, not '\(characters[0]):'", at: 0)
            }
            index = 2
        }
        guard current != nil else { throw error("the format names no view", at: index) }
        if current == "|" {
            index += 1
            layout.leadingSuperview = try connection(beforeSuperview: false)
        }
        layout.views.append(try view())
        while current != nil {
            let link = try connection(beforeSuperview: true)
            if current == "|" {
                index += 1
                layout.trailingSuperview = link
                if current != nil { throw error("nothing may follow the closing '|', found \(describeCurrent())") }
                break
            }
            guard current == "[" else { throw error("expected '[' to start a view or '|' for the superview, found \(describeCurrent())") }
            layout.connections.append(link)
            layout.views.append(try view())
        }
        return layout
    }

    /// A connection, before a view or (at the end) the superview.
    mutating func connection(beforeSuperview: Bool) throws(VisualFormatError) -> Connection {
        guard current == "-" else {
            if current == "[" || current == "|" { return .flush }
            throw error("expected '-', '[' or '|', found \(describeCurrent())")
        }
        index += 1
        if current == "[" || current == "|" { return .standard }
        let start = index
        let predicates = try predicateList(allowViews: false)
        guard current == "-" else {
            throw error("expected '-' after the spacing that starts at column \(start + 1), found \(describeCurrent())")
        }
        index += 1
        return .predicates(predicates)
    }

    mutating func view() throws(VisualFormatError) -> ViewElement {
        let column = index
        try expect("[", "to start a view")
        let name = identifier()
        guard !name.isEmpty else { throw error("expected a view name after '[', found \(describeCurrent())") }
        var predicates: [Predicate] = []
        if current == "(" { predicates = try predicateList(allowViews: true) }
        try expect("]", "to close view '\(name)'")
        return ViewElement(name: name, predicates: predicates, column: column)
    }

    /// `N`, `metric` or `(predicate, predicate…)`.
    mutating func predicateList(allowViews: Bool) throws(VisualFormatError) -> [Predicate] {
        guard current == "(" else {
            let column = index
            let value = try constantOrMetric(allowViews: false)
            return [Predicate(constant: value.constant, column: column)]
        }
        index += 1
        var list: [Predicate] = []
        repeat {
            if current == "," { index += 1 }
            list.append(try predicate(allowViews: allowViews))
        } while current == ","
        try expect(")", "to close the predicate list")
        return list
    }

    mutating func predicate(allowViews: Bool) throws(VisualFormatError) -> Predicate {
        var predicate = Predicate(column: index)
        if index + 1 < characters.count, characters[index + 1] == "=", let first = current, "=<>".contains(first) {
            predicate.relation = first == "=" ? .equal : first == "<" ? .lessThanOrEqual : .greaterThanOrEqual
            index += 2
        }
        let value = try constantOrMetric(allowViews: allowViews)
        predicate.constant = value.constant
        predicate.viewName = value.viewName
        if current == "@" {
            index += 1
            let column = index
            guard let priority = try constantOrMetric(allowViews: false).constant, priority >= 1, priority <= 1000 else {
                throw error("a priority is a number from 1 to 1000", at: column)
            }
            predicate.priority = priority
        }
        return predicate
    }

    /// A number (maybe negative), a metric's value, or (in a view's predicates) a view name.
    mutating func constantOrMetric(allowViews: Bool) throws(VisualFormatError) -> (constant: Double?, viewName: String?) {
        let column = index
        if let c = current, c.isNumber || c == "-" || c == "." {
            var text = ""
            if c == "-" {
                text.append("-")
                index += 1
            }
            while let d = current, d.isNumber || d == "." {
                text.append(d)
                index += 1
            }
            guard let value = Double(text), value.isFinite else { throw error("'\(text)' is not a number", at: column) }
            return (value, nil)
        }
        let name = identifier()
        guard !name.isEmpty else {
            throw error("expected a number, a metric" + (allowViews ? " or a view name" : "") + ", found \(describeCurrent())", at: column)
        }
        if let value = metrics[name] {
            guard value.isFinite else { throw error("metric '\(name)' is not a finite number", at: column) }
            return (value, nil)
        }
        if allowViews { return (nil, name) }
        let known = metrics.keys.sorted()
        throw error("unknown metric '\(name)'" + (known.isEmpty ? " (no metrics were given)" : " (metrics: \(known.joined(separator: ", ")))"), at: column)
    }

    mutating func identifier() -> String {
        var name = ""
        if let c = current, c.isLetter || c == "_" {
            while let d = current, d.isLetter || d.isNumber || d == "_" {
                name.append(d)
                index += 1
            }
        }
        return name
    }
}

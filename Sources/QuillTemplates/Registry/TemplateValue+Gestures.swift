import QuillTemplateFormats
import QuillFoundation
import QuillViews

extension TemplateValue {
    /// The value as names from a fixed set: a list, or text with the names separated by spaces
    /// or commas.
    func asSymbols<T>(_ cases: [(String, T)], what: String) throws(TemplateValueError) -> [T] {
        let items: [TemplateValue]
        switch self {
        case .list(let list): items = list
        case .text(let text): items = text.split(whereSeparator: { $0 == " " || $0 == "," }).map { .text(String($0)) }
        default: throw TemplateValueError(expected: "a list of \(what)s", found: summary)
        }
        var result: [T] = []
        for item in items { result.append(try item.asSymbol(cases, what: what)) }
        return result
    }

    /// The value as swipe directions (`left`, `right up`…).
    func asSwipeDirection() throws(TemplateValueError) -> SwipeGestureRecognizer.Direction {
        let names: [(String, SwipeGestureRecognizer.Direction)] = [("right", .right), ("left", .left), ("up", .up), ("down", .down)]
        return SwipeGestureRecognizer.Direction(try asSymbols(names, what: "swipe direction"))
    }

    /// The value as edges of a rectangle (`left`, `top bottom`, `all`).
    func asRectEdges() throws(TemplateValueError) -> RectEdge {
        let names: [(String, RectEdge)] = [("top", .top), ("left", .left), ("bottom", .bottom), ("right", .right), ("all", .all)]
        return RectEdge(try asSymbols(names, what: "edge"))
    }

    /// The value as a number within `range` (`expects` names it in messages).
    func asNumber(in range: ClosedRange<Double>, expects: String) throws(TemplateValueError) -> Double {
        let number = try asNumber()
        guard range.contains(number) else { throw TemplateValueError(expected: expects, found: summary) }
        return number
    }

    /// The value as a whole number within `range`.
    func asInteger(in range: ClosedRange<Int>) throws(TemplateValueError) -> Int {
        let number = try asInteger()
        guard range.contains(number) else { throw TemplateValueError(expected: "a whole number \(range.lowerBound)...\(range.upperBound)", found: summary) }
        return number
    }
}

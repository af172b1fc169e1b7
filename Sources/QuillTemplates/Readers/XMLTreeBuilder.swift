import Foundation
import QuillFoundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Parses XML into `XMLElementNode`s with Foundation's `XMLParser`, keeping line and column.
final class XMLTreeBuilder: NSObject, XMLParserDelegate {
    private let path: String
    private var stack: [XMLElementNode] = []
    private var root: XMLElementNode?
    private weak var parser: XMLParser?

    private init(path: String) { self.path = path }

    /// Parses data; throws a `TemplateError` at the line and column of malformed XML.
    static func parse(_ data: Data, path: String) throws(TemplateError) -> XMLElementNode {
        // Foundation's XMLParser on Linux crashes on some invalid UTF-8 (in element names, for
        // one); .xib files are UTF-8, so anything else is refused before it gets there.
        if let (line, column) = firstInvalidUTF8(data) {
            throw TemplateError(
                "the file is not valid UTF-8 text", at: SourceLocation(file: path, line: line, column: column),
                hint: ".xib files are UTF-8; the file may be damaged")
        }
        let builder = XMLTreeBuilder(path: path)
        let parser = XMLParser(data: data)
        parser.shouldProcessNamespaces = false
        parser.shouldResolveExternalEntities = false
        parser.delegate = builder
        builder.parser = parser
        let succeeded = parser.parse()
        // On Linux, parse() can return true and still set parserError: check both.
        if !succeeded || parser.parserError != nil {
            let reason = (parser.parserError as NSError?).map { XMLTreeBuilder.describe($0) } ?? "unknown error"
            throw TemplateError(
                "malformed XML: \(reason)", at: SourceLocation(file: path, line: parser.lineNumber, column: parser.columnNumber),
                hint: "the file may be truncated or hand-edited; open it in Xcode or an XML validator")
        }
        guard let root = builder.root else {
            throw TemplateError("the file holds no XML element", at: SourceLocation(file: path, line: 1, column: 1))
        }
        return root
    }

    /// The line and column of the first byte that is not valid UTF-8, if any.
    static func firstInvalidUTF8(_ data: Data) -> (Int, Int)? {
        var iterator = data.makeIterator()
        var decoder = UTF8()
        var line = 1, column = 1
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                if scalar == "\n" {
                    line += 1
                    column = 1
                } else {
                    column += 1
                }
            case .emptyInput:
                return nil
            case .error:
                return (line, column)
            }
        }
    }

    private static func describe(_ error: NSError) -> String {
        if let reason = error.userInfo[NSLocalizedDescriptionKey] as? String, !reason.isEmpty { return reason }
        return "XMLParser error \(error.code)"
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
        let node = XMLElementNode(
            name: elementName, attributes: attributes,
            location: SourceLocation(file: path, line: parser.lineNumber, column: parser.columnNumber))
        if let parent = stack.last { parent.children.append(node) } else if root == nil { root = node }
        stack.append(node)
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        stack.removeLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        stack.last?.text += string
    }
}

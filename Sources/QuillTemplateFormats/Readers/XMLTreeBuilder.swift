internal import CLibXML2
import Foundation
import QuillFoundation

/// Parses XML into `XMLElementNode`s with libxml2's SAX parser, keeping each element's line and
/// column. Only the five predefined entities exist (a DTD cannot declare more), nothing is read
/// from outside the data, and nesting deeper than `TemplateLimits.maximumElementDepth` stops
/// the parse with an error at the element that went too deep, so no later pass recurses
/// without bound.
final class XMLTreeBuilder {
    private let path: String
    private var stack: [XMLElementNode] = []
    private var root: XMLElementNode?
    private var elementCount = 0
    /// Why the builder stopped the parser, when it did.
    private var stopError: TemplateError?

    private init(path: String) { self.path = path }

    /// Parses data; throws a `TemplateError` at the line and column of the first problem, with
    /// libxml2's own description of it.
    static func parse(_ data: Data, path: String) throws(TemplateError) -> XMLElementNode {
        try TemplateLimits.checkFileSize(data.count, path: path)
        if data.isEmpty {
            throw TemplateError("the file is empty", at: SourceLocation(file: path), hint: "a .xib file starts with <?xml and holds a <document>")
        }
        if let (line, column) = firstInvalidUTF8(data) {
            throw TemplateError(
                "the file is not valid UTF-8 text", at: SourceLocation(file: path, line: line, column: column),
                hint: ".xib files are UTF-8; the file may be damaged")
        }
        let builder = XMLTreeBuilder(path: path)
        var firstError = quill_xml_error()
        let context = Unmanaged.passUnretained(builder).toOpaque()
        var callbacks = quill_xml_callbacks(
            context: context,
            start: { context, name, attributes, line, column in
                let builder = Unmanaged<XMLTreeBuilder>.fromOpaque(context!).takeUnretainedValue()
                return builder.start(name: name.map { String(cString: $0) } ?? "", attributes: attributes, line: Int(line), column: Int(column)) ? 0 : 1
            },
            end: { context in
                Unmanaged<XMLTreeBuilder>.fromOpaque(context!).takeUnretainedValue().end()
            },
            text: { context, text, length in
                guard let text, length > 0 else { return }
                let builder = Unmanaged<XMLTreeBuilder>.fromOpaque(context!).takeUnretainedValue()
                let bytes = UnsafeRawBufferPointer(start: text, count: Int(length))
                builder.stack.last?.text += String(decoding: bytes, as: UTF8.self)
            },
            stopped: 0)
        let status = withExtendedLifetime(builder) {
            Array(data).withUnsafeBufferPointer { bytes in
                bytes.withMemoryRebound(to: CChar.self) { chars in
                    quill_xml_parse(chars.baseAddress, Int32(chars.count), &callbacks, &firstError)
                }
            }
        }
        if let stopError = builder.stopError { throw stopError }
        if status != 0 {
            let message = withUnsafeBytes(of: firstError.message) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }.trimmingCharacters(in: .whitespacesAndNewlines)
            let location = firstError.line > 0
                ? SourceLocation(file: path, line: Int(firstError.line), column: max(1, Int(firstError.column)))
                : SourceLocation(file: path)
            throw TemplateError(
                "malformed XML: \(TemplateLimits.abbreviated(message, to: 200))", at: location,
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

    /// Handles a start tag; returns false to stop the parse.
    private func start(name: String, attributes: UnsafeMutablePointer<UnsafePointer<CChar>?>?, line: Int, column: Int) -> Bool {
        let location = SourceLocation(file: path, line: line, column: column)
        if stack.count >= TemplateLimits.maximumElementDepth {
            stopError = TemplateError(
                "elements nest deeper than \(TemplateLimits.maximumElementDepth) levels", at: location,
                hint: "Quill reads templates up to that depth (see docs/Limits.md); flatten the view hierarchy")
            return false
        }
        elementCount += 1
        if elementCount > TemplateLimits.maximumElementCount {
            stopError = TemplateError(
                "the file has more than \(TemplateLimits.maximumElementCount) elements", at: location,
                hint: "Quill reads templates up to that size (see docs/Limits.md); split the template")
            return false
        }
        var values: [String: String] = [:]
        if var cursor = attributes {
            while let key = cursor.pointee {
                let value = cursor.successor().pointee.map { String(cString: $0) } ?? ""
                values[String(cString: key)] = value
                cursor = cursor.advanced(by: 2)
            }
        }
        let node = XMLElementNode(name: name, attributes: values, location: location)
        if let parent = stack.last { parent.children.append(node) } else if root == nil { root = node }
        stack.append(node)
        return true
    }

    private func end() {
        if !stack.isEmpty { stack.removeLast() }
    }
}

import QuillFoundation

/// One element of a parsed XML file, with where it starts.
final class XMLElementNode {
    let name: String
    let attributes: [String: String]
    var children: [XMLElementNode] = []
    var text = ""
    let location: SourceLocation

    init(name: String, attributes: [String: String], location: SourceLocation) {
        self.name = name
        self.attributes = attributes
        self.location = location
    }

    /// The first child with a name (and `key` attribute, when given).
    func child(_ name: String, key: String? = nil) -> XMLElementNode? {
        children.first { $0.name == name && (key == nil || $0.attributes["key"] == key) }
    }

    /// The children with a name.
    func children(_ name: String) -> [XMLElementNode] {
        children.filter { $0.name == name }
    }

    subscript(attribute: String) -> String? { attributes[attribute] }
}

import QuillFoundation

/// A parsed template: the one in-memory model every reader produces and the instantiator
/// builds objects from.
public struct TemplateDocument: Hashable, Sendable {
    /// The file it was read from.
    public var path: String
    /// The format it was read from.
    public var format: TemplateFormat
    /// The top-level objects, in document order.
    public var objects: [TemplateObject]
    /// Outlets and actions.
    public var connections: [TemplateConnection]
    /// The class File's Owner is declared to be, if the template says.
    public var ownerClass: String?
    /// Warnings found while reading (ignored elements, fallbacks).
    public var diagnostics: [TemplateDiagnostic]
    /// The device a .xib was designed on (`retina4_7`…), for tools that compare with the
    /// frames Interface Builder stored.
    public var designDevice: String?
    /// The version of Interface Builder that last saved a .xib (`toolsVersion`, 13000 and up
    /// for Xcode 9 and later), for tools that simulate how that version laid it out.
    public var designToolsVersion: Int?
    /// The app classes a legacy .xib describes, by name.
    public var classDescriptions: [String: TemplateClassDescription] = [:]
    /// The sizes (in points) a .xib declares for the images it names (`<resources><image
    /// name= width= height=>`): a missing image is drawn as a placeholder of that size.
    public var declaredImageSizes: [String: Size] = [:]

    /// Creates a document.
    public init(
        path: String, format: TemplateFormat, objects: [TemplateObject] = [], connections: [TemplateConnection] = [],
        ownerClass: String? = nil, diagnostics: [TemplateDiagnostic] = []
    ) {
        self.path = path
        self.format = format
        self.objects = objects
        self.connections = connections
        self.ownerClass = ownerClass
        self.diagnostics = diagnostics
    }

    /// Every object, top-level and nested, in document order.
    public var allObjects: [TemplateObject] { objects.flatMap(\.allObjects) }

    /// The template's name: the file name without its extension.
    public var name: String {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        if let dot = file.lastIndex(of: ".") { return String(file[..<dot]) }
        return file
    }
}

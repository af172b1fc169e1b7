/// The templates Quill's own composite widgets and screens are made from (Assets/Templates).
@MainActor
enum BundledTemplates {
    /// A bundled template by name.
    static func named(_ name: String) throws -> Template {
        let path: String
        do {
            path = try AssetLocator.path(of: "Templates/\(name).quill")
        } catch {
            throw TemplateError("\(error)", at: QuillFoundation.SourceLocation(file: "Templates/\(name).quill"))
        }
        return try Template.cached(contentsOfFile: path)
    }
}

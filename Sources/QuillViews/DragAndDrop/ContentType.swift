/// The kind of data an item holds, by MIME type (what UIKit's `UTType` is, in the names the
/// freedesktop clipboard, drag and drop and file choosers use).
public struct ContentType: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The MIME type (`text/plain`).
    public let rawValue: String
    /// Creates a type from its MIME type.
    public init(rawValue: String) { self.rawValue = rawValue.lowercased() }
    /// Creates a type from a literal MIME type.
    public init(stringLiteral value: String) { self.init(rawValue: value) }
    /// The MIME type.
    public var description: String { rawValue }

    /// Text, UTF-8.
    public static let plainText: ContentType = "text/plain;charset=utf-8"
    /// A web address or other URL.
    public static let url: ContentType = "text/x-quill-url"
    /// Files, as `file://` URLs, one a line (the type file managers drag).
    public static let fileURL: ContentType = "text/uri-list"
    /// A PNG image.
    public static let png: ContentType = "image/png"
    /// A JPEG image.
    public static let jpeg: ContentType = "image/jpeg"

    /// Any data: what a file chooser that takes every file asks for.
    public static let data: ContentType = "application/octet-stream"
    /// A PDF document.
    public static let pdf: ContentType = "application/pdf"
    /// JSON.
    public static let json: ContentType = "application/json"

    /// The file name extensions of the type, lower case, without the dot (empty when Quill
    /// knows none; `data` takes every file).
    public var filenameExtensions: [String] {
        switch self {
        case .plainText: ["txt", "text", "md", "markdown", "log", "csv", "swift", "yaml", "yml", "xml", "json"]
        case .png: ["png"]
        case .jpeg: ["jpg", "jpeg"]
        case .pdf: ["pdf"]
        case .json: ["json"]
        default: rawValue.hasPrefix("image/") ? [String(rawValue.dropFirst("image/".count))] : []
        }
    }

    /// The type as people call it, for menus of file types ("PNG image", "Text").
    public var localizedDescription: String {
        switch self {
        case .plainText: "Text"
        case .png: "PNG image"
        case .jpeg: "JPEG image"
        case .pdf: "PDF document"
        case .json: "JSON"
        case .url, .fileURL: "Link"
        case .data: "Any file"
        default:
            if rawValue.hasPrefix("image/") { "\(rawValue.dropFirst("image/".count).uppercased()) image" }
            else if let first = filenameExtensions.first { "\(first.uppercased()) file" }
            else { String(rawValue.prefix { $0 != ";" }) }
        }
    }

    /// Whether a file name is of this type, by its extension (every file is `data`).
    public func matches(fileNamed name: String) -> Bool {
        if self == .data { return true }
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return false }
        return filenameExtensions.contains(name[name.index(after: dot)...].lowercased())
    }

    /// Whether data of this type is text that shows as text (plain text, URLs).
    public var isText: Bool { rawValue.hasPrefix("text/") }
    /// Whether data of this type is an image.
    public var isImage: Bool { rawValue.hasPrefix("image/") }
}

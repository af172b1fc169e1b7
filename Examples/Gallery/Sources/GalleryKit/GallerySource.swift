import Foundation
import Quill

/// Something the source panel shows beside a page.
public enum GallerySource: Sendable {
    /// A Swift file of the gallery or of an example or widget it uses (embedded at build time).
    case swift(String)
    /// A file read when shown: a template of a widget bundle, a .xib…
    case file(title: String, path: String)
    /// Text made by the page.
    case text(title: String, text: String)

    /// The tab title.
    public var title: String {
        switch self {
        case .swift(let name): return name
        case .file(let title, _), .text(let title, _): return title
        }
    }

    /// The text to show.
    public var text: String {
        switch self {
        case .swift(let name):
            return EmbeddedSources.files[name] ?? "// \(name) was not embedded in this build of the gallery."
        case .file(_, let path):
            do {
                return try String(contentsOfFile: path, encoding: .utf8)
            } catch {
                return "\(path): cannot be read (\(error.localizedDescription))"
            }
        case .text(_, let text):
            return text
        }
    }
}

import QuillTemplateFormats
import Foundation
import QuillFoundation
import QuillGraphics

/// A folder templates and their resources are looked up in. A template's bundle is the folder
/// it was loaded from unless given otherwise. Resource names may not leave the folder.
public struct TemplateBundle: Hashable, Sendable {
    /// The folder.
    public let path: String

    /// A bundle over a folder.
    public init(path: String) {
        self.path = (path as NSString).standardizingPath
    }

    /// The file extensions of templates, in the order they are preferred.
    public static let templateExtensions = ["quill", "xib"]

    /// The path of a resource inside the bundle, or `nil` when missing.
    /// - Throws: `QuillError` when the name is absolute or escapes the folder with `..`.
    public func resourcePath(_ name: String) throws -> String? {
        let components = name.split(separator: "/", omittingEmptySubsequences: false)
        guard !name.hasPrefix("/"), !components.contains("..") else {
            throw QuillError(
                "resource name '\(name)' leaves the bundle folder '\(path)'",
                hint: "name resources relative to the bundle, without '..' or a leading '/'")
        }
        let full = (path as NSString).appendingPathComponent(name)
        // A link (at any level, relative or absolute) may point outside the folder: both sides
        // are resolved by the system before they are compared. A dangling link is missing.
        let isLink = (try? FileManager.default.destinationOfSymbolicLink(atPath: full)) != nil
        guard FileManager.default.fileExists(atPath: full) || isLink else { return nil }
        guard let resolved = FilePaths.realPath(full) else { return nil }
        guard FilePaths.resolves(full, inside: path) else {
            throw QuillError(
                "resource '\(name)' leads to '\(resolved)', outside the bundle folder '\(path)' (through a symbolic link)",
                hint: "copy the file into the bundle instead of linking to it")
        }
        return full
    }

    /// The path of a template by name (with or without extension), or `nil`.
    public func templatePath(named name: String) throws -> String? {
        if TemplateBundle.templateExtensions.contains((name as NSString).pathExtension) { return try resourcePath(name) }
        for ext in TemplateBundle.templateExtensions {
            if let found = try resourcePath(name + "." + ext) { return found }
        }
        return nil
    }

    /// The path of an image by name (`logo`, `logo.png`, `photo.jpg`), PNG or JPEG, preferring
    /// the scale's `@2x`/`@3x` variant (`ImageFileNames`); looked for in the folder and its
    /// `Images` subfolder.
    public func imagePath(named name: String, scale: Double) throws -> String? {
        let candidates = ImageFileNames.candidates(for: name, scale: scale)
        for folder in ["", "Images/"] {
            for candidate in candidates {
                if let found = try resourcePath(folder + candidate) { return found }
            }
        }
        return nil
    }

    /// The image by name at a scale, read from the file `imagePath(named:scale:)` finds, or
    /// `nil` when the bundle has none. The file is checked to lie inside the bundle on the
    /// descriptor it is read from, so a link swapped in after the lookup is refused.
    /// - Throws: `QuillError` when the name leaves the folder, the file leads outside it, or
    ///   the file is not an image.
    ///
    /// With `decodes` off, only the file's header is read and a placeholder of its size stands
    /// in (`Image.placeholder(sizedLike:)`, for `quill lint`).
    public func image(named name: String, scale: Double, decodes: Bool = true) throws -> Image? {
        guard let found = try imagePath(named: name, scale: scale) else { return nil }
        if !decodes { return try Image.placeholder(sizedLike: found, confinedTo: path) }
        return try Image(contentsOfFile: found, confinedTo: path)
    }
}

import Foundation
import QuillFoundation

/// Decoding a catalog's images (the catalog itself is read in QuillFoundation, as data).
extension AssetCatalog {
    /// The image named `name` at a display scale, decoded (template sets come back with the
    /// `.alwaysTemplate` rendering mode).
    /// - Throws: `QuillError` when the set's file cannot be decoded.
    ///
    /// With `decodes` off, the file's header alone is read and a placeholder of its size stands
    /// in (`Image.placeholder(sizedLike:)`).
    public func image(named name: String, scale: Double = 1, appearance: Appearance = .light, decodes: Bool = true) throws -> Image? {
        guard let set = imageSets[name], let (file, fileScale) = set.file(scale: scale, appearance: appearance) else { return nil }
        // The file was checked to be inside its set when the catalog was read; it is checked
        // again on the descriptor it is read from, against the folder holding the catalog (the
        // catalog folder itself could be a link swapped in since), so nothing leads out.
        if !decodes { return try Image.placeholder(sizedLike: file, confinedTo: enclosingFolder, scale: fileScale) }
        let data = try Image.fileData(at: file, confinedTo: enclosingFolder)
        let image = try Image(data: data, scale: fileScale, name: file)
        return set.rendersAsTemplate ? image.withRenderingMode(.alwaysTemplate) : image
    }

    /// The image named `name` from the first catalog directly inside `folder` that has it
    /// (catalogs leading outside `folder` through links are skipped).
    /// - Throws: `QuillError` when the set's file cannot be decoded.
    public static func image(named name: String, scale: Double, inCatalogsIn folder: String, decodes: Bool = true) throws -> Image? {
        for catalogPath in catalogs(in: folder) where FilePaths.resolves(catalogPath, inside: folder) {
            guard let catalog = try? cached(at: catalogPath) else { continue }
            if let image = try catalog.image(named: name, scale: scale, decodes: decodes) { return image }
        }
        return nil
    }
}

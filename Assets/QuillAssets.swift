import Foundation

/// Quill's bundled fonts and images, shipped as this target's SwiftPM resources: the build puts
/// them in a resource folder beside every executable that links Quill (an app in its own
/// package included), so text and images never depend on where a Quill checkout is.
///
/// `QuillGraphics.AssetLocator` decides where to look; this module only knows where SwiftPM put
/// the files for this build.
public enum QuillAssets {
    /// The name SwiftPM gives this target's resource folder ends with this.
    public static let resourceFolderSuffix = "_QuillAssets.resources"

    /// The resource folder SwiftPM made for this build, if it is still where the build put it
    /// (found without `Bundle.module`, which stops the process when the folder is gone).
    public static var builtResourceFolder: String? {
        let candidates = [Bundle.main.bundleURL.path, Bundle.main.executableURL?.deletingLastPathComponent().path].compactMap { $0 }
        for folder in candidates {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { continue }
            for name in names.sorted() where name.hasSuffix(resourceFolderSuffix) {
                let path = (folder as NSString).appendingPathComponent(name)
                if FileManager.default.fileExists(atPath: (path as NSString).appendingPathComponent("Fonts")) { return path }
            }
        }
        return nil
    }
}

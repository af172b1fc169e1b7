/// One `NAME.imageset` of an asset catalog: its files by scale and how it is rendered.
public struct AssetImageSet: Hashable, Sendable {
    /// The image's name in the catalog (with its group's namespace, `Icons/star`).
    public var name: String
    /// The files (absolute paths) by scale: 1, 2, 3; a single-scale (PDF-less) set has 1 only.
    public var files: [Double: String]
    /// Dark-appearance files by scale, where the set has them.
    public var darkFiles: [Double: String]
    /// Whether the set asks to be drawn as a template (tinted with the view's tint colour).
    public var rendersAsTemplate: Bool

    /// The file to use at a display scale and appearance: that scale's, else the nearest
    /// larger, else the nearest smaller; dark falls back to the light files.
    public func file(scale: Double, appearance: Appearance = .light) -> (path: String, scale: Double)? {
        let pool = appearance == .dark && !darkFiles.isEmpty ? darkFiles : files
        let wanted = scale.rounded()
        if let exact = pool[wanted] { return (exact, wanted) }
        if let larger = pool.keys.filter({ $0 > wanted }).min() { return (pool[larger]!, larger) }
        if let smaller = pool.keys.filter({ $0 < wanted }).max() { return (pool[smaller]!, smaller) }
        return nil
    }
}

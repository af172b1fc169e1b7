import Foundation

/// Expands command-line paths into template files: files as given, folders searched
/// recursively for `.quill`, `.xib` and `.storyboard` files (sorted).
enum TemplateFiles {
    static func expand(_ paths: [String]) -> (files: [String], missing: [String]) {
        var files: [String] = []
        var missing: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                missing.append(path)
                continue
            }
            if !isDirectory.boolValue {
                files.append(path)
                continue
            }
            let enumerator = FileManager.default.enumerator(atPath: path)
            var found: [String] = []
            while let item = enumerator?.nextObject() as? String {
                if item.hasSuffix(".quill") || item.hasSuffix(".xib") || item.hasSuffix(".storyboard") || item.hasSuffix(".quillstoryboard") { found.append((path as NSString).appendingPathComponent(item)) }
            }
            files.append(contentsOf: found.sorted())
        }
        return (files, missing)
    }
}

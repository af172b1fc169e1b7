import Foundation
import QuillFoundation
import QuillTemplates

/// Reads the classes an app declares in its Swift sources, without building it: each class's
/// name, superclass and the `@Outlet`, `@WeakOutlet`, `@OutletCollection`, `@Action` and
/// `@Inspectable` properties in its body. What `quill lint --module` checks templates against.
///
/// It reads declarations, not Swift's full grammar: comments and string literals are skipped
/// when counting braces, and a class is one whose declaration line reads
/// `[attributes] [modifiers] class Name[<…>]: Superclass`. Generic classes are left out
/// (templates cannot create them).
package enum SwiftDeclarationScanner {
    /// The classes declared in the Swift files at `paths` (files, folders searched
    /// recursively, or a package folder, whose `Sources` is read).
    /// - Throws: `QuillError` when a path does not exist.
    package static func classes(in paths: [String]) throws -> [SourceDeclaredClass] {
        var result: [SourceDeclaredClass] = []
        for path in paths {
            for file in try swiftFiles(at: path) {
                guard let data = FileManager.default.contents(atPath: file), data.count <= 8 << 20 else { continue }
                result += classes(inSource: String(decoding: data, as: UTF8.self), file: file)
            }
        }
        return result
    }

    /// The Swift files at a path, sorted; a package folder's `Sources` only.
    static func swiftFiles(at path: String) throws -> [String] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw QuillError("no such file or folder", at: SourceLocation(file: path), hint: "give --module the app's package folder, its Sources folder or its .swift files")
        }
        if !isFolder.boolValue { return path.hasSuffix(".swift") ? [path] : [] }
        let sources = (path as NSString).appendingPathComponent("Sources")
        let root = FileManager.default.fileExists(atPath: (path as NSString).appendingPathComponent("Package.swift"))
            && FileManager.default.fileExists(atPath: sources) ? sources : path
        let entries = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []
        return entries.filter { $0.hasSuffix(".swift") && !$0.split(separator: "/").contains { $0.hasPrefix(".") } }
            .sorted().map { (root as NSString).appendingPathComponent($0) }
    }

    nonisolated(unsafe) private static let classPattern =
        /^\s*(?:@[A-Za-z_][\w.]*(?:\([^)]*\))?\s+)*(?:(?:public|open|internal|fileprivate|private|package|final)\s+)*class\s+([A-Za-z_]\w*)\s*(<[^>]*>)?\s*:\s*([A-Za-z_][\w.]*)/
    nonisolated(unsafe) private static let slotPattern =
        /@(Outlet|WeakOutlet|OutletCollection|Action|Inspectable)\b(?:\([^)]*\))?\s+(?:(?:public|open|internal|fileprivate|private|package)\s+)*(?:(?:private|fileprivate)\(set\)\s+)?var\s+([A-Za-z_]\w*)/

    /// The classes declared in one file's text.
    static func classes(inSource text: String, file: String) -> [SourceDeclaredClass] {
        var found: [SourceDeclaredClass] = []
        // Open classes: their index in `found` and the brace depth their body is at.
        var open: [(index: Int, depth: Int)] = []
        var depth = 0
        var pendingBody: Int?
        var inBlockComment = false
        for (number, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = String(rawLine)
            let code = codeOnly(line, inBlockComment: &inBlockComment)
            if let match = code.firstMatch(of: classPattern), match.output.2 == nil {
                let superclass = String(match.output.3.split(separator: ".").last ?? match.output.3)
                found.append(SourceDeclaredClass(
                    name: String(match.output.1), superclassName: superclass,
                    location: SourceLocation(file: file, line: number + 1, column: 1)))
                pendingBody = found.count - 1
            } else if let current = open.last, depth == current.depth, let slot = code.firstMatch(of: slotPattern) {
                let name = String(slot.output.2)
                switch slot.output.1 {
                case "Outlet", "WeakOutlet": found[current.index].outlets.insert(name)
                case "OutletCollection": found[current.index].outletCollections.insert(name)
                case "Action": found[current.index].actions.insert(name)
                default: found[current.index].inspectables.insert(name)
                }
            }
            for character in code {
                if character == "{" {
                    depth += 1
                    if let index = pendingBody {
                        open.append((index, depth))
                        pendingBody = nil
                    }
                } else if character == "}" {
                    if let current = open.last, current.depth == depth { open.removeLast() }
                    depth = max(0, depth - 1)
                }
            }
        }
        return found
    }

    /// A line without its comments and the contents of its string literals (so their braces
    /// and `@` signs are not read as code).
    private static func codeOnly(_ line: String, inBlockComment: inout Bool) -> String {
        var result = ""
        var inString = false
        var previous: Character = " "
        var iterator = Array(line)
        var index = 0
        while index < iterator.count {
            let character = iterator[index]
            if inBlockComment {
                if character == "*", index + 1 < iterator.count, iterator[index + 1] == "/" { inBlockComment = false; index += 1 }
            } else if inString {
                if character == "\"" && previous != "\\" { inString = false; result.append(character) }
            } else if character == "/", index + 1 < iterator.count, iterator[index + 1] == "/" {
                break
            } else if character == "/", index + 1 < iterator.count, iterator[index + 1] == "*" {
                inBlockComment = true
                index += 1
            } else {
                if character == "\"" { inString = true }
                result.append(character)
            }
            previous = character
            index += 1
        }
        iterator.removeAll()
        return result
    }
}

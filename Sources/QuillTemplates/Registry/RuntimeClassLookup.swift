import Foundation
import QuillViews

/// Finds a class by its qualified Swift name (`MyApp.ContactCell`, `MyApp.Screens.Cell`)
/// through the Swift runtime's type lookup: what `NSClassFromString` does for UIKit, for the
/// classes a template names that nobody registered.
///
/// Only names made of Swift identifiers are looked up (whatever a hostile file holds never
/// reaches the runtime's demangler as anything but a plain qualified name), and only in modules
/// other than Quill's own: Quill's classes are the registered ones.
enum RuntimeClassLookup {
    /// Quill's own modules: nothing in them is created by name.
    static let quillModules: Set<String> = [
        "Quill", "QuillATSPI", "QuillAssets", "QuillAuthoring", "QuillBus", "QuillCLI", "QuillControllers",
        "QuillFoundation", "QuillGraphics", "QuillPortal", "QuillSDL", "QuillSolver", "QuillTemplateFormats",
        "QuillTemplates", "QuillTesting", "QuillUIKitNames", "QuillViews", "QuillWidgets", "QuillWidgetBundles",
        "Swift", "Foundation", "FoundationEssentials", "Dispatch", "XCTest",
    ]

    /// How deep a nested class may be looked up (`Module.A.B.C`): each enclosing type may be a
    /// class, a structure or an enumeration, and every combination is tried.
    private static let maximumNesting = 3

    /// The type a qualified name (`Module.Type` or `Module.Outer.Type`) names, or `nil`.
    static func type(named qualifiedName: String) -> Any.Type? {
        let parts = qualifiedName.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.count >= 2, parts.count <= maximumNesting + 2, parts.allSatisfy(isIdentifier),
            !quillModules.contains(parts[0])
        else { return nil }
        if parts.count == 2 { return _typeByName(qualifiedName) }
        // A nested type is found by its mangled name, which spells each enclosing type's kind.
        let module = mangled(parts[0])
        let enclosing = parts.dropFirst().dropLast()
        for kinds in kindCombinations(count: enclosing.count) {
            var name = module
            for (part, kind) in zip(enclosing, kinds) { name += mangled(part) + kind }
            name += mangled(parts[parts.count - 1]) + "C"
            if let found = _typeByName(name) { return found }
        }
        return nil
    }

    /// Whether a name is an ASCII Swift identifier (letters, digits and `_`, not starting with a
    /// digit, at most 200 characters).
    static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.utf8.first, name.utf8.count <= 200, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) else { return false }
        return name.utf8.allSatisfy { byte in
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
        }
    }

    /// The module an object's class is declared in (`MyApp` for `MyApp.ContactsController`).
    static func moduleName(of type: Any.Type) -> String? {
        // `String(reflecting:)` for a type, without its conformance checks (see `TemplateRegistry.register`).
        let qualified = _typeName(type, qualified: true)
        guard let dot = qualified.firstIndex(of: ".") else { return nil }
        let module = String(qualified[..<dot])
        return isIdentifier(module) && !quillModules.contains(module) ? module : nil
    }

    private static func mangled(_ identifier: String) -> String { "\(identifier.utf8.count)\(identifier)" }

    /// Every sequence of `count` type kinds (class, structure, enumeration).
    private static func kindCombinations(count: Int) -> [[String]] {
        var result: [[String]] = [[]]
        for _ in 0..<count { result = result.flatMap { prefix in ["C", "V", "O"].map { prefix + [$0] } } }
        return result
    }
}

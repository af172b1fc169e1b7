import Foundation

/// The targets `Package.swift` declares, read from its text: each target's name, its folder and
/// the names of its dependencies (other targets, and products of other packages by their
/// product name).
struct PackageManifestTargets {
    /// One target of the manifest.
    struct Target {
        var name: String
        var folder: String
        var dependencies: Set<String>
        var isSystemLibrary: Bool
    }

    var targets: [String: Target] = [:]

    init(text: String) throws {
        let start = try NSRegularExpression(pattern: #"\.(target|systemLibrary|executableTarget|testTarget)\(\s*name:\s*"(\w+)""#)
        let matches = start.matches(in: text, range: NSRange(text.startIndex..., in: text))
        for (index, match) in matches.enumerated() {
            let kind = String(text[Range(match.range(at: 1), in: text)!])
            let name = String(text[Range(match.range(at: 2), in: text)!])
            let bodyStart = Range(match.range, in: text)!.upperBound
            let bodyEnd = index + 1 < matches.count ? Range(matches[index + 1].range, in: text)!.lowerBound : text.endIndex
            let body = String(text[bodyStart..<bodyEnd])
            var folder = (kind == "testTarget" ? "Tests/" : "Sources/") + name
            if let path = body.firstMatch(of: /path:\s*"([^"]+)"/) { folder = String(path.1) }
            var dependencies: Set<String> = []
            if let list = Self.bracketed(after: "dependencies:", in: body) {
                var rest = list
                for product in list.matches(of: /\.product\(name:\s*"(\w+)",\s*package:\s*"[^"]+"\)/) {
                    dependencies.insert(String(product.1))
                    rest = rest.replacingOccurrences(of: String(product.0), with: "")
                }
                for quoted in rest.matches(of: /"(\w+)"/) { dependencies.insert(String(quoted.1)) }
            }
            targets[name] = Target(name: name, folder: folder, dependencies: dependencies, isSystemLibrary: kind == "systemLibrary")
        }
    }

    /// The text inside the brackets that follow `label`, or `nil` when the label is absent.
    static func bracketed(after label: String, in text: String) -> String? {
        guard let range = text.range(of: label), let open = text[range.upperBound...].firstIndex(of: "[") else { return nil }
        var depth = 0
        var index = open
        while index < text.endIndex {
            switch text[index] {
            case "[": depth += 1
            case "]":
                depth -= 1
                if depth == 0 { return String(text[text.index(after: open)..<index]) }
            default: break
            }
            index = text.index(after: index)
        }
        return nil
    }

    /// The targets `name` depends on, directly or through others, with the products they use.
    func closure(of name: String) -> Set<String> {
        var seen: Set<String> = []
        var stack = Array(targets[name]?.dependencies ?? [])
        while let next = stack.popLast() {
            guard seen.insert(next).inserted else { continue }
            stack += targets[next]?.dependencies ?? []
        }
        return seen
    }
}

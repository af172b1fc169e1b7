import Foundation

/// The module map of docs/Architecture.md: the rows between `<!-- module-map:start -->` and
/// `<!-- module-map:end -->`, each a module, what it owns and what it may import, in order.
struct ModuleMapTable {
    /// One row.
    struct Row {
        var module: String
        var owns: String
        var mayImport: Set<String>
    }

    var rows: [Row] = []

    init(markdown: String) throws {
        guard let start = markdown.range(of: "<!-- module-map:start -->"),
            let end = markdown.range(of: "<!-- module-map:end -->", range: start.upperBound..<markdown.endIndex)
        else { throw CocoaError(.fileReadCorruptFile, userInfo: [NSLocalizedDescriptionKey: "no module-map markers"]) }
        for line in markdown[start.upperBound..<end.lowerBound].split(separator: "\n") {
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 5, cells[1].hasPrefix("`") else { continue }
            let imports = cells[3] == "—" ? [] : cells[3].split(separator: ",").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " `")) }
            rows.append(Row(module: cells[1].trimmingCharacters(in: CharacterSet(charactersIn: "`")), owns: cells[2], mayImport: Set(imports)))
        }
    }

    /// The modules of README's "What is there" table.
    static func readmeModules(_ markdown: String) -> [String] {
        guard let start = markdown.range(of: "| Module | What it holds |") else { return [] }
        var modules: [String] = []
        for line in markdown[start.upperBound...].split(separator: "\n", omittingEmptySubsequences: false).dropFirst(2) {
            guard line.hasPrefix("| `") else { break }
            modules.append(String(line.dropFirst(3).prefix { $0 != "`" }))
        }
        return modules
    }
}

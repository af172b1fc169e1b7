/// "Did you mean" help for names that are not known: the known names closest to a mistaken
/// one by edit distance, ignoring case.
public enum Suggestions {
    /// Up to `limit` names from `candidates` close to `name`, closest first.
    public static func closest(to name: String, among candidates: some Sequence<String>, limit: Int = 3) -> [String] {
        // A name much longer than any identifier is no typo of one; the distance is quadratic, so
        // a hostile 400 KB name would otherwise take seconds per candidate.
        guard name.utf8.count <= 128 else { return [] }
        let lowered = name.lowercased()
        return candidates
            .map { ($0, editDistance($0.lowercased(), lowered)) }
            .filter { $0.1 <= Swift.max(2, name.count / 3) }
            .sorted { ($0.1, $0.0) < ($1.1, $1.0) }
            .prefix(limit).map(\.0)
    }

    /// The Levenshtein distance: insertions, deletions and substitutions of characters.
    public static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = Swift.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}

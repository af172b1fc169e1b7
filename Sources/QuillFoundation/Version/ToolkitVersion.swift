/// A version of Quill, `major.minor.patch`. Widget bundles name the version they need; a host
/// loads a bundle when its own version is compatible with that requirement.
public struct ToolkitVersion: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Incremented by changes that break compatibility (from 1.0 on).
    public var major: Int
    /// Incremented by additions; while `major` is 0, by breaking changes too.
    public var minor: Int
    /// Incremented by fixes that change no API.
    public var patch: Int

    /// The version of this build of Quill.
    public static let current = compiledAgainst

    /// The version of Quill the code that reads this was compiled against. Emitted into that
    /// code (a widget bundle's library, say), so it stays the version the library was built
    /// with, where `current`, read from a library, is the Quill it runs in.
    @_alwaysEmitIntoClient
    public static var compiledAgainst: ToolkitVersion { ToolkitVersion(major: 0, minor: 7, patch: 0) }

    /// Creates a version.
    public init(major: Int, minor: Int, patch: Int = 0) {
        self.major = major
        self.minor = minor
        self.patch = patch
    }

    /// Parses `1`, `1.2` or `1.2.3`; `nil` for anything else.
    public init?(parsing text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count) else { return nil }
        var numbers: [Int] = []
        for part in parts {
            guard !part.isEmpty, part.allSatisfy(\.isASCII), let number = Int(part), number >= 0 else { return nil }
            numbers.append(number)
        }
        self.init(major: numbers[0], minor: numbers.count > 1 ? numbers[1] : 0, patch: numbers.count > 2 ? numbers[2] : 0)
    }

    /// Whether something built for `required` works with this version, by semantic versioning:
    /// the same major version and at least the required one; while the major version is 0,
    /// every minor version may break, so the minor versions must match too.
    public func isCompatible(withRequirement required: ToolkitVersion) -> Bool {
        guard major == required.major, self >= required else { return false }
        return major > 0 || minor == required.minor
    }

    /// Orders by major, then minor, then patch version.
    public static func < (lhs: ToolkitVersion, rhs: ToolkitVersion) -> Bool {
        (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
    }

    /// `major.minor.patch`, e.g. `0.6.0`.
    public var description: String { "\(major).\(minor).\(patch)" }
}

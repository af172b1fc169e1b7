import QuillViews

/// The object paths Quill's accessible objects have on the bus: the application at AT-SPI's
/// root path, every window and view at `/org/a11y/atspi/accessible/N`, a number given the
/// first time the object is named to a client and kept while it lives. A path whose object
/// is gone names nothing.
@MainActor
final class AccessibleObjectTable {
    /// Where every accessible object lives.
    static let prefix = "/org/a11y/atspi/accessible"
    /// The application's path (AT-SPI's convention).
    static let rootPath = prefix + "/root"

    private final class Entry {
        weak var object: AnyObject?
        let path: String
        init(object: AnyObject, path: String) {
            self.object = object
            self.path = path
        }
    }

    private var entriesByObject: [ObjectIdentifier: Entry] = [:]
    private var entriesByPath: [String: Entry] = [:]
    private var nextNumber = 1

    /// The path of a node, numbering it if it has none yet.
    func path(for node: AccessibleNode) -> String {
        guard let object = node.object else { return Self.rootPath }
        let key = ObjectIdentifier(object)
        if let entry = entriesByObject[key], entry.object === object { return entry.path }
        let entry = Entry(object: object, path: "\(Self.prefix)/\(nextNumber)")
        nextNumber += 1
        entriesByObject[key] = entry
        entriesByPath[entry.path] = entry
        return entry.path
    }

    /// The node at a path, or `nil` when the path names nothing (any more).
    func node(forPath path: String) -> AccessibleNode? {
        if path == Self.rootPath { return .application }
        guard let entry = entriesByPath[path] else { return nil }
        guard let object = entry.object else {
            entriesByPath[path] = nil
            return nil
        }
        if let window = object as? Window { return .window(window) }
        if let view = object as? View { return .view(view) }
        if let element = object as? AccessibilityCustomElement { return .custom(element) }
        return nil
    }

    /// Forgets the paths of objects that are gone; returns them.
    @discardableResult
    func removeDeadEntries() -> [String] {
        let dead = entriesByPath.filter { $0.value.object == nil }.map(\.key)
        for path in dead { entriesByPath[path] = nil }
        entriesByObject = entriesByObject.filter { $0.value.object != nil }
        return dead
    }

    /// How many objects have paths.
    var count: Int { entriesByPath.count }
}

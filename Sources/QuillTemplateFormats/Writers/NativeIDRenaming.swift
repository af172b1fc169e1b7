/// New ids for the objects of a document whose ids the native format cannot hold, so that a
/// converted template loads (issue 25, class 8): a .xib may name an object `a.b`, `owner`,
/// `self` or `superview`, which the native reader refuses or reads as something else.
///
/// An id with a dot or a reserved word is given a name made from it (`a.b` → `a-b`,
/// `owner` → `owner-view`), unique among all the document's ids; a part whose id is its
/// parent's plus its key (`cell.contentView`) follows its parent. Every reference (outlets,
/// actions, constraint items) is renamed with it.
struct NativeIDRenaming {
    /// Names a native template gives a meaning of its own: placeholders in references, and the
    /// rule words for the constraint's holder and the first item's superview.
    static let reservedIDs: Set<String> = ["owner", "firstResponder", "self", "superview"]

    private var renamed: [String: String] = [:]
    /// How the document names File's Owner as a constraint item (`-1` in a .xib).
    private let ownerItem: String
    /// Whether `self`, `superview` and `owner` in a constraint are plain ids (a .xib's) rather
    /// than the native rule words.
    private let itemWordsAreIDs: Bool
    /// The ids given a new name, in document order (parts that follow their parent are left out).
    private(set) var renamedIDs: [(from: String, to: String)] = []

    /// Whether the native reader takes `id` as written, for an object that is not an implied part.
    static func isNativeID(_ id: String) -> Bool {
        !id.isEmpty && !id.contains(".") && !reservedIDs.contains(id)
    }

    /// The renaming for `document`; empty when every id can stay.
    init(_ document: TemplateDocument) {
        ownerItem = document.format == .native ? "owner" : "-1"
        itemWordsAreIDs = document.format != .native
        var taken = Set(document.allObjects.map(\.id))
        for object in document.allObjects {
            taken.formUnion(object.constraints.map(\.id))
            taken.formUnion(object.layoutGuides.map(\.id))
        }
        for object in document.objects { assign(object, parentID: nil, key: nil, taken: &taken) }
        // A constraint's id may be an outlet's destination, where `owner` and `firstResponder`
        // would name the placeholders.
        for object in document.allObjects {
            for constraint in object.constraints where NativeIDRenaming.reservedIDs.contains(constraint.id) {
                let name = NativeIDRenaming.freshName(for: constraint.id, taken: &taken)
                renamed[constraint.id] = name
                renamedIDs.append((constraint.id, name))
            }
        }
    }

    private mutating func assign(_ object: TemplateObject, parentID: String?, key: String?, taken: inout Set<String>) {
        if let parentID, let key, object.id == "\(parentID).\(key)" {
            // An implied part id follows its parent, renamed or not.
            let parentName = renamed[parentID] ?? parentID
            if parentName != parentID { renamed[object.id] = "\(parentName).\(key)" }
        } else if !NativeIDRenaming.isNativeID(object.id) {
            let name = NativeIDRenaming.freshName(for: object.id, taken: &taken)
            renamed[object.id] = name
            renamedIDs.append((object.id, name))
        }
        for subview in object.subviews { assign(subview, parentID: object.id, key: nil, taken: &taken) }
        for part in object.parts { assign(part.object, parentID: object.id, key: part.key, taken: &taken) }
    }

    /// A native id made from `id` (one with a dot or a reserved word): dots and spaces become
    /// dashes, a reserved word gets `-view`, and a number is added until it is unused.
    private static func freshName(for id: String, taken: inout Set<String>) -> String {
        var base = String(id.map { $0 == "." || $0.isWhitespace ? "-" : $0 })
        if base.isEmpty { base = "object" }
        if reservedIDs.contains(base) { base += "-view" }
        var candidate = base
        var number = 2
        while taken.contains(candidate) {
            candidate = "\(base)-\(number)"
            number += 1
        }
        taken.insert(candidate)
        return candidate
    }

    /// Whether nothing is renamed.
    var isEmpty: Bool { renamed.isEmpty }

    /// The native name of an object id (itself when it is kept).
    func name(_ id: String) -> String { renamed[id] ?? id }

    /// The native name of a constraint item: File's Owner is `owner`, an object its id.
    private func itemName(_ item: String) -> String {
        if item == ownerItem { return "owner" }
        // In a .xib, `self` or `superview` naming no object is a missing item; written as is,
        // a native rule would read it as the holder or the superview.
        if itemWordsAreIDs, renamed[item] == nil, NativeIDRenaming.reservedIDs.contains(item) { return item + "-missing" }
        return name(item)
    }

    /// A reference with its object renamed.
    func reference(_ reference: TemplateReference) -> TemplateReference {
        if case .object(let id) = reference { return .object(name(id)) }
        return reference
    }

    /// The document with every renamed id replaced, in the objects and in every reference.
    func apply(to document: TemplateDocument) -> TemplateDocument {
        guard !isEmpty || itemWordsAreIDs else { return document }
        var result = document
        result.objects = document.objects.map(apply)
        result.connections = document.connections.map { connection in
            var connection = connection
            connection.source = reference(connection.source)
            connection.destination = reference(connection.destination)
            return connection
        }
        return result
    }

    private func apply(_ object: TemplateObject) -> TemplateObject {
        var object = object
        object.id = name(object.id)
        object.subviews = object.subviews.map(apply)
        object.parts = object.parts.map { part in
            var part = part
            part.object = apply(part.object)
            return part
        }
        object.constraints = object.constraints.map { constraint in
            var constraint = constraint
            constraint.id = name(constraint.id)
            constraint.firstItem = constraint.firstItem.map(itemName)
            constraint.secondItem = constraint.secondItem.map(itemName)
            return constraint
        }
        return object
    }
}

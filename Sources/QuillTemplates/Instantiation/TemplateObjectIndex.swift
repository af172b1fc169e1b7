import QuillFoundation
import QuillTemplateFormats
/// The objects of one instantiation by template id, and the reverse, each built the first time
/// it is asked: an instantiation replayed from a plan hands over its ids and objects as two
/// lists, so a cell made for a table does not pay for a dictionary nobody reads.
@MainActor
final class TemplateObjectIndex {
    /// Ids in the order they were given objects, with the place of each object in `objects`.
    private let entries: [(id: String, slot: Int)]
    private let objects: [AnyObject]
    private var byID: [String: AnyObject]?
    private var idsByObject: [ObjectIdentifier: String]?

    /// An index over a dictionary the general instantiation built.
    init(objectsByID: [String: AnyObject]) {
        entries = []
        objects = []
        byID = objectsByID
    }

    /// An index over a plan's ids (`slot` is a place in `objects`; a later entry for the same
    /// id wins, as a later assignment did).
    init(entries: [(id: String, slot: Int)], objects: [AnyObject]) {
        self.entries = entries
        self.objects = objects
    }

    /// The objects by id.
    var objectsByID: [String: AnyObject] {
        if let byID { return byID }
        var built: [String: AnyObject] = [:]
        built.reserveCapacity(entries.count)
        for entry in entries { built[entry.id] = objects[entry.slot] }
        byID = built
        return built
    }

    /// The object with a template id.
    func object(withID id: String) -> AnyObject? { objectsByID[id] }

    /// The template id of an object (the first id in sorted order when it has several).
    func id(of object: AnyObject) -> String? {
        if let idsByObject { return idsByObject[ObjectIdentifier(object)] }
        var ids: [ObjectIdentifier: String] = [:]
        for (id, value) in objectsByID.sorted(by: { $0.key < $1.key }) where ids[ObjectIdentifier(value)] == nil {
            ids[ObjectIdentifier(value)] = id
        }
        idsByObject = ids
        return ids[ObjectIdentifier(object)]
    }
}

/// A set of object identities hashed as `IdentityDictionary` hashes its keys (a multiplication
/// instead of SipHash), for sets on hot paths such as the layout engine's queue of changed
/// constraints.
public struct IdentitySet {
    @usableFromInline var table = IdentityDictionary<Void>()

    /// An empty set.
    @inlinable
    public init() {}

    /// How many identities the set holds.
    @inlinable
    public var count: Int { table.count }

    /// Whether the set is empty.
    @inlinable
    public var isEmpty: Bool { table.isEmpty }

    /// Whether the set holds `identity`.
    @inlinable
    public func contains(_ identity: ObjectIdentifier) -> Bool { table.contains(identity) }

    /// Adds `identity`; returns whether it was not there yet.
    @inlinable
    @discardableResult
    public mutating func insert(_ identity: ObjectIdentifier) -> Bool {
        table.updateValue((), forKey: identity) == nil
    }

    /// Removes `identity`; returns whether it was there.
    @inlinable
    @discardableResult
    public mutating func remove(_ identity: ObjectIdentifier) -> Bool {
        table.removeValue(forKey: identity) != nil
    }

    /// Removes every identity; keeps the storage with `keepingCapacity`.
    @inlinable
    public mutating func removeAll(keepingCapacity: Bool = false) { table.removeAll(keepingCapacity: keepingCapacity) }

    /// Makes room for `minimumCapacity` identities.
    @inlinable
    public mutating func reserveCapacity(_ minimumCapacity: Int) { table.reserveCapacity(minimumCapacity) }
}

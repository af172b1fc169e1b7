/// A hash table from object identities to values, for tables on hot paths (the layout
/// engine's records of items and constraints, the solver's constraints and variables): a
/// `WordKeyedTable` keyed by the objects' addresses, which a multiplication spreads where
/// `Dictionary` hashed each with SipHash.
///
/// The order of iteration is that of the slots, which depends on the objects' addresses:
/// as with `Dictionary`, nothing may depend on it.
public struct IdentityDictionary<Value> {
    @usableFromInline var table: WordKeyedTable<Value>

    /// An empty table (no storage until the first insertion).
    @inlinable
    public init() { table = WordKeyedTable() }

    /// An empty table with room for `minimumCapacity` entries before it grows.
    @inlinable
    public init(minimumCapacity: Int) { table = WordKeyedTable(minimumCapacity: minimumCapacity) }

    /// How many entries the table holds.
    @inlinable
    public var count: Int { table.count }

    /// Whether the table holds no entry.
    @inlinable
    public var isEmpty: Bool { table.isEmpty }

    /// The value for `key`, or `nil`; setting `nil` removes the entry.
    @inlinable
    public subscript(key: ObjectIdentifier) -> Value? {
        get { table[UInt(bitPattern: key)] }
        set { table[UInt(bitPattern: key)] = newValue }
    }

    /// Whether the table has an entry for `key`.
    @inlinable
    public func contains(_ key: ObjectIdentifier) -> Bool { table.contains(UInt(bitPattern: key)) }

    /// Sets the value for `key`; returns the value it replaced, if any.
    @inlinable
    @discardableResult
    public mutating func updateValue(_ value: Value, forKey key: ObjectIdentifier) -> Value? {
        table.updateValue(value, forKey: UInt(bitPattern: key))
    }

    /// Removes the entry for `key`; returns its value, if there was one.
    @inlinable
    @discardableResult
    public mutating func removeValue(forKey key: ObjectIdentifier) -> Value? { table.removeValue(forKey: UInt(bitPattern: key)) }

    /// Removes every entry; keeps the storage with `keepingCapacity`.
    @inlinable
    public mutating func removeAll(keepingCapacity: Bool = false) { table.removeAll(keepingCapacity: keepingCapacity) }

    /// Makes room for `minimumCapacity` entries.
    @inlinable
    public mutating func reserveCapacity(_ minimumCapacity: Int) { table.reserveCapacity(minimumCapacity) }

    /// The keys, in slot order. Going through them makes no array: the sequence shares the
    /// table's storage, and a change to the table meanwhile copies the storage first, so the
    /// sequence goes on through the entries it started with.
    @inlinable
    public var keys: Keys { Keys(words: table.keys) }

    /// The values, in slot order; shared storage, as `keys`.
    @inlinable
    public var values: WordKeyedTable<Value>.Values { table.values }

    /// The keys of a table (`keys`), as object identities.
    public struct Keys: Sequence, IteratorProtocol {
        @usableFromInline var words: WordKeyedTable<Value>.Keys

        @inlinable
        init(words: WordKeyedTable<Value>.Keys) { self.words = words }

        /// The next key.
        @inlinable
        public mutating func next() -> ObjectIdentifier? { words.next().map { unsafeBitCast($0, to: ObjectIdentifier.self) } }
    }

    /// Calls `body` with each entry, in slot order. The table may not be changed meanwhile.
    @inlinable
    public func forEach(_ body: (ObjectIdentifier, Value) throws -> Void) rethrows {
        try table.forEach { try body(unsafeBitCast($0, to: ObjectIdentifier.self), $1) }
    }
}

extension IdentityDictionary: @unchecked Sendable where Value: Sendable {}

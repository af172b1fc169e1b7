/// A hash table keyed by nonzero machine words (an object's address, a symbol's number), for
/// tables on hot paths: `IdentityDictionary`'s storage, and the solver's objective.
///
/// `Dictionary` hashes every key with SipHash through `Hasher`, about a hundred instructions a
/// lookup, which was most of what the layout engine's lookups cost. An address, or a number
/// handed out in order, is spread by a multiplication (Fibonacci hashing: the product's high
/// bits pick the slot). Open addressing with linear probing keeps the entries in one buffer,
/// shared until changed (copy on write); a removal shifts the entries after it back, so no
/// tombstones accumulate. The key 0 marks an empty slot and is never stored.
///
/// The order of iteration is that of the slots, which depends on the keys' values: as with
/// `Dictionary`, nothing may depend on it.
public struct WordKeyedTable<Value> {
    /// The slots, a power of two of them, in one allocation: the keys (0 where the slot is
    /// empty), then the values, initialized only where a key is. Only the
    /// keys are cleared when a table is made (slots of optional keys and values had every
    /// value written as well), and a value is moved, never wrapped in an optional.
    @usableFromInline
    final class Storage {
        /// How many slots there are.
        @usableFromInline let size: Int
        @usableFromInline let keys: UnsafeMutablePointer<UInt>
        @usableFromInline let values: UnsafeMutablePointer<Value>

        /// A buffer of `size` empty slots (`size` a power of two).
        @inlinable
        init(size: Int) {
            self.size = size
            let alignment = Swift.max(MemoryLayout<UInt>.alignment, MemoryLayout<Value>.alignment)
            let valuesOffset = (size * MemoryLayout<UInt>.stride + alignment - 1) / alignment * alignment
            let bytes = UnsafeMutableRawPointer.allocate(byteCount: valuesOffset + size * MemoryLayout<Value>.stride, alignment: alignment)
            keys = bytes.bindMemory(to: UInt.self, capacity: size)
            keys.initialize(repeating: 0, count: size)
            values = (bytes + valuesOffset).bindMemory(to: Value.self, capacity: size)
        }

        /// A buffer holding the same entries.
        @inlinable
        func copy() -> Storage {
            let copy = Storage(size: size)
            copy.keys.update(from: keys, count: size)
            for index in 0..<size where keys[index] != 0 { (copy.values + index).initialize(to: values[index]) }
            return copy
        }

        @inlinable
        deinit {
            for index in 0..<size where keys[index] != 0 { (values + index).deinitialize(count: 1) }
            UnsafeMutableRawPointer(keys).deallocate()
        }
    }

    /// The slots; `nil` until the first insertion.
    @usableFromInline var storage: Storage?
    /// How many slots are taken.
    @usableFromInline var storedCount: Int
    /// How many slots there are (the storage knows too; this spares loading it to probe).
    @usableFromInline var size: Int
    /// 64 less the base-2 logarithm of the number of slots: the shift that leaves a hash's top
    /// bits as a slot.
    @usableFromInline var shift: Int

    /// An empty table (no storage until the first insertion).
    @inlinable
    public init() {
        storage = nil
        storedCount = 0
        size = 0
        shift = 64
    }

    /// An empty table with room for `minimumCapacity` entries before it grows.
    @inlinable
    public init(minimumCapacity: Int) {
        self.init()
        reserveCapacity(minimumCapacity)
    }

    /// How many entries the table holds.
    @inlinable
    public var count: Int { storedCount }

    /// Whether the table holds no entry.
    @inlinable
    public var isEmpty: Bool { storedCount == 0 }

    /// The slot a key's probe starts at.
    @inlinable
    func home(of key: UInt) -> Int {
        // 2^64 divided by the golden ratio, odd: consecutive addresses land far apart.
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) &>> UInt(shift))
    }

    /// The slot holding `key`, or `nil`.
    @inlinable
    func slot(of key: UInt, in keys: UnsafeMutablePointer<UInt>) -> Int? {
        let mask = size - 1
        var index = home(of: key)
        while true {
            let stored = keys[index]
            if stored == key { return index }
            if stored == 0 { return nil }
            index = (index + 1) & mask
        }
    }

    /// The value for `key`, or `nil`; setting `nil` removes the entry.
    @inlinable
    public subscript(key: UInt) -> Value? {
        get {
            guard storedCount > 0, let storage else { return nil }
            guard let index = slot(of: key, in: storage.keys) else { return nil }
            return storage.values[index]
        }
        set {
            if let newValue {
                updateValue(newValue, forKey: key)
            } else {
                removeValue(forKey: key)
            }
        }
    }

    /// Whether the table has an entry for `key`.
    @inlinable
    public func contains(_ key: UInt) -> Bool {
        guard storedCount > 0, let storage else { return false }
        return slot(of: key, in: storage.keys) != nil
    }

    /// The storage, made unique (copied if shared) before a change.
    @inlinable
    mutating func uniqueStorage() -> Storage {
        if !isKnownUniquelyReferenced(&storage!) { storage = storage!.copy() }
        return storage.unsafelyUnwrapped
    }

    /// Sets the value for `key`; returns the value it replaced, if any.
    @inlinable
    @discardableResult
    public mutating func updateValue(_ value: Value, forKey key: UInt) -> Value? {
        precondition(key != 0, "a word-keyed table cannot hold the key 0")
        if (storedCount + 1) * 4 > size * 3 { grow(toHold: storedCount + 1) }
        let storage = uniqueStorage()
        let keys = storage.keys, values = storage.values
        let mask = size - 1
        var index = home(of: key)
        while true {
            let stored = keys[index]
            if stored == 0 {
                keys[index] = key
                (values + index).initialize(to: value)
                storedCount += 1
                return nil
            }
            if stored == key {
                let old = (values + index).move()
                (values + index).initialize(to: value)
                return old
            }
            index = (index + 1) & mask
        }
    }

    /// Removes the entry for `key`; returns its value, if there was one.
    @inlinable
    @discardableResult
    public mutating func removeValue(forKey key: UInt) -> Value? {
        guard storedCount > 0, storage != nil else { return nil }
        let storage = uniqueStorage()
        let keys = storage.keys, values = storage.values
        guard var hole = slot(of: key, in: keys) else { return nil }
        let mask = size - 1
        let removed = (values + hole).move()
        keys[hole] = 0
        storedCount -= 1
        // Backward shift: each entry after the hole whose probe passed over it moves into
        // it, so every probe still finds its key before an empty slot.
        var index = (hole + 1) & mask
        while keys[index] != 0 {
            let start = home(of: keys[index])
            // Whether `start` lies cyclically outside (hole, index]: the entry may move back.
            let movable = hole <= index ? (start <= hole || start > index) : (start <= hole && start > index)
            if movable {
                keys[hole] = keys[index]
                (values + hole).moveInitialize(from: values + index, count: 1)
                keys[index] = 0
                hole = index
            }
            index = (index + 1) & mask
        }
        return removed
    }

    /// Removes every entry; keeps the storage with `keepingCapacity`.
    @inlinable
    public mutating func removeAll(keepingCapacity: Bool = false) {
        if keepingCapacity, storage != nil {
            if isKnownUniquelyReferenced(&storage!) {
                let storage = self.storage.unsafelyUnwrapped
                let keys = storage.keys, values = storage.values
                for index in 0..<size where keys[index] != 0 {
                    (values + index).deinitialize(count: 1)
                    keys[index] = 0
                }
            } else {
                storage = Storage(size: size)
            }
        } else {
            storage = nil
            size = 0
            shift = 64
        }
        storedCount = 0
    }

    /// Makes room for `minimumCapacity` entries.
    @inlinable
    public mutating func reserveCapacity(_ minimumCapacity: Int) {
        if minimumCapacity * 4 > size * 3 { grow(toHold: minimumCapacity) }
    }

    /// Rehashes into a table of the smallest power-of-two size that holds `entries` under
    /// three-quarters full (moving the values when the old storage is not shared).
    @inlinable
    mutating func grow(toHold entries: Int) {
        var newSize = Swift.max(8, size)
        while entries * 4 > newSize * 3 { newSize *= 2 }
        let oldSize = size
        let grown = Storage(size: newSize)
        shift = 64 - newSize.trailingZeroBitCount
        size = newSize
        let mask = newSize - 1
        if storage != nil {
            let moves = isKnownUniquelyReferenced(&storage!)
            let old = storage.unsafelyUnwrapped
            let keys = grown.keys, values = grown.values
            for index in 0..<oldSize {
                let key = old.keys[index]
                guard key != 0 else { continue }
                var slot = home(of: key)
                while keys[slot] != 0 { slot = (slot + 1) & mask }
                keys[slot] = key
                if moves {
                    (values + slot).moveInitialize(from: old.values + index, count: 1)
                    old.keys[index] = 0
                } else {
                    (values + slot).initialize(to: old.values[index])
                }
            }
        }
        storage = grown
    }

    /// The keys, in slot order. Going through them makes no array: the sequence shares the
    /// table's storage, and a change to the table meanwhile copies the storage first, so the
    /// sequence goes on through the entries it started with.
    @inlinable
    public var keys: Keys { Keys(cursor: SlotCursor(storage: storedCount > 0 ? storage : nil, size: size)) }

    /// The values, in slot order; shared storage, as `keys`.
    @inlinable
    public var values: Values { Values(cursor: SlotCursor(storage: storedCount > 0 ? storage : nil, size: size)) }

    /// Goes through the taken slots of a storage it holds.
    public struct SlotCursor {
        @usableFromInline let storage: Storage?
        @usableFromInline let size: Int
        @usableFromInline var index = 0

        @inlinable
        init(storage: Storage?, size: Int) {
            self.storage = storage
            self.size = size
        }

        /// The next taken slot's key and value.
        @inlinable
        public mutating func next() -> (key: UInt, value: Value)? {
            guard let storage else { return nil }
            while index < size {
                let key = storage.keys[index]
                index += 1
                if key != 0 { return (key, storage.values[index - 1]) }
            }
            return nil
        }
    }

    /// The keys of a table (`keys`).
    public struct Keys: Sequence, IteratorProtocol {
        @usableFromInline var cursor: SlotCursor

        @inlinable
        init(cursor: SlotCursor) { self.cursor = cursor }

        /// The next key.
        @inlinable
        public mutating func next() -> UInt? { cursor.next()?.key }
    }

    /// The values of a table (`values`).
    public struct Values: Sequence, IteratorProtocol {
        @usableFromInline var cursor: SlotCursor

        @inlinable
        init(cursor: SlotCursor) { self.cursor = cursor }

        /// The next value.
        @inlinable
        public mutating func next() -> Value? { cursor.next()?.value }
    }

    /// Calls `body` with each entry, in slot order. The table may not be changed meanwhile.
    @inlinable
    public func forEach(_ body: (UInt, Value) throws -> Void) rethrows {
        guard storedCount > 0, let storage else { return }
        let keys = storage.keys, values = storage.values
        for index in 0..<size where keys[index] != 0 { try body(keys[index], values[index]) }
    }
}

extension WordKeyedTable: @unchecked Sendable where Value: Sendable {}

/// A hash table from object identities to values, for tables on hot paths (the layout
/// engine's records of items and constraints).
///
/// `Dictionary` hashes every key with SipHash through `Hasher`, about a hundred instructions a
/// lookup, which was most of what the layout engine's lookups cost. An object's address is
/// already spread, so a multiplication does (Fibonacci hashing: the product's high bits pick
/// the slot). Open addressing with linear probing keeps the entries in one buffer, shared
/// until changed (copy on write); a removal shifts the entries after it back, so no
/// tombstones accumulate.
///
/// The order of iteration is that of the slots, which depends on the objects' addresses:
/// as with `Dictionary`, nothing may depend on it.
public struct IdentityDictionary<Value> {
    /// One slot: an object's identity (`nil` where the slot is empty) and its value.
    @usableFromInline
    struct Slot {
        @usableFromInline var key: ObjectIdentifier?
        @usableFromInline var value: Value?

        @inlinable
        init(key: ObjectIdentifier?, value: Value?) {
            self.key = key
            self.value = value
        }
    }

    /// The slots, a power of two of them, every one initialized.
    @usableFromInline
    final class Storage: ManagedBuffer<Int, Slot> {
        /// A buffer of `size` empty slots (`size` a power of two).
        @inlinable
        static func make(size: Int) -> Storage {
            let storage = unsafeDowncast(Storage.create(minimumCapacity: size) { _ in size }, to: Storage.self)
            storage.withUnsafeMutablePointerToElements { $0.initialize(repeating: Slot(key: nil, value: nil), count: size) }
            return storage
        }

        /// A buffer holding the same slots.
        @inlinable
        func copy() -> Storage {
            let size = header
            let storage = unsafeDowncast(Storage.create(minimumCapacity: size) { _ in size }, to: Storage.self)
            withUnsafeMutablePointerToElements { source in
                storage.withUnsafeMutablePointerToElements { $0.initialize(from: source, count: size) }
            }
            return storage
        }

        @inlinable
        deinit {
            let size = header
            withUnsafeMutablePointerToElements { _ = $0.deinitialize(count: size) }
        }
    }

    /// The slots; `nil` until the first insertion.
    @usableFromInline var storage: Storage?
    /// How many slots are taken.
    @usableFromInline var storedCount: Int
    /// How many slots there are (the storage's header holds it too; reading a class's stored
    /// property checks exclusivity at run time).
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
    func home(of key: ObjectIdentifier) -> Int {
        // 2^64 divided by the golden ratio, odd: consecutive addresses land far apart.
        Int(truncatingIfNeeded: (UInt(bitPattern: key) &* 0x9E37_79B9_7F4A_7C15) &>> UInt(shift))
    }

    /// The slot holding `key`, or `nil`.
    @inlinable
    func slot(of key: ObjectIdentifier, in slots: UnsafeMutablePointer<Slot>, mask: Int) -> Int? {
        var index = home(of: key)
        while true {
            guard let stored = slots[index].key else { return nil }
            if stored == key { return index }
            index = (index + 1) & mask
        }
    }

    /// The value for `key`, or `nil`; setting `nil` removes the entry.
    @inlinable
    public subscript(key: ObjectIdentifier) -> Value? {
        get {
            guard storedCount > 0, let storage else { return nil }
            let mask = size - 1
            return storage.withUnsafeMutablePointerToElements { slots in
                slot(of: key, in: slots, mask: mask).flatMap { slots[$0].value }
            }
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
    public func contains(_ key: ObjectIdentifier) -> Bool {
        guard storedCount > 0, let storage else { return false }
        let mask = size - 1
        return storage.withUnsafeMutablePointerToElements { slot(of: key, in: $0, mask: mask) != nil }
    }

    /// The storage, made unique (copied if shared) before a change.
    @inlinable
    mutating func uniqueStorage() -> Storage {
        if !isKnownUniquelyReferenced(&storage!) { storage = storage!.copy() }
        return storage!
    }

    /// Sets the value for `key`; returns the value it replaced, if any.
    @inlinable
    @discardableResult
    public mutating func updateValue(_ value: Value, forKey key: ObjectIdentifier) -> Value? {
        if (storedCount + 1) * 4 > size * 3 { grow(toHold: storedCount + 1) }
        let storage = uniqueStorage()
        let mask = size - 1
        return storage.withUnsafeMutablePointerToElements { slots -> Value? in
            var index = home(of: key)
            while true {
                guard let stored = slots[index].key else {
                    slots[index] = Slot(key: key, value: value)
                    storedCount += 1
                    return nil
                }
                if stored == key {
                    let old = slots[index].value
                    slots[index].value = value
                    return old
                }
                index = (index + 1) & mask
            }
        }
    }

    /// Removes the entry for `key`; returns its value, if there was one.
    @inlinable
    @discardableResult
    public mutating func removeValue(forKey key: ObjectIdentifier) -> Value? {
        guard storedCount > 0, storage != nil else { return nil }
        let storage = uniqueStorage()
        let mask = size - 1
        return storage.withUnsafeMutablePointerToElements { slots -> Value? in
            guard var hole = slot(of: key, in: slots, mask: mask) else { return nil }
            let removed = slots[hole].value
            slots[hole] = Slot(key: nil, value: nil)
            storedCount -= 1
            // Backward shift: each entry after the hole whose probe passed over it moves into
            // it, so every probe still finds its key before an empty slot.
            var index = (hole + 1) & mask
            while let stored = slots[index].key {
                let start = home(of: stored)
                // Whether `start` lies cyclically outside (hole, index]: the entry may move back.
                let movable = hole <= index ? (start <= hole || start > index) : (start <= hole && start > index)
                if movable {
                    slots[hole] = slots[index]
                    slots[index] = Slot(key: nil, value: nil)
                    hole = index
                }
                index = (index + 1) & mask
            }
            return removed
        }
    }

    /// Removes every entry; keeps the storage with `keepingCapacity`.
    @inlinable
    public mutating func removeAll(keepingCapacity: Bool = false) {
        if keepingCapacity, storage != nil {
            let storage = uniqueStorage()
            let size = self.size
            storage.withUnsafeMutablePointerToElements { slots in
                for index in 0..<size where slots[index].key != nil { slots[index] = Slot(key: nil, value: nil) }
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
    /// three-quarters full.
    @inlinable
    mutating func grow(toHold entries: Int) {
        var newSize = Swift.max(8, size)
        while entries * 4 > newSize * 3 { newSize *= 2 }
        let old = storage
        let oldSize = size
        let grown = Storage.make(size: newSize)
        shift = 64 - newSize.trailingZeroBitCount
        size = newSize
        let mask = newSize - 1
        if let old {
            old.withUnsafeMutablePointerToElements { source in
                grown.withUnsafeMutablePointerToElements { slots in
                    for index in 0..<oldSize {
                        guard let key = source[index].key else { continue }
                        var slot = home(of: key)
                        while slots[slot].key != nil { slot = (slot + 1) & mask }
                        slots[slot] = source[index]
                    }
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
        mutating func next() -> (key: ObjectIdentifier, value: Value)? {
            guard let storage else { return nil }
            while index < size {
                let slot = storage.withUnsafeMutablePointerToElements { $0[index] }
                index += 1
                if let key = slot.key, let value = slot.value { return (key, value) }
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
        public mutating func next() -> ObjectIdentifier? { cursor.next()?.key }
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
    public func forEach(_ body: (ObjectIdentifier, Value) throws -> Void) rethrows {
        guard storedCount > 0, let storage else { return }
        let size = self.size
        try storage.withUnsafeMutablePointerToElements { slots in
            for index in 0..<size {
                if let key = slots[index].key, let value = slots[index].value { try body(key, value) }
            }
        }
    }
}

extension IdentityDictionary: @unchecked Sendable where Value: Sendable {}


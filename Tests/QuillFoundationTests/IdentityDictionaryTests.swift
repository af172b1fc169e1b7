import XCTest
@testable import QuillFoundation

/// `IdentityDictionary` and `IdentitySet` hold what a `Dictionary` and a `Set` would, through
/// any sequence of insertions, replacements and removals (removals shift later entries back,
/// which a wrong wrap-around test would lose).
final class IdentityDictionaryTests: XCTestCase {
    private final class Object {}

    /// A value that counts the instances alive.
    private final class Counted {
        nonisolated(unsafe) static var alive = 0
        let number: Int
        init(_ number: Int) {
            self.number = number
            Counted.alive += 1
        }
        deinit { Counted.alive -= 1 }
    }

    func testMatchesADictionaryThroughRandomChanges() {
        // Fixed pseudo-random choices (a multiplicative hash of the step), so a failure repeats.
        func choice(_ step: Int, _ salt: UInt64, below bound: Int) -> Int {
            Int(((UInt64(step) &+ salt) &* 0x9E37_79B9_7F4A_7C15) >> 33) % bound
        }
        // Objects allocated together sit at nearby addresses, as views and constraints do.
        let objects = (0..<600).map { _ in Object() }
        var table = IdentityDictionary<Int>()
        var model: [ObjectIdentifier: Int] = [:]
        for step in 0..<40_000 {
            let key = ObjectIdentifier(objects[choice(step, 1, below: step < 20_000 ? 600 : 60)])
            switch choice(step, 77_777, below: 10) {
            case 0..<5:
                XCTAssertEqual(table.updateValue(step, forKey: key), model.updateValue(step, forKey: key))
            case 5..<8:
                XCTAssertEqual(table.removeValue(forKey: key), model.removeValue(forKey: key))
            case 8:
                table[key] = nil
                model[key] = nil
            default:
                XCTAssertEqual(table[key], model[key])
                XCTAssertEqual(table.contains(key), model[key] != nil)
            }
            XCTAssertEqual(table.count, model.count)
        }
        for object in objects { XCTAssertEqual(table[ObjectIdentifier(object)], model[ObjectIdentifier(object)]) }
        XCTAssertEqual(Set(table.keys), Set(model.keys))
        XCTAssertEqual(table.values.sorted(), model.values.sorted())
        var visited: [ObjectIdentifier: Int] = [:]
        table.forEach { visited[$0] = $1 }
        XCTAssertEqual(visited, model)
    }

    func testGrowsReservesAndEmpties() {
        let objects = (0..<1000).map { _ in Object() }
        var table = IdentityDictionary<String>(minimumCapacity: 10)
        XCTAssertTrue(table.isEmpty)
        XCTAssertNil(table[ObjectIdentifier(objects[0])])
        for (index, object) in objects.enumerated() { table[ObjectIdentifier(object)] = "\(index)" }
        XCTAssertEqual(table.count, 1000)
        for (index, object) in objects.enumerated() { XCTAssertEqual(table[ObjectIdentifier(object)], "\(index)") }
        // Values taken before a change stay as they were.
        let before = Array(table.values)
        table.removeAll(keepingCapacity: true)
        XCTAssertEqual(before.count, 1000)
        XCTAssertTrue(table.isEmpty)
        XCTAssertNil(table[ObjectIdentifier(objects[5])])
        table[ObjectIdentifier(objects[5])] = "again"
        XCTAssertEqual(Array(table.values), ["again"])
        table.removeAll()
        XCTAssertEqual(table.count, 0)
        XCTAssertEqual(Array(table.keys), [])
    }

    /// Going through the keys or values while the table changes gives the entries it had when
    /// the going through began (the storage is copied before the change, not changed under it).
    func testKeysAndValuesGoOnThroughTheEntriesTheyStartedWith() {
        let objects = (0..<300).map { _ in Object() }
        var table = IdentityDictionary<Int>()
        for (index, object) in objects.prefix(200).enumerated() { table[ObjectIdentifier(object)] = index }
        var seen: [Int] = []
        for value in table.values {
            seen.append(value)
            // Remove one, add one: the storage grows and entries move back.
            table[ObjectIdentifier(objects[value])] = nil
            table[ObjectIdentifier(objects[200 + value % 100])] = 1000 + value
        }
        XCTAssertEqual(seen.sorted(), Array(0..<200))
        var keys: [ObjectIdentifier] = []
        let before = Set(table.keys)
        for key in table.keys {
            keys.append(key)
            table.removeAll(keepingCapacity: true)
        }
        XCTAssertEqual(Set(keys), before)
        XCTAssertEqual(keys.count, before.count)
        XCTAssertTrue(table.isEmpty)
        XCTAssertEqual(Array(table.values), [])
    }

    /// The table keeps its values apart from its keys and moves them by hand: every value it
    /// held is freed once, when replaced, removed, emptied or with the last copy of the table,
    /// and never while a copy (or a sequence over the values) still holds it.
    func testFreesEachValueOnceAndOnlyWhenNoCopyHoldsIt() {
        let objects = (0..<500).map { _ in Object() }
        let start = Counted.alive
        do {
            var table = IdentityDictionary<Counted>()
            // Grows while unique (values moved) ...
            for (index, object) in objects.enumerated() { table[ObjectIdentifier(object)] = Counted(index) }
            XCTAssertEqual(Counted.alive - start, 500)
            // ... and while shared (values copied): the copy keeps its own.
            var copy = table
            copy.reserveCapacity(5000)
            for object in objects.prefix(100) { copy[ObjectIdentifier(object)] = nil }
            XCTAssertEqual(Counted.alive - start, 500)
            XCTAssertEqual(copy.count, 400)
            // A replaced value goes; the copy's entry stays.
            table[ObjectIdentifier(objects[300])] = Counted(-1)
            XCTAssertEqual(Counted.alive - start, 501)
            XCTAssertEqual(copy[ObjectIdentifier(objects[300])]?.number, 300)
            XCTAssertEqual(table[ObjectIdentifier(objects[300])]?.number, -1)
            copy = IdentityDictionary()
            XCTAssertEqual(Counted.alive - start, 500)
            // Removals with backward shifts, then an emptying that keeps the storage.
            do {
                let values = table.values
                for object in objects.prefix(250) { XCTAssertNotNil(table.removeValue(forKey: ObjectIdentifier(object))) }
                XCTAssertEqual(Counted.alive - start, 500)
                XCTAssertEqual(Array(values).count, 500)
            }
            XCTAssertEqual(Counted.alive - start, 250)
            for object in objects.suffix(250) { XCTAssertNotNil(table[ObjectIdentifier(object)]) }
            table.removeAll(keepingCapacity: true)
            XCTAssertEqual(Counted.alive - start, 0)
            table[ObjectIdentifier(objects[0])] = Counted(0)
            XCTAssertEqual(Counted.alive - start, 1)
        }
        XCTAssertEqual(Counted.alive, start)
    }

    func testSetInsertsOnceAndRemoves() {
        let objects = (0..<100).map { _ in Object() }
        var set = IdentitySet()
        for object in objects { XCTAssertTrue(set.insert(ObjectIdentifier(object))) }
        for object in objects { XCTAssertFalse(set.insert(ObjectIdentifier(object))) }
        XCTAssertEqual(set.count, 100)
        for object in objects.prefix(50) { XCTAssertTrue(set.remove(ObjectIdentifier(object))) }
        XCTAssertFalse(set.remove(ObjectIdentifier(objects[0])))
        XCTAssertEqual(set.count, 50)
        XCTAssertFalse(set.contains(ObjectIdentifier(objects[10])))
        XCTAssertTrue(set.contains(ObjectIdentifier(objects[60])))
        set.removeAll(keepingCapacity: true)
        XCTAssertTrue(set.isEmpty)
    }
}

import XCTest
@testable import QuillFoundation

/// `WordKeyedTable` keyed by numbers handed out in order (the solver's symbols: consecutive
/// numbers with a kind in the low bits), not addresses, holds what a `Dictionary` would through
/// any run of settings and removals (removals shift later entries back, which a wrong
/// wrap-around test would lose), growing and reserving room on the way.
final class WordKeyedTableTests: XCTestCase {
    func testMatchesADictionaryThroughRandomChanges() {
        // Fixed pseudo-random choices, so a failure repeats.
        func choice(_ step: Int, _ salt: UInt64, below bound: Int) -> Int {
            Int(((UInt64(step) &+ salt) &* 0x9E37_79B9_7F4A_7C15) >> 33) % bound
        }
        let keys = (1...700).map { UInt($0 << 3 | (1 + $0 % 4)) }
        var table = WordKeyedTable<Double>()
        var model: [UInt: Double] = [:]
        for step in 0..<40_000 {
            if step == 10_000 { table.reserveCapacity(2_000) }
            let key = keys[choice(step, 3, below: step < 20_000 ? 700 : 50)]
            switch choice(step, 91_919, below: 10) {
            case 0..<5:
                let value = Double(step % 97) + 1
                XCTAssertEqual(table.updateValue(value, forKey: key), model.updateValue(value, forKey: key))
            case 5..<8:
                XCTAssertEqual(table.removeValue(forKey: key), model.removeValue(forKey: key))
            default:
                XCTAssertEqual(table[key], model[key])
                XCTAssertEqual(table.contains(key), model[key] != nil)
            }
            XCTAssertEqual(table.count, model.count)
        }
        var seen: [UInt: Double] = [:]
        table.forEach { seen[$0] = $1 }
        XCTAssertEqual(seen, model)
        XCTAssertEqual(Set(table.keys), Set(model.keys))
        for key in keys { XCTAssertEqual(table[key], model[key]) }
    }
}

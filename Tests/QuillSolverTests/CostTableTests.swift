import XCTest
@testable import QuillSolver

/// The objective's table of costs by symbol holds what a `Dictionary` would through any run of
/// settings and removals (removals shift later entries back, which a wrong wrap-around test
/// would lose), growing and reserving room on the way.
final class CostTableTests: XCTestCase {
    func testMatchesADictionaryThroughRandomChanges() {
        // Fixed pseudo-random choices, so a failure repeats.
        func choice(_ step: Int, _ salt: UInt64, below bound: Int) -> Int {
            Int(((UInt64(step) &+ salt) &* 0x9E37_79B9_7F4A_7C15) >> 33) % bound
        }
        // Symbols as a solver numbers them: consecutive ids, the kind in the low bits.
        let kinds: [Symbol.Kind] = [.external, .slack, .error, .dummy]
        let symbols = (1...700).map { Symbol(id: $0, kind: kinds[$0 % 4]) }
        var table = CostTable()
        var model: [Symbol: Double] = [:]
        for step in 0..<40_000 {
            if step == 10_000 { table.reserveCapacity(2_000) }
            let symbol = symbols[choice(step, 3, below: step < 20_000 ? 700 : 50)]
            switch choice(step, 91_919, below: 10) {
            case 0..<5:
                let amount = Double(step % 97) + 1
                table.set(Cost(level: 1, amount: amount), for: symbol)
                model[symbol] = amount
            case 5..<8:
                XCTAssertEqual(table.removeValue(for: symbol)?.description, model.removeValue(forKey: symbol).map { Cost(level: 1, amount: $0).description })
            default:
                XCTAssertEqual(table[symbol]?.description, model[symbol].map { Cost(level: 1, amount: $0).description })
            }
            XCTAssertEqual(table.count, model.count)
        }
        var seen: [Symbol: String] = [:]
        table.forEach { seen[$0] = $1.description }
        XCTAssertEqual(seen, model.mapValues { Cost(level: 1, amount: $0).description })
        for symbol in symbols { XCTAssertEqual(table[symbol]?.description, model[symbol].map { Cost(level: 1, amount: $0).description }) }
    }
}

/// Peeling a batch's definitions (`SolverCore.peelDefinitions`) over the solver's two scratch
/// tables by symbol number, held as buffers for the duration: how many of the batch's
/// constraints mention each symbol, and the candidates mentioning it as linked lists.
struct Peeling {
    /// Mentions of each symbol in the batch (a symbol the tableau holds counts more than any
    /// batch can bring it down from).
    let degree: UnsafeMutableBufferPointer<Int>
    /// The first entry of `mentions` for each symbol (-1: none).
    let firstMention: UnsafeMutableBufferPointer<Int>
    /// The symbols counted, to put both tables back to empty afterwards.
    private(set) var touched: [Symbol] = []
    /// Candidates mentioning each symbol: (candidate index, next entry) pairs.
    private var mentions: [(index: Int, next: Int)] = []

    init(degree: UnsafeMutableBufferPointer<Int>, firstMention: UnsafeMutableBufferPointer<Int>, batchCount: Int) {
        self.degree = degree
        self.firstMention = firstMention
        touched.reserveCapacity(batchCount)
        mentions.reserveCapacity(2 * batchCount)
    }

    /// Counts the symbols of the constraints that cannot define, and of the candidates (whose
    /// mentions are linked by symbol).
    mutating func count(_ others: [Symbol], _ candidates: [Row?]) {
        for symbol in others { count(symbol) }
        for index in candidates.indices {
            guard let row = candidates[index] else { continue }
            row.cells.withUnsafeBufferPointer { cells in
                for cell in cells {
                    count(cell.symbol)
                    mentions.append((index, firstMention[cell.symbol.id]))
                    firstMention[cell.symbol.id] = mentions.count - 1
                }
            }
        }
    }

    private mutating func count(_ symbol: Symbol) {
        if degree[symbol.id] == 0 { touched.append(symbol) }
        degree[symbol.id] += 1
    }

    /// The last symbol of a candidate's row that no other constraint of the batch mentions.
    private func freeSymbol(of row: Row) -> Symbol? {
        row.cells.withUnsafeBufferPointer { cells in
            var index = cells.count - 1
            while index >= 0 {
                if degree[cells[index].symbol.id] == 1 { return cells[index].symbol }
                index -= 1
            }
            return nil
        }
    }

    /// Peels candidates whose row has a free symbol, solving each for it; a symbol freed by
    /// a peel makes the candidates mentioning it worth another look. Returns them in the order
    /// peeled (their entries in `candidates` become nil).
    func peel(_ candidates: inout [Row?]) -> [(index: Int, subject: Symbol, row: Row)] {
        var pending: [Int] = []
        for index in candidates.indices.reversed() { if let row = candidates[index], freeSymbol(of: row) != nil { pending.append(index) } }
        var peeled: [(index: Int, subject: Symbol, row: Row)] = []
        while let index = pending.popLast() {
            guard let row = candidates[index], let subject = freeSymbol(of: row) else { continue }
            candidates[index] = nil
            degree[subject.id] = 0
            row.solve(for: subject)
            peeled.append((index, subject, row))
            row.cells.withUnsafeBufferPointer { cells in
                for cell in cells {
                    degree[cell.symbol.id] -= 1
                    guard degree[cell.symbol.id] == 1 else { continue }
                    var entry = firstMention[cell.symbol.id]
                    while entry >= 0 {
                        if candidates[mentions[entry].index] != nil { pending.append(mentions[entry].index) }
                        entry = mentions[entry].next
                    }
                }
            }
        }
        return peeled
    }

    /// Puts both tables back to empty for the next batch.
    func reset() {
        for symbol in touched {
            degree[symbol.id] = 0
            firstMention[symbol.id] = -1
        }
    }
}

import Synchronization

/// The bands of one banded render: which is the next one not yet taken (each thread takes
/// bands from it until none is left), and how long each took, written by the thread that drew
/// it (each band its own slot) and read after all threads finished.
final class BandLedger: @unchecked Sendable {
    private let count: Int
    private let taken = Atomic<Int>(0)
    private let slots: UnsafeMutableBufferPointer<UInt64>

    init(count: Int) {
        self.count = count
        slots = .allocate(capacity: count)
        slots.initialize(repeating: 0)
    }

    deinit { slots.deallocate() }

    /// The next band to draw, or nil when every band is taken. (The render waits for all
    /// threads before reading what they drew, so the count needs no ordering of its own.)
    func take() -> Int? {
        let band = taken.add(1, ordering: .relaxed).oldValue
        return band < count ? band : nil
    }

    /// Notes how long band `index` took to draw.
    func record(_ nanoseconds: UInt64, at index: Int) { slots[index] = nanoseconds }

    /// How long each band took, in band order (0 for a band not drawn).
    var values: [UInt64] { Array(slots) }
}

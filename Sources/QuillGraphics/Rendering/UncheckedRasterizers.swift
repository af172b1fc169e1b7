/// The rasterizers of one banded render, handed to the threads that replay into them: each is
/// used by exactly one iteration of `concurrentPerform` (one thread), which returns only when
/// all are done.
struct UncheckedRasterizers: @unchecked Sendable {
    let all: [Rasterizer]
}

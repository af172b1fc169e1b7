/// The framebuffer a move is made in, handed to the threads that move its pieces: each piece is
/// a disjoint set of destination pixels whose sources no other piece writes, and
/// `concurrentPerform` returns only when all are done.
struct MovedPixels: @unchecked Sendable {
    let base: UnsafeMutablePointer<UInt32>
}

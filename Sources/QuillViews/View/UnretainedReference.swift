/// A reference to an object that neither keeps it alive nor is weak: the object owns this box,
/// points it at itself, and clears it in its `deinit`; others hold the box.
///
/// A weak reference moves its target's reference count to a side table for good, after which
/// every retain and release of the target takes the runtime's slow path; objects retained many
/// times a pass (layout engines, views) are referred to through a box like this instead.
@MainActor
final class UnretainedReference<Object: AnyObject> {
    /// The object, or `nil` once it is freed.
    nonisolated(unsafe) unowned(unsafe) private(set) var object: Object?

    /// An empty box, for an object to own and point at itself once initialized.
    init() {}

    /// Points the box at its owner.
    func refer(to owner: Object) {
        object = owner
    }

    /// The object is being freed: its `deinit` lets go of it here.
    nonisolated func objectWillBeFreed() {
        object = nil
    }
}

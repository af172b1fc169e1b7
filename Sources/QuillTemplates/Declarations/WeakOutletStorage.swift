/// The storage behind a `@WeakOutlet`: a weak reference shared by every copy of the wrapper,
/// so the template loader can fill it from outside the object.
public final class WeakOutletStorage<Value: AnyObject> {
    weak var value: Value?

    init() {}
}

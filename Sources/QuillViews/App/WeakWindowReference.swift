/// A window a context knows of without keeping it alive.
@MainActor
struct WeakWindowReference {
    weak var window: Window?
}

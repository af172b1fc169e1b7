/// A kind of value a higher layer keeps per `ApplicationContext` (as SwiftUI's environment
/// keys do): the template registry, the template plan cache. Read and written with
/// `context[Key.self]`.
@MainActor
public protocol ApplicationContextKey {
    /// The value's type.
    associatedtype Value
    /// The value a context holds before one is set.
    static func makeDefault(in context: ApplicationContext) -> Value
}

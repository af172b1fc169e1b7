/// An accessible object somewhere on the accessibility bus: the unique bus name of the
/// process that has it and its object path (AT-SPI's `(so)`).
struct ObjectReference: Hashable, Sendable {
    /// The owner's unique bus name (":1.42"), empty for the null reference.
    var busName: String
    /// The object path.
    var path: String

    /// The reference AT-SPI uses for "none".
    static let null = ObjectReference(busName: "", path: "/org/a11y/atspi/null")
}

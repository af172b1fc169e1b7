/// An object somewhere on a bus: the unique bus name of the process that has it and its object
/// path (the `(so)` pair AT-SPI passes for accessible objects).
package struct ObjectReference: Hashable, Sendable {
    /// The owner's unique bus name (":1.42"), empty for the null reference.
    package var busName: String
    /// The object path.
    package var path: String

    /// A reference to the object at `path` of the connection `busName`.
    package init(busName: String, path: String) {
        self.busName = busName
        self.path = path
    }

    /// The reference AT-SPI uses for "none".
    package static let null = ObjectReference(busName: "", path: "/org/a11y/atspi/null")
}

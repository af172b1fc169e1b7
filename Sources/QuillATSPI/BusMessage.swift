internal import CSystemdBus

/// One D-Bus message (a call, a reply or a signal), written and read in order as sd-bus does:
/// basic values, and containers opened and closed around them.
final class BusMessage {
    /// The sd-bus message; released with this object.
    let handle: OpaquePointer

    /// Takes over a message reference (released in `deinit`).
    init(owning handle: OpaquePointer) {
        self.handle = handle
    }

    /// Holds one more reference to a message sd-bus lends to a callback.
    init(borrowing handle: OpaquePointer) {
        self.handle = sd_bus_message_ref(handle)
    }

    deinit { sd_bus_message_unref(handle) }

    private static func code(_ character: Character) -> CChar { CChar(character.asciiValue!) }

    // MARK: Header

    /// The object path the message is for.
    var path: String { sd_bus_message_get_path(handle).map { String(cString: $0) } ?? "" }
    /// The interface of the method or signal.
    var interface: String { sd_bus_message_get_interface(handle).map { String(cString: $0) } ?? "" }
    /// The method or signal name.
    var member: String { sd_bus_message_get_member(handle).map { String(cString: $0) } ?? "" }
    /// The signature of the body.
    var signature: String { sd_bus_message_get_signature(handle, 1).map { String(cString: $0) } ?? "" }
    /// Whether this is a method call (not a reply or a signal).
    var isMethodCall: Bool {
        var type: UInt8 = 0
        return sd_bus_message_get_type(handle, &type) >= 0 && type == 1
    }

    // MARK: Writing

    /// Appends a string.
    func append(_ value: String) throws {
        try BusError.check(value.withCString { sd_bus_message_append_basic(handle, Self.code("s"), $0) }, "sd_bus_message_append_basic")
    }

    /// Appends an object path.
    func append(objectPath value: String) throws {
        try BusError.check(value.withCString { sd_bus_message_append_basic(handle, Self.code("o"), $0) }, "sd_bus_message_append_basic")
    }

    /// Appends a 32-bit signed integer.
    func append(_ value: Int32) throws { try appendFixed(value, "i") }
    /// Appends a 32-bit unsigned integer.
    func append(_ value: UInt32) throws { try appendFixed(value, "u") }
    /// Appends a 16-bit signed integer.
    func append(_ value: Int16) throws { try appendFixed(value, "n") }
    /// Appends a double.
    func append(_ value: Double) throws { try appendFixed(value, "d") }
    /// Appends a boolean (D-Bus booleans travel as 32-bit integers).
    func append(_ value: Bool) throws { try appendFixed(Int32(value ? 1 : 0), "b") }

    private func appendFixed<T>(_ value: T, _ type: Character) throws {
        var copy = value
        try BusError.check(withUnsafePointer(to: &copy) { sd_bus_message_append_basic(handle, Self.code(type), $0) }, "sd_bus_message_append_basic")
    }

    /// Opens a container: `r` (struct), `a` (array), `v` (variant) or `e` (dict entry) of the
    /// given contents' signature; close it with `close()`.
    func open(_ type: Character, _ contents: String) throws {
        try BusError.check(sd_bus_message_open_container(handle, Self.code(type), contents), "sd_bus_message_open_container")
    }

    /// Closes the innermost open container.
    func close() throws {
        try BusError.check(sd_bus_message_close_container(handle), "sd_bus_message_close_container")
    }

    /// Appends an object reference `(so)`.
    func append(_ reference: ObjectReference) throws {
        try open("r", "so")
        try append(reference.busName)
        try append(objectPath: reference.path)
        try close()
    }

    /// Appends a value wrapped in a variant.
    func append(variant value: BusValue) throws {
        try open("v", value.signature)
        switch value {
        case .string(let string): try append(string)
        case .int32(let number): try append(number)
        case .uint32(let number): try append(number)
        case .bool(let flag): try append(flag)
        case .double(let number): try append(number)
        case .reference(let reference): try append(reference)
        case .int32Pair(let first, let second):
            try open("r", "ii")
            try append(first)
            try append(second)
            try close()
        }
        try close()
    }

    /// Appends an array of object references `a(so)`.
    func append(references: [ObjectReference]) throws {
        try open("a", "(so)")
        for reference in references { try append(reference) }
        try close()
    }

    /// Appends an array of strings `as`.
    func append(strings: [String]) throws {
        try open("a", "s")
        for string in strings { try append(string) }
        try close()
    }

    /// Appends a string-to-string dictionary `a{ss}`, keys sorted.
    func append(attributes: [String: String]) throws {
        try open("a", "{ss}")
        for key in attributes.keys.sorted() {
            try open("e", "ss")
            try append(key)
            try append(attributes[key]!)
            try close()
        }
        try close()
    }

    // MARK: Reading

    /// Reads a string or an object path.
    func readString() throws -> String {
        let type = try peekType()
        var pointer: UnsafePointer<CChar>?
        try BusError.check(sd_bus_message_read_basic(handle, CChar(type.asciiValue!), &pointer), "sd_bus_message_read_basic")
        return pointer.map { String(cString: $0) } ?? ""
    }

    /// Reads a 32-bit signed integer.
    func readInt32() throws -> Int32 { try readFixed(Int32(0), "i") }
    /// Reads a 32-bit unsigned integer.
    func readUInt32() throws -> UInt32 { try readFixed(UInt32(0), "u") }
    /// Reads a double.
    func readDouble() throws -> Double { try readFixed(0.0, "d") }
    /// Reads a boolean.
    func readBool() throws -> Bool { try readFixed(Int32(0), "b") != 0 }

    private func readFixed<T>(_ initial: T, _ type: Character) throws -> T {
        var value = initial
        try BusError.check(withUnsafeMutablePointer(to: &value) { sd_bus_message_read_basic(handle, Self.code(type), $0) }, "sd_bus_message_read_basic")
        return value
    }

    /// The type of the next value, and for a container the signature of its contents.
    func peekType() throws -> Character {
        var type: CChar = 0
        var contents: UnsafePointer<CChar>?
        let result = try BusError.check(sd_bus_message_peek_type(handle, &type, &contents), "sd_bus_message_peek_type")
        guard result > 0 else { throw BusError(name: BusError.invalidArgs, message: "missing argument") }
        return Character(Unicode.Scalar(UInt8(bitPattern: type)))
    }

    /// The signature of the contents of the variant that comes next.
    func peekVariantContents() throws -> String {
        var type: CChar = 0
        var contents: UnsafePointer<CChar>?
        try BusError.check(sd_bus_message_peek_type(handle, &type, &contents), "sd_bus_message_peek_type")
        return contents.map { String(cString: $0) } ?? ""
    }

    /// Enters a container of a type and contents' signature.
    func enter(_ type: Character, _ contents: String) throws {
        let result = try BusError.check(sd_bus_message_enter_container(handle, Self.code(type), contents), "sd_bus_message_enter_container")
        guard result > 0 else { throw BusError(name: BusError.invalidArgs, message: "expected \(type)\(contents)") }
    }

    /// Leaves the innermost entered container.
    func exit() throws {
        try BusError.check(sd_bus_message_exit_container(handle), "sd_bus_message_exit_container")
    }

    /// Reads an object reference `(so)`.
    func readReference() throws -> ObjectReference {
        try enter("r", "so")
        let name = try readString()
        let path = try readString()
        try exit()
        return ObjectReference(busName: name, path: path)
    }

    /// Reads a variant holding a number (a property being set): integers and doubles alike.
    func readNumericVariant() throws -> Double {
        let contents = try peekVariantContents()
        try enter("v", contents)
        defer { try? exit() }
        switch contents {
        case "d": return try readDouble()
        case "i": return Double(try readInt32())
        case "u": return Double(try readUInt32())
        case "x":
            return Double(try readFixed(Int64(0), "x"))
        case "t":
            return Double(try readFixed(UInt64(0), "t"))
        case "n":
            return Double(try readFixed(Int16(0), "n"))
        case "q":
            return Double(try readFixed(UInt16(0), "q"))
        case "y":
            return Double(try readFixed(UInt8(0), "y"))
        default:
            throw BusError(name: BusError.invalidArgs, message: "expected a number, got a variant of \(contents)")
        }
    }
}

internal import CSystemdBus

/// One D-Bus message (a call, a reply or a signal), written and read in order as sd-bus does:
/// basic values, and containers opened and closed around them.
package final class BusMessage {
    /// The sd-bus message; released with this object.
    package let handle: OpaquePointer

    /// Takes over a message reference (released in `deinit`).
    package init(owning handle: OpaquePointer) {
        self.handle = handle
    }

    /// Holds one more reference to a message sd-bus lends to a callback.
    package init(borrowing handle: OpaquePointer) {
        self.handle = sd_bus_message_ref(handle)
    }

    deinit { sd_bus_message_unref(handle) }

    private static func code(_ character: Character) -> CChar { CChar(character.asciiValue!) }

    // MARK: Header

    /// The object path the message is for.
    package var path: String { sd_bus_message_get_path(handle).map { String(cString: $0) } ?? "" }
    /// The interface of the method or signal.
    package var interface: String { sd_bus_message_get_interface(handle).map { String(cString: $0) } ?? "" }
    /// The method or signal name.
    package var member: String { sd_bus_message_get_member(handle).map { String(cString: $0) } ?? "" }
    /// The signature of the body.
    package var signature: String { sd_bus_message_get_signature(handle, 1).map { String(cString: $0) } ?? "" }
    /// The unique bus name of the message's sender (":1.42"), empty when the bus did not say.
    package var sender: String { sd_bus_message_get_sender(handle).map { String(cString: $0) } ?? "" }
    /// The error a reply carries, when it is an error reply.
    package var error: BusError? {
        guard let error = sd_bus_message_get_error(handle), sd_bus_error_is_set(error) != 0 else { return nil }
        return BusError(name: error.pointee.name.map { String(cString: $0) } ?? "", message: error.pointee.message.map { String(cString: $0) } ?? "")
    }
    /// Whether this is a method call (not a reply or a signal).
    package var isMethodCall: Bool {
        var type: UInt8 = 0
        return sd_bus_message_get_type(handle, &type) >= 0 && type == 1
    }

    // MARK: Writing

    /// Appends a string.
    package func append(_ value: String) throws {
        try BusError.check(value.withCString { sd_bus_message_append_basic(handle, Self.code("s"), $0) }, "sd_bus_message_append_basic")
    }

    /// Appends an object path.
    package func append(objectPath value: String) throws {
        try BusError.check(value.withCString { sd_bus_message_append_basic(handle, Self.code("o"), $0) }, "sd_bus_message_append_basic")
    }

    /// Appends a 32-bit signed integer.
    package func append(_ value: Int32) throws { try appendFixed(value, "i") }
    /// Appends a 32-bit unsigned integer.
    package func append(_ value: UInt32) throws { try appendFixed(value, "u") }
    /// Appends a 16-bit signed integer.
    package func append(_ value: Int16) throws { try appendFixed(value, "n") }
    /// Appends a double.
    package func append(_ value: Double) throws { try appendFixed(value, "d") }
    /// Appends a boolean (D-Bus booleans travel as 32-bit integers).
    package func append(_ value: Bool) throws { try appendFixed(Int32(value ? 1 : 0), "b") }

    private func appendFixed<T>(_ value: T, _ type: Character) throws {
        var copy = value
        try BusError.check(withUnsafePointer(to: &copy) { sd_bus_message_append_basic(handle, Self.code(type), $0) }, "sd_bus_message_append_basic")
    }

    /// Opens a container: `r` (struct), `a` (array), `v` (variant) or `e` (dict entry) of the
    /// given contents' signature; close it with `close()`.
    package func open(_ type: Character, _ contents: String) throws {
        try BusError.check(sd_bus_message_open_container(handle, Self.code(type), contents), "sd_bus_message_open_container")
    }

    /// Closes the innermost open container.
    package func close() throws {
        try BusError.check(sd_bus_message_close_container(handle), "sd_bus_message_close_container")
    }

    /// Appends an object reference `(so)`.
    package func append(_ reference: ObjectReference) throws {
        try open("r", "so")
        try append(reference.busName)
        try append(objectPath: reference.path)
        try close()
    }

    /// Appends a value wrapped in a variant.
    package func append(variant value: BusValue) throws {
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
    package func append(references: [ObjectReference]) throws {
        try open("a", "(so)")
        for reference in references { try append(reference) }
        try close()
    }

    /// Appends an array of strings `as`.
    package func append(strings: [String]) throws {
        try open("a", "s")
        for string in strings { try append(string) }
        try close()
    }

    /// Appends a string-to-string dictionary `a{ss}`, keys sorted.
    package func append(attributes: [String: String]) throws {
        try open("a", "{ss}")
        for key in attributes.keys.sorted() {
            try open("e", "ss")
            try append(key)
            try append(attributes[key]!)
            try close()
        }
        try close()
    }

    /// Appends an array of bytes `ay` (paths the way D-Bus passes them: raw bytes, NUL-ended
    /// when the receiver expects it).
    package func append(bytes: [UInt8]) throws {
        try BusError.check(bytes.withUnsafeBytes { sd_bus_message_append_array(handle, Self.code("y"), $0.baseAddress, $0.count) }, "sd_bus_message_append_array")
    }

    // MARK: Reading

    /// Reads a string or an object path.
    package func readString() throws -> String {
        let type = try peekType()
        var pointer: UnsafePointer<CChar>?
        try BusError.check(sd_bus_message_read_basic(handle, CChar(type.asciiValue!), &pointer), "sd_bus_message_read_basic")
        return pointer.map { String(cString: $0) } ?? ""
    }

    /// Reads a 32-bit signed integer.
    package func readInt32() throws -> Int32 { try readFixed(Int32(0), "i") }
    /// Reads a 32-bit unsigned integer.
    package func readUInt32() throws -> UInt32 { try readFixed(UInt32(0), "u") }
    /// Reads a double.
    package func readDouble() throws -> Double { try readFixed(0.0, "d") }
    /// Reads a boolean.
    package func readBool() throws -> Bool { try readFixed(Int32(0), "b") != 0 }

    private func readFixed<T>(_ initial: T, _ type: Character) throws -> T {
        var value = initial
        try BusError.check(withUnsafeMutablePointer(to: &value) { sd_bus_message_read_basic(handle, Self.code(type), $0) }, "sd_bus_message_read_basic")
        return value
    }

    /// Reads an array of strings `as`.
    package func readStrings() throws -> [String] {
        try enter("a", "s")
        var strings: [String] = []
        while try nextTypeOrEnd() != nil { strings.append(try readString()) }
        try exit()
        return strings
    }

    /// Reads an array of bytes `ay`.
    package func readBytes() throws -> [UInt8] {
        var pointer: UnsafeRawPointer?
        var size = 0
        try BusError.check(sd_bus_message_read_array(handle, Self.code("y"), &pointer, &size), "sd_bus_message_read_array")
        guard let pointer, size > 0 else { return [] }
        return Array(UnsafeRawBufferPointer(start: pointer, count: size))
    }

    /// Skips the next value, whatever its type (a dictionary entry's value nobody asked for).
    package func skip() throws {
        let type = try peekType()
        if type == "v" || type == "a" || type == "r" || type == "e" {
            let contents = try peekVariantContents()
            let signature = type == "a" ? "a" + contents : type == "v" ? "v" : type == "r" ? "(" + contents + ")" : "{" + contents + "}"
            try BusError.check(sd_bus_message_skip(handle, signature), "sd_bus_message_skip")
        } else {
            try BusError.check(sd_bus_message_skip(handle, String(type)), "sd_bus_message_skip")
        }
    }

    /// The type of the next value, or `nil` at the end of the container being read.
    package func nextTypeOrEnd() throws -> Character? {
        var type: CChar = 0
        var contents: UnsafePointer<CChar>?
        let result = try BusError.check(sd_bus_message_peek_type(handle, &type, &contents), "sd_bus_message_peek_type")
        return result > 0 ? Character(Unicode.Scalar(UInt8(bitPattern: type))) : nil
    }

    /// Reads a dictionary `a{sv}` entry by entry: `read` gets each key with the message
    /// positioned inside its variant (of the given contents' signature) and may read the value
    /// or leave it; what it leaves is skipped.
    package func readVariantDictionary(_ read: (_ key: String, _ contents: String) throws -> Void) throws {
        try enter("a", "{sv}")
        while try nextTypeOrEnd() != nil {
            try enter("e", "sv")
            let key = try readString()
            let contents = try peekVariantContents()
            try enter("v", contents)
            try read(key, contents)
            while try nextTypeOrEnd() != nil { try skip() }
            try exit()
            try exit()
        }
        try exit()
    }

    /// The type of the next value, and for a container the signature of its contents.
    package func peekType() throws -> Character {
        var type: CChar = 0
        var contents: UnsafePointer<CChar>?
        let result = try BusError.check(sd_bus_message_peek_type(handle, &type, &contents), "sd_bus_message_peek_type")
        guard result > 0 else { throw BusError(name: BusError.invalidArgs, message: "missing argument") }
        return Character(Unicode.Scalar(UInt8(bitPattern: type)))
    }

    /// The signature of the contents of the variant that comes next.
    package func peekVariantContents() throws -> String {
        var type: CChar = 0
        var contents: UnsafePointer<CChar>?
        try BusError.check(sd_bus_message_peek_type(handle, &type, &contents), "sd_bus_message_peek_type")
        return contents.map { String(cString: $0) } ?? ""
    }

    /// Enters a container of a type and contents' signature.
    package func enter(_ type: Character, _ contents: String) throws {
        let result = try BusError.check(sd_bus_message_enter_container(handle, Self.code(type), contents), "sd_bus_message_enter_container")
        guard result > 0 else { throw BusError(name: BusError.invalidArgs, message: "expected \(type)\(contents)") }
    }

    /// Leaves the innermost entered container.
    package func exit() throws {
        try BusError.check(sd_bus_message_exit_container(handle), "sd_bus_message_exit_container")
    }

    /// Reads an object reference `(so)`.
    package func readReference() throws -> ObjectReference {
        try enter("r", "so")
        let name = try readString()
        let path = try readString()
        try exit()
        return ObjectReference(busName: name, path: path)
    }

    /// Reads a variant holding a number (a property being set): integers and doubles alike.
    package func readNumericVariant() throws -> Double {
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
